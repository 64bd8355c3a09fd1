import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { paymentAttempts } from '../../../../db/schema';
import { DEMO_USERS } from '../../../../db/seed/seed-users';
import { bearer, signIn } from '../../../accounts/accounts-test-kit';
import { FAKE_EDAHAB_CREDENTIALS, startFakeEdahab } from '../../../../test/fake-edahab';
import { EdahabClient, edahabHash } from './edahab-client';
import { attemptReference } from '../../mobile-money-service';
import { paymentHelpers, startPaymentKit, stopPaymentKit, type PaymentKit } from '../../payment-test-kit';

let kit: PaymentKit;
const h = paymentHelpers(() => kit);

beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(async () => {
  await stopPaymentKit(kit);
});

describe('eDahab', () => {
  it('issues an invoice to the number and is paid once the invoice is', async () => {
    const placed = await h.placeMobile('edahab', '0621111111');
    await h.settle();
    const order = await h.orderNow(placed.order_number);
    expect(order.payment_status).toBe('paid');
    const [attempt] = await h.attemptsOf(placed.order_number);
    expect(attempt).toMatchObject({ state: 'approved', phone: '252621111111' });
    const invoice = kit.wallets.edahab.invoices.get(Number(attempt!.providerRef))!;
    expect(invoice).toMatchObject({ phone: '621111111', amount: placed.total, status: 'Paid' });
    expect(kit.wallets.edahab.calls).toEqual(expect.arrayContaining(['IssueInvoice', 'CheckInvoiceStatus']));
  });

  it.each([
    ['rejected on the phone', '652222222', 'paymentRejected'],
    ['a wrong PIN', '663333333', 'paymentWrongPin'],
    ['too little balance', '624444444', 'paymentInsufficientBalance'],
    ['a number not on eDahab', '611234567', 'paymentNotOnWallet'],
    ['an invoice never paid in time', '626666666', 'paymentNotConfirmed'],
  ] as const)('fails with the reason for %s', async (_, phone, key) => {
    const placed = await h.placeMobile('edahab', phone);
    await h.settle();
    const order = await h.orderNow(placed.order_number, 'so');
    expect(order.payment_status).toBe('failed');
    expect(order.payment_message).toBe(message(key, 'so'));
    expect(kit.wallets.edahab.charges().filter((c) => c.phone === phone.slice(-9))).toEqual([]);
  });

  it('leaves a paid order staff cancel as a refund staff must give by hand, shown on their board', async () => {
    const placed = await h.placeMobile('edahab', '0621111111');
    await h.settle();
    await h.staffCancel(placed.order_number);
    // eDahab's contract has no reversal: every sweep tries, and the money stays due.
    await kit.ctx.app.mobileMoney.sweeper.sweep(new Date(Date.now() + 60_000));
    const [attempt] = await h.attemptsOf(placed.order_number);
    expect(attempt?.state).toBe('reversing');

    const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === kit.store.slug)!;
    const token = (await signIn(kit.ctx.app, demo.phone, demo.password)).access_token;
    const res = await kit.ctx.app.inject({
      url: '/api/merchant/orders?per_page=100',
      headers: bearer(token),
    });
    const onBoard = res.json<{ data: Order[] }>().data.find((o) => o.order_number === placed.order_number);
    expect(onBoard).toMatchObject({ status: 'cancelled', refund_due: placed.total });
    // Anyone else holding the number does not see it.
    expect((await h.orderNow(placed.order_number)).refund_due).toBeUndefined();

    // Staff give it back by hand and say so: the order is refunded, once.
    const refund = () =>
      kit.ctx.app.inject({
        method: 'POST',
        url: `/api/merchant/orders/${placed.order_number}/refund?lang=so`,
        headers: bearer(token),
      });
    const done = await refund();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: Order }>().data).toMatchObject({ payment_status: 'refunded' });
    expect(done.json<{ data: Order }>().data.refund_due).toBeUndefined();
    const again = await refund();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(message('noRefundDue', 'so'));
    expect((await h.attemptsOf(placed.order_number))[0]?.state).toBe('reversed');
    // Another store's staff cannot touch it.
    const other = DEMO_USERS.find(
      (u) => u.role === 'staff' && u.storeSlug && u.storeSlug !== kit.store.slug,
    )!;
    const otherToken = (await signIn(kit.ctx.app, other.phone, other.password)).access_token;
    const stranger = await kit.ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${placed.order_number}/refund`,
      headers: bearer(otherToken),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('sends no second invoice while one whose answer was lost may still be paid, and says why', async () => {
    kit.wallets.edahab.loseNextIssueAnswer = true;
    const placed = await h.placeMobile('edahab', '0621111111');
    await h.settle();
    const failed = await h.orderNow(placed.order_number);
    expect(failed.payment_status).toBe('failed');
    expect(failed.payment_message).toBe(message('paymentOutcomeUnknown', 'en'));
    const invoices = kit.wallets.edahab.invoices.size;

    // The lost invoice's age decides (its life is the wallet's timeout). The test sets that age in the database
    // rather than waiting: a loaded machine could otherwise outlive the invoice before the retry is even sent.
    const sentAgo = (interval: string) =>
      kit.ctx.testDb.database.db
        .update(paymentAttempts)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(paymentAttempts.reference, attemptReference(placed.order_number, 1)));
    await sentAgo('0 seconds');
    const retry = await h.pay(placed.order_number);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(message('paymentOutcomeUnknownWait', 'en'));
    expect(kit.wallets.edahab.invoices.size).toBe(invoices);

    // Once that invoice can no longer be paid, a new one may be sent.
    await sentAgo('1 hour');
    expect((await h.pay(placed.order_number)).statusCode).toBe(200);
    await h.settle();
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
    expect(kit.wallets.edahab.invoices.size).toBe(invoices + 1);
  });

  it('signs every request with the hash of its raw body and the secret', async () => {
    expect(kit.wallets.edahab.problems).toEqual([]);
    expect(edahabHash('{"a":1}', 's')).toMatch(/^[0-9a-f]{64}$/);

    const fake = await startFakeEdahab();
    try {
      const wrongSecret = new EdahabClient({
        url: fake.url,
        ...FAKE_EDAHAB_CREDENTIALS,
        apiSecret: 'not-the-secret',
        timeoutMs: 200,
        pollMs: 20,
      });
      const answer = await wrongSecret.pay(
        {
          reference: 'SQ-TEST-1',
          invoice: 'TEST',
          phone: '252621111111',
          amount: 500,
          currency: 'USD',
          description: 'test',
        },
        async () => undefined,
      );
      expect(answer.kind).toBe('refused');
      expect(fake.problems).toEqual(['IssueInvoice hash']);
      expect(fake.charges()).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});
