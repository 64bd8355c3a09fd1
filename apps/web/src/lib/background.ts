import { DATA_SAVER_COOKIE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { dataSaverOn, subscribeToDataSaver } from './data-saver';
import { currentLanguage, servedLanguage, subscribeToLanguage } from './i18n';
import { whenSettled } from './settled';

/** Whether the shopper has chosen a language here (saved by `changeLanguage`), rather than taken the browser's. */
function languageChosen(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Work that waits until the page has loaded (main.tsx imports this module on `load`), so none of it competes with
 * the first paint or counts against the home route's first download: the web app manifest in the shopper's language;
 * once the page has settled, the service worker (offline use: lib/service-worker.ts), the language cookie by which
 * the server sends its pages in the language the shopper chose (without it, in their browser's:
 * apps/server/src/plugins/web.ts), and the data saver's cookie, each written again at once when it changes.
 */
export function startBackground(): void {
  // Installing the app names it in the language in use: there is one manifest per language.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const followManifest = () => {
    if (manifest) manifest.href = `/manifest.${currentLanguage()}.webmanifest`;
  };
  const followLanguage = () => {
    followManifest();
    // A choice sticks over the browser's languages; without one (or after an older version of the app wrote the
    // cookie for every visit) the server follows the browser, as the app does.
    document.cookie = languageChosen()
      ? `${LANGUAGE_COOKIE}=${currentLanguage()};path=/;max-age=31536000;samesite=lax`
      : `${LANGUAGE_COOKIE}=;path=/;max-age=0;samesite=lax`;
  };
  followManifest();
  // A page the server sent in another language than the one chosen here had no cookie in line with the choice: the
  // next page would come in the wrong language too, and be drawn again in this one once the app starts, a tap made
  // on it meanwhile lost with it. Its cookie is written at once.
  const served = servedLanguage();
  if (served && served !== currentLanguage() && languageChosen()) followLanguage();
  // A moment later: the choice is saved just after the app has switched to it.
  subscribeToLanguage(() => void setTimeout(followLanguage));
  const followDataSaver = () =>
    (document.cookie = `${DATA_SAVER_COOKIE}=${dataSaverOn() ? 1 : 0};path=/;max-age=31536000;samesite=lax`);
  subscribeToDataSaver(followDataSaver);

  whenSettled(() => {
    // The cookies the server reads (each write a call to the browser's process, with the page still being taken
    // over at the load event) are brought in line with what this phone keeps; a change is written at once, above.
    followLanguage();
    followDataSaver();
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    // What waits for the page to settle has started (the first-visit journey counts its scripts up to here).
    document.documentElement.setAttribute('data-settled', '');
  });
}

startBackground();
