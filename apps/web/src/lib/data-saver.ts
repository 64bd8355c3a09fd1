import { useSyncExternalStore } from 'react';
import { imageSrcSet, imageUrl, IMAGE_WIDTHS, type ImageWidth } from '@suuq/shared/images';

/** Where the shopper's data-saver choice is kept ('1' on, '0' off); without a choice the phone's own setting counts. */
export const DATA_SAVER_STORAGE_KEY = 'suuq.dataSaver';
const CHANGED = 'suuq:data-saver';

/** The width every image uses with the data saver on: the smallest the server makes. */
export const DATA_SAVER_WIDTH: ImageWidth = IMAGE_WIDTHS[0];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The phone's "Lite mode" / "Data Saver" (Chrome on Android sends it as `navigator.connection.saveData`). */
function phoneSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function dataSaverOn(): boolean {
  let saved: string | null | undefined;
  try {
    saved = storage()?.getItem(DATA_SAVER_STORAGE_KEY);
  } catch {
    // Unreadable: the phone's setting decides.
  }
  return saved === '1' || (saved !== '0' && phoneSavesData());
}

export function setDataSaver(on: boolean): void {
  try {
    storage()?.setItem(DATA_SAVER_STORAGE_KEY, on ? '1' : '0');
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `onChange` whenever the data saver is turned on or off, here or in another tab. */
export function subscribeToDataSaver(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeToDataSaver, dataSaverOn, () => false);
}

export interface ImageSources {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * What an `<img>` of a catalog image asks for: `width` as the fallback and a `srcset` of every width up to `max`
 * for the browser to choose from by `sizes`; with the data saver on, the smallest width only.
 */
export function imageSources(
  path: string,
  { width, max, sizes }: { width: ImageWidth; max: ImageWidth; sizes: string },
  saveData: boolean,
): ImageSources {
  if (saveData) return { src: imageUrl(path, DATA_SAVER_WIDTH), srcSet: undefined, sizes: undefined };
  const srcSet = imageSrcSet(path, max) || undefined;
  return { src: imageUrl(path, width), srcSet, sizes: srcSet ? sizes : undefined };
}
