import { describe, expect, it } from 'vitest';
import { newOrderNumber, normalizeOrderNumber } from './order-number';

describe('order numbers', () => {
  it('are two groups of four unambiguous characters', () => {
    for (let i = 0; i < 200; i += 1)
      expect(newOrderNumber()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('are random, not sequential', () => {
    const seen = new Set(Array.from({ length: 5000 }, newOrderNumber));
    expect(seen.size).toBe(5000);
  });

  it('forgive what a person types', () => {
    const number = '7KQ2-M9XD';
    expect(normalizeOrderNumber(' 7kq2 m9xd ')).toBe(number);
    expect(normalizeOrderNumber('7KQ2M9XD')).toBe(number);
    expect(normalizeOrderNumber('1O0I-LLLL')).toBe('1001-1111');
  });
});
