import { useState } from 'react';
import type { Address } from '@suuq/shared/accounts';
import { LoadError, Loading } from '../../components/ui/load-state';
import { Modal } from '../../components/ui/modal';
import { useLanguage } from '../../lib/use-translation';
import { useDeleteAddressMutation, useGetAddressesQuery } from './account-api';
import { AddressForm } from './address-form';
import { formProblem } from './form-problem';
import { useAccountT } from './messages';
import { hasPin, placeLabel } from '@suuq/shared/saved-address';
import { ProfileArea } from './profile-area';

function DeleteDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const t = useAccountT();
  const lang = useLanguage();
  const shownLabel = (label: string) => placeLabel(label, lang);
  const [remove, removing] = useDeleteAddressMutation();
  const [problem, setProblem] = useState('');
  const onConfirm = async () => {
    const result = await remove(address.id);
    if (result.error) setProblem(formProblem(result.error, lang, t('offline')).message);
    else onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('deleteAddressTitle')} initialFocus="dialog">
      <p>{t('deleteAddressText', { label: shownLabel(address.label), line: address.line })}</p>
      <p className="form-problem" role="alert">
        {problem}
      </p>
      <div className="account-actions">
        <button
          type="button"
          className="button button--danger"
          aria-busy={removing.isLoading || undefined}
          onClick={() => void onConfirm()}
        >
          {t('deleteConfirm')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('keepAddress')}
        </button>
      </div>
    </Modal>
  );
}

function AddressBook({ sessionId }: { sessionId: string }) {
  const t = useAccountT();
  const lang = useLanguage();
  const shownLabel = (label: string) => placeLabel(label, lang);
  const addresses = useGetAddressesQuery(sessionId);
  // What is open: the form for a new address ('new'), for one address, or nothing.
  const [editing, setEditing] = useState<Address | 'new'>();
  const [deleting, setDeleting] = useState<Address>();
  const [saved, setSaved] = useState('');

  if (addresses.isError && !addresses.data) return <LoadError onRetry={() => void addresses.refetch()} />;
  if (!addresses.data) return <Loading />;
  const list = addresses.data;

  return (
    <>
      <p className="form-success" role="status">
        {saved}
      </p>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          onDone={(address) => {
            setEditing(undefined);
            setSaved(address ? t('addressSaved', { label: shownLabel(address.label) }) : '');
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSaved('');
            setEditing('new');
          }}
        >
          {t('addAddress')}
        </button>
      )}
      {list.length === 0 ? (
        <p className="account-empty">{t('noAddresses')}</p>
      ) : (
        <ul className="address-list" aria-label={t('addressBookTitle')}>
          {list.map((address) => {
            const label = shownLabel(address.label);
            // Saved before a pin was needed: delivery needs it, so the card says so and asks for it.
            const pinless = !hasPin(address);
            return (
              <li key={address.id} className="account-card address-card">
                <h2 className="address-card__label">
                  {label}
                  {pinless ? <span className="address-card__needs-pin">{t('needsPin')}</span> : null}
                </h2>
                <p className="address-card__line">{address.line}</p>
                {address.notes ? <p className="address-card__notes">{address.notes}</p> : null}
                {pinless ? <p className="address-card__pin-text">{t('needsPinText')}</p> : null}
                <div className="account-actions">
                  <button
                    type="button"
                    className={pinless ? 'button button--small button--primary' : 'button button--small'}
                    aria-label={t(pinless ? 'addPinNamed' : 'editNamed', { label })}
                    onClick={() => {
                      setSaved('');
                      setEditing(address);
                    }}
                  >
                    {t(pinless ? 'addPin' : 'edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={t('deleteNamed', { label })}
                    onClick={() => setDeleting(address)}
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {deleting ? <DeleteDialog address={deleting} onClose={() => setDeleting(undefined)} /> : null}
    </>
  );
}

/**
 * `/address-book`: the places the customer has deliveries brought to; add (with its pin on the map), edit, delete.
 * An address saved before the pin was needed shows "Needs a pin" and asks for it.
 */
export function AddressBookPage() {
  const t = useAccountT();
  return (
    <ProfileArea title={t('addressBookTitle')} text={t('addressBookText')}>
      {(sessionId) => <AddressBook sessionId={sessionId} />}
    </ProfileArea>
  );
}
