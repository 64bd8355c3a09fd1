/**
 * A delivery address needs its pin: delivery zones and fees are decided by the point, not by the written line.
 * One rule for the address book, checkout and `POST /api/address/save`.
 */
import type { LatLng } from './distance';

/**
 * The centre of Mogadishu, where address maps open. The address book once saved it for an address written without
 * a pin, so a saved address at exactly this point has no pin yet: it is shown as "needs a pin", never delivered to.
 */
export const CITY_CENTRE: LatLng = { lat: 2.0469, lng: 45.3182 };

/** Whether a point is a real pin (not missing and not the stand-in `CITY_CENTRE`). */
export function hasPin(point: LatLng | undefined | null): boolean {
  return !!point && !(point.lat === CITY_CENTRE.lat && point.lng === CITY_CENTRE.lng);
}

/** The pin of a saved point, or none when it has none. */
export function pinOf(point: LatLng | undefined | null): LatLng | undefined {
  return point && hasPin(point) ? { lat: point.lat, lng: point.lng } : undefined;
}
