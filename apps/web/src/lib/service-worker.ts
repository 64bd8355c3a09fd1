import { workerAddress } from '../sw/offline-languages';
import { languagesUsed, subscribeToLanguage } from './i18n';

/**
 * The service worker (offline use, web pushes) is registered once the page has settled, not while it opens: its
 * install downloads and stores the files to shop offline, and that work, in a process of its own, took the cheap
 * phone's few cores from the page's first taps and pictures (about a second of processor time on a first visit).
 * Something that needs it at once (a tap on the push offer) registers it then. The page's background work
 * (background.ts) imports this module once the page has settled (`whenSettled`, settled.ts).
 *
 * Its address names the languages the shopper has read the store in here (noted by i18n.ts), whose messages it keeps
 * for offline use (sw/offline-languages.ts); turning to another language registers it again with that one too.
 */

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

function register(address: string): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.register(address, { scope: '/' }).catch((error: unknown) => {
    console.warn('The service worker could not be registered; the store works online only:', error);
    return undefined;
  });
}

/** Registers the service worker now, once: later calls answer with the same registration. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (registering) return registering;
  if (!(import.meta.env.PROD && 'serviceWorker' in navigator))
    return (registering = Promise.resolve(undefined));
  let address = workerAddress(languagesUsed());
  registering = register(address);
  // A language read here for the first time: the worker is registered again, so that it keeps that one's messages.
  subscribeToLanguage(() => {
    const next = workerAddress(languagesUsed());
    if (next === address) return;
    address = next;
    void registering?.then((registration) => registration && register(address));
  });
  return registering;
}
