import { describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandler, isChunkLoadError } from './preload-error';

describe('preload errors', () => {
  it('logs a failed chunk as a preload error and leaves it to be rethrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const uninstall = installPreloadErrorHandler(window);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/cart-page.js');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure });

    window.dispatchEvent(event);
    uninstall();

    expect(error).toHaveBeenCalledWith('Preload error:', failure);
    // Vite rethrows unless the event is cancelled; the route's error panel then shows it.
    expect(event.defaultPrevented).toBe(false);
  });

  it('recognises chunk download failures across browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
