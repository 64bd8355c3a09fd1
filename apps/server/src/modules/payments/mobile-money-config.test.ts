import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@suuq/shared/labels';
import { loadEnv } from '../../env';
import { paymentHelpers, startPaymentKit, stopPaymentKit, type PaymentKit } from './payment-test-kit';

let kit: PaymentKit;
const h = paymentHelpers(() => kit);

beforeAll(async () => {
  // WaafiPay only: eDahab's settings are incomplete.
  kit = await startPaymentKit({ EDAHAB_URL: '', EDAHAB_API_SECRET: '' });
});
afterAll(async () => {
  await stopPaymentKit(kit);
});

describe('Mobile money configuration', () => {
  it('lists only the wallets whose settings are all present', async () => {
    const config = (await kit.ctx.app.inject('/api/config')).json<{ data: { payment_methods: string[] } }>();
    expect(config.data.payment_methods).toEqual(expect.arrayContaining(['evc_plus', 'zaad', 'sahal']));
    expect(config.data.payment_methods).not.toContain('edahab');
  });

  it('refuses a wallet that is not configured with 422', async () => {
    const res = await h.place(kit.store, await h.bodyFor('edahab', '621111111'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message('paymentUnavailable'));
  });

  it('never runs the fake wallets in production', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PAYMENTS_FAKE: '1' }),
    ).toThrow(/PAYMENTS_FAKE/);
  });
});
