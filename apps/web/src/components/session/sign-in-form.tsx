import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { problemText } from '../../lib/api-error';
import type { ClientSession } from '../../lib/session';
import { signIn } from '../../lib/session-sign-in';
import { useLanguage } from '../../lib/use-translation';
import { FormSubmit } from '../form/form-submit';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';
import { useSignInMessages } from './messages';
import './sign-in-form.css';

type Fields = Partial<Record<'username' | 'password', string>>;

/**
 * The one sign-in form of every role: phone number (or email) and password, into `session` (lib/session.ts). A
 * session gated on a role refuses other accounts with `wrongRole`, the caller's words. On success the session
 * starts and `onSignedIn` runs; whoever shows the form reacts to the session (a page moves on, a board shows
 * itself). Says so when the server ended the last sign-in.
 */
export function SignInForm({
  session,
  wrongRole,
  notice,
  onAttempt,
  onSignedIn,
  children,
}: {
  session: ClientSession;
  /** Shown when the password is right but the account may not sign in here. */
  wrongRole?: string | undefined;
  /** A line above the fields (e.g. "Please sign in to continue."); the ended session's notice takes its place. */
  notice?: string | undefined;
  /** Called on every submit: a tap the caller may need (the staff board unlocks its sound with it). */
  onAttempt?: () => void;
  onSignedIn?: (sessionId: string) => void | Promise<void>;
  /** Below the button (e.g. a link to register). */
  children?: ReactNode;
}) {
  const t = useSignInMessages();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const shownNotice = session.ended() ? t('sessionEnded') : notice;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAttempt?.();
    if (busy) return;
    const missing: Fields = {};
    if (!username.trim()) missing.username = t('usernameMissing');
    if (!password) missing.password = t('passwordMissing');
    setFields(missing);
    setProblem('');
    if (Object.keys(missing).length > 0) {
      // A keyboard or screen-reader user lands on the problem.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const result = await signIn(session, username, password);
    if (result.ok) await onSignedIn?.(result.sessionId);
    else
      setProblem(result.wrongRole && wrongRole ? wrongRole : problemText(result.problem, lang, t('offline')));
    setBusy(false);
  };

  return (
    <form ref={form} className="sign-in-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {shownNotice ? <p className="sign-in-notice">{shownNotice}</p> : null}
      <TextField
        label={t('username')}
        hint={t('usernameHint')}
        error={fields.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t('password')}
        error={fields.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormSubmit problem={problem} busy={busy} label={t('signIn')} busyLabel={t('signingIn')} />
      {children}
    </form>
  );
}
