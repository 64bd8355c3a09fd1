import { useState, type FormEvent } from 'react';
import type { StoreApplication } from '@suuq/shared/operator';
import { LoadError, Loading } from '../../components/ui/load-state';
import { EmptyState } from '../../components/ui/empty-state';
import { useLanguage } from '../../lib/use-translation';
import { Choice, Done, Pager, ReasonField, Refused, useRefusal, useWhen } from './admin-kit';
import {
  useApproveApplicationMutation,
  useGetAdminIndustriesQuery,
  useGetApplicationsQuery,
  useRejectApplicationMutation,
} from './admin-api';
import { useAdminMessages } from './messages';

type Status = StoreApplication['status'];

/** Shops that asked to join: the pending ones first, each with what it told us, to approve or to reject with a reason. */
export function ApplicationsSection() {
  const t = useAdminMessages();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const list = useGetApplicationsQuery({ status, page });
  const lang = useLanguage();
  const { data: industries } = useGetAdminIndustriesQuery(lang);
  const industryName = (id: number) => industries?.find((industry) => industry.id === id)?.name ?? `#${id}`;

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <Choice
          label={t('applications.show')}
          value={status}
          options={(['pending', 'approved', 'rejected'] as const).map((value) => ({
            value,
            label: t(`applications.status.${value}`),
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
        <EmptyState title={t(`applications.empty.${status}`)} />
      ) : (
        <>
          <ul className="admin-cards">
            {list.data.data.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  industry={industryName(application.industry_id)}
                  onDone={setDone}
                />
              </li>
            ))}
          </ul>
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function ApplicationCard({
  application,
  industry,
  onDone,
}: {
  application: StoreApplication;
  industry: string;
  onDone: (text: string) => void;
}) {
  const t = useAdminMessages();
  const when = useWhen();
  const refusal = useRefusal();
  const [approve, approving] = useApproveApplicationMutation();
  const [reject, rejecting] = useRejectApplicationMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [reasonNote, setReasonNote] = useState<string>();
  const { lat, lng } = application.location;
  const titleId = `application-${application.id}`;

  const onApprove = async () => {
    setProblem(undefined);
    const result = await approve(application.id);
    if ('error' in result) setProblem(refusal(result.error).text);
    else
      onDone(
        t('applications.approved', {
          store: result.data.store.name,
          phone: result.data.owner.phone,
        }),
      );
  };

  const onReject = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!reason.trim()) {
      setReasonNote(t('reasonMissing'));
      return;
    }
    setReasonNote(undefined);
    const result = await reject({ id: application.id, reason: reason.trim() });
    if ('error' in result) {
      const refused = refusal(result.error);
      setReasonNote(refused.fields.reason?.[0]);
      setProblem(refused.fields.reason ? undefined : refused.text);
    } else onDone(t('applications.rejected', { store: application.store_name }));
  };

  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        {application.store_name}
      </h2>
      <dl className="admin-facts">
        <dt>{t('applications.owner')}</dt>
        <dd>{application.owner_name}</dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={`tel:${application.phone}`}>{application.phone}</a>
        </dd>
        <dt>{t('applications.sells')}</dt>
        <dd>{industry}</dd>
        <dt>{t('address')}</dt>
        <dd>{application.address}</dd>
        <dt>{t('applications.pin')}</dt>
        <dd>
          {t('coordinates', { lat: lat.toFixed(5), lng: lng.toFixed(5) })}{' '}
          <a
            href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('applications.onTheMap')}
          </a>
        </dd>
        <dt>{t('applications.appliedAt')}</dt>
        <dd>{when(application.created_at)}</dd>
        {application.status !== 'pending' ? (
          <>
            <dt>{t('applications.decided')}</dt>
            <dd>
              {t(`applications.status.${application.status}`)}
              {application.decided_at ? ` · ${when(application.decided_at)}` : ''}
            </dd>
          </>
        ) : null}
        {application.reason ? (
          <>
            <dt>{t('reason')}</dt>
            <dd>{application.reason}</dd>
          </>
        ) : null}
      </dl>
      <Refused text={problem} />
      {application.status === 'pending' ? (
        rejectOpen ? (
          <form className="admin-inline-form" noValidate onSubmit={(event) => void onReject(event)}>
            <ReasonField
              label={t('applications.rejectReason')}
              value={reason}
              onChange={setReason}
              error={reasonNote}
            />
            <div className="admin-actions">
              <button
                type="submit"
                className="button admin-danger"
                aria-busy={rejecting.isLoading || undefined}
              >
                {t('applications.rejectSubmit')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setRejectOpen(false)}>
                {t('cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="admin-actions">
            <button
              type="button"
              className="button button--primary"
              aria-busy={approving.isLoading || undefined}
              onClick={() => void onApprove()}
            >
              {t('applications.approve')}
            </button>
            <button type="button" className="button" onClick={() => setRejectOpen(true)}>
              {t('applications.reject')}
            </button>
          </div>
        )
      ) : null}
    </article>
  );
}
