import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { message } from '@suuq/shared/labels';
import { RESET_CODE_LENGTH } from '@suuq/shared/password-reset';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { FormSubmit } from '../../components/form/form-submit';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { checkPhone, PASSWORD_MIN_LENGTH } from './account-rules';
import { useForgotPasswordMutation, useResetPasswordMutation } from './forgot-password-api';
import { focusFirstInvalid, formProblem, type FormProblem } from './form-problem';
import { useAccountT } from './messages';
import { nextPath, withNext } from './next-path';
import { useSignIn } from './use-sign-in';
import './account.css';

const NONE: FormProblem = { message: '', fields: {} };

/**
 * `/forgot-password`: the phone number of the account, then the code texted to it and a new password; then the
 * shopper is signed in with it and goes on to `?next=`. The server answers the same whether or not the number has
 * an account, and so does this page.
 */
export function ForgotPasswordPage() {
  const t = useAccountT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const next = nextPath(useLocation().search);
  const [askCode] = useForgotPasswordMutation();
  const [reset] = useResetPasswordMutation();
  const signIn = useSignIn();
  const form = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<'phone' | 'code' | 'done'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NONE);

  const hints = {
    phone: message('invalidPhone', lang),
    code: t('codeMissing'),
    password: message('passwordTooShort', lang, { n: PASSWORD_MIN_LENGTH }),
  };
  const refuse = (next: FormProblem) => {
    setProblem(next);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  const sendCode = async () => {
    setBusy(true);
    const answer = await askCode({ phone: phone.trim() });
    setBusy(false);
    if (answer.error) return refuse(formProblem(answer.error, lang, t('offline'), { phone: hints.phone }));
    setProblem(NONE);
    setSent(answer.data.message);
    setStep('code');
  };

  const onPhone = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!checkPhone(phone)) return refuse({ message: '', fields: { phone: hints.phone } });
    await sendCode();
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: FormProblem['fields'] = {};
    if (code.replace(/\s/g, '').length !== RESET_CODE_LENGTH) fields.code = hints.code;
    if (password.length < PASSWORD_MIN_LENGTH) fields.password = hints.password;
    if (Object.keys(fields).length > 0) return refuse({ message: '', fields });
    setBusy(true);
    const done = await reset({ phone: phone.trim(), code, password });
    if (done.error) {
      setBusy(false);
      return refuse(formProblem(done.error, lang, t('offline'), hints));
    }
    const signedIn = await signIn(phone.trim(), password);
    setBusy(false);
    if (signedIn.ok) navigate(next, { replace: true });
    else setStep('done');
  };

  if (step === 'done') {
    return (
      <div className="account-narrow">
        <PageIntro title={t('forgotTitle')} text={t('passwordResetDone')} />
        <Link className="button button--primary account-form__submit" to={withNext(paths.signIn, next)}>
          {t('signIn')}
        </Link>
      </div>
    );
  }

  if (step === 'phone') {
    return (
      <div className="account-narrow">
        <PageIntro title={t('forgotTitle')} text={t('forgotText')} />
        <form ref={form} className="account-form" noValidate onSubmit={(event) => void onPhone(event)}>
          <TextField
            label={t('phone')}
            hint={t('phoneHint')}
            error={problem.fields.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <FormSubmit
            problem={problem.message}
            busy={busy}
            label={t('sendCode')}
            busyLabel={t('sendingCode')}
          />
          <p className="account-form__switch">
            <Link className="account-form__link" to={withNext(paths.signIn, next)}>
              {t('backToSignIn')}
            </Link>
          </p>
        </form>
      </div>
    );
  }

  return (
    <div className="account-narrow">
      <PageIntro title={t('codeTitle')} text={sent} />
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void onCode(event)}>
        <TextField
          label={t('code')}
          hint={t('codeHint', { phone: phone.trim() })}
          error={problem.fields.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH + 2}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <PasswordField
          label={t('newPassword')}
          hint={t('passwordRules', { n: PASSWORD_MIN_LENGTH })}
          error={problem.fields.password}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormSubmit problem={problem.message} busy={busy} label={t('setPassword')} busyLabel={t('saving')} />
        <div className="account-form__actions">
          <button type="button" className="button" disabled={busy} onClick={() => void sendCode()}>
            {t('resendCode')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setStep('phone');
              setCode('');
              setProblem(NONE);
            }}
          >
            {t('otherPhone')}
          </button>
        </div>
      </form>
    </div>
  );
}
