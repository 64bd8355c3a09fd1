import type { Store } from '@suuq/shared/catalog';
import { distanceKm, type LatLng } from '@suuq/shared/distance';
import { compareNames, numberFormat } from '@suuq/shared/intl';

export interface StoreNearby {
  store: Store;
  /** Kilometres from the shopper, when the browser gave a position. */
  km?: number;
}

/** Nearest first when the shopper's position is known; otherwise by name, as the language sorts names. */
export function sortStores(
  stores: readonly Store[],
  from: LatLng | undefined,
  locale: string,
): StoreNearby[] {
  const compare = compareNames(locale);
  const byName = (a: StoreNearby, b: StoreNearby) => compare(a.store.name, b.store.name);
  if (!from) return stores.map((store) => ({ store })).sort(byName);
  return stores
    .map((store) => ({ store, km: distanceKm(from, store) }))
    .sort((a, b) => a.km - b.km || byName(a, b));
}

/**
 * How far a store is, for its card: kilometres to one decimal in the shopper's language, or undefined under 100 m,
 * where a card says "nearby" rather than "0 km".
 */
export function roundedKm(km: number, locale: string): string | undefined {
  if (km < 0.1) return undefined;
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(km);
}
