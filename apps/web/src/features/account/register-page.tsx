import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { message } from '@suuq/shared/labels';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { useSessionId } from '../../lib/session';
import { useLanguage } from '../../lib/use-translation';
import { useRegisterMutation } from './account-api';
import { checkEmail, checkPhone, PASSWORD_MIN_LENGTH } from './account-rules';
import { focusFirstInvalid, formProblem, type FormProblem } from './form-problem';
import { FormSubmit } from '../../components/form/form-submit';
import { ContactFields } from '../../components/form/contact-fields';
import { useAccountT } from './messages';
import { nextPath, withNext } from './next-path';
import { PasswordField } from '../../components/form/password-field';
import { useSignIn } from './use-sign-in';
import './account.css';

type Field = 'name' | 'phone' | 'email' | 'password';

/**
 * `/register`: name, phone, an optional email and a password. The account is made, then signed in, then on to
 * `?next=`. The server's refusals (phone taken, password too common...) show beside their fields, in the
 * shopper's language.
 */
export function RegisterPage() {
  const t = useAccountT();
  const lang = useLanguage();
  const next = nextPath(useLocation().search);
  const signedIn = useSessionId();
  const [register] = useRegisterMutation();
  const signIn = useSignIn();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    phone: '',
    email: '',
    password: '',
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>({ message: '', fields: {} });

  if (signedIn) return <Navigate to={next} replace />;

  const hints: Record<Field, string> = {
    name: t('nameMissing'),
    phone: message('invalidPhone', lang),
    email: t('emailInvalid'),
    password: message('passwordTooShort', lang, { n: PASSWORD_MIN_LENGTH }),
  };
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: FormProblem['fields'] = {};
    if (!values.name.trim()) fields.name = hints.name;
    if (!checkPhone(values.phone)) fields.phone = hints.phone;
    if (!checkEmail(values.email)) fields.email = hints.email;
    if (values.password.length < PASSWORD_MIN_LENGTH) fields.password = hints.password;
    setProblem({ message: '', fields });
    if (Object.keys(fields).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    const made = await register({
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    if (made.error) {
      setBusy(false);
      setProblem(formProblem(made.error, lang, t('offline'), hints));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    // The account exists: sign in with what was just typed (the phone as the server stored it).
    const signedInNow = await signIn(made.data.phone, values.password);
    setBusy(false);
    if (!signedInNow.ok) setProblem(formProblem(signedInNow.error, lang, t('offline')));
  };

  return (
    <div className="account-narrow">
      <PageIntro title={t('registerTitle')} text={t('registerText')} />
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ContactFields values={values} errors={problem.fields} change={change} />
        <PasswordField
          label={t('password')}
          hint={t('passwordRules', { n: PASSWORD_MIN_LENGTH })}
          error={problem.fields.password}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
        />
        <FormSubmit
          problem={problem.message}
          busy={busy}
          label={t('createAccount')}
          busyLabel={t('creatingAccount')}
        />
        <p className="account-form__switch">
          {t('haveAccount')} <Link to={withNext(paths.signIn, next)}>{t('signIn')}</Link>
        </p>
      </form>
    </div>
  );
}
