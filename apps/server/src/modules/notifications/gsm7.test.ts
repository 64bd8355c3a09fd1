import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, smsRecipient, SMS_MAX_UNITS, toSms } from './gsm7';

describe('GSM-7 texts', () => {
  it('knows the alphabet, and counts extension characters twice', () => {
    expect(isGsm7('Suuq: koodhkaagu waa 123456.')).toBe(true);
    expect(isGsm7('Price: 5€ [ok]')).toBe(true);
    expect(gsm7Length('Price: 5€ [ok]')).toBe(17);
    expect(isGsm7('Dalabka ’kaaga’')).toBe(false);
    expect(gsm7Length('😀')).toBe(Number.POSITIVE_INFINITY);
  });

  it('turns look-alikes into GSM-7 and drops what it cannot keep', () => {
    expect(toSms('Suuq’s code – “123”…')).toBe('Suuq\'s code - "123"...');
    expect(toSms('Café ŝ 😀')).toBe('Café s ?');
    expect(isGsm7(toSms('Ça va? ĉ ŭ ø 🚚'))).toBe(true);
  });

  it('leaves a text of 160 units as it is and cuts a longer one at a word, within 160', () => {
    const exact = 'a'.repeat(SMS_MAX_UNITS);
    expect(toSms(exact)).toBe(exact);
    const long = `${'word '.repeat(40)}end`;
    const cut = toSms(long);
    expect(gsm7Length(cut)).toBeLessThanOrEqual(SMS_MAX_UNITS);
    expect(cut.endsWith('word...')).toBe(true);
    // Extension characters take two units: 100 of them do not fit.
    expect(gsm7Length(toSms('€'.repeat(100)))).toBeLessThanOrEqual(SMS_MAX_UNITS);
  });

  it('writes phones as international digits', () => {
    expect(smsRecipient('+252612345678')).toBe('252612345678');
  });
});
