import { useRef, useState, type FormEvent } from 'react';
import { message } from '@suuq/shared/labels';
import type { StaffMember } from '@suuq/shared/operator';
import { FormSubmit } from '../../../components/form/form-submit';
import { TextField } from '../../../components/form/text-field';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { useOwnerMessages } from './messages';
import { useAddToTeamMutation, useGetTeamQuery, useRemoveFromTeamMutation } from './owner-api';

type Fields = Partial<Record<'name' | 'phone', string>>;

/**
 * A Somali mobile number in the groups people read it in: "+252 61 234 5678" (another shape as it is). The call link
 * is written here rather than with the footer's helper: importing that would split it out of the footer's chunk and
 * cost the home route a file name.
 */
const groupedPhone = (phone: string) => phone.replace(/^\+?252(\d{2})(\d{3})(\d{4})$/, '+252 $1 $2 $3');

/** One member: name, phone, the owner's mark; removing asks first, and says what it does (a sign-out at once). */
function Member({ member, onRemoved }: { member: StaffMember; onRemoved: (name: string) => void }) {
  const t = useOwnerMessages();
  const lang = useLanguage();
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useRemoveFromTeamMutation();
  const refusal = removing.isError ? problemText(apiProblem(removing.error), lang, t('offline')) : '';
  return (
    <li className="owner-member">
      <p className="owner-member__who">
        <span className="owner-member__name">{member.name}</span>
        {member.is_owner ? <span className="owner-member__mark">{t('owner')}</span> : null}
        <a className="owner-member__phone" href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>
          {groupedPhone(member.phone)}
        </a>
      </p>
      {member.is_owner ? null : asking ? (
        <div className="owner-member__ask" role="group" aria-label={t('remove', { name: member.name })}>
          <p>{t('removeAsk', { name: member.name })}</p>
          <div className="owner-actions">
            <button
              type="button"
              className="button button--danger"
              aria-busy={removing.isLoading || undefined}
              onClick={() => {
                if (removing.isLoading) return;
                void remove(member.user_id).then((result) => {
                  if (!('error' in result)) onRemoved(member.name);
                });
              }}
            >
              {removing.isLoading ? t('removing') : t('removeYes')}
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              {t('removeNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button owner-member__remove" onClick={() => setAsking(true)}>
          {t('remove', { name: member.name })}
        </button>
      )}
      <p className="staff-problem" role="alert">
        {refusal}
      </p>
    </li>
  );
}

/** Taking someone on by name and phone: the server texts them a one-time sign-in code, and the form says so. */
function AddMember({ onAdded }: { onAdded: (text: string) => void }) {
  const t = useOwnerMessages();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [problem, setProblem] = useState('');
  const [add, adding] = useAddToTeamMutation();

  const refuse = (next: Fields, text = '') => {
    setFields(next);
    setProblem(text);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding.isLoading) return;
    const missing: Fields = {};
    if (!name.trim()) missing.name = t('nameMissing');
    if (!phone.trim()) missing.phone = t('phoneMissing');
    if (Object.keys(missing).length > 0) return refuse(missing);
    onAdded('');
    const result = await add({ name: name.trim(), phone: phone.trim() });
    if ('error' in result) {
      const read = apiProblem(result.error);
      const text = problemText(read, lang, t('offline'));
      // The generic "some fields are not valid" carries the schema's notes: our own words say it better.
      const generic = text === message('validationFailed', lang);
      const named: Fields = {};
      if (read.fields.name) named.name = generic ? t('nameMissing') : (read.fields.name[0] ?? text);
      if (read.fields.phone) named.phone = generic ? t('phoneHint') : (read.fields.phone[0] ?? text);
      return Object.keys(named).length > 0 ? refuse(named) : refuse({}, text);
    }
    setFields({});
    setProblem('');
    setName('');
    setPhone('');
    onAdded(t('added', { name: result.data.name, phone: groupedPhone(result.data.phone) }));
  };

  return (
    <form
      ref={form}
      className="owner-form"
      noValidate
      aria-labelledby="owner-add-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="owner-add-title">{t('addTitle')}</h3>
      <TextField
        label={t('name')}
        error={fields.name}
        name="name"
        autoComplete="off"
        maxLength={120}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        error={fields.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <FormSubmit problem={problem} busy={adding.isLoading} label={t('add')} busyLabel={t('adding')} />
    </form>
  );
}

/** The Team tab: the store's staff, its owner first; add someone, remove someone. */
export function TeamPanel() {
  const t = useOwnerMessages();
  const lang = useLanguage();
  const { data, isLoading, isError, error, refetch } = useGetTeamQuery();
  const refused = isError ? apiProblem(error) : undefined;
  // What the last change did, announced: someone added (and texted a code) or removed.
  const [done, setDone] = useState('');
  return (
    <section className="owner-panel" aria-labelledby="owner-team-title">
      <h2 id="owner-team-title">{t('teamTitle')}</h2>
      <p className="owner-panel__text">{t('teamText')}</p>
      <p className="form-success owner-done" role="status">
        {done}
      </p>
      {isLoading ? (
        <Loading />
      ) : refused?.kind === 'refused' ? (
        <p className="staff-problem" role="alert">
          {problemText(refused, lang, t('offline'))}
        </p>
      ) : isError || !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <ul className="owner-team">
            {data.map((member) => (
              <Member
                key={member.user_id}
                member={member}
                onRemoved={(name) => setDone(t('removed', { name }))}
              />
            ))}
          </ul>
          {data.length < 2 ? <p>{t('noStaff')}</p> : null}
        </>
      )}
      <AddMember onAdded={setDone} />
    </section>
  );
}
