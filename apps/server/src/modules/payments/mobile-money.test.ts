import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { paymentHelpers, startPaymentKit, stopPaymentKit, type PaymentKit } from './payment-test-kit';

let kit: PaymentKit;
const h = paymentHelpers(() => kit);

beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(async () => {
  await stopPaymentKit(kit);
});

describe('Mobile money at checkout', () => {
  it('is offered for each configured wallet', async () => {
    const config = (await kit.ctx.app.inject('/api/config')).json<{ data: { payment_methods: string[] } }>();
    expect(config.data.payment_methods).toEqual(
      expect.arrayContaining(['evc_plus', 'zaad', 'sahal', 'edahab']),
    );
  });

  it('needs the wallet’s number, in a Somali form, answered on the field in the caller’s language', async () => {
    const missing = await h.place(kit.store, await h.bodyFor('evc_plus', undefined));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.payer_phone).toEqual([message('payerPhoneRequired')]);

    const malformed = await h.place(kit.store, await h.bodyFor('zaad', '12 345'), {
      'accept-language': 'so',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.payer_phone).toEqual([message('payerPhoneInvalid', 'so')]);
  });

  it('answers at once with the payment pending, then is paid when the payer approves', async () => {
    const placed = await h.placeMobile('evc_plus', '061 111 1111');
    expect(placed.payer_phone).toBe('+252 61 *** *111');
    await h.settle();
    const paid = await h.orderNow(placed.order_number);
    expect(paid.payment_status).toBe('paid');
    expect(paid.payment_message ?? null).toBeNull();
    // The public view never shows the number.
    expect(paid.payer_phone).toBeUndefined();
    const [attempt] = await h.attemptsOf(placed.order_number);
    expect(attempt).toMatchObject({
      attempt: 1,
      reference: `SQ-${placed.order_number.replace(/-/g, '')}-1`,
      phone: '252611111111',
      state: 'approved',
    });
    const purchase = kit.wallets.waafi.purchases.get(attempt!.reference)!;
    expect(purchase.amount).toBe(placed.total);
    // Each payment change is published with the payment's status.
    expect(kit.events).toContainEqual(
      expect.objectContaining({
        event: 'order.status',
        data: expect.objectContaining({ order_number: placed.order_number, payment_status: 'paid' }),
      }),
    );
  });

  it.each([
    ['rejected on the phone', 'evc_plus', '612222222', 'paymentRejected'],
    ['a wrong PIN', 'zaad', '633333333', 'paymentWrongPin'],
    ['too little balance', 'sahal', '904444444', 'paymentInsufficientBalance'],
    ['a number not on the wallet', 'evc_plus', '615555555', 'paymentNotOnWallet'],
    ['an eDahab number sent to WaafiPay', 'evc_plus', '621234567', 'paymentNotOnWallet'],
    ['no answer in time', 'evc_plus', '616666666', 'paymentNotConfirmed'],
    ['a reference the wallet already had', 'evc_plus', '617777777', 'paymentDuplicate'],
  ] as const)(
    'fails with the wallet’s reason for %s, in English and Somali',
    async (_, method, phone, key) => {
      const placed = await h.placeMobile(method, phone);
      await h.settle();
      const failed = await h.orderNow(placed.order_number);
      expect(failed.payment_status).toBe('failed');
      expect(failed.payment_message).toBe(message(key, 'en'));
      expect((await h.orderNow(placed.order_number, 'so')).payment_message).toBe(message(key, 'so'));
      // Nothing was taken.
      const [attempt] = await h.attemptsOf(placed.order_number);
      expect(attempt).toMatchObject({ state: 'failed', reason: key });
      expect(kit.wallets.waafi.purchases.get(attempt!.reference)?.transactionId).toBeUndefined();
    },
  );

  it('tells the store’s staff why a payment failed in the board’s language', async () => {
    const placed = await h.placeMobile('evc_plus', '612222222');
    await h.settle();
    const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === kit.store.slug)!;
    const token = (await signIn(kit.ctx.app, demo.phone, demo.password)).access_token;
    const board = async (lang: string) => {
      const res = await kit.ctx.app.inject({
        url: '/api/merchant/orders?per_page=100',
        headers: { ...bearer(token), 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Order[] }>().data.find((o) => o.order_number === placed.order_number);
    };
    expect((await board('so'))?.payment_message).toBe(message('paymentRejected', 'so'));
    expect((await board('en'))?.payment_message).toBe(message('paymentRejected', 'en'));
  });

  it('retries a failed payment with another number, as a new attempt, and charges once', async () => {
    const placed = await h.placeMobile('evc_plus', '612222222');
    await h.settle();
    const res = await h.pay(placed.order_number, { payer_phone: '+252 77 111 1111' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Order }>().data.payment_status).toBe('pending');
    await h.settle();
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
    const attempts = await h.attemptsOf(placed.order_number);
    expect(attempts.map((a) => [a.attempt, a.state, a.phone])).toEqual([
      [1, 'failed', '252612222222'],
      [2, 'approved', '252771111111'],
    ]);
    const charged = kit.wallets.waafi
      .charges()
      .filter((c) => attempts.some((a) => a.reference === c.reference));
    expect(charged).toHaveLength(1);

    const again = await h.pay(placed.order_number);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
  });

  it('refuses a retry while a payment waits on the phone, and a double click charges once', async () => {
    kit.wallets.waafi.hold = true;
    try {
      const placed = await h.placeMobile('evc_plus', '611111111');
      const waiting = await h.pay(placed.order_number);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().message).toBe(
        'A payment for this order is waiting for confirmation on the phone.',
      );
      kit.wallets.waafi.release();
      kit.wallets.waafi.hold = false;
      await h.settle();
      expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
    } finally {
      kit.wallets.waafi.hold = false;
      kit.wallets.waafi.release();
    }

    const failed = await h.placeMobile('evc_plus', '612222222');
    await h.settle();
    const clicks = await Promise.all([
      h.pay(failed.order_number, { payer_phone: '611111111' }),
      h.pay(failed.order_number, { payer_phone: '611111111' }),
    ]);
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await h.settle();
    const attempts = await h.attemptsOf(failed.order_number);
    expect(attempts).toHaveLength(2);
    const charged = kit.wallets.waafi
      .charges()
      .filter((c) => attempts.some((a) => a.reference === c.reference));
    expect(charged).toHaveLength(1);
  });

  it('refuses a malformed number on retry, and a wallet this server does not take', async () => {
    const placed = await h.placeMobile('evc_plus', '612222222');
    await h.settle();
    const malformed = await h.pay(placed.order_number, { payer_phone: '0000' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.payer_phone).toEqual([message('payerPhoneInvalid')]);
    const cash = await h.place(kit.store, await h.bodyFor('cash', undefined));
    const number = cash.json<{ data: Order }>().data.order_number;
    expect((await h.pay(number)).statusCode).toBe(409);
  });

  it('sent every request in the shape WaafiPay takes', () => {
    expect(kit.wallets.waafi.problems).toEqual([]);
    expect(kit.wallets.waafi.calls).toContain('API_PURCHASE');
  });
});
