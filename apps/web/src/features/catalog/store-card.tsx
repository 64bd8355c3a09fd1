import type { Store } from '@suuq/shared/catalog';
import { CatalogImage } from '../../components/ui/catalog-image';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { useCatalogT } from './messages';
import { OpeningNote } from './store-opening';
import type { StoreNavigationState } from './store-state';
import './store-card.css';

/** Open or Closed; live updates change it in place (see live-store-status.ts). */
export function StatusBadge({ open }: { open: boolean }) {
  const t = useCatalogT();
  return (
    <span className={open ? 'status status--open' : 'status status--closed'}>
      {open ? t('stores.open') : t('stores.closed')}
    </span>
  );
}

/** A store in a list, with how far it is when known ("1.2 km", already in the shopper's language). */
export interface StoreEntry {
  store: Store;
  distance?: string;
}

/** The cheapest delivery fee of the store's active zones; undefined when it has none (its flat fee applies). */
export function lowestDeliveryFee(store: Store): number | undefined {
  const fees = store.zones.filter((zone) => zone.active).map((zone) => zone.fee);
  return fees.length > 0 ? Math.min(...fees) : undefined;
}

function StoreCard({ store, distance }: StoreEntry) {
  const t = useCatalogT();
  const lang = useLanguage();
  const state: StoreNavigationState = { store };
  const money = (amount: number) => formatMoney(amount, store.currency, lang);
  const fee = lowestDeliveryFee(store);
  // How long delivery takes from ordering ("35–45 min"), worded by the server over a typical city distance: the
  // list ships no arithmetic for it. An estimate is about ordering now: a closed store says when it opens instead.
  const eta = store.is_open ? store.delivery_estimate?.text : undefined;
  return (
    <Link to={paths.store(store.name)} state={state} className="store-card">
      {/* Decorative: the store name follows it in the link, and screen readers would otherwise read it twice. */}
      <CatalogImage
        className="store-card__image"
        path={store.image}
        width={160}
        max={320}
        sizes="72px"
        boxWidth={72}
      />
      <span className="store-card__body">
        <span className="store-card__name">
          {store.logo ? (
            <CatalogImage
              className="store-card__logo"
              path={store.logo}
              width={160}
              sizes="28px"
              boxWidth={28}
            />
          ) : null}
          {store.name}
        </span>
        <span className="store-card__address">{store.address}</span>
        <span className="store-card__meta">
          <StatusBadge open={store.is_open} />
          <OpeningNote store={store} />
          {distance ? <span className="store-card__distance">{distance}</span> : null}
          {eta ? <span className="store-card__eta">{eta}</span> : null}
        </span>
        {/* What shoppers compare between stores before opening one. */}
        <span className="store-card__terms">
          {fee !== undefined ? (
            <span>
              {fee > 0 ? t('storeCard.deliveryFrom', { fee: money(fee) }) : t('storeCard.freeDelivery')}
            </span>
          ) : null}
          {store.min_order_amount > 0 ? (
            <span>{t('storeCard.minOrder', { amount: money(store.min_order_amount) })}</span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** Stores as cards linking to their pages, the store passed along as navigation state. */
export function StoreList({ stores }: { stores: StoreEntry[] }) {
  const t = useCatalogT();
  if (stores.length === 0) return <p>{t('stores.none')}</p>;
  return (
    <ul className="store-list">
      {stores.map((entry) => (
        <li key={entry.store.id}>
          <StoreCard {...entry} />
        </li>
      ))}
    </ul>
  );
}
