/**
 * A saved address, as the address book, checkout and the server read it: its pin, and its suggested names.
 *
 * A delivery address needs its pin: delivery zones and fees are decided by the point, not by the written line.
 * One rule for the address book, checkout and `POST /api/address/save`.
 */
import type { LatLng } from './distance';
import type { Language } from './labels';

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

/**
 * The suggested names of a saved address and how each has been written in either language (with the older Somali
 * "Hoyga"): a saved "Home" reads "Guriga" in Somali and back, whatever language it was saved in. Any other name
 * is the customer's own and is shown as written.
 */
const STANDARD = {
  placeHome: ['home', 'guriga', 'hoyga'],
  placeWork: ['work', 'shaqada'],
  placeFamily: ['family', 'reerka'],
} as const;

/** Their words: here rather than in `labels.ts`, which every page downloads; only the address forms read them. */
export const PLACE_WORDS: Record<keyof typeof STANDARD, Record<Language, string>> = {
  placeHome: { en: 'Home', so: 'Guriga' },
  placeWork: { en: 'Work', so: 'Shaqada' },
  placeFamily: { en: 'Family', so: 'Reerka' },
};

export type StandardPlace = keyof typeof STANDARD;
export const STANDARD_PLACES = Object.keys(STANDARD) as StandardPlace[];

/** Which suggested name a saved label is, if it is one. */
export function standardPlace(label: string): StandardPlace | undefined {
  const plain = label.trim().toLowerCase();
  return STANDARD_PLACES.find((key) => (STANDARD[key] as readonly string[]).includes(plain));
}

/** A saved label as the reader reads it: a suggested name in `lang`, any other as written. */
export function placeLabel(label: string, lang: Language): string {
  const key = standardPlace(label);
  return key ? PLACE_WORDS[key][lang] : label;
}
