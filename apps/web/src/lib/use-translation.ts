import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '@suuq/shared/labels';
import {
  currentLanguage,
  subscribeToLanguage,
  translate,
  type TranslationKey,
  type TranslationOptions,
  type Translate,
} from './i18n';

/** The active language; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/**
 * A `t` bound to the active language. It needs no provider, so the app-level error panel, which renders outside
 * every provider, can translate too.
 */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback(
    (key: TranslationKey, options?: TranslationOptions) => translate(language, key, options),
    [language],
  );
}
