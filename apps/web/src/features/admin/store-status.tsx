import { useState, type FormEvent } from 'react';
import type { AdminStore } from '@suuq/shared/operator';
import { Done, ReasonField, Refused, useRefusal } from './admin-kit';
import { useSetStoreStatusMutation } from './admin-api';
import { useAdminMessages } from './messages';

/**
 * Whether shoppers see the store: suspending it (with the reason, kept on the audit trail) takes it off the storefront
 * at once; reinstating it brings it back. Orders already placed carry on either way.
 */
export function StoreStatus({
  store,
  onChanged,
}: {
  store: AdminStore;
  onChanged: (store: AdminStore) => void;
}) {
  const t = useAdminMessages();
  const refusal = useRefusal();
  const [setStatus, sending] = useSetStoreStatusMutation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const suspended = store.status === 'suspended';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setDone('');
    // Suspending says why: the audit trail and whoever reinstates the store read it.
    if (!suspended && !reason.trim()) {
      setNote(t('reasonMissing'));
      return;
    }
    setNote(undefined);
    const result = await setStatus({
      id: store.id,
      status: suspended ? 'active' : 'suspended',
      reason: reason.trim() || undefined,
    });
    if ('error' in result) {
      const refused = refusal(result.error);
      setNote(refused.fields.reason?.[0]);
      setProblem(refused.text);
      return;
    }
    setReason('');
    setDone(
      t(result.data.status === 'suspended' ? 'stores.suspendedDone' : 'stores.reinstatedDone', {
        store: result.data.name,
      }),
    );
    onChanged(result.data);
  };

  return (
    <form className="admin-form admin-status" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 className="admin-form__title">{t('stores.statusTitle')}</h3>
      <p className="admin-status__now">
        <span className={`admin-badge admin-badge--${store.status}`}>
          {t(`stores.status.${store.status}`)}
        </span>{' '}
        {suspended
          ? t('stores.suspendedSince', { reason: store.suspended_reason ?? t('stores.noReason') })
          : t('stores.activeNow')}
      </p>
      <ReasonField
        label={suspended ? t('stores.reinstateReason') : t('stores.suspendReason')}
        value={reason}
        onChange={setReason}
        error={note}
      />
      <Refused text={problem} />
      <Done text={done} />
      <div className="admin-actions">
        <button
          type="submit"
          className={suspended ? 'button button--primary' : 'button admin-danger'}
          aria-busy={sending.isLoading || undefined}
        >
          {suspended ? t('stores.reinstate') : t('stores.suspend')}
        </button>
      </div>
    </form>
  );
}
