/** Anonymous PayPal capture and retry calls are limited per address: each one would otherwise reach PayPal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../../../../test/fake-paypal';
import { createTestApp, type TestContext } from '../../../../test/test-app';

let ctx: TestContext;
let paypal: FakePayPal;

beforeAll(async () => {
  paypal = await startFakePayPal();
  ctx = await createTestApp({
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    RATE_LIMIT_PAYMENTS_PER_MINUTE: '5',
  });
});
afterAll(async () => {
  await ctx.close();
  await paypal.close();
});

describe('PayPal calls by anyone with an order number', () => {
  for (const path of ['/paypal/capture', '/paypal']) {
    it(`are limited per address (${path})`, async () => {
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await ctx.app.inject({ method: 'POST', url: `/v1/api/orders/NOPE-${i}${path}` });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().message).toBe('Too many requests. Please wait a moment and try again.');
        }
      }
      expect(codes.slice(0, 5).every((code) => code === 404)).toBe(true);
      expect(codes.slice(5)).toEqual([429, 429, 429]);
    });
  }
});
