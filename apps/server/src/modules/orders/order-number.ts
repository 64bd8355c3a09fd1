import { randomInt } from 'node:crypto';

/**
 * Crockford's base 32 without I, L, O and U: no letters that are misheard or misread as digits over the phone.
 * Eight characters carry 40 random bits, shown as two groups of four: "7KQ2-M9XD".
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderNumber(): string {
  let out = '';
  for (let i = 0; i < 8; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/**
 * What a shopper types back is forgiven: case, spaces, a missing dash, and the letters a person reads as digits
 * (O for 0, I and L for 1).
 */
export function normalizeOrderNumber(input: string): string {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return cleaned.length === 8 ? `${cleaned.slice(0, 4)}-${cleaned.slice(4)}` : cleaned;
}
