/**
 * The alert of a new trip on offer: a short rising chime made with Web Audio (no sound file to download) and a buzz
 * where the phone can vibrate. Browsers allow sound only after the person has touched the page, so the console calls
 * `unlockOfferSound` from a tap (going on duty, any tap on the console).
 */
import { Tones } from '../../lib/tones';
const tones = new Tones('triangle', 0.4);

export const unlockOfferSound = (): void => tones.unlock();

/** Rings and buzzes once for new trips on offer. */
export function alertNewOffer(): void {
  tones.play([
    { at: 0, frequency: 660 },
    { at: 0.16, frequency: 880 },
    { at: 0.32, frequency: 1320 },
  ]);
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([250, 120, 250]);
  }
}
