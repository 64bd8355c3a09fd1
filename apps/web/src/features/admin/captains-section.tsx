import { useState, type FormEvent } from 'react';
import type { AdminCaptain, CaptainStatus } from '@suuq/shared/captain-applications';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError, Loading } from '../../components/ui/load-state';
import { Choice, Done, Pager, ReasonField, Refused, useRefusal, useWhen } from './admin-kit';
import { useGetAdminCaptainsQuery, useSetCaptainStatusMutation } from './admin-api';
import { useAdminMessages } from './messages';

/**
 * Captains by status: the pending ones to approve, the approved ones to suspend with a reason (taken off duty at
 * once), the suspended ones to approve again.
 */
export function CaptainsSection() {
  const t = useAdminMessages();
  const [status, setStatus] = useState<CaptainStatus>('pending');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const list = useGetAdminCaptainsQuery({ status, page });
  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <Choice
          label={t('captains.show')}
          value={status}
          options={(['pending', 'approved', 'suspended'] as const).map((value) => ({
            value,
            label: t(`captains.status.${value}`),
          }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
            setDone('');
          }}
        />
      </div>
      <Done text={done} />
      {list.isLoading ? (
        <Loading />
      ) : list.isError || !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t(`captains.empty.${status}`)} />
      ) : (
        <>
          <ul className="admin-cards">
            {list.data.data.map((captain) => (
              <li key={captain.id}>
                <CaptainCard captain={captain} onDone={setDone} />
              </li>
            ))}
          </ul>
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function CaptainCard({ captain, onDone }: { captain: AdminCaptain; onDone: (text: string) => void }) {
  const t = useAdminMessages();
  const when = useWhen();
  const refusal = useRefusal();
  const [setStatus, sending] = useSetCaptainStatusMutation();
  const [suspending, setSuspending] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const titleId = `captain-${captain.id}`;

  const send = async (status: 'approved' | 'suspended', why?: string) => {
    setProblem(undefined);
    const result = await setStatus({ id: captain.id, status, reason: why });
    if ('error' in result) {
      const refused = refusal(result.error);
      setNote(refused.fields.reason?.[0]);
      setProblem(refused.text);
    } else
      onDone(t(status === 'approved' ? 'captains.approved' : 'captains.suspended', { name: captain.name }));
  };

  const onSuspend = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setNote(t('reasonMissing'));
      return;
    }
    setNote(undefined);
    void send('suspended', reason.trim());
  };

  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        {captain.name}
        <span className={`admin-badge admin-badge--${captain.status}`}>
          {t(`captains.status.${captain.status}`)}
        </span>
      </h2>
      <dl className="admin-facts">
        <dt>{t('phone')}</dt>
        <dd>
          <a href={`tel:${captain.phone}`}>{captain.phone}</a>
        </dd>
        <dt>{t('captains.vehicle')}</dt>
        <dd>
          {[captain.vehicle_type?.name, captain.plate_number].filter(Boolean).join(' · ') ||
            t('captains.noVehicle')}
        </dd>
        <dt>{t('captains.duty')}</dt>
        <dd>{captain.on_duty ? t('captains.onDuty') : t('captains.offDuty')}</dd>
        <dt>{t('captains.appliedAt')}</dt>
        <dd>{when(captain.applied_at)}</dd>
        {captain.reason ? (
          <>
            <dt>{t('reason')}</dt>
            <dd>{captain.reason}</dd>
          </>
        ) : null}
      </dl>
      <Refused text={problem} />
      {captain.status === 'approved' ? (
        suspending ? (
          <form className="admin-inline-form" noValidate onSubmit={onSuspend}>
            <ReasonField
              label={t('captains.suspendReason')}
              value={reason}
              onChange={setReason}
              error={note}
            />
            <div className="admin-actions">
              <button
                type="submit"
                className="button admin-danger"
                aria-busy={sending.isLoading || undefined}
              >
                {t('captains.suspendSubmit')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setSuspending(false)}>
                {t('cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="admin-actions">
            <button type="button" className="button" onClick={() => setSuspending(true)}>
              {t('captains.suspend')}
            </button>
          </div>
        )
      ) : (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--primary"
            aria-busy={sending.isLoading || undefined}
            onClick={() => void send('approved')}
          >
            {captain.status === 'pending' ? t('captains.approve') : t('captains.approveAgain')}
          </button>
        </div>
      )}
    </article>
  );
}
