/**
 * Which languages' messages the service worker keeps for offline use. English is part of the app's own files; the
 * Somali messages are files of their own (one per feature, `assets/so-*.js`), about 16 KB of a first order. They are
 * kept for a shopper who has read the store in Somali here, not downloaded for one who never has: the page names the
 * languages its shopper has used in the worker's address (lib/service-worker.ts), and a shopper who turns to Somali
 * online registers the worker again with it. Offline, a switch to a language never used here stays in the one in use.
 */
import type { Language } from '@suuq/shared/labels';

/** The built files of the Somali messages (the build checks that these and only these match: vite.config.ts). */
export const SOMALI_MESSAGES = /^\/?assets\/so-[\w-]+\.js$/;

const LANGUAGES: readonly Language[] = ['en', 'so'];
const PARAMETER = 'languages';

/** The worker's address for `languages`, in a fixed order, so the same languages always give the same address. */
export function workerAddress(languages: Iterable<Language>): string {
  const named = new Set(languages);
  return `/sw.js?${PARAMETER}=${LANGUAGES.filter((language) => named.has(language)).join(',')}`;
}

/** The languages a worker's address names; an address naming none (a worker registered before) keeps them all. */
export function languagesOf(address: string): Language[] {
  const given = new URL(address, 'http://localhost').searchParams.get(PARAMETER);
  if (given === null) return [...LANGUAGES];
  return LANGUAGES.filter((language) => given.split(',').includes(language));
}

type Entry = string | { url: string; revision: string | null };

/** The precache list without the messages of the languages the worker was not asked to keep. */
export function forLanguages<T extends Entry>(entries: T[], languages: Language[]): T[] {
  if (languages.includes('so')) return entries;
  return entries.filter((entry) => !SOMALI_MESSAGES.test(typeof entry === 'string' ? entry : entry.url));
}
