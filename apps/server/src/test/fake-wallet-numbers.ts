/**
 * How the local WaafiPay and eDahab stand-ins answer: by the last seven digits of the payer's number, so anyone
 * can try each outcome from checkout (`61 222 2222`: EVC Plus, rejected on the phone). Any other number approves.
 */
export type FakeOutcome =
  'approved' | 'rejected' | 'wrongPin' | 'insufficient' | 'notOnWallet' | 'noAnswer' | 'duplicate';

export const FAKE_NUMBERS: Readonly<Record<string, FakeOutcome>> = {
  '1111111': 'approved',
  '2222222': 'rejected',
  '3333333': 'wrongPin',
  '4444444': 'insufficient',
  '5555555': 'notOnWallet',
  '6666666': 'noAnswer',
  '7777777': 'duplicate',
};

/** The outcome for a number in any form (`252611111111`, `611111111`). */
export function fakeOutcome(phone: string): FakeOutcome {
  return FAKE_NUMBERS[phone.slice(-7)] ?? 'approved';
}

/** A collector of what a fake found wrong in a request: tests expect it to stay empty. */
export function checker(problems: string[]) {
  return (ok: boolean, what: string): boolean => {
    if (!ok) problems.push(what);
    return ok;
  };
}

export function lengthBetween(value: unknown, min: number, max: number): boolean {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** A positive amount with at most two decimals, as both wallets take it. */
export function isAmount(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
