import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiProblem, problemText } from '../../lib/api-error';
import { signInWithCode, type SessionTarget, type SignInResult } from '../../lib/session-sign-in';
import { useLanguage } from '../../lib/use-translation';
import { FormSubmit } from '../form/form-submit';
import { TextField } from '../form/text-field';
import { useSignInMessages } from './messages';
import './sign-in-form.css';

type Fields = Partial<Record<'phone' | 'code', string>>;
const CODE = /^[0-9]{6}$/;

/**
 * Signing in with the one-time code texted to someone the operator or a store's owner took on (they have no password
 * yet): their phone and the 6 digits, into `session` (one role's, or one chosen by who signed in). The server's
 * refusal of the code (wrong, used, expired) shows beside the code; the rest above the button. On success
 * `onSignedIn` runs with the result (which session, who).
 */
export function CodeSignInForm({
  session,
  wrongRole,
  onAttempt,
  onSignedIn,
  children,
}: {
  session: SessionTarget;
  /** Shown when the code is right but the account may not sign in here. */
  wrongRole?: string | undefined;
  onAttempt?: () => void;
  onSignedIn?: (result: Extract<SignInResult, { ok: true }>) => void | Promise<void>;
  /** Below the button (e.g. the way back to the password). */
  children?: ReactNode;
}) {
  const t = useSignInMessages();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<Fields>({});

  const refuse = (next: Fields, text = '') => {
    setFields(next);
    setProblem(text);
    // A keyboard or screen-reader user lands on the problem.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAttempt?.();
    if (busy) return;
    const missing: Fields = {};
    if (!phone.trim()) missing.phone = t('phoneMissing');
    if (!CODE.test(code.replace(/\s/g, ''))) missing.code = t('codeMissing');
    if (Object.keys(missing).length > 0) return refuse(missing);
    setBusy(true);
    const result = await signInWithCode(session, phone, code);
    if (result.ok) {
      setFields({});
      setProblem('');
      await onSignedIn?.(result);
      setBusy(false);
      return;
    }
    setBusy(false);
    if (result.wrongRole && wrongRole) return refuse({}, wrongRole);
    const read = apiProblem(result.problem);
    const text = problemText(read, lang, t('offline'));
    // The server names the field it refused: the code (wrong, used, expired, not 6 digits) or the phone.
    if (read.fields.code) return refuse({ code: read.fields.code[0] ?? text });
    if (read.fields.username) return refuse({ phone: read.fields.username[0] ?? text });
    refuse({}, text);
  };

  return (
    <form ref={form} className="sign-in-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="sign-in-intro">{t('codeIntro')}</p>
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        error={fields.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <TextField
        label={t('code')}
        hint={t('codeHint')}
        error={fields.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormSubmit problem={problem} busy={busy} label={t('signInWithCode')} busyLabel={t('signingIn')} />
      {children}
    </form>
  );
}
