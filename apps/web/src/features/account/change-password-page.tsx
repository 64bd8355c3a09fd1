import { useRef, useState, type FormEvent } from 'react';
import { message } from '@suuq/shared/labels';
import { useLanguage } from '../../lib/use-translation';
import { useChangePasswordMutation } from './account-api';
import { PASSWORD_MIN_LENGTH } from './account-rules';
import { focusFirstInvalid, formProblem, type FormProblem } from './form-problem';
import { FormSubmit } from '../../components/form/form-submit';
import { useAccountT } from './messages';
import { PasswordField } from '../../components/form/password-field';
import { ProfileArea } from './profile-area';

function PasswordForm() {
  const t = useAccountT();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [change] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<FormProblem>({ message: '', fields: {} });
  const tooShort = message('passwordTooShort', lang, { n: PASSWORD_MIN_LENGTH });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDone('');
    const fields: FormProblem['fields'] = {};
    if (!current) fields.current_password = t('passwordMissing');
    if (next.length < PASSWORD_MIN_LENGTH) fields.password = tooShort;
    setProblem({ message: '', fields });
    if (Object.keys(fields).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    const result = await change({ current_password: current, password: next });
    setBusy(false);
    if (result.error) {
      setProblem(
        formProblem(result.error, lang, t('offline'), {
          current_password: t('passwordMissing'),
          password: tooShort,
        }),
      );
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setCurrent('');
    setNext('');
    // The server's own words: the password changed, other phones were signed out.
    setDone(result.data.message);
  };

  return (
    <form
      ref={form}
      className="account-card account-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <PasswordField
        label={t('currentPassword')}
        error={problem.fields.current_password}
        name="current-password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={t('newPassword')}
        hint={t('passwordRules', { n: PASSWORD_MIN_LENGTH })}
        error={problem.fields.password}
        name="new-password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <FormSubmit
        problem={problem.message}
        success={done}
        busy={busy}
        label={t('changePassword')}
        busyLabel={t('saving')}
      />
    </form>
  );
}

/** `/change-password`: the current password and a new one, under the server's rules. */
export function ChangePasswordPage() {
  const t = useAccountT();
  return (
    <ProfileArea title={t('changePasswordTitle')} text={t('changePasswordText')}>
      {() => <PasswordForm />}
    </ProfileArea>
  );
}
