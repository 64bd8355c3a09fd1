/**
 * Cash a captain hands in at Suuq's office, recorded by the operator: after a cash delivery the captain holds its
 * cash; handing it all in brings the wallet back to the fee, posts a balanced hand-in to the ledger once per
 * reference (several at once included) and shows on the statement; more than is held, anyone but the operator,
 * anyone but a captain and bad input are refused with a 4xx.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '@suuq/shared/captain-wallet';
import type { CaptainStatement, HandIn } from '@suuq/shared/ledger';
import { addDays } from '@suuq/shared/time-zone';
import { adminAudit, ledgerEntries, walletTransactions, wallets } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { TestAccount } from '../accounts/accounts-test-kit';
import {
  deliveryStep,
  dispatchWorld,
  liveDeliveryOf,
  newAccount,
  north,
  orderAs,
  placedCaptain,
  preparedOrder,
  type DispatchWorld,
} from '../dispatch/dispatch-test-kit';
import { operatorHeaders } from './operator-test-kit';

let ctx: TestContext;
let w: DispatchWorld;
let shopper: TestAccount;
let admin: { authorization: string };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Mogadishu' }).format(new Date());
const period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
const cents = (value: number) => Math.round(value * 100);

beforeAll(async () => {
  ctx = await createTestApp();
  w = await dispatchWorld(ctx.app);
  shopper = await newAccount(ctx.app, { name: 'Ayaan Warsame' });
  admin = await operatorHeaders(ctx.app);
});
afterAll(() => ctx?.close());

/** A captain who delivered a cash order: they hold its total for Suuq. */
async function deliveredCash(name: string) {
  const captain = await placedCaptain(w, name, north(w.point, 1));
  const order = await preparedOrder(w, shopper);
  const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
  expect((await deliveryStep(ctx.app, captain, id, 'accept')).statusCode).toBe(200);
  expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(200);
  const code = (await orderAs(ctx.app, order.order_number, shopper.headers)).handover_code!;
  const delivered = await deliveryStep(ctx.app, captain, id, 'delivered', { code });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { captain, order };
}

const handIn = (
  captainId: number,
  payload: Record<string, unknown> | string,
  headers: Record<string, string> = admin,
) => ctx.app.inject({ method: 'POST', url: `/api/admin/captains/${captainId}/hand-ins`, headers, payload });

async function walletOf(captain: TestAccount) {
  return (await ctx.app.inject({ url: '/api/wallet/get', headers: captain.headers })).json<{ data: Wallet }>()
    .data;
}

const handInRows = (captainId: number) =>
  ctx.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'hand_in'), eq(ledgerEntries.captainId, captainId)));

describe('a captain’s cash hand-in', () => {
  it('brings the wallet back to the fee, posts once to the ledger and shows on the statement', async () => {
    const { captain, order } = await deliveredCash('Handing Captain');
    expect((await walletOf(captain)).balance).toBeCloseTo(order.delivery_fee - order.total, 2);

    const first = await handIn(captain.user.id, { amount: order.total, reference: 'HAND-1', note: 'Desk 2' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ data: HandIn }>().data).toMatchObject({
      captain_id: captain.user.id,
      amount: order.total,
      reference: 'HAND-1',
    });
    const wallet = await walletOf(captain);
    expect(wallet.balance).toBeCloseTo(order.delivery_fee, 2);
    const entry = wallet.transactions.find((t) => t.kind === 'cash_handed_in');
    expect(entry).toMatchObject({ amount: order.total, description: 'Cash handed in at Suuq’s office' });

    const rows = await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.posting, 'hand_in:HAND-1'));
    expect(rows.map((row) => [row.account, row.amount]).sort()).toEqual([
      ['captain', cents(order.total)],
      ['suuq', -cents(order.total)],
    ]);
    const all = await ctx.app.db.select({ amount: ledgerEntries.amount }).from(ledgerEntries);
    expect(all.reduce((sum, row) => sum + row.amount, 0)).toBe(0);

    const statement = await ctx.app.inject({
      url: `/api/admin/captains/${captain.user.id}/statement?${period}`,
      headers: admin,
    });
    expect(statement.statusCode).toBe(200);
    expect(statement.json<{ data: CaptainStatement }>().data).toMatchObject({
      deliveries: 1,
      earnings: order.delivery_fee,
      // The shopper's cash was in the captain's hand, and came back to Suuq: what Suuq owes them is the fee, as
      // their wallet says.
      collected_by_captain: order.total,
      handed_in: order.total,
      balance: order.delivery_fee,
    });
    const audited = await ctx.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'captain.hand_in'));
    expect(audited.some((row) => row.target === `captain:${captain.user.id}`)).toBe(true);

    // A repeat answers the first and writes nothing, whatever it says.
    const again = await handIn(captain.user.id, { amount: 1, reference: 'HAND-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: HandIn }>().data.amount).toBe(order.total);
    expect(await handInRows(captain.user.id)).toHaveLength(2);
    expect((await walletOf(captain)).balance).toBeCloseTo(order.delivery_fee, 2);
  });

  it('makes one of several at once with one reference', async () => {
    const { captain, order } = await deliveredCash('Racing Captain');
    const answers = await Promise.all(
      [0, 1, 2].map(() => handIn(captain.user.id, { amount: order.total, reference: 'HAND-RACE' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await handInRows(captain.user.id)).toHaveLength(2);
    const credited = await ctx.app.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.userId, captain.user.id), eq(walletTransactions.kind, 'cash_handed_in')),
      );
    expect(credited).toHaveLength(1);
    expect((await walletOf(captain)).balance).toBeCloseTo(order.delivery_fee, 2);
  });

  it('refuses more than the cash the captain holds, in English and Somali', async () => {
    const { captain, order } = await deliveredCash('Owing Captain');
    const owed = order.total;
    const tooMuch = await handIn(captain.user.id, { amount: owed + 0.01, reference: 'HAND-BIG' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain(owed.toFixed(2));
    const somali = await handIn(
      captain.user.id,
      { amount: owed + 0.01, reference: 'HAND-BIG' },
      { ...admin, 'accept-language': 'so' },
    );
    expect(somali.statusCode).toBe(422);
    expect(somali.json().errors.amount[0]).toContain('kabtanka');
    expect(await handInRows(captain.user.id)).toHaveLength(0);
    // Exactly what is owed is taken; after it, nothing more.
    expect((await handIn(captain.user.id, { amount: owed, reference: 'HAND-EXACT' })).statusCode).toBe(201);
    expect((await handIn(captain.user.id, { amount: 0.01, reference: 'HAND-MORE' })).statusCode).toBe(422);
    const [left] = await ctx.app.db.select().from(wallets).where(eq(wallets.userId, captain.user.id));
    expect(left!.balance).toBe(cents(order.delivery_fee));
  });

  it('is the operator’s alone, for captains only, and bad input is a 4xx', async () => {
    const { captain } = await deliveredCash('Guarded Captain');
    const asCaptain = await handIn(captain.user.id, { amount: 1, reference: 'HAND-X' }, captain.headers);
    expect(asCaptain.statusCode).toBe(403);
    const anonymous = await handIn(captain.user.id, { amount: 1, reference: 'HAND-X' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await handIn(shopper.user.id, { amount: 1, reference: 'HAND-X' })).statusCode).toBe(404);
    expect((await handIn(999_999, { amount: 1, reference: 'HAND-X' })).statusCode).toBe(404);
    for (const payload of [
      {},
      { amount: 0, reference: 'HAND-X' },
      { amount: -3, reference: 'HAND-X' },
      { amount: 1.234, reference: 'HAND-X' },
      { amount: '1', reference: 'HAND-X' },
      { amount: 1, reference: '  ' },
      { amount: 1, reference: 'x'.repeat(101) },
      { amount: 1, reference: 'HAND-X', note: 'x'.repeat(501) },
      'not json',
    ]) {
      const res = await handIn(captain.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/captains/abc/hand-ins',
      headers: admin,
      payload: { amount: 1, reference: 'HAND-X' },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(await handInRows(captain.user.id)).toHaveLength(0);
  });
});
