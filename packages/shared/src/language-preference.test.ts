import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './language-preference';

describe('the language a browser prefers', () => {
  it('is the first of its languages the store speaks, regions and case aside', () => {
    expect(preferredLanguage(['so', 'en'])).toBe('so');
    expect(preferredLanguage(['so-SO', 'en-US'])).toBe('so');
    expect(preferredLanguage(['ar', 'SO-so', 'en'])).toBe('so');
    expect(preferredLanguage(['en-GB', 'so'])).toBe('en');
    expect(preferredLanguage(['sv', 'som'])).toBeUndefined();
    expect(preferredLanguage(['fr', 'ar'])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });

  it('reads Accept-Language by its weights, then by its order, without refused or wildcard tags', () => {
    expect(acceptedLanguages('so-SO,so;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['so-SO', 'so', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, so')).toEqual(['so', 'en']);
    expect(acceptedLanguages('so;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('*, so;q=0.1')).toEqual(['so']);
    expect(acceptedLanguages('ar, en ; q = 0.8, so;q=0.8')).toEqual(['ar', 'en', 'so']);
    expect(acceptedLanguages('so;q=abc, en')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(preferredLanguage(acceptedLanguages('ar, en;q=0.5, so;q=0.9'))).toBe('so');
  });
});
