import type { LatLng } from '@suuq/shared/geo';

/**
 * Where the address map opens, and the point saved for an address written without a pin: the centre of Mogadishu.
 * The API needs a point for every address; the written line is what the courier reads, so an address at exactly
 * this point counts as having no pin.
 */
export const CITY_CENTRE: LatLng = { lat: 2.0469, lng: 45.3182 };

/** The pin of a saved point, or none when it is the stand-in `CITY_CENTRE`. */
export function pinOf(point: LatLng | undefined): LatLng | undefined {
  if (!point || (point.lat === CITY_CENTRE.lat && point.lng === CITY_CENTRE.lng)) return undefined;
  return { lat: point.lat, lng: point.lng };
}
