import { useState, type FormEvent } from 'react';
import type { AdminStore, StaffMember } from '@suuq/shared/operator';
import { FormSubmit } from '../../components/form/form-submit';
import { TextField } from '../../components/form/text-field';
import { LoadError, Loading } from '../../components/ui/load-state';
import { Done, fieldNote, Refused, useRefusal, type Refusal } from './admin-kit';
import { useAddStoreStaffMutation, useGetStoreStaffQuery, useRemoveStoreStaffMutation } from './admin-api';
import { useAdminMessages } from './messages';

/**
 * A store's staff, its owner first: someone taken on by phone gets a one-time sign-in code by SMS; someone removed
 * is signed out everywhere at once. The owner cannot be removed.
 */
export function StoreStaff({ store }: { store: AdminStore }) {
  const t = useAdminMessages();
  const staff = useGetStoreStaffQuery(store.id);
  const [done, setDone] = useState('');
  const hasOwner = staff.data?.some((member) => member.is_owner) ?? false;
  return (
    <section className="admin-form admin-staff" aria-labelledby="admin-staff-title">
      <h3 id="admin-staff-title" className="admin-form__title">
        {t('staff.title')}
      </h3>
      <Done text={done} />
      {staff.isLoading ? (
        <Loading />
      ) : staff.isError || !staff.data ? (
        <LoadError onRetry={() => void staff.refetch()} />
      ) : staff.data.length === 0 ? (
        <p className="hint">{t('staff.none')}</p>
      ) : (
        <ul className="admin-staff__list">
          {staff.data.map((member) => (
            <li key={member.user_id}>
              <StaffRow storeId={store.id} member={member} onDone={setDone} />
            </li>
          ))}
        </ul>
      )}
      <AddStaff storeId={store.id} ownerWanted={!hasOwner} onDone={setDone} />
    </section>
  );
}

function StaffRow({
  storeId,
  member,
  onDone,
}: {
  storeId: number;
  member: StaffMember;
  onDone: (text: string) => void;
}) {
  const t = useAdminMessages();
  const refusal = useRefusal();
  const [remove, removing] = useRemoveStoreStaffMutation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();

  const onRemove = async () => {
    setProblem(undefined);
    const result = await remove({ id: storeId, userId: member.user_id });
    if ('error' in result) setProblem(refusal(result.error).text);
    else onDone(t('staff.removed', { name: member.name }));
  };

  return (
    <div className="admin-staff__row">
      <p className="admin-staff__who">
        <strong>{member.name}</strong>
        <a href={`tel:${member.phone}`}>{member.phone}</a>
        {member.is_owner ? <span className="admin-badge">{t('staff.owner')}</span> : null}
      </p>
      {member.is_owner ? null : asking ? (
        <div className="admin-actions">
          <button
            type="button"
            className="button admin-danger"
            aria-busy={removing.isLoading || undefined}
            onClick={() => void onRemove()}
          >
            {t('staff.confirmRemove', { name: member.name })}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={t('staff.removeNamed', { name: member.name })}
          onClick={() => setAsking(true)}
        >
          {t('staff.remove')}
        </button>
      )}
      <Refused text={problem} />
    </div>
  );
}

function AddStaff({
  storeId,
  ownerWanted,
  onDone,
}: {
  storeId: number;
  ownerWanted: boolean;
  onDone: (text: string) => void;
}) {
  const t = useAdminMessages();
  const refusal = useRefusal();
  const [add, adding] = useAddStoreStaffMutation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [owner, setOwner] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const result = await add({ id: storeId, name, phone, is_owner: ownerWanted && owner });
    if ('error' in result) {
      setRefused(refusal(result.error));
      return;
    }
    onDone(
      t(result.data.is_owner ? 'staff.addedOwner' : 'staff.added', {
        name: result.data.name,
        phone: result.data.phone,
      }),
    );
    setName('');
    setPhone('');
    setOwner(false);
  };

  return (
    <form
      className="admin-staff__add"
      noValidate
      aria-label={t('staff.addTitle')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 className="admin-staff__add-title">{t('staff.addTitle')}</h4>
      <div className="admin-pair">
        <TextField
          label={t('staff.name')}
          value={name}
          maxLength={120}
          error={fieldNote(refused, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="off"
          value={phone}
          error={fieldNote(refused, 'phone')}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {ownerWanted ? (
        <label className="form-check">
          <input type="checkbox" checked={owner} onChange={(event) => setOwner(event.target.checked)} />
          {t('staff.asOwner')}
        </label>
      ) : null}
      <FormSubmit
        problem={refused && !fieldNote(refused, 'name') && !fieldNote(refused, 'phone') ? refused.text : ''}
        busy={adding.isLoading}
        label={t('staff.add')}
        busyLabel={t('saving')}
      />
    </form>
  );
}
