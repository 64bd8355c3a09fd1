import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { LANGUAGES } from '@suuq/shared/labels';
import { describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  initI18n,
  pluralCategory,
  readStoredLanguage,
  startLanguage,
  subscribeToLanguage,
  translate,
  type TranslationKey,
} from './i18n';

function throwingStorage(): Storage {
  return {
    getItem: () => {
      throw new Error('SecurityError: storage is disabled');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  } as unknown as Storage;
}

describe('restoring the language at start', () => {
  it('uses the saved language when it is valid', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    expect(readStoredLanguage()).toBe('so');
  });

  it('defaults to English quietly when nothing is saved', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readStoredLanguage()).toBe('en');
    expect(error).not.toHaveBeenCalled();
  });

  it('falls back to English and logs when the saved value is not a language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('en');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Error loading state from localStorage:'));
  });

  it('falls back to English and logs when storage cannot be read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readStoredLanguage(throwingStorage())).toBe('en');
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', expect.any(Error));
  });

  it('starts in the browser’s language when none was chosen, and in the chosen one over it', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['so-SO', 'en-US']);
    expect(startLanguage()).toBe('so');
    languages.mockReturnValue(['ar', 'en-GB', 'so']);
    expect(startLanguage()).toBe('en');
    languages.mockReturnValue(['fr', 'ar']);
    expect(startLanguage()).toBe('en');

    languages.mockReturnValue(['so']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(startLanguage()).toBe('en');
    languages.mockReturnValue(['en']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    expect(startLanguage()).toBe('so');
    languages.mockRestore();
  });

  it('starts in the saved language with the Somali messages and <html lang>', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    await initI18n(readStoredLanguage());
    expect(currentLanguage()).toBe('so');
    expect(document.documentElement.lang).toBe('so');
    expect(translate('so', 'header.trackOrder')).toBe('Raadi dalabka');
  });
});

describe('changing the language', () => {
  it('saves the choice and updates <html lang>', async () => {
    await changeLanguage('so');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
    expect(document.documentElement.lang).toBe('so');
    await changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('still switches when the choice cannot be saved, and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('localStorage', throwingStorage());
    await changeLanguage('so');
    expect(currentLanguage()).toBe('so');
    expect(error).toHaveBeenCalledWith('Error saving state to localStorage:', expect.any(Error));
  });

  it('fills placeholders and picks plural forms', () => {
    expect(translate('en', 'header.cartLabel', { count: 1 })).toBe('Cart, 1 item');
    expect(translate('en', 'header.cartLabel', { count: 3 })).toBe('Cart, 3 items');
    expect(translate('en', 'footer.copyright', { year: 2031 })).toBe('© 2031 Suuq. All rights reserved.');
  });

  it('tells subscribers about each switch until they unsubscribe', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToLanguage(listener);
    await changeLanguage('so');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('translate', () => {
  it('looks nested keys up by their dotted path', () => {
    expect(translate('en', 'errors.clearAndRetry')).toBe('Clear errors and retry');
    expect(translate('so', 'nav.home')).toBe('Hoyga');
  });

  it('fills every placeholder, numbers included, and leaves a placeholder without a value visible', () => {
    expect(translate('en', 'footer.copyright', { year: 'A{{x}}' })).toBe(
      '© A{{x}} Suuq. All rights reserved.',
    );
    expect(translate('en', 'footer.copyright', { year: 2031, unused: 'x' })).toBe(
      '© 2031 Suuq. All rights reserved.',
    );
    expect(translate('en', 'footer.copyright', {})).toBe('© {{year}} Suuq. All rights reserved.');
    expect(translate('en', 'footer.copyright')).toBe('© {{year}} Suuq. All rights reserved.');
  });

  it('picks plural forms by the rules of the language', () => {
    expect(translate('en', 'header.cartLabel', { count: 0 })).toBe('Cart, 0 items');
    expect(translate('so', 'header.cartLabel', { count: 1 })).toBe('Dambiil, 1 alaab');
    expect(translate('so', 'header.cartLabel', { count: 2 })).toBe('Dambiil, 2 alaabood');
  });

  it('answers with the key itself for a key no language has', () => {
    expect(translate('so', 'no.such.key' as TranslationKey)).toBe('no.such.key');
    expect(translate('en', 'header' as TranslationKey)).toBe('header');
  });
});

describe('plural categories', () => {
  it('are chosen as Intl.PluralRules chooses them, for every language, whole numbers and fractions', () => {
    const counts = [
      ...Array.from({ length: 2001 }, (_, i) => i - 1000),
      ...[0.5, 1.5, 0.1, 1.01, 2.5, -1.5, 100.25, 1e6, 1e21, Number.MAX_SAFE_INTEGER],
    ];
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(language);
      for (const count of counts) {
        expect(pluralCategory(language, count), `${language} ${count}`).toBe(rules.select(count));
      }
    }
  });

  it('makes no Intl object for English or Somali', () => {
    const made = vi.spyOn(Intl, 'PluralRules');
    try {
      expect(pluralCategory('en', 1)).toBe('one');
      expect(pluralCategory('so', 2)).toBe('other');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
