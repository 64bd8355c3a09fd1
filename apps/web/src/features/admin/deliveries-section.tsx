import type { DeliveryWatch } from '@suuq/shared/dispatch';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError, Loading } from '../../components/ui/load-state';
import { useWhen } from './admin-kit';
import { useGetAdminDeliveriesQuery } from './admin-api';
import { useAdminMessages } from './messages';

/** The lists are read again this often: a delivery waiting too long should not wait for a reload. */
const DELIVERIES_POLL_MS = 30_000;

const telOf = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** One list of deliveries: store, order, what is happening, how long it waited, and its captain if any. */
function DeliveriesTable({ rows, labelledBy }: { rows: DeliveryWatch[]; labelledBy: string }) {
  const t = useAdminMessages();
  const when = useWhen();
  return (
    <table className="admin-table admin-deliveries" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('deliveries.order')}</th>
          <th scope="col">{t('deliveries.store')}</th>
          <th scope="col">{t('deliveries.status')}</th>
          <th scope="col">{t('deliveries.waited')}</th>
          <th scope="col">{t('deliveries.courier')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-overdue={row.overdue_at !== null || undefined}>
            <th scope="row" data-label={t('deliveries.order')}>
              {row.order_number}
            </th>
            <td data-label={t('deliveries.store')}>{row.store.name}</td>
            <td data-label={t('deliveries.status')}>
              {/* One child per cell: on a phone a cell is a grid of its label and its value. */}
              <span>
                {t(`deliveries.statuses.${row.status}`)}
                {row.overdue_at !== null && row.status === 'offered' ? (
                  <strong className="admin-deliveries__overdue"> · {t('deliveries.overdue')}</strong>
                ) : null}
              </span>
            </td>
            <td data-label={t('deliveries.waited')}>
              <span>
                {t('deliveries.minutes', { n: row.waiting_minutes })}
                <time className="admin-deliveries__since" dateTime={row.offered_at}>
                  {t('deliveries.since', { when: when(row.offered_at) })}
                </time>
              </span>
            </td>
            <td data-label={t('deliveries.courier')}>
              {row.captain ? (
                <span className="admin-deliveries__captain">
                  <span>{row.captain.name}</span>
                  <a
                    className="admin-table__phone admin-deliveries__call"
                    href={telOf(row.captain.phone)}
                    aria-label={t('deliveries.call', { name: row.captain.name })}
                  >
                    {row.captain.phone}
                  </a>
                </span>
              ) : (
                t('deliveries.noCourier')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Suuq's deliveries as the operator watches them: first those nobody accepted within the dispatch timeout (the
 * operator calls the store or a captain), then every open one, oldest first, with its captain when one carries it.
 * Both read again every 30 seconds.
 */
export function DeliveriesSection() {
  const t = useAdminMessages();
  const waiting = useGetAdminDeliveriesQuery({ waiting: true }, { pollingInterval: DELIVERIES_POLL_MS });
  const open = useGetAdminDeliveriesQuery({ waiting: false }, { pollingInterval: DELIVERIES_POLL_MS });
  if (waiting.isLoading || open.isLoading) return <Loading />;
  if (waiting.isError || open.isError || !waiting.data || !open.data)
    return (
      <LoadError
        onRetry={() => {
          void waiting.refetch();
          void open.refetch();
        }}
      />
    );
  return (
    <div className="admin-stack">
      <section className="admin-stack" aria-labelledby="admin-deliveries-waiting">
        <h2 id="admin-deliveries-waiting" className="admin-subtitle">
          {t('deliveries.waitingTitle')}
        </h2>
        {waiting.data.length === 0 ? (
          <p className="hint">{t('deliveries.waitingNone')}</p>
        ) : (
          <>
            <p className="hint">{t('deliveries.waitingHint')}</p>
            <DeliveriesTable rows={waiting.data} labelledBy="admin-deliveries-waiting" />
          </>
        )}
      </section>
      <section className="admin-stack" aria-labelledby="admin-deliveries-open">
        <h2 id="admin-deliveries-open" className="admin-subtitle">
          {t('deliveries.openTitle')}
        </h2>
        {open.data.length === 0 ? (
          <EmptyState title={t('deliveries.openNone')} />
        ) : (
          <DeliveriesTable rows={open.data} labelledBy="admin-deliveries-open" />
        )}
      </section>
    </div>
  );
}
