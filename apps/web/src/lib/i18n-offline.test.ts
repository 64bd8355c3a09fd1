import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { expect, it, vi } from 'vitest';

it('starts in English, and logs, when the Somali messages cannot be downloaded', async () => {
  vi.resetModules();
  vi.doMock('../locales/so.json', () => {
    throw new TypeError('Failed to fetch dynamically imported module: so.json');
  });
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
  const i18n = await import('./i18n');

  await i18n.initI18n(i18n.readStoredLanguage());

  expect(i18n.currentLanguage()).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.translate('en', 'header.trackOrder')).toBe('Track Order');
  expect(error).toHaveBeenCalledWith('Could not load the so messages:', expect.any(Error));
  vi.doUnmock('../locales/so.json');
});
