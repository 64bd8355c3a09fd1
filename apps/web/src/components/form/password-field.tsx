import { useState } from 'react';
import { useId } from '../../lib/use-id';
import { TextField } from './text-field';
import { useFormMessages } from './messages';

type PasswordFieldProps = Omit<Parameters<typeof TextField>[0], 'type'>;

/** A password field with "Show password": on a small phone keyboard, seeing what one typed saves retries. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useFormMessages();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="form-password">
      <TextField {...props} type={shown ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} />
      <label className="form-check" htmlFor={id}>
        <input id={id} type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        {t('showPassword')}
      </label>
    </div>
  );
}
