/**
 * The captain's wallet: how the rider paid decides what can be cashed out, the earnings of today and this week
 * follow the city's calendar, and a cash-out is taken from the balance exactly once, however many arrive at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, VehicleType } from '@suuq/shared/captain';
import type { Payout, Wallet } from '@suuq/shared/captain-wallet';
import { captainPayouts, wallets } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount, type TestAccount } from '../accounts/accounts-test-kit';
import { data, rideSteps } from './booking-test-kit';
import { newCaptain, searchRide, step, vehicleTypes } from './captain-test-kit';
import { earningSpans } from './wallet-service';

let ctx: TestContext;
let bajaj: VehicleType;

beforeAll(async () => {
  ctx = await createTestApp();
  bajaj = (await vehicleTypes(ctx.app)).get('bajaj')!;
});
afterAll(async () => {
  await ctx.close();
});

const { driver, reserve } = rideSteps({ ctx: () => ctx, bajaj: () => bajaj });

async function wallet(captain: TestAccount, lang = 'en'): Promise<Wallet> {
  const res = await ctx.app.inject({ url: `/api/wallet/get?lang=${lang}`, headers: captain.headers });
  expect(res.statusCode, res.body).toBe(200);
  return data<Wallet>(res);
}

/** A whole ride paid as the rider chose, ended: answers the captain and the finished booking. */
async function rideEnded(payment_method: string, d?: Awaited<ReturnType<typeof driver>>) {
  const customer = await newAccount(ctx.app);
  const captain = d ?? (await driver());
  const booking = await searchRide(ctx.app, customer, bajaj.id, { payment_method });
  expect(booking.payment_method).toBe(payment_method);
  expect((await reserve(captain, booking)).statusCode).toBe(200);
  for (const path of ['captainarrived', 'pickupcomplete']) {
    expect((await step(ctx.app, path, captain.account.headers, { booking_id: booking.id })).statusCode).toBe(
      200,
    );
  }
  const ended = await step(ctx.app, 'endride', captain.account.headers, { booking_id: booking.id });
  expect(ended.statusCode, ended.body).toBe(200);
  return { captain, booking: data<Booking>(ended) };
}

const cashOut = (captain: TestAccount, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/wallet/cashout', headers: captain.headers, payload });

async function fund(captain: TestAccount, cents: number) {
  await ctx.app.db
    .insert(wallets)
    .values({ userId: captain.user.id, balance: cents, currency: 'USD' })
    .onConflictDoUpdate({ target: wallets.userId, set: { balance: cents } });
}

describe('payment of a ride', () => {
  it('is the rider’s choice, shown on the booking; cash is earned but not cashable, a wallet fare is', async () => {
    const { captain, booking: cash } = await rideEnded('cash');
    let seen = await wallet(captain.account);
    expect(seen.balance).toBe(0);
    expect(seen.transactions.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['cash_collected', -cash.fare!],
      ['trip_fare', cash.fare!],
    ]);
    expect(seen.transactions[0]!.description).toBe(`Cash you collected for trip #${cash.id}`);

    const { booking: paid } = await rideEnded('evc_plus', captain);
    seen = await wallet(captain.account);
    expect(seen.balance).toBeCloseTo(paid.fare!, 2);
    expect(seen.earnings.today.trips).toBe(2);
    expect(seen.earnings.today.amount).toBeCloseTo(cash.fare! + paid.fare!, 2);
    expect(seen.earnings.week.trips).toBe(2);
  });

  it('defaults to cash for older apps and refuses an unknown way', async () => {
    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, bajaj.id);
    expect(booking.payment_method).toBe('cash');
    await step(ctx.app, 'cancelreservation', customer.headers, { booking_id: booking.id });
    const other = await newAccount(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/search',
      headers: other.headers,
      payload: {
        pickup: { label: 'A', lat: 2.0335, lng: 45.311 },
        dropoff: { label: 'B', lat: 2.0469, lng: 45.329 },
        vehicle_type_id: bajaj.id,
        payment_method: 'paypal',
      },
    });
    expect(res.statusCode).toBe(422);
  });

  it('names the places of a trip from the city’s own table', async () => {
    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, bajaj.id, {
      pickup: { label: 'My location', lat: 2.0337, lng: 45.3113 },
    });
    expect(booking.pickup.near).toBe('KM4, Hodan');
    expect(booking.dropoff.near).toBe('Bakaara, Howlwadaag');
    await step(ctx.app, 'cancelreservation', customer.headers, { booking_id: booking.id });
  });
});

describe('earnings', () => {
  it('count from midnight and from Saturday in Mogadishu', () => {
    // Tuesday 2 December 2025, 01:30 in Mogadishu (UTC+3) is Monday 22:30 UTC.
    const spans = earningSpans(new Date('2025-12-01T22:30:00Z'));
    expect(spans.today.toISOString()).toBe('2025-12-01T21:00:00.000Z');
    expect(spans.week.toISOString()).toBe('2025-11-28T21:00:00.000Z');
    // A Saturday's week starts that day.
    expect(earningSpans(new Date('2025-11-29T12:00:00Z')).week.toISOString()).toBe(
      '2025-11-28T21:00:00.000Z',
    );
  });
});

describe('cash-out', () => {
  it('is recorded once, pending, out of the balance', async () => {
    const captain = await newCaptain(ctx.app);
    await fund(captain, 2_000);
    const body = { amount: 12.5, method: 'evc_plus', phone: '061 5123456', request_id: 'request-one-1' };

    const first = await cashOut(captain, body);
    expect(first.statusCode, first.body).toBe(201);
    const payout = data<Payout>(first);
    expect(payout).toMatchObject({
      amount: 12.5,
      method: 'evc_plus',
      phone: '252615123456',
      status: 'pending',
    });

    const again = await cashOut(captain, body);
    expect(again.statusCode).toBe(200);
    expect(data<Payout>(again).id).toBe(payout.id);
    expect((await cashOut(captain, { ...body, amount: 1 })).statusCode).toBe(409);

    const seen = await wallet(captain);
    expect(seen.balance).toBe(7.5);
    expect(seen.pending_total).toBe(12.5);
    expect(seen.pending_payouts.map((p) => p.id)).toEqual([payout.id]);
    expect(seen.transactions[0]).toMatchObject({ kind: 'payout', amount: -12.5, balance_after: 7.5 });
    const so = await wallet(captain, 'so');
    expect(so.transactions[0]!.description).toBe('Lacag-bixin loo diray EVC Plus 252615123456');
  });

  it('refuses more than the balance, a bad number and another role', async () => {
    const captain = await newCaptain(ctx.app);
    await fund(captain, 500);
    const over = await cashOut(captain, {
      amount: 5.01,
      method: 'zaad',
      phone: '63 4123456',
      request_id: 'over-1234',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: { amount: ['You can cash out at most $5.00.'] } });
    const phone = await cashOut(captain, {
      amount: 1,
      method: 'zaad',
      phone: '12345',
      request_id: 'phone-1234',
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.phone).toBeDefined();
    const none = await newCaptain(ctx.app);
    expect(
      (await cashOut(none, { amount: 1, method: 'zaad', phone: '63 4123456', request_id: 'none-1234' }))
        .statusCode,
    ).toBe(422);
    const rider = await newAccount(ctx.app);
    expect(
      (await cashOut(rider, { amount: 1, method: 'zaad', phone: '63 4123456', request_id: 'ride-1234' }))
        .statusCode,
    ).toBe(403);
    expect((await wallet(captain)).balance).toBe(5);
  });

  it('never takes more than the balance when requests arrive at once', async () => {
    const captain = await newCaptain(ctx.app);
    await fund(captain, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        cashOut(captain, { amount: 4, method: 'edahab', phone: '62 5123456', request_id: `race-${i}-abcd` }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422, 422, 422]);
    const rows = await ctx.app.db
      .select()
      .from(captainPayouts)
      .where(eq(captainPayouts.userId, captain.user.id));
    expect(rows.reduce((total, row) => total + row.amount, 0)).toBe(800);
    expect((await wallet(captain)).balance).toBe(2);

    // The same request sent twice at once is one cash-out.
    const same = { amount: 1, method: 'edahab', phone: '62 5123456', request_id: 'twice-at-once' };
    const both = await Promise.all([cashOut(captain, same), cashOut(captain, same)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect((await wallet(captain)).balance).toBe(1);
  });
});
