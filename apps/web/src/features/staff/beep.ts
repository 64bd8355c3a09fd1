/**
 * A short two-tone beep for a new order (lib/tones.ts). The board calls `unlockSound` from a tap (signing in, any
 * button).
 */
import { Tones } from '../../lib/tones';

const tones = new Tones('sine', 0.3);

export const unlockSound = (): void => tones.unlock();

export function beep(): void {
  tones.play([
    { at: 0, frequency: 880 },
    { at: 0.18, frequency: 1175 },
  ]);
}

/** Whether the browser lets the board ring now (false until a tap, on most phones). */
export const soundAllowed = (): boolean => tones.running();
