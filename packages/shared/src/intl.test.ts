import { describe, expect, it } from 'vitest';
import { compareNames } from './intl';

describe('compareNames', () => {
  // Plain names of every shape the fast path takes: case, digits, spaces, prefixes, and a few that are not plain.
  const alphabet = 'aAbBzZ09 m';
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  const names = [
    '',
    ' ',
    'a',
    'A',
    'ab',
    'a b',
    'Ab',
    'aB',
    'Nasiib Restaurant',
    'nasiib restaurant',
    'Café',
    "Xamar's",
  ];
  for (let i = 0; i < 3000; i += 1) {
    let name = '';
    for (let n = next() % 6; n > 0; n -= 1) name += alphabet[next() % alphabet.length];
    names.push(name);
  }

  it.each(['en', 'so'])('orders names as the %s collator does', (locale) => {
    const collator = new Intl.Collator(locale);
    const compare = compareNames(locale);
    for (let i = 0; i < names.length; i += 1) {
      const a = names[i]!;
      const b = names[(i * 7 + 3) % names.length]!;
      expect(compare(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
        Math.sign(collator.compare(a, b)),
      );
    }
    expect([...names].sort(compare)).toEqual([...names].sort(collator.compare));
  });
});
