import type { Store } from '@suuq/shared/catalog';

export interface Position {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine); plenty precise for "which shop is nearer" within a city. */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface StoreNearby {
  store: Store;
  /** Kilometres from the shopper, when the browser gave a position. */
  km?: number;
}

/** Nearest first when the shopper's position is known; otherwise by name, as the language sorts names. */
export function sortStores(
  stores: readonly Store[],
  from: Position | undefined,
  locale: string,
): StoreNearby[] {
  const byName = (a: StoreNearby, b: StoreNearby) => a.store.name.localeCompare(b.store.name, locale);
  if (!from) return stores.map((store) => ({ store })).sort(byName);
  return stores
    .map((store) => ({ store, km: distanceKm(from, store) }))
    .sort((a, b) => a.km - b.km || byName(a, b));
}
