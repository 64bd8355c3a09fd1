import { describe, expect, it } from 'vitest';
import { cartTotal, formatMoney, fromMinor, lineTotal, meetsMinimum, moneyFormat, toMinor } from './money';

describe('money', () => {
  it('converts decimals to minor units without float drift', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(-2.5)).toBe(-250);
  });

  it('round-trips minor units', () => {
    expect(fromMinor(1999)).toBe(19.99);
    expect(toMinor(fromMinor(123456789))).toBe(123456789);
    expect(() => fromMinor(1.5)).toThrow(RangeError);
  });

  it('computes a line as (item + option + addon) × quantity', () => {
    expect(lineTotal({ itemPrice: 350, optionPrice: 50, addonPrice: 125, quantity: 3 })).toBe(1575);
    expect(() => lineTotal({ itemPrice: 1, optionPrice: 0, addonPrice: 0, quantity: -1 })).toThrow();
  });

  it('sums a cart from its lines', () => {
    const lines = [
      { itemPrice: 100, optionPrice: 0, addonPrice: 0, quantity: 2 },
      { itemPrice: 250, optionPrice: 25, addonPrice: 10, quantity: 1 },
    ];
    expect(cartTotal(lines)).toBe(485);
    expect(cartTotal([])).toBe(0);
  });

  it('checks the minimum order inclusively', () => {
    expect(meetsMinimum(1000, 1000)).toBe(true);
    expect(meetsMinimum(999, 1000)).toBe(false);
  });

  it('formats to two decimals', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(3, 'USD')).toContain('3.00');
    expect(formatMoney(4, 'XYZ1')).toBe('XYZ1 4.00');
  });

  it('writes every price one way, in both languages', () => {
    expect(formatMoney(5, 'USD', 'en')).toBe('$5.00');
    expect(formatMoney(5, 'USD', 'so')).toBe('$5.00');
    expect(formatMoney(1234.5, 'USD', 'so')).toBe('$1,234.50');
  });
});

describe('dollars without Intl', () => {
  it('are written exactly as Intl writes them', () => {
    const intl = new Intl.NumberFormat(...moneyFormat('USD'));
    const amounts = [
      0, -0, 1e-7, 0.004, 0.005, 0.015, 1.005, 2.675, 5, 5.5, 12.345, 999.995, 1000, 1234.5, 1e6,
      123456789.99,
    ];
    for (let cents = -200_000; cents <= 2_000_000; cents += 997) amounts.push(cents / 100, cents / 1000);
    for (const amount of amounts) {
      expect(formatMoney(amount, 'USD'), String(amount)).toBe(intl.format(amount));
      expect(formatMoney(-amount, 'USD'), String(-amount)).toBe(intl.format(-amount));
    }
  });
});
