/**
 * The service worker (offline use, web pushes) is registered once the page has settled, not while it opens: its
 * install downloads and stores the files to shop offline, and that work, in a process of its own, took the cheap
 * phone's few cores from the page's first taps and pictures (about a second of processor time on a first visit).
 * Something that needs it at once (a tap on the push offer) registers it then. The page's background work
 * (background.ts) imports this module once the page has settled (`whenSettled`, settled.ts).
 */

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the service worker now, once: later calls answer with the same registration. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registering ??=
    import.meta.env.PROD && 'serviceWorker' in navigator
      ? navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
          console.warn('The service worker could not be registered; the store works online only:', error);
          return undefined;
        })
      : Promise.resolve(undefined);
  return registering;
}
