/**
 * A captain's money as the operator sees it: the statement after a cash ride, a wallet ride and a payout that
 * settles the captain's cash-out request; a payout with no request pending takes what it can from the wallet; a
 * payout names exactly one payee; and payouts with one reference, to a store and to a captain at once, make one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, VehicleType } from '@suuq/shared/captain';
import type { CaptainStatement, Payout } from '@suuq/shared/ledger';
import { addDays } from '@suuq/shared/time-zone';
import { captainPayouts, ledgerEntries, payouts, wallets } from '../../db/schema';
import { newAccount, type TestAccount } from '../accounts/accounts-test-kit';
import { data, rideSteps } from '../captain/booking-test-kit';
import { newCaptain, searchRide, step, vehicleTypes } from '../captain/captain-test-kit';
import { createOperatorTestApp, operatorHeaders, type OperatorTestContext } from './operator-test-kit';

let ctx: OperatorTestContext;
let admin: { authorization: string };
let bajaj: VehicleType;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Mogadishu' }).format(new Date());
const period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;

beforeAll(async () => {
  ctx = await createOperatorTestApp();
  admin = await operatorHeaders(ctx.app);
  bajaj = (await vehicleTypes(ctx.app)).get('bajaj')!;
});
afterAll(async () => {
  await ctx?.close();
});

const { driver, reserve } = rideSteps({ ctx: () => ctx, bajaj: () => bajaj });

async function rideEnded(payment_method: string, captain: Awaited<ReturnType<typeof driver>>) {
  const customer = await newAccount(ctx.app);
  const booking = await searchRide(ctx.app, customer, bajaj.id, { payment_method });
  expect((await reserve(captain, booking)).statusCode).toBe(200);
  for (const path of ['captainarrived', 'pickupcomplete'])
    expect((await step(ctx.app, path, captain.account.headers, { booking_id: booking.id })).statusCode).toBe(
      200,
    );
  const ended = await step(ctx.app, 'endride', captain.account.headers, { booking_id: booking.id });
  expect(ended.statusCode, ended.body).toBe(200);
  return data<Booking>(ended);
}

const pay = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload });

async function statementOf(captainId: number, headers = admin) {
  const res = await ctx.app.inject({ url: `/api/admin/captains/${captainId}/statement?${period}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return data<CaptainStatement>(res);
}

const cents = (value: number) => Math.round(value * 100);

describe('a captain’s statement', () => {
  it('counts rides paid in cash and by wallet, and a payout that settles the cash-out asked for', async () => {
    const captain = await driver();
    const cash = await rideEnded('cash', captain);
    const wallet = await rideEnded('evc_plus', captain);
    let s = await statementOf(captain.account.user.id);
    expect(s).toMatchObject({
      captain_id: captain.account.user.id,
      currency: 'USD',
      trips: 2,
      deliveries: 0,
      earnings: (cents(cash.fare!) + cents(wallet.fare!)) / 100,
      collected_by_captain: cash.fare,
      collected_by_suuq: wallet.fare,
      payouts: 0,
      balance: wallet.fare,
    });

    // The captain asks for their wallet's fare; the operator pays it.
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: captain.account.headers,
      payload: {
        amount: wallet.fare,
        method: 'evc_plus',
        phone: '061 5123456',
        request_id: 'statement-cash-out',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const paid = await pay({
      captain_id: captain.account.user.id,
      amount: wallet.fare,
      method: 'evc',
      reference: 'EVC-CAPT-1',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(data<Payout>(paid)).toMatchObject({
      store_id: null,
      captain_id: captain.account.user.id,
      amount: wallet.fare,
      reference: 'EVC-CAPT-1',
    });
    const [request] = await ctx.app.db
      .select()
      .from(captainPayouts)
      .where(eq(captainPayouts.userId, captain.account.user.id));
    expect(request).toMatchObject({ status: 'paid', reference: 'EVC-CAPT-1' });

    s = await statementOf(captain.account.user.id);
    expect(s).toMatchObject({ payouts: wallet.fare, balance: 0 });

    const audit = await ctx.app.inject({ url: '/api/admin/audit', headers: admin });
    expect(
      audit
        .json<{ data: { action: string; target: string }[] }>()
        .data.some((e) => e.action === 'payout.create' && e.target === `captain:${captain.account.user.id}`),
    ).toBe(true);
  });

  it('is the operator’s, for captains only', async () => {
    const rider = await newAccount(ctx.app);
    expect(
      (
        await ctx.app.inject({
          url: `/api/admin/captains/${rider.user.id}/statement?${period}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const captain = await newCaptain(ctx.app);
    expect(
      (
        await ctx.app.inject({
          url: `/api/admin/captains/${captain.user.id}/statement?${period}`,
          headers: captain.headers,
        })
      ).statusCode,
    ).toBe(403);
    const backwards = await ctx.app.inject({
      url: `/api/admin/captains/${captain.user.id}/statement?from=${today}&to=${addDays(today, -2)}`,
      headers: admin,
    });
    expect(backwards.statusCode).toBe(422);
  });
});

describe('a captain’s payout', () => {
  it('with no cash-out pending takes what it can from the wallet, and the balance drops below zero', async () => {
    const captain: TestAccount = await newCaptain(ctx.app);
    await ctx.app.db.insert(wallets).values({ userId: captain.user.id, balance: 300, currency: 'USD' });
    const res = await pay({
      captain_id: captain.user.id,
      amount: 5,
      method: 'cash',
      reference: 'CASH-ADVANCE-7',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [left] = await ctx.app.db.select().from(wallets).where(eq(wallets.userId, captain.user.id));
    expect(left!.balance).toBe(0);
    expect((await statementOf(captain.user.id)).balance).toBe(-5);
  });

  it('names exactly one payee', async () => {
    const captain = await newCaptain(ctx.app);
    const both = await pay({
      captain_id: captain.user.id,
      store_id: 1,
      amount: 5,
      method: 'cash',
      reference: 'X-1',
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.store_id).toBeDefined();
    const neither = await pay({ amount: 5, method: 'cash', reference: 'X-2' });
    expect(neither.statusCode).toBe(422);
    const rider = await newAccount(ctx.app);
    const notCaptain = await pay({ captain_id: rider.user.id, amount: 5, method: 'cash', reference: 'X-3' });
    expect(notCaptain.statusCode).toBe(422);
    expect(notCaptain.json().errors.captain_id).toBeDefined();
  });

  it('shares one reference with stores’ payouts: several at once make one', async () => {
    const captain = await newCaptain(ctx.app);
    const reference = 'EVC-SHARED-REF';
    const answers = await Promise.all([
      pay({ captain_id: captain.user.id, amount: 3, method: 'evc', reference }),
      pay({ store_id: 1, amount: 4, method: 'evc', reference }),
      pay({ captain_id: captain.user.id, amount: 3, method: 'evc', reference }),
      pay({ store_id: 1, amount: 4, method: 'evc', reference }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => data<Payout>(a).id)).size).toBe(1);
    const rows = await ctx.app.db.select().from(payouts).where(eq(payouts.reference, reference));
    expect(rows).toHaveLength(1);
    const posted = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, rows[0]!.id));
    expect(posted).toHaveLength(2);
    expect(posted.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });
});
