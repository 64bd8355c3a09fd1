import { DATA_SAVER_COOKIE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { dataSaverOn, subscribeToDataSaver } from './data-saver';
import { currentLanguage, subscribeToLanguage } from './i18n';
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
 * the first paint or counts against the home route's first download: the service worker (offline use, once the page
 * has settled: lib/service-worker.ts), the web app manifest in the shopper's language, the language cookie by which
 * the server sends its pages in the language the shopper chose (without it, in their browser's:
 * apps/server/src/plugins/web.ts), and the data saver's cookie.
 */
export function startBackground(): void {
  // Installing the app names it in the language in use: there is one manifest per language.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const followLanguage = () => {
    const language = currentLanguage();
    if (manifest) manifest.href = `/manifest.${language}.webmanifest`;
    // A choice sticks over the browser's languages; without one (or after an older version of the app wrote the
    // cookie for every visit) the server follows the browser, as the app does.
    document.cookie = languageChosen()
      ? `${LANGUAGE_COOKIE}=${language};path=/;max-age=31536000;samesite=lax`
      : `${LANGUAGE_COOKIE}=;path=/;max-age=0;samesite=lax`;
  };
  followLanguage();
  // A moment later: the choice is saved just after the app has switched to it.
  subscribeToLanguage(() => void setTimeout(followLanguage));
  const followDataSaver = () =>
    (document.cookie = `${DATA_SAVER_COOKIE}=${dataSaverOn() ? 1 : 0};path=/;max-age=31536000;samesite=lax`);
  followDataSaver();
  subscribeToDataSaver(followDataSaver);

  whenSettled(() => {
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    // What waits for the page to settle has started (the first-visit journey counts its scripts up to here).
    document.documentElement.setAttribute('data-settled', '');
  });
}

startBackground();
