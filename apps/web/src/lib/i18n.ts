import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suuq/shared/labels';
// English is the default and the fallback, so it ships in the entry chunk; Somali is fetched only when chosen.
import en from '../locales/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every key of en.json, with plural forms (`_one`, `_other`) folded into their base key. */
export type TranslationKey = WithoutPlural<Leaves<typeof en>>;
export type TranslationOptions = { count?: number } & Record<string, string | number | undefined>;
export type Translate = (key: TranslationKey, options?: TranslationOptions) => string;
export type Messages = typeof en;

const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => en,
  so: () => import('../locales/so.json').then((module) => module.default),
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch (error) {
    // Some browsers throw on the mere access when storage is disabled.
    console.error('Error loading state from localStorage:', error);
    return undefined;
  }
}

/** The saved language, or English when nothing valid is saved or storage cannot be read. */
export function readStoredLanguage(store: Storage | undefined = storage()): Language {
  if (!store) return DEFAULT_LANGUAGE;
  try {
    const saved = store.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === null) return DEFAULT_LANGUAGE;
    if (isLanguage(saved)) return saved;
    console.error(`Error loading state from localStorage: unknown language ${JSON.stringify(saved)}`);
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
  }
  return DEFAULT_LANGUAGE;
}

function saveLanguage(language: Language) {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
}

async function ensureLoaded(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language]());
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
}

/**
 * Starts i18next in the given language. A language whose messages cannot be fetched (offline, stale deploy)
 * falls back to English instead of stopping the app.
 */
export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  await i18next.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'so'],
    resources: { en: { translation: en } },
    // React escapes what it renders; escaping here would show &amp; and friends.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyToDocument(DEFAULT_LANGUAGE);
  if (language !== DEFAULT_LANGUAGE) await switchTo(language);
}

async function switchTo(language: Language): Promise<boolean> {
  try {
    await ensureLoaded(language);
  } catch (error) {
    console.error(`Could not load the ${language} messages:`, error);
    return false;
  }
  await i18next.changeLanguage(language);
  applyToDocument(language);
  return true;
}

/** Switches the language, remembers it for the next visit and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  if (await switchTo(language)) saveLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function subscribeToLanguage(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

export function translate(language: Language, key: TranslationKey, options?: TranslationOptions): string {
  return i18next.t(key, { ...options, lng: language });
}
