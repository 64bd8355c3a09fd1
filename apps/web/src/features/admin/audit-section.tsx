import { useState } from 'react';
import type { AuditEntry } from '@suuq/shared/operator';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError, Loading } from '../../components/ui/load-state';
import { Pager, useWhen } from './admin-kit';
import { useGetAuditQuery } from './admin-api';
import { useAdminMessages, type AdminT } from './messages';

// The actions the console knows by name; any other is shown as the server wrote it.
const ACTIONS = [
  'store_application.approve',
  'store_application.reject',
  'store.create',
  'store.update',
  'store.suspend',
  'store.reinstate',
  'staff.add',
  'staff.remove',
  'payout.create',
  'captain.approve',
  'captain.suspend',
] as const;

function actionWords(t: AdminT, action: string) {
  return (ACTIONS as readonly string[]).includes(action)
    ? t(`audit.actions.${action.replace('.', '_') as 'store_create'}`)
    : action;
}

/** A detail's value as text: strings as they are, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every operator action, newest first, a page at a time: who, what, on what, when and with what. */
export function AuditSection() {
  const t = useAdminMessages();
  const when = useWhen();
  const [page, setPage] = useState(1);
  const audit = useGetAuditQuery(page);
  if (audit.isLoading) return <Loading />;
  if (audit.isError || !audit.data) return <LoadError onRetry={() => void audit.refetch()} />;
  if (audit.data.data.length === 0) return <EmptyState title={t('audit.empty')} />;
  return (
    <div className="admin-stack">
      <table className="admin-table admin-audit">
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.details')}</th>
          </tr>
        </thead>
        <tbody>
          {audit.data.data.map((entry: AuditEntry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td data-label={t('audit.at')}>
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </td>
              <td data-label={t('audit.actor')}>{entry.actor.name}</td>
              <th scope="row" data-label={t('audit.action')}>
                {actionWords(t, entry.action)}
              </th>
              <td data-label={t('audit.target')}>{entry.target}</td>
              <td data-label={t('audit.details')}>
                {Object.keys(entry.details).length === 0 ? (
                  '—'
                ) : (
                  <dl className="admin-details">
                    {Object.entries(entry.details).map(([key, value]) => (
                      <div key={key}>
                        <dt>{key}</dt>
                        <dd>{shown(value)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager meta={audit.data.meta} onPage={setPage} />
    </div>
  );
}
