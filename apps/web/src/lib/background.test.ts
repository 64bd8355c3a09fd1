import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, noteServedLanguage } from './i18n';
import { settle, waitingToSettle } from '../test/settle-by-hand';

// The page settles when the test says so.
vi.mock('./settled', async (actual) =>
  (await import('../test/settle-by-hand')).settledByHand(await actual()),
);
const registered = vi.hoisted(() => ({ count: 0 }));
vi.mock('./service-worker', () => ({ registerServiceWorker: () => (registered.count += 1) }));

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

afterEach(() => {
  for (const name of ['lang', 'data-saver']) document.cookie = `${name}=;path=/;max-age=0`;
  localStorage.clear();
  document.head.replaceChildren();
});

describe('the work after the page has loaded', () => {
  it('names the manifest at once, and writes the cookies and registers the worker only once the page has settled', async () => {
    await initI18n('so');
    localStorage.setItem('language', 'so');
    document.head.innerHTML = '<link rel="manifest" href="/manifest.en.webmanifest" />';
    const manifest = document.querySelector('link[rel="manifest"]')!;

    await import('./background');
    expect(manifest.getAttribute('href')).toBe('/manifest.so.webmanifest');
    expect(cookie('lang')).toBeUndefined();
    expect(cookie('data-saver')).toBeUndefined();
    expect(registered.count).toBe(0);
    expect(waitingToSettle()).toBe(1);

    settle();
    expect(cookie('lang')).toBe('so');
    expect(cookie('data-saver')).toBe('0');
    await vi.waitFor(() => expect(registered.count).toBe(1));
    expect(document.documentElement.hasAttribute('data-settled')).toBe(true);

    // A change is written at once, settled or not.
    await changeLanguage('en');
    await vi.waitFor(() => expect(cookie('lang')).toBe('en'));
    expect(manifest.getAttribute('href')).toBe('/manifest.en.webmanifest');
  });
});

describe('a page sent in another language than the one chosen here', () => {
  it('writes the language cookie at once, without waiting for the page to settle', async () => {
    // No cookie yet: the server sent the page in the browser's language, and the app draws it in the chosen one.
    document.documentElement.lang = 'en';
    noteServedLanguage();
    localStorage.setItem('language', 'so');
    await initI18n('so');

    const { startBackground } = await import('./background');
    startBackground();
    expect(cookie('lang')).toBe('so');
    // The rest still waits for the page to settle.
    expect(cookie('data-saver')).toBeUndefined();
    expect(waitingToSettle()).toBe(1);
    settle();
    expect(cookie('data-saver')).toBe('0');
  });

  it('leaves the cookie for later when the page came in the chosen language', async () => {
    document.documentElement.lang = 'so';
    noteServedLanguage();
    localStorage.setItem('language', 'so');
    await initI18n('so');

    const { startBackground } = await import('./background');
    startBackground();
    expect(cookie('lang')).not.toBe('so');
    settle();
    expect(cookie('lang')).toBe('so');
  });
});
