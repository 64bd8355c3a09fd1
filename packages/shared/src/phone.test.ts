import { describe, expect, it } from 'vitest';
import { maskPhone, normalizeSomaliPhone, walletForPhone } from './phone';

describe('Somali mobile numbers', () => {
  it.each([
    ['61 1234567', '252611234567'],
    ['0611234567', '252611234567'],
    ['+252611234567', '252611234567'],
    ['252611234567', '252611234567'],
    ['00252 61 123 4567', '252611234567'],
    ['+252 (90) 123-4567', '252901234567'],
    ['771234567', '252771234567'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeSomaliPhone(input)).toBe(expected);
  });

  it.each(['', '12345', '61123456', '6112345678', '+1 611234567', '511234567', '25261123456', 'abc'])(
    'refuses %j',
    (input) => {
      expect(normalizeSomaliPhone(input)).toBeNull();
    },
  );

  it('picks the wallet from the prefix', () => {
    expect(walletForPhone('61 1234567')).toBe('evc_plus');
    expect(walletForPhone('0771234567')).toBe('evc_plus');
    expect(walletForPhone('631234567')).toBe('zaad');
    expect(walletForPhone('901234567')).toBe('sahal');
    expect(walletForPhone('621234567')).toBe('edahab');
    expect(walletForPhone('651234567')).toBe('edahab');
    expect(walletForPhone('661234567')).toBe('edahab');
    expect(walletForPhone('681234567')).toBeNull();
  });

  it('masks a number the way Somalis write one: country code, the wallet prefix and the last three', () => {
    expect(maskPhone('252611234561')).toBe('+252 61 *** *561');
    expect(maskPhone('252907654321')).toBe('+252 90 *** *321');
    // Another shape keeps its first four and last three, and hides the rest.
    expect(maskPhone('4915112345678')).toBe('4915******678');
  });
});
