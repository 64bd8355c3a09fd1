import { useState } from 'react';
import { unlockSound } from './beep';

const SOUND_STORAGE_KEY = 'suuq.staff.sound';

function storedSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether new orders ring, remembered on this phone; `toggle` also unlocks sound, being a tap. */
export function useSoundSetting(): { soundOn: boolean; toggle: () => void } {
  const [soundOn, setSoundOn] = useState(storedSoundOn);
  const toggle = () => {
    unlockSound();
    setSoundOn(!soundOn);
    try {
      localStorage.setItem(SOUND_STORAGE_KEY, soundOn ? 'off' : 'on');
    } catch {
      // Remembered for this visit only.
    }
  };
  return { soundOn, toggle };
}
