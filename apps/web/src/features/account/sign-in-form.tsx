import { useRef, useState, type FormEvent } from 'react';
import { paths } from '../../app/paths';
import { Link } from '../../components/ui/link';
import { useLanguage } from '../../lib/use-translation';
import { focusFirstInvalid, formProblem, type FormProblem } from './form-problem';
import { FormSubmit } from '../../components/form/form-submit';
import { useAccountT } from './messages';
import { withNext } from './next-path';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { useSignIn } from './use-sign-in';

/**
 * Phone number (or email) and password. On success the session starts; whoever shows the form reacts to it (the
 * sign-in page moves on, a profile page shows itself). `next` is where registering should come back to.
 */
export function SignInForm({ next, notice }: { next: string; notice?: string | undefined }) {
  const t = useAccountT();
  const lang = useLanguage();
  const signIn = useSignIn();
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>({ message: '', fields: {} });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: FormProblem['fields'] = {};
    if (!username.trim()) fields.username = t('usernameMissing');
    if (!password) fields.password = t('passwordMissing');
    if (Object.keys(fields).length > 0) {
      setProblem({ message: '', fields });
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    setProblem({ message: '', fields: {} });
    const result = await signIn(username, password);
    setBusy(false);
    if (!result.ok) setProblem(formProblem(result.error, lang, t('offline')));
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {notice ? <p className="account-notice">{notice}</p> : null}
      <TextField
        label={t('username')}
        hint={t('usernameHint')}
        error={problem.fields.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t('password')}
        error={problem.fields.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormSubmit problem={problem.message} busy={busy} label={t('signIn')} busyLabel={t('signingIn')} />
      <p className="account-form__switch">
        {t('newHere')} <Link to={withNext(paths.register, next)}>{t('createAccount')}</Link>
      </p>
    </form>
  );
}
