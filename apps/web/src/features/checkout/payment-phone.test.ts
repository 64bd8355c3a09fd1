import { describe, expect, it } from 'vitest';
import { offeredPayments, payerPhoneProblem, walletFor } from './payment-phone';

describe('offeredPayments', () => {
  it('offers the configured wallets first, then the rest the server lists', () => {
    expect(offeredPayments({ payment_methods: ['cash', 'bank_transfer', 'edahab', 'evc_plus'] })).toEqual([
      'evc_plus',
      'edahab',
      'cash',
      'bank_transfer',
    ]);
  });

  it('leaves out a method this app does not know (a newer server may list one)', () => {
    expect(offeredPayments({ payment_methods: ['gold', 'cash'] })).toEqual(['cash']);
  });

  it('offers cash and bank transfer when the server has not said yet', () => {
    expect(offeredPayments(undefined)).toEqual(['cash', 'bank_transfer']);
  });

  it('offers only the methods the store takes, of those the server takes', () => {
    const config = { payment_methods: ['cash', 'bank_transfer', 'evc_plus'] };
    expect(offeredPayments(config, { payment_methods: ['cash', 'zaad', 'evc_plus'] })).toEqual([
      'evc_plus',
      'cash',
    ]);
    // A store answer from before stores chose their methods: every method the server takes.
    expect(offeredPayments(config, {})).toEqual(['evc_plus', 'cash', 'bank_transfer']);
  });
});

describe('walletFor', () => {
  const offered = ['evc_plus', 'zaad', 'cash'] as const;
  it('picks the wallet of the number’s prefix in any common form', () => {
    expect(walletFor('61 1234567', offered)).toBe('evc_plus');
    expect(walletFor('+252 63 1234567', offered)).toBe('zaad');
    expect(walletFor('0771234567', offered)).toBe('evc_plus');
  });

  it('leaves the choice alone for a wallet not offered, or a number not complete', () => {
    expect(walletFor('0901234567', offered)).toBeUndefined();
    expect(walletFor('61 12', offered)).toBeUndefined();
  });
});

describe('payerPhoneProblem', () => {
  it('asks mobile money for a Somali mobile number', () => {
    expect(payerPhoneProblem('evc_plus', ' ')).toBe('payerPhoneRequired');
    expect(payerPhoneProblem('evc_plus', '12345')).toBe('payerPhoneInvalid');
    expect(payerPhoneProblem('evc_plus', '252611234567')).toBeUndefined();
  });

  it('asks nothing of the other methods', () => {
    expect(payerPhoneProblem('cash', '')).toBeUndefined();
  });
});
