/**
 * Named places of Mogadishu, kept in the app so a point on the map can be told as a place a captain knows ("KM4,
 * Hodan") without asking any map service. Landmarks everyone gives directions by come first; the districts of
 * Banadir follow with the middle of each. The points are approximate (about 200 m for landmarks, the rough middle
 * of a district), which is all "near" needs.
 */
import { distanceMeters, type LatLng } from './distance';

interface Place {
  name: string;
  lat: number;
  lng: number;
}

/** Landmarks, with the district each is in. */
export const MOGADISHU_LANDMARKS: readonly (Place & { district: string })[] = [
  { name: 'KM4', district: 'Hodan', lat: 2.0335, lng: 45.311 },
  { name: 'Bakaara', district: 'Howlwadaag', lat: 2.0469, lng: 45.329 },
  { name: 'Aden Adde Airport', district: 'Wadajir', lat: 2.0144, lng: 45.3047 },
  { name: 'Lido', district: 'Abdiaziz', lat: 2.0597, lng: 45.357 },
  { name: 'Hamarweyne Market', district: 'Hamar Weyne', lat: 2.0376, lng: 45.3437 },
  { name: 'Mogadishu Port', district: 'Hamar Jajab', lat: 2.0342, lng: 45.3412 },
  { name: 'Zoobe', district: 'Hodan', lat: 2.0392, lng: 45.3198 },
  { name: 'Tarabuunka', district: 'Hodan', lat: 2.0358, lng: 45.3262 },
  { name: 'Siinka Dheer', district: 'Dayniile', lat: 2.0589, lng: 45.2713 },
  { name: 'Ex-Control Afgooye', district: 'Hodan', lat: 2.0605, lng: 45.2905 },
  { name: 'Suuq Bacaad', district: 'Yaqshid', lat: 2.0703, lng: 45.3397 },
  { name: 'Banadir Hospital', district: 'Hodan', lat: 2.0466, lng: 45.3115 },
];

/** The districts of Banadir, by the rough middle of each. */
export const MOGADISHU_DISTRICTS: readonly Place[] = [
  { name: 'Abdiaziz', lat: 2.0535, lng: 45.3545 },
  { name: 'Bondhere', lat: 2.0455, lng: 45.3445 },
  { name: 'Dayniile', lat: 2.0805, lng: 45.2555 },
  { name: 'Dharkenley', lat: 2.0205, lng: 45.2755 },
  { name: 'Hamar Jajab', lat: 2.0305, lng: 45.3355 },
  { name: 'Hamar Weyne', lat: 2.0375, lng: 45.3435 },
  { name: 'Hodan', lat: 2.0405, lng: 45.3055 },
  { name: 'Howlwadaag', lat: 2.0445, lng: 45.3305 },
  { name: 'Huriwa', lat: 2.1105, lng: 45.3655 },
  { name: 'Kaaraan', lat: 2.0805, lng: 45.3605 },
  { name: 'Kaxda', lat: 2.0255, lng: 45.2405 },
  { name: 'Shangani', lat: 2.0405, lng: 45.3505 },
  { name: 'Shibis', lat: 2.0555, lng: 45.3435 },
  { name: 'Waaberi', lat: 2.0255, lng: 45.3205 },
  { name: 'Wadajir', lat: 2.0105, lng: 45.2905 },
  { name: 'Wardhiigleey', lat: 2.0505, lng: 45.3305 },
  { name: 'Yaqshid', lat: 2.0705, lng: 45.3405 },
];

/** A landmark this close names a point. */
export const LANDMARK_RADIUS_M = 1_200;
/** Farther than this from every district's middle, a point is outside the city: no name. */
export const DISTRICT_RADIUS_M = 8_000;

function nearest<T extends Place>(
  places: readonly T[],
  point: LatLng,
): { place: T; meters: number } | undefined {
  let best: { place: T; meters: number } | undefined;
  for (const place of places) {
    const meters = distanceMeters(point, place);
    if (!best || meters < best.meters) best = { place, meters };
  }
  return best;
}

/**
 * The name of the place a point is at, as people in Mogadishu say it: the nearest landmark within
 * LANDMARK_RADIUS_M with its district ("KM4, Hodan"), else the district whose middle is nearest ("Hodan"); null
 * outside the city. Names are the places' own, the same in English and Somali.
 */
export function placeNear(point: LatLng): string | null {
  const landmark = nearest(MOGADISHU_LANDMARKS, point);
  if (landmark && landmark.meters <= LANDMARK_RADIUS_M) {
    return `${landmark.place.name}, ${landmark.place.district}`;
  }
  const district = nearest(MOGADISHU_DISTRICTS, point);
  return district && district.meters <= DISTRICT_RADIUS_M ? district.place.name : null;
}
