import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suuq/shared/labels';
// English is the default and the fallback, so it ships in the entry chunk; Somali is fetched only when chosen.
import en from '../locales/en.json';

// A dictionary lookup with `{{name}}` placeholders and plural suffixes is all the app needs. i18next did the same
// for 15 KB of the home route's JavaScript; see docs/decisions/003-home-route-budget.md.

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : K;

/** Every key of en.json as a dotted path, with plural forms (`_one`, `_other`, ...) folded into their base key. */
export type TranslationKey = WithoutPlural<Leaves<typeof en>>;
export type TranslationOptions = { count?: number } & Record<string, string | number | undefined>;
export type Translate = (key: TranslationKey, options?: TranslationOptions) => string;
type Catalog = { [key: string]: string | Catalog };

const catalogs: Partial<Record<Language, Catalog>> = { en };
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: async () => en,
  so: () => import('../locales/so.json').then((module) => module.default),
};

let active: Language = DEFAULT_LANGUAGE;
// Counts language requests, so a slow download cannot override a choice the shopper made after it.
let latestRequest = 0;
const listeners = new Set<() => void>();

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

function activate(language: Language) {
  active = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

async function switchTo(language: Language): Promise<boolean> {
  const request = ++latestRequest;
  try {
    catalogs[language] ??= await loaders[language]();
  } catch (error) {
    console.error(`Could not load the ${language} messages:`, error);
    return false;
  }
  if (request !== latestRequest) return false;
  activate(language);
  return true;
}

/**
 * Starts in the given language. A language whose messages cannot be fetched (offline, stale deploy) leaves the
 * app in English instead of stopping it.
 */
export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  latestRequest++;
  activate(DEFAULT_LANGUAGE);
  if (language !== DEFAULT_LANGUAGE) await switchTo(language);
}

/** Switches the language, remembers it for the next visit and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  if (await switchTo(language)) saveLanguage(language);
}

export function currentLanguage(): Language {
  return active;
}

/** Calls `onChange` after every language switch; returns the unsubscribe function (`useSyncExternalStore`'s shape). */
export function subscribeToLanguage(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: Catalog | string | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function message(language: Language, key: string, count: number | undefined): string | undefined {
  const catalog = catalogs[language];
  if (count === undefined) return lookup(catalog, key);
  return lookup(catalog, `${key}_${pluralCategory(language, count)}`) ?? lookup(catalog, `${key}_other`);
}

/**
 * The message for `key` in `language`, else in English, else the key itself. With `count`, the plural form
 * (`key_one`, `key_other`, ...) is chosen by the language's plural rules. `{{name}}` takes `options.name`; a
 * placeholder without a value stays visible, so the mistake shows instead of a silently shorter sentence.
 */
export function translate(language: Language, key: TranslationKey, options?: TranslationOptions): string {
  const template =
    message(language, key, options?.count) ?? message(DEFAULT_LANGUAGE, key, options?.count) ?? key;
  if (!options) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined ? placeholder : String(value);
  });
}
