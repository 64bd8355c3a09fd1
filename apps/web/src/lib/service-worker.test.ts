import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page that has (or has not yet) had its load event. */
function page(loaded: boolean) {
  Object.defineProperty(document, 'readyState', {
    value: loaded ? 'complete' : 'loading',
    configurable: true,
  });
}

async function freshModule() {
  vi.resetModules();
  return { ...(await import('./service-worker')), ...(await import('./settled')) };
}

beforeEach(() => {
  vi.useFakeTimers();
  // The page's clock follows the fake one.
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker once the page has settled', () => {
  it('waits for the load event, then the settling time, then an idle moment', async () => {
    page(false);
    const { whenSettled, SETTLE_MS } = await freshModule();
    const then = vi.fn();
    whenSettled(then);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(then).not.toHaveBeenCalled();
    page(true);
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(then).not.toHaveBeenCalled();
    // The settling time, then the idle callback (at the latest its timeout).
    vi.advanceTimersByTime(1 + 2_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('counts from the load event on a page that loaded a while ago, and can be called off', async () => {
    page(true);
    const { whenSettled } = await freshModule();
    const loadedAt = performance.now() - 60;
    const then = vi.fn();
    whenSettled(then, 100, () => loadedAt);
    vi.advanceTimersByTime(39);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 2_000);
    expect(then).toHaveBeenCalledTimes(1);

    // Long after the load event (the app's own navigation since): at the next idle moment, unless called off.
    const later = vi.fn();
    whenSettled(later, 100, () => loadedAt);
    vi.advanceTimersByTime(2_000);
    expect(later).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenSettled(cancelled, 100, () => loadedAt)();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('registers once, however many ask (the push offer before the page has settled)', async () => {
    const registration = { scope: '/' };
    const register = vi.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const { registerServiceWorker } = await freshModule();
    const [first, second] = await Promise.all([registerServiceWorker(), registerServiceWorker()]);
    expect(first).toBe(registration);
    expect(second).toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js?languages=en', { scope: '/' });
  });

  it('names the languages the shopper has read the store in, and registers again when one is new', async () => {
    localStorage.removeItem('suuq.languagesUsed');
    const registration = { scope: '/' };
    const register = vi.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const { registerServiceWorker } = await freshModule();
    const i18n = await import('./i18n');
    await registerServiceWorker();
    expect(register).toHaveBeenLastCalledWith('/sw.js?languages=en', { scope: '/' });

    await i18n.changeLanguage('so');
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
    expect(register).toHaveBeenLastCalledWith('/sw.js?languages=en,so', { scope: '/' });
    // Back to English: both are kept, and nothing is registered again.
    await i18n.changeLanguage('en');
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('suuq.languagesUsed')).toBe('en,so');

    // The next visit, in English, keeps both.
    const again = await freshModule();
    register.mockClear();
    await again.registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js?languages=en,so', { scope: '/' });
    localStorage.removeItem('suuq.languagesUsed');
  });

  it('leaves the store working online when the registration fails', async () => {
    const register = vi.fn(async () => {
      throw new Error('no worker here');
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { registerServiceWorker } = await freshModule();
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
