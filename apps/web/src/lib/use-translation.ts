import { useCallback } from 'react';
import type { Language } from '@suuq/shared/labels';
import {
  translate,
  useMessagesState,
  type TranslationKey,
  type TranslationOptions,
  type Translate,
} from './i18n';

/** The active language; components re-render when it changes (inside the app's `MessagesProvider`). */
export function useLanguage(): Language {
  return useMessagesState().language;
}

/**
 * A `t` bound to the active language. The app-level error panel, which renders outside the store and the router,
 * translates too: the app's `MessagesProvider` is around it.
 */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback(
    (key: TranslationKey, options?: TranslationOptions) => translate(language, key, options),
    [language],
  );
}
