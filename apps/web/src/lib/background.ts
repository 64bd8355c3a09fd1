import { DATA_SAVER_COOKIE, LANGUAGE_COOKIE } from '@suuq/shared/constants';
import { dataSaverOn, subscribeToDataSaver } from './data-saver';
import { currentLanguage, subscribeToLanguage } from './i18n';

/**
 * Work that waits until the page has loaded (main.tsx imports this module on `load`), so none of it competes with
 * the first paint or counts against the home route's first download: the service worker (offline use), the web
 * app manifest in the shopper's language, the language cookie by which the server picks the prerendered home
 * page's language (scripts/prerender.mjs), and the data saver's cookie.
 */
export function startBackground(): void {
  // Installing the app names it in the language in use: there is one manifest per language.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const followLanguage = () => {
    const language = currentLanguage();
    if (manifest) manifest.href = `/manifest.${language}.webmanifest`;
    document.cookie = `${LANGUAGE_COOKIE}=${language};path=/;max-age=31536000;samesite=lax`;
  };
  followLanguage();
  subscribeToLanguage(followLanguage);
  const followDataSaver = () =>
    (document.cookie = `${DATA_SAVER_COOKIE}=${dataSaverOn() ? 1 : 0};path=/;max-age=31536000;samesite=lax`);
  followDataSaver();
  subscribeToDataSaver(followDataSaver);

  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the store works online only:', error);
    });
  }
}

startBackground();
