import { useState, type Dispatch, type SetStateAction } from 'react';
import { useId } from '../../lib/use-id';
import type { Address } from '@suuq/shared/accounts';
import { useSessionId } from '../../lib/session';
import type { LatLng } from '@suuq/shared/geo';
import type { CheckoutDetails } from '../checkout/checkout-details';
import { useGetAddressesQuery, useGetProfileQuery, useSaveAddressMutation } from './account-api';
import { hasPin, pinOf, placeLabel } from '@suuq/shared/saved-address';
import { useLanguage } from '../../lib/use-translation';
import './checkout-account.css';

export interface CheckoutAccount {
  /** The address book, last used for an order first, then the newest. */
  addresses: Address[];
  /** Fills the address fields (and the pin) from a saved address. */
  choose: (address: Address) => void;
  /** The saved address the written one is, if it is one: sent as `address_id`, so it goes to the top next time. */
  addressIdFor: (line: string) => number | undefined;
  /**
   * The chosen saved address when it was saved without its pin (the address book once allowed that): checkout asks
   * for its pin instead of refusing it, and the pin given is kept with the address.
   */
  needsPin: { label: string } | undefined;
  /** The shopper put the delivery pin: kept with the chosen saved address when that one had none. */
  pinned: (point: LatLng) => void;
}

const lastUsedFirst = (a: Address, b: Address) =>
  (b.last_used_at ?? '').localeCompare(a.last_used_at ?? '') || b.created_at.localeCompare(a.created_at);

/**
 * The signed-in customer's part of checkout: name, phone and email from the profile, and the most recently used
 * address, filled in once they arrive, into fields the shopper has not touched yet (what they type wins).
 */
export function useCheckoutAccount(
  details: CheckoutDetails,
  setDetails: Dispatch<SetStateAction<CheckoutDetails>>,
  setPin: (pin: LatLng | undefined) => void,
  remembered: CheckoutDetails | undefined,
): CheckoutAccount {
  const sessionId = useSessionId();
  const profile = useGetProfileQuery(sessionId ?? '', { skip: !sessionId });
  // Asked again on every checkout: the last order moved its address to the top.
  const book = useGetAddressesQuery(sessionId ?? '', { skip: !sessionId, refetchOnMountOrArgChange: true });
  // What the fields held before anything was typed: this phone's details, once read.
  const initial = remembered;
  const [filled, setFilled] = useState({ profile: false, address: false });
  const addresses = sessionId && book.data ? [...book.data].sort(lastUsedFirst) : [];

  const [saveAddress] = useSaveAddressMutation();
  const lang = useLanguage();
  const choose = (address: Address) => {
    setDetails((current) => ({ ...current, addressLine: address.line, addressNotes: address.notes ?? '' }));
    setPin(pinOf(address));
  };

  // Filled while rendering, the moment the data is there (React's pattern for state that follows other data).
  const user = sessionId ? profile.data : undefined;
  if (user && initial && !filled.profile) {
    setFilled((current) => ({ ...current, profile: true }));
    setDetails((current) => ({
      ...current,
      name: current.name === initial.name ? user.name : current.name,
      phone: current.phone === initial.phone ? user.phone : current.phone,
      email: current.email === initial.email && user.email ? user.email : current.email,
    }));
  }
  // Only an answer fetched for this checkout: a cached one may predate the last order.
  const [openedAt] = useState(Date.now);
  const fresh = (book.fulfilledTimeStamp ?? 0) >= openedAt && !book.isFetching;
  const recent = fresh ? addresses[0] : undefined;
  if (recent && initial && !filled.address) {
    setFilled((current) => ({ ...current, address: true }));
    if (details.addressLine === initial.addressLine) choose(recent);
  }

  const chosen = addresses.find((address) => address.line === details.addressLine.trim());
  const pinless = chosen && !hasPin(chosen) ? chosen : undefined;

  return {
    addresses,
    choose,
    addressIdFor: (line) => addresses.find((address) => address.line === line.trim())?.id,
    needsPin: pinless ? { label: placeLabel(pinless.label, lang) } : undefined,
    pinned: (point) => {
      if (!pinless || !sessionId) return;
      // Fixed once for every later order; checkout goes on whether or not this save gets through.
      void saveAddress({
        id: pinless.id,
        label: pinless.label,
        line: pinless.line,
        lat: point.lat,
        lng: point.lng,
        notes: pinless.notes,
      });
    },
  };
}

/** The saved addresses as choices above checkout's address fields; nothing when there are none. */
export function SavedAddresses({
  account,
  line,
  legend,
  needsPin,
}: {
  account: CheckoutAccount;
  line: string;
  legend: string;
  /** The tag of an address saved without its pin ("Needs a pin"). */
  needsPin: string;
}) {
  const name = useId();
  const lang = useLanguage();
  if (account.addresses.length === 0) return null;
  const chosen = account.addressIdFor(line);
  return (
    <fieldset className="saved-addresses">
      <legend className="field-label">{legend}</legend>
      {account.addresses.map((address) => (
        <label key={address.id} className="saved-address">
          <input
            type="radio"
            name={name}
            checked={chosen === address.id}
            onChange={() => account.choose(address)}
          />
          <span>
            <strong>{placeLabel(address.label, lang)}</strong>{' '}
            <span className="saved-address__line">{address.line}</span>
            {hasPin(address) ? null : <span className="saved-address__needs-pin">{needsPin}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
