/**
 * Somali mobile numbers as shoppers type them (`61 1234567`, `0611234567`, `+252611234567`, `252611234567`), in the
 * one form the wallets take (`252` and nine digits), and which wallet serves a number by its prefix. The form is
 * checked here; whether a wallet really serves the number is the wallet's to say.
 */
import type { MobileMoneyMethod } from './payments';

/** The operators' prefixes (the two digits after 252) and the wallet each one's subscribers pay with. */
export const WALLET_PREFIXES: Readonly<Record<string, MobileMoneyMethod>> = {
  '61': 'evc_plus',
  '77': 'evc_plus',
  '63': 'zaad',
  '90': 'sahal',
  '62': 'edahab',
  '65': 'edahab',
  '66': 'edahab',
};

/**
 * A Somali mobile number in the wallets' form (`2526XXXXXXXX`: 252 and nine digits, the first 6, 7 or 9), or null
 * when the text is not one. Spaces, dashes, dots and brackets are ignored; `+252`, `00252`, `252` or a leading 0
 * may come first.
 */
export function normalizeSomaliPhone(input: string): string | null {
  const digits = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  let national: string;
  if (bare.startsWith('00252')) national = bare.slice(5);
  else if (bare.startsWith('252') && bare.length === 12) national = bare.slice(3);
  else if (bare.startsWith('0') && bare.length === 10) national = bare.slice(1);
  else if (digits.startsWith('+')) return null;
  else national = bare;
  return /^[679]\d{8}$/.test(national) ? `252${national}` : null;
}

/** The wallet a number's prefix belongs to (61/77 EVC Plus, 63 Zaad, 90 Sahal, 62/65/66 eDahab), or null. */
export function walletForPhone(input: string): MobileMoneyMethod | null {
  const phone = normalizeSomaliPhone(input);
  return phone ? (WALLET_PREFIXES[phone.slice(3, 5)] ?? null) : null;
}

/**
 * A number as its owner is shown it, the way Somalis write a number and still masked: `+252 61 *** *561` (the
 * country code, the wallet's two-digit prefix and the last three). A number of another shape keeps its first four
 * and last three digits.
 */
export function maskPhone(phone: string): string {
  if (/^252\d{9}$/.test(phone)) return `+252 ${phone.slice(3, 5)} *** *${phone.slice(-3)}`;
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}
