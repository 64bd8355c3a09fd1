import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import type { Language } from '@suuq/shared/labels';
import { preferredLanguage } from '@suuq/shared/language-preference';
// English is the default and the fallback, so it ships in the entry chunk; Somali is fetched only when chosen.
import en from '../locales/en.json';

// A dictionary lookup with `{{name}}` placeholders and plural suffixes is all the app needs. i18next did the same
// for 15 KB of the home route's JavaScript; see docs/decisions/003-home-route-budget.md.

// Not imported from @suuq/shared/labels: that module also holds the spec's messages and labels, and a bundler keeps a
// module whole, so any page using them would pull every one of them into the home route's first download.
const DEFAULT_LANGUAGE: Language = 'en';
const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'so';

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

/** The saved language, or `otherwise` (English) when nothing valid is saved or storage cannot be read. */
export function readStoredLanguage(
  store: Storage | undefined = storage(),
  otherwise: Language = DEFAULT_LANGUAGE,
): Language {
  try {
    const saved = store?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    if (saved === null || isLanguage(saved)) return saved ?? otherwise;
    console.error(`Error loading state from localStorage: unknown language ${JSON.stringify(saved)}`);
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
  }
  return otherwise;
}

/**
 * The language a visit starts in: the one the shopper chose (saved), else the first of the browser's languages the
 * store speaks, else English. The server picks a page's language the same way: the choice from the language cookie
 * that lib/background.ts keeps beside it, else `Accept-Language` (apps/server/src/plugins/web.ts).
 */
export const startLanguage = (): Language =>
  readStoredLanguage(undefined, preferredLanguage(navigator.languages));

function saveLanguage(language: Language) {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
  languagesUsed(language);
}

/** Where the languages the shopper has read the store in here are kept (the service worker keeps their messages). */
export const LANGUAGES_USED_KEY = 'suuq.languagesUsed';

/** The languages the shopper has read the store in here, `now` included (and noted). */
export function languagesUsed(now: Language = active): Language[] {
  let used: Language[] = [];
  try {
    used = (storage()?.getItem(LANGUAGES_USED_KEY)?.split(',') ?? []).filter(isLanguage);
    if (!used.includes(now)) {
      used.push(now);
      storage()?.setItem(LANGUAGES_USED_KEY, used.join(','));
    }
  } catch {
    // Unreadable or full storage: the language in use is named all the same.
    if (!used.includes(now)) used.push(now);
  }
  return used;
}

/** The language and how many feature messages have arrived since: what every translated part of a page reads. */
export interface MessagesState {
  language: Language;
  /** Grows when a feature's Somali messages arrive, so its parts translate again. */
  version: number;
}
let messages: MessagesState = { language: DEFAULT_LANGUAGE, version: 0 };
const messageListeners = new Set<() => void>();

function messagesChanged(next: MessagesState) {
  messages = next;
  for (const listener of messageListeners) listener();
}

let served: string | undefined;
/** Notes the language the page arrived in (its `<html lang>` as the server chose it), before the app names its own. */
export function noteServedLanguage(): void {
  served = document.documentElement.lang || undefined;
}
/** The language the server sent this page in, as noted at the start; undefined when not noted. */
export const servedLanguage = (): string | undefined => served;

function activate(language: Language) {
  active = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
  if (messages.language !== language) messagesChanged({ ...messages, language });
}

const subscribeToMessages = (onChange: () => void) => {
  messageListeners.add(onChange);
  return () => messageListeners.delete(onChange);
};
const messagesNow = () => messages;

const MessagesContext = createContext<MessagesState | null>(null);

/**
 * Follows the language and the messages for everything inside it, once: each translated part of the page reads it
 * from here instead of following the language itself (a store page has a few hundred of them, and each that
 * follows a source of its own is a subscription to make and a snapshot to check while the page is taken over).
 * The app and its overlays are inside one.
 */
export function MessagesProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribeToMessages, messagesNow, messagesNow);
  return createElement(MessagesContext.Provider, { value }, children);
}

/**
 * The language and messages as the nearest `MessagesProvider` has them. Outside one (a part rendered on its own),
 * as they are now: such a part does not follow a change of language.
 */
export const useMessagesState = (): MessagesState => useContext(MessagesContext) ?? messages;

async function switchTo(language: Language): Promise<boolean> {
  const request = ++latestRequest;
  try {
    catalogs[language] ??= await loaders[language]();
  } catch (error) {
    console.error(`Could not load the ${language} messages:`, error);
    return false;
  }
  // Features already on screen switch together with the shell, not a moment later.
  await Promise.all([...bundles].map((bundle) => bundle.ensure(language)));
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

/**
 * The languages whose plural rule is "one" for exactly 1 (or -1) and "other" for every other number: English's and
 * Somali's in CLDR. Their plural is chosen by that comparison, without `Intl.PluralRules`: every page's first screen
 * counts something (the cart's items in the header), and the first `Intl` object a page makes loads the browser's
 * locale data, milliseconds on a fast machine and several times that on a cheap phone (decision 039). A test holds
 * the comparison equal to `Intl.PluralRules` for both.
 */
const ONE_IS_SINGULAR: ReadonlySet<string> = new Set(['en', 'so']);

export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  if (ONE_IS_SINGULAR.has(language)) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function message(
  catalog: Catalog | undefined,
  language: Language,
  key: string,
  count: number | undefined,
): string | undefined {
  if (count === undefined) return lookup(catalog, key);
  return lookup(catalog, `${key}_${pluralCategory(language, count)}`) ?? lookup(catalog, `${key}_other`);
}

function format(template: string, options: TranslationOptions | undefined): string {
  if (!options) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The message for `key` in `language`, else in English, else the key itself. With `count`, the plural form
 * (`key_one`, `key_other`, ...) is chosen by the language's plural rules. `{{name}}` takes `options.name`; a
 * placeholder without a value stays visible, so the mistake shows instead of a silently shorter sentence.
 */
export function translate(language: Language, key: TranslationKey, options?: TranslationOptions): string {
  const template =
    message(catalogs[language], language, key, options?.count) ??
    message(catalogs[DEFAULT_LANGUAGE], DEFAULT_LANGUAGE, key, options?.count) ??
    key;
  return format(template, options);
}

interface Bundle {
  /** Resolves once the bundle can speak `language` (Somali fetched if needed; English on failure). */
  ensure(language: Language): Promise<void>;
}
const bundles = new Set<Bundle>();

/**
 * Makes every feature bundle loaded so far ready for the active language. The router awaits it after fetching a
 * page's chunk (which registers the page's messages), so a page opened in Somali never flashes English.
 */
export function loadFeatureMessages(): Promise<void> {
  const language = active;
  return Promise.all([...bundles].map((bundle) => bundle.ensure(language))).then(() => undefined);
}

/**
 * A feature's own messages, which ship in the feature's chunk instead of the entry: the shell's en.json stays
 * small, so the home route stays within its byte budget. English comes with the chunk; Somali is fetched when the
 * language is Somali (by `changeLanguage`, and by the router before it shows the page). Keys are typed from the
 * feature's en.json, and the locale test checks every feature's two files.
 */
export function defineMessages<T extends Catalog>(
  english: T,
  loadSomali: () => Promise<{ default: Catalog }>,
): () => (key: WithoutPlural<Leaves<T>>, options?: TranslationOptions) => string {
  let somali: Catalog | undefined;
  let loading: Promise<void> | undefined;
  const bundle: Bundle = {
    ensure(language) {
      if (language !== 'so' || somali) return Promise.resolve();
      loading ??= loadSomali()
        .then(
          (module) => {
            somali = module.default;
          },
          (error: unknown) => {
            console.error('Could not load the so messages:', error);
            somali = {};
          },
        )
        .then(() => messagesChanged({ ...messages, version: messages.version + 1 }));
      return loading;
    },
  };
  bundles.add(bundle);

  const featureTranslate = (language: Language, key: string, options?: TranslationOptions) => {
    const template =
      (language === 'so' ? message(somali, language, key, options?.count) : undefined) ??
      message(english, DEFAULT_LANGUAGE, key, options?.count) ??
      key;
    return format(template, options);
  };

  return function useMessages() {
    const { language, version: loaded } = useMessagesState();
    // Rarely needed (the router preloads): a feature shown outside a page load catches up when Somali arrives.
    if (language === 'so' && !somali) void bundle.ensure(language);
    return useCallback(
      (key: WithoutPlural<Leaves<T>>, options?: TranslationOptions) =>
        featureTranslate(language, key, options),
      // `loaded` changes when the Somali messages arrive, so components translate again.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [language, loaded],
    );
  };
}
