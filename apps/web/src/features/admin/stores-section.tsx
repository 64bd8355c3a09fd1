import { useState, type FormEvent } from 'react';
import type { AdminStore } from '@suuq/shared/operator';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError, Loading } from '../../components/ui/load-state';
import { Choice, Done, Pager } from './admin-kit';
import { useGetAdminStoresQuery } from './admin-api';
import { useAdminMessages } from './messages';
import { StoreForm } from './store-form';
import { StoreStaff } from './store-staff';
import { StoreStatus } from './store-status';

type StatusFilter = '' | AdminStore['status'];

/**
 * Every store, suspended ones included: found by name, address or phone and by status; added by hand; and one at a
 * time changed, suspended or reinstated, and given its owner and staff.
 */
export function StoresSection() {
  const t = useAdminMessages();
  const [status, setStatus] = useState<StatusFilter>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The store being looked at, as the server last answered it (each change answers the store whole).
  const [open, setOpen] = useState<AdminStore | 'new' | null>(null);
  const [done, setDone] = useState('');
  const list = useGetAdminStoresQuery({ status: status || undefined, search, page });

  if (open === 'new')
    return (
      <div className="admin-stack">
        <BackToStores onBack={() => setOpen(null)} />
        <h2 className="admin-subtitle">{t('stores.addTitle')}</h2>
        <StoreForm
          onSaved={(store) => {
            setDone(t('stores.added', { store: store.name }));
            setSearch('');
            setTyped('');
            setOpen(store);
          }}
        />
      </div>
    );

  if (open)
    return (
      <div className="admin-stack">
        <BackToStores onBack={() => setOpen(null)} />
        <Done text={done} />
        <h2 className="admin-subtitle">{open.name}</h2>
        <StoreStatus store={open} onChanged={setOpen} />
        <StoreForm
          store={open}
          onSaved={(store) => {
            setOpen(store);
            setDone(t('stores.saved', { store: store.name }));
          }}
        />
        <StoreStaff store={open} />
      </div>
    );

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <form className="admin-search" role="search" onSubmit={onSearch}>
          <label className="form-field">
            <span className="field-label">{t('stores.search')}</span>
            <input
              className="input"
              type="search"
              maxLength={100}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <button type="submit" className="button">
            {t('stores.find')}
          </button>
        </form>
        <Choice
          label={t('stores.show')}
          value={status}
          options={[
            { value: '', label: t('stores.all') },
            { value: 'active', label: t('stores.status.active') },
            { value: 'suspended', label: t('stores.status.suspended') },
          ]}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <button
          type="button"
          className="button button--primary admin-toolbar__add"
          onClick={() => setOpen('new')}
        >
          {t('stores.add')}
        </button>
      </div>
      {list.isLoading || list.isFetching ? (
        <Loading />
      ) : list.isError || !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState picture="search" title={t('stores.empty')} />
      ) : (
        <>
          <StoreTable
            stores={list.data.data}
            onOpen={(store) => {
              setDone('');
              setOpen(store);
            }}
          />
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function BackToStores({ onBack }: { onBack: () => void }) {
  const t = useAdminMessages();
  return (
    <button type="button" className="button button--ghost admin-back" onClick={onBack}>
      {t('stores.back')}
    </button>
  );
}

/** The stores as a table on a wide screen; each row a card of its own on a phone (admin.css). */
function StoreTable({ stores, onOpen }: { stores: AdminStore[]; onOpen: (store: AdminStore) => void }) {
  const t = useAdminMessages();
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t('stores.name')}</th>
          <th scope="col">{t('phone')}</th>
          <th scope="col">{t('address')}</th>
          <th scope="col">{t('stores.commission')}</th>
          <th scope="col">{t('stores.courier')}</th>
          <th scope="col">{t('stores.statusLabel')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('stores.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {stores.map((store) => (
          <tr key={store.id}>
            <th scope="row" data-label={t('stores.name')}>
              {store.name}
            </th>
            <td className="admin-table__phone" data-label={t('phone')}>
              {store.phone}
            </td>
            <td data-label={t('address')}>{store.address}</td>
            <td data-label={t('stores.commission')}>{t('percent', { n: store.commission_percent })}</td>
            <td data-label={t('stores.courier')}>{t(`stores.courierMode.${store.courier_mode}`)}</td>
            <td data-label={t('stores.statusLabel')}>
              <span className={`admin-badge admin-badge--${store.status}`}>
                {t(`stores.status.${store.status}`)}
              </span>
            </td>
            <td className="admin-table__action">
              <button
                type="button"
                className="button"
                aria-label={t('stores.manageNamed', { store: store.name })}
                onClick={() => onOpen(store)}
              >
                {t('stores.manage')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
