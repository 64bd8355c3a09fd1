import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import type { User } from '@suuq/shared/accounts';
import { message } from '@suuq/shared/labels';
import { LoadError, Loading } from '../../components/ui/load-state';
import { useLanguage } from '../../lib/use-translation';
import { useGetProfileQuery, useUpdateProfileMutation } from './account-api';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, checkEmail, checkPhone } from './account-rules';
import { Avatar } from './avatar';
import { focusFirstInvalid, formProblem, type FormProblem } from './form-problem';
import { FormSubmit } from '../../components/form/form-submit';
import { ContactFields } from '../../components/form/contact-fields';
import { useAccountT } from './messages';
import { PasswordField } from '../../components/form/password-field';
import { ProfileArea } from './profile-area';

type Field = 'name' | 'phone' | 'email' | 'avatar' | 'current_password';

/** A chosen picture's problem in the shopper's language (the server's own words), or undefined when it will do. */
export function pictureProblem(file: File, lang: 'en' | 'so'): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return message('imageNotSupported', lang);
  if (file.size > AVATAR_MAX_BYTES)
    return message('imageTooLarge', lang, { n: AVATAR_MAX_BYTES / (1024 * 1024) });
  return undefined;
}

/** A preview URL for the chosen picture, released when it changes or the form goes. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

function ProfileForm({ user, sessionId }: { user: User; sessionId: string }) {
  const t = useAccountT();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pictureId = useId();
  const [update] = useUpdateProfileMutation();
  const [values, setValues] = useState({ name: user.name, phone: user.phone, email: user.email ?? '' });
  const [currentPassword, setCurrentPassword] = useState('');
  // The phone and email sign in: changing either needs the current password, as the server asks.
  const signInChanged =
    values.phone.trim() !== user.phone || values.email.trim().toLowerCase() !== (user.email ?? '');
  const [picture, setPicture] = useState<File>();
  const preview = usePreview(picture);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<FormProblem>({ message: '', fields: {} });

  const hints: Record<Field, string> = {
    name: t('nameMissing'),
    phone: message('invalidPhone', lang),
    email: t('emailInvalid'),
    avatar: message('imageNotSupported', lang),
    current_password: t('passwordMissing'),
  };
  const change = (field: 'name' | 'phone' | 'email') => (event: ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setSaved(false);
    if (!file) return;
    const refused = pictureProblem(file, lang);
    setProblem((current) => ({ ...current, fields: { ...current.fields, avatar: refused } }));
    if (refused) {
      setPicture(undefined);
      event.target.value = '';
    } else setPicture(file);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: FormProblem['fields'] = {};
    if (!values.name.trim()) fields.name = hints.name;
    if (!checkPhone(values.phone)) fields.phone = hints.phone;
    if (!checkEmail(values.email)) fields.email = hints.email;
    if (signInChanged && !currentPassword) fields.current_password = hints.current_password;
    setProblem({ message: '', fields });
    if (Object.keys(fields).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const body = new FormData();
    body.append('name', values.name.trim());
    body.append('phone', values.phone.trim());
    body.append('email', values.email.trim());
    if (signInChanged) body.append('current_password', currentPassword);
    if (picture) body.append('avatar', picture);
    setBusy(true);
    const result = await update({ sessionId, form: body });
    setBusy(false);
    if (result.error) {
      const refused = formProblem(result.error, lang, t('offline'), hints);
      // A picture refused as a whole (too large, not a picture) belongs beside the picture.
      const status = 'status' in result.error ? result.error.status : undefined;
      if (status === 413 || status === 415) {
        refused.fields.avatar = refused.message;
        refused.message = '';
      }
      setProblem(refused);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setValues({ name: result.data.name, phone: result.data.phone, email: result.data.email ?? '' });
    setCurrentPassword('');
    setPicture(undefined);
    if (fileInput.current) fileInput.current.value = '';
    setSaved(true);
  };

  const pictureError = problem.fields.avatar;
  return (
    <form
      ref={form}
      className="account-card account-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="avatar-picker">
        <Avatar user={user} size={96} src={preview} />
        <div className="form-field">
          <label htmlFor={pictureId} className="field-label">
            {t('picture')}
          </label>
          {/* The browser's own file box ("Choose File / No file chosen") is hidden behind a button in our words. */}
          <input
            ref={fileInput}
            id={pictureId}
            className="avatar-picker__input visually-hidden"
            type="file"
            name="avatar"
            accept={AVATAR_TYPES.join(',')}
            aria-invalid={pictureError ? true : undefined}
            aria-describedby={`${pictureId}-chosen ${pictureId}-hint${pictureError ? ` ${pictureId}-error` : ''}`}
            onChange={onPicture}
          />
          <label htmlFor={pictureId} className="button avatar-picker__button">
            {picture || user.avatar ? t('pictureChange') : t('pictureChoose')}
          </label>
          <p id={`${pictureId}-chosen`} className="avatar-picker__chosen">
            {picture ? t('pictureChosen', { name: picture.name }) : user.avatar ? '' : t('pictureNone')}
          </p>
          <p id={`${pictureId}-hint`} className="hint">
            {t('pictureHint', { n: AVATAR_MAX_BYTES / (1024 * 1024) })}
          </p>
          {pictureError ? (
            <p id={`${pictureId}-error`} className="form-field__error">
              {pictureError}
            </p>
          ) : null}
        </div>
      </div>
      <ContactFields values={values} errors={problem.fields} change={change} />
      {signInChanged ? (
        <PasswordField
          label={t('currentPassword')}
          hint={t('identityPasswordHint')}
          error={problem.fields.current_password}
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => {
            setSaved(false);
            setCurrentPassword(event.target.value);
          }}
        />
      ) : null}
      <FormSubmit
        problem={problem.message}
        success={saved ? t('profileSaved') : ''}
        busy={busy}
        label={t('saveProfile')}
        busyLabel={t('saving')}
      />
    </form>
  );
}

function EditProfile({ sessionId }: { sessionId: string }) {
  const profile = useGetProfileQuery(sessionId);
  if (profile.isError && !profile.data) return <LoadError onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Loading />;
  // Keyed by the account: a fresh form when another customer signs in on this phone.
  return <ProfileForm key={profile.data.id} user={profile.data} sessionId={sessionId} />;
}

/** `/edit-profile`: name, phone, email and picture (previewed before it is sent; type and size checked here). */
export function EditProfilePage() {
  const t = useAccountT();
  return (
    <ProfileArea title={t('editProfileTitle')} text={t('editProfileText')}>
      {(sessionId) => <EditProfile sessionId={sessionId} />}
    </ProfileArea>
  );
}
