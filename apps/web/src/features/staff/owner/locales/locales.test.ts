import { describe, expect, it } from 'vitest';
import en from './en.json';
import so from './so.json';

// The app's locale test reads features/<feature>/locales only; the owner's tabs keep their words one folder deeper.
describe('the owner’s tabs’ words', () => {
  it('exist in English and Somali alike, none left empty', () => {
    expect(Object.keys(so).sort()).toEqual(Object.keys(en).sort());
    for (const words of [...Object.values(en), ...Object.values(so)]) expect(words.trim()).not.toBe('');
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(en))
      expect(placeholders(so[key as keyof typeof so]), key).toEqual(placeholders(text));
  });
});
