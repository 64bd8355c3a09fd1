/**
 * Points on the map: their schemas, and the distance between them (`distance`, without zod, for the web's nearest
 * shop) for the server's addresses, trips and fares.
 */
import { z } from 'zod';

/** Latitude of a point, in degrees. */
export const lat = z.number().min(-90).max(90);
/** Longitude of a point, in degrees. */
export const lng = z.number().min(-180).max(180);
/** A point on the map. */
export const latLng = z.object({ lat, lng });

export { distanceKm, distanceMeters, type LatLng } from './distance';
