import { describe, expect, it } from 'vitest';
import { forLanguages, languagesOf, workerAddress } from './offline-languages';

const manifest = [
  { url: 'index.html', revision: 'abc' },
  { url: 'assets/index-AbC1.js', revision: null },
  { url: 'assets/so-BqaimAWz.js', revision: null },
  { url: 'assets/so-1RGhTWpG.js', revision: null },
  { url: 'assets/soap-store-X1.js', revision: null },
  'assets/so-XREsU1iH.js',
];

describe("the service worker's offline languages", () => {
  it('names the languages in a fixed order, and reads them back', () => {
    expect(workerAddress(['so', 'en'])).toBe('/sw.js?languages=en,so');
    expect(workerAddress(['en'])).toBe('/sw.js?languages=en');
    expect(languagesOf('https://suuq.so/sw.js?languages=en,so')).toEqual(['en', 'so']);
    expect(languagesOf('https://suuq.so/sw.js?languages=en')).toEqual(['en']);
    expect(languagesOf('https://suuq.so/sw.js?languages=xx,so')).toEqual(['so']);
    // A worker registered before the address named any keeps them all.
    expect(languagesOf('https://suuq.so/sw.js')).toEqual(['en', 'so']);
  });

  it('keeps the Somali messages only for a shopper who reads Somali, and every other file always', () => {
    expect(forLanguages(manifest, ['en', 'so'])).toEqual(manifest);
    expect(forLanguages(manifest, ['so'])).toEqual(manifest);
    expect(forLanguages(manifest, ['en'])).toEqual([
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/index-AbC1.js', revision: null },
      { url: 'assets/soap-store-X1.js', revision: null },
    ]);
  });
});
