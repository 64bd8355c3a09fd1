import { message, type Language } from './labels';

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
  return key ? message(key, lang) : label;
}
