import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh translator with a stand-in Somali file, to see when and how it is loaded.
async function freshTranslator(somali: () => unknown) {
  vi.resetModules();
  const load = vi.fn(somali);
  vi.doMock('../locales/so.json', () => ({ default: load() }));
  const i18n = await import('./i18n');
  await i18n.initI18n('en');
  return { i18n, load };
}

afterEach(() => {
  vi.doUnmock('../locales/so.json');
});

describe('the Somali messages', () => {
  it('are downloaded only when Somali is chosen, and only once', async () => {
    const { i18n, load } = await freshTranslator(() => ({ header: { trackOrder: 'Raadi dalabka' } }));
    expect(load).not.toHaveBeenCalled();
    // Not downloaded yet: English stands in.
    expect(i18n.translate('so', 'header.trackOrder')).toBe('Track Order');

    await i18n.changeLanguage('so');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.translate('so', 'header.trackOrder')).toBe('Raadi dalabka');

    await i18n.changeLanguage('en');
    await i18n.changeLanguage('so');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fall back to English, message by message, for keys Somali lacks', async () => {
    const { i18n } = await freshTranslator(() => ({
      header: { trackOrder: 'Raadi dalabka', cartLabel_other: 'Dambiil, {{count}} alaabood' },
    }));
    await i18n.changeLanguage('so');
    expect(i18n.translate('so', 'header.trackOrder')).toBe('Raadi dalabka');
    expect(i18n.translate('so', 'footer.copyright', { year: 2031 })).toBe(
      '© 2031 Suuq. All rights reserved.',
    );
    // A missing plural form falls back to the language's own `_other` before English.
    expect(i18n.translate('so', 'header.cartLabel', { count: 1 })).toBe('Dambiil, 1 alaabood');
  });

  it('do not override a language chosen while they were downloading', async () => {
    const { i18n } = await freshTranslator(() => ({ header: { trackOrder: 'Raadi dalabka' } }));
    const somali = i18n.changeLanguage('so');
    await i18n.changeLanguage('en');
    await somali;
    expect(i18n.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
