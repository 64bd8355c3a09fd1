/**
 * The registry offers only the providers whose settings are all present, in the shared table's order, and
 * `/api/config` lists exactly what it offers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { PaymentProvider } from './payment-provider';
import { PaymentProviders } from './payment-providers';
import { CashProvider } from './providers/cash/cash-provider';

function stub(name: string, methods: PaymentMethod[], configured: boolean): PaymentProvider {
  return {
    name,
    methods,
    configured,
    settledByStaff: false,
    admit: () => null,
    start: async () => false,
    lookUp: async () => {},
    settleCancelled: async () => {},
  };
}

describe('The payment provider registry', () => {
  it('offers the methods of configured providers only, in the shared order', () => {
    const wallet = stub('wallet', ['zaad', 'evc_plus'], true);
    const paypal = stub('paypal', ['paypal'], false);
    const providers = new PaymentProviders([wallet, paypal, new CashProvider()]);
    expect(providers.offered).toEqual(['cash', 'evc_plus', 'zaad']);
    expect(providers.offering('evc_plus')).toBe(wallet);
    expect(providers.offering('paypal')).toBeUndefined();
    expect(providers.offering('bank_transfer')).toBeUndefined();
    // An order paid before its provider lost its settings is still settled by it.
    expect(providers.of('paypal')).toBe(paypal);
  });

  it('refuses two providers for one method', () => {
    expect(() => new PaymentProviders([stub('a', ['zaad'], true), stub('b', ['zaad'], true)])).toThrow(
      /zaad/,
    );
  });
});

describe('/api/config', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // PayPal and WaafiPay configured (nothing is called to list them), eDahab not.
    ctx = await createTestApp({
      PAYPAL_BASE_URL: 'http://127.0.0.1:9',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      WAAFI_URL: 'http://127.0.0.1:9',
      WAAFI_MERCHANT_UID: 'merchant',
      WAAFI_API_USER_ID: 'user',
      WAAFI_API_KEY: 'key',
      EDAHAB_URL: '',
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists exactly the methods of the configured providers', async () => {
    const res = await ctx.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { payment_methods: string[] } }>().data.payment_methods).toEqual([
      'cash',
      'paypal',
      'bank_transfer',
      'evc_plus',
      'zaad',
      'sahal',
    ]);
  });
});
