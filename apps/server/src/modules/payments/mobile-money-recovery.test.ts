import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { message } from '@suuq/shared/labels';
import { PROMPTS_PER_ORDER, PROMPTS_PER_PHONE_PER_HOUR } from './mobile-money-service';
import { paymentHelpers, startPaymentKit, stopPaymentKit, type PaymentKit } from './payment-test-kit';

let kit: PaymentKit;
const h = paymentHelpers(() => kit);
const HOLD_MINUTES = 30;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  kit = await startPaymentKit({ PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES) });
});
afterAll(async () => {
  await stopPaymentKit(kit);
});

const sweep = (at: Date) => kit.ctx.app.mobileMoney.sweeper.sweep(at);
const chargesFor = (references: string[]) =>
  kit.wallets.waafi.charges().filter((c) => references.includes(c.reference));

describe('Mobile money when things go wrong', () => {
  it('recovers an approval whose process died before writing it down, by a look-up, charging once', async () => {
    const { service } = kit.ctx.app.mobileMoney;
    // The process dies between the wallet's approval and the database write.
    const crash = vi.spyOn(service, 'record').mockRejectedValueOnce(new Error('process died'));
    const placed = await h.placeMobile('evc_plus', '611111111');
    await h.settle();
    crash.mockRestore();
    const [left] = await h.attemptsOf(placed.order_number);
    expect(left?.state).toBe('pending');
    expect(chargesFor([left!.reference])).toHaveLength(1);
    // Until then a retry is refused: the payment may well be taken.
    expect((await h.pay(placed.order_number)).statusCode).toBe(409);

    // After a restart the sweeper finds the attempt orphaned and asks the wallet what became of it.
    await sweep(minutesFromNow(5));
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
    const purchases = kit.wallets.waafi.calls.filter((c) => c === 'API_PURCHASE').length;
    await sweep(minutesFromNow(5));
    expect(kit.wallets.waafi.calls.filter((c) => c === 'API_PURCHASE')).toHaveLength(purchases);
    expect(chargesFor([left!.reference])).toHaveLength(1);
    expect((await h.attemptsOf(placed.order_number))[0]?.state).toBe('approved');
  });

  it('keeps a failed order’s stock for the hold, then cancels and restocks it once', async () => {
    const placed = await h.placeMobile('evc_plus', '612222222');
    await h.settle();
    const productId = placed.items[0]!.product_id;
    const slug = (await kit.fixtures.freshProductsOf(kit.store.id)).find((p) => p.id === productId)!.slug;
    const held = (await h.productNow(slug)).stock;

    await sweep(minutesFromNow(HOLD_MINUTES - 1));
    expect((await h.orderNow(placed.order_number)).status).not.toBe('cancelled');

    // Two processes sweep at once: one cancels, the other finds nothing left to do.
    await Promise.all([sweep(minutesFromNow(HOLD_MINUTES + 1)), sweep(minutesFromNow(HOLD_MINUTES + 1))]);
    const cancelled = await h.orderNow(placed.order_number);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.status_history.filter((s) => s.status === 'cancelled')).toHaveLength(1);
    expect((await h.productNow(slug)).stock).toBe(held + placed.items[0]!.quantity);
    expect(kit.events).toContainEqual(
      expect.objectContaining({
        event: 'order.status',
        data: expect.objectContaining({ order_number: placed.order_number, status: 'cancelled' }),
      }),
    );
    // A cancelled order takes no payment.
    expect((await h.pay(placed.order_number, { payer_phone: '611111111' })).statusCode).toBe(409);
  });

  /**
   * Places an EVC Plus order whose wallet holds its answer, runs `meanwhile`, lets the wallet approve, and checks
   * the approval was given back and the cancelled order refunded (after a sweep: an answer that came after the
   * client stopped waiting is found by the sweep's look-up).
   */
  async function approvedAfter(meanwhile: (placed: Order) => Promise<void>) {
    kit.wallets.waafi.hold = true;
    let placed: Order;
    try {
      placed = await h.placeMobile('evc_plus', '611111111');
      await meanwhile(placed);
    } finally {
      kit.wallets.waafi.hold = false;
      kit.wallets.waafi.release();
    }
    await h.settle();
    await sweep(minutesFromNow(1));
    const [attempt] = await h.attemptsOf(placed.order_number);
    expect(attempt?.state).toBe('reversed');
    expect(kit.wallets.waafi.purchases.get(attempt!.reference)?.state).toBe('reversed');
    expect(kit.wallets.waafi.calls).toContain('API_CANCELPURCHASE');
    expect(await h.orderNow(placed.order_number)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
  }

  it('gives back an approval that arrives after staff cancelled the order', async () => {
    await approvedAfter((placed) => h.staffCancel(placed.order_number));
  });

  it('gives back an approval that arrives after the client stopped waiting and staff cancelled', async () => {
    await approvedAfter(async (placed) => {
      // The client gives up on the held answer first (however long that takes), then staff cancel.
      await vi.waitFor(
        async () => expect((await h.attemptsOf(placed.order_number))[0]?.state).toBe('failed'),
        { timeout: 30_000, interval: 50 },
      );
      await h.staffCancel(placed.order_number);
    });
  });

  it('gives back a paid order staff cancel, after the cancel commits', async () => {
    const placed = await h.placeMobile('zaad', '631111111');
    await h.settle();
    await h.staffCancel(placed.order_number);
    expect((await h.attemptsOf(placed.order_number))[0]?.state).toBe('reversing');
    await sweep(minutesFromNow(1));
    expect((await h.attemptsOf(placed.order_number))[0]?.state).toBe('reversed');
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('refunded');
  });

  it('takes a payment approved after its timeout instead of charging a retry again', async () => {
    const placed = await h.placeMobile('evc_plus', '616666666');
    await h.settle();
    const [timedOut] = await h.attemptsOf(placed.order_number);
    expect(timedOut).toMatchObject({ state: 'failed', reason: 'paymentNotConfirmed' });
    kit.wallets.waafi.approveLate(timedOut!.reference);

    const retry = await h.pay(placed.order_number, { payer_phone: '611111111' });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('This order is already paid.');
    expect(await h.attemptsOf(placed.order_number)).toHaveLength(1);
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
  });

  it('gives back an attempt approved late after a retry paid the order: one charge kept, one given back', async () => {
    const placed = await h.placeMobile('evc_plus', '616666666');
    await h.settle();
    const [timedOut] = await h.attemptsOf(placed.order_number);
    expect(timedOut).toMatchObject({ state: 'failed', reason: 'paymentNotConfirmed' });
    // The shopper retries from another number and pays; then the first prompt is approved after all.
    expect((await h.pay(placed.order_number, { payer_phone: '611111111' })).statusCode).toBe(200);
    await h.settle();
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
    kit.wallets.waafi.approveLate(timedOut!.reference);

    // Staff see it due back until the wallet has taken it back.
    await sweep(minutesFromNow(1));
    const [first, second] = await h.attemptsOf(placed.order_number);
    expect(second?.state).toBe('approved');
    expect(['reversing', 'reversed']).toContain(first?.state);
    await sweep(minutesFromNow(2));
    expect((await h.attemptsOf(placed.order_number))[0]?.state).toBe('reversed');
    expect(kit.wallets.waafi.purchases.get(timedOut!.reference)?.state).toBe('reversed');
    const kept = chargesFor([timedOut!.reference, second!.reference]).filter(
      (charge) => kit.wallets.waafi.purchases.get(charge.reference)?.state !== 'reversed',
    );
    expect(kept).toHaveLength(1);
    const order = await h.orderNow(placed.order_number);
    expect(order.payment_status).toBe('paid');
    expect(order.status).not.toBe('cancelled');
  });

  it('holds an unpaid order in the store, and an expired hold never cancels an order already on its way', async () => {
    const placed = await h.placeMobile('evc_plus', '616666666');
    await h.settle();
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('failed');
    // Staff may prepare it, but not send it off unpaid: they are told why.
    expect((await h.staffMove(placed.order_number, 'ready')).statusCode).toBe(200);
    // Delivered (or collected, for pickup): whatever its path, it would leave the store.
    const refused = await h.staffMove(placed.order_number, 'delivered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This order is not paid yet/);

    // An order that left all the same (moved before this rule, say) is never cancelled by its hold.
    await kit.ctx.testDb.database.db.execute(
      sql`update orders set status = 'delivered' where order_number = ${placed.order_number}`,
    );
    await sweep(minutesFromNow(HOLD_MINUTES + 1));
    expect((await h.orderNow(placed.order_number)).status).toBe('delivered');
  });

  it('fails an order whose first attempt was never sent, so it can be retried', async () => {
    const { service } = kit.ctx.app.mobileMoney;
    const lost = vi.spyOn(service, 'begin').mockRejectedValueOnce(new Error('process died'));
    const placed = await h.placeMobile('evc_plus', '611111111');
    lost.mockRestore();
    expect(await h.attemptsOf(placed.order_number)).toEqual([]);
    await sweep(minutesFromNow(5));
    const failed = await h.orderNow(placed.order_number);
    expect(failed.payment_status).toBe('failed');
    expect((await h.pay(placed.order_number)).statusCode).toBe(200);
    await h.settle();
    expect((await h.orderNow(placed.order_number)).payment_status).toBe('paid');
  });

  it('bounds the payment requests anyone holding a guest order’s number can send: per order, and per phone', async () => {
    // A refused number (…2222222): each retry is one more request to that phone.
    const placed = await h.placeMobile('zaad', '632222222');
    await h.settle();
    for (let attempt = 2; attempt <= PROMPTS_PER_ORDER; attempt += 1) {
      expect((await h.pay(placed.order_number)).statusCode).toBe(200);
      await h.settle();
    }
    const refused = await h.pay(placed.order_number);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(message('paymentTooManyPrompts', 'en'));
    expect(await h.attemptsOf(placed.order_number)).toHaveLength(PROMPTS_PER_ORDER);

    // Other orders cannot go on sending requests to the same phone past the hour's bound.
    const other = await h.placeMobile('zaad', '632222222');
    await h.settle();
    let status = 200;
    for (
      let sent = PROMPTS_PER_ORDER + 1;
      status === 200 && sent <= PROMPTS_PER_PHONE_PER_HOUR + 1;
      sent += 1
    ) {
      status = (await h.pay(other.order_number)).statusCode;
      await h.settle();
    }
    expect(status).toBe(429);
    const toPhone =
      (await h.attemptsOf(placed.order_number)).length + (await h.attemptsOf(other.order_number)).length;
    expect(toPhone).toBe(PROMPTS_PER_PHONE_PER_HOUR);
  });

  it('sent every request in the shape WaafiPay takes', () => {
    expect(kit.wallets.waafi.problems).toEqual([]);
  });
});
