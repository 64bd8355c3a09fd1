/**
 * The ledger holds whatever happens to orders: a seeded random run of orders in cash, by bank transfer and with a
 * wallet, some changed, delivered, cancelled, given back by hand or by the wallet, wholly or in part, leaves every
 * currency's rows summing to zero, the store's statement equal to the figures recomputed from the orders
 * themselves, and no delivered order without its entries. Delivering one order twice at once posts it once.
 * The seed is printed with every failure; LEDGER_SEED runs another.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '@suuq/shared/ledger';
import { fromMinor, toMinor } from '@suuq/shared/money';
import { addDays } from '@suuq/shared/time-zone';
import { ledgerEntries, orders, orderStatusHistory } from '../../db/schema';
import { ledgerSteps, startLedgerKit, stopLedgerKit, type LedgerKit, type Method } from './ledger-test-kit';

const SEED = Number(process.env.LEDGER_SEED ?? 20261129);
const ORDERS = 14;
const COMMISSION_BP = 1250;

/** A small seeded generator (mulberry32): the same seed plays the same run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let kit: LedgerKit;
const steps = ledgerSteps(() => kit);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Mogadishu' }).format(new Date());
const period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
const seeded = `seed ${SEED}`;

beforeAll(async () => {
  kit = await startLedgerKit();
  const set = await kit.ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/stores/${kit.store.storeId}`,
    headers: kit.admin,
    payload: { commission_percent: COMMISSION_BP / 100 },
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  await stopLedgerKit(kit);
});

interface Played {
  number: string;
  method: Method;
  /** What the shopper paid before any change (minor units); cash pays at the door. */
  paidUpFront: number;
  story: string[];
}

async function statement(): Promise<Statement> {
  const res = await kit.ctx.app.inject({
    url: `/api/admin/statements?store_id=${kit.store.storeId}&${period}`,
    headers: kit.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Statement }>().data;
}

describe('the ledger', () => {
  it('balances, and the statement is the orders’ own figures, whatever happened to them', async () => {
    const next = random(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const played: Played[] = [];
    let paidOut = 0;

    for (let n = 1; n <= ORDERS; n += 1) {
      const method = pick(['cash', 'bank_transfer', 'evc_plus'] as const);
      const number = await steps.place(n, method);
      const game: Played = { number, method, paidUpFront: (await steps.row(number)).total, story: [method] };
      played.push(game);
      const paid = method !== 'cash';
      let changeGiven = false;
      if (paid && next() < 0.5 && (await steps.removeLine(number))) {
        game.story.push('line removed');
        if (next() < 0.6) {
          await steps.giveBack(number);
          changeGiven = true;
          game.story.push('difference given');
        }
      }
      if (next() < 0.55) {
        const moved = await steps.move(number, 'delivered');
        expect(moved.statusCode, `${seeded}: ${moved.body}`).toBe(200);
        game.story.push('delivered');
        if (game.story.includes('line removed') && !changeGiven && next() < 0.5) {
          await steps.giveBack(number);
          game.story.push('difference given after');
        }
      } else {
        const moved = await steps.move(number, 'cancelled', 'customer_asked');
        expect(moved.statusCode, `${seeded}: ${moved.body}`).toBe(200);
        game.story.push('cancelled');
        if (paid && next() < 0.8) {
          // The wallet reverses by itself unless part went back by hand: then the rest is the store's to give.
          if (method === 'evc_plus' && !changeGiven) expect(await steps.reverse(number)).toBe(true);
          else await steps.giveBack(number);
          game.story.push('refunded');
        }
      }
      if (n === Math.floor(ORDERS / 2)) {
        paidOut = 1234;
        const paidRes = await kit.ctx.app.inject({
          method: 'POST',
          url: '/api/admin/payouts',
          headers: kit.admin,
          payload: {
            store_id: kit.store.storeId,
            amount: fromMinor(paidOut),
            method: 'evc',
            reference: `RUN-${SEED}`,
          },
        });
        expect(paidRes.statusCode, paidRes.body).toBe(201);
      }
    }
    const context = `${seeded}: ${played.map((g) => g.story.join(' → ')).join(' | ')}`;

    // Every currency's rows sum to zero.
    for (const { currency, total } of await steps.sumsByCurrency())
      expect(Number(total), `${context} (${currency})`).toBe(0);

    // The figures again, from the orders, their hand refunds and their wallet's reversals.
    const expected = {
      collectedByStore: 0,
      collectedBySuuq: 0,
      refundsByStore: 0,
      refundsBySuuq: 0,
      items: 0,
      fees: 0,
      deposits: 0,
      commission: 0,
      earned: 0,
    };
    const byMethod = new Map<string, { collected: number; refunds: number; orders: number }>();
    for (const game of played) {
      const order = await steps.row(game.number);
      const delivered = order.status === 'delivered';
      const byHand = (await steps.handRefundsOf(order.id)).filter((r) => r.state === 'given');
      const byWallet = await steps.reversedAttempts(order.id);
      const givenByStore = byHand.reduce((sum, r) => sum + r.amount, 0);
      const givenBySuuq = byWallet.reduce((sum, r) => sum + r.amount, 0);
      const counted = delivered || byHand.length > 0 || byWallet.length > 0;
      const paid = game.method === 'cash' ? order.total : game.paidUpFront;
      const postings = await steps.postingsOf(order.id);
      expect(postings.has(`order:${order.id}:delivered`), `${context}: ${game.number}`).toBe(delivered);
      expect(postings.has(`order:${order.id}:collected`), `${context}: ${game.number}`).toBe(counted);
      if (!counted) continue;
      const line = byMethod.get(game.method) ?? { collected: 0, refunds: 0, orders: 0 };
      byMethod.set(game.method, {
        collected: line.collected + paid,
        refunds: line.refunds + givenByStore + givenBySuuq,
        orders: line.orders + 1,
      });
      if (game.method === 'evc_plus') expected.collectedBySuuq += paid;
      else expected.collectedByStore += paid;
      expected.refundsByStore += givenByStore;
      expected.refundsBySuuq += givenBySuuq;
      if (delivered) {
        const commission = Math.round((order.subtotal * COMMISSION_BP) / 10_000);
        expected.items += order.subtotal;
        expected.fees += order.deliveryFee;
        expected.deposits += order.depositTotal;
        expected.commission += commission;
        expected.earned += order.total - commission;
      }
    }
    const s = await statement();
    const minor = (value: number) => toMinor(value);
    expect(
      {
        collected_by_store: minor(s.collected_by_store),
        collected_by_suuq: minor(s.collected_by_suuq),
        refunds_by_store: minor(s.refunds_by_store),
        refunds_by_suuq: minor(s.refunds_by_suuq),
        delivered_items_total: minor(s.delivered_items_total),
        delivery_fees: minor(s.delivery_fees),
        deposits: minor(s.deposits),
        commission: minor(s.commission),
        payouts: minor(s.payouts),
        balance: minor(s.balance),
      },
      context,
    ).toEqual({
      collected_by_store: expected.collectedByStore,
      collected_by_suuq: expected.collectedBySuuq,
      refunds_by_store: expected.refundsByStore,
      refunds_by_suuq: expected.refundsBySuuq,
      delivered_items_total: expected.items,
      delivery_fees: expected.fees,
      deposits: expected.deposits,
      commission: expected.commission,
      payouts: paidOut,
      balance: expected.earned - expected.collectedByStore + expected.refundsByStore - paidOut,
    });
    expect(
      Object.fromEntries(
        s.methods.map((m) => [
          m.method,
          { collected: minor(m.collected), refunds: minor(m.refunds), orders: m.orders },
        ]),
      ),
      context,
    ).toEqual(Object.fromEntries(byMethod));

    // No delivered order anywhere lacks its entries.
    const [lacking] = await kit.ctx.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'delivered'),
          sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.posting} = 'order:' || ${orders.id} || ':delivered')`,
        ),
      );
    expect(Number(lacking?.count), context).toBe(0);
  });

  it('posts an order delivered twice at once one time', async () => {
    const number = await steps.place(ORDERS + 1, 'evc_plus');
    const [a, b] = await Promise.all([steps.move(number, 'delivered'), steps.move(number, 'delivered')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // And once more, later: refused, nothing written.
    expect((await steps.move(number, 'delivered')).statusCode).toBe(409);
    const order = await steps.row(number);
    const rows = await kit.ctx.app.db
      .select({ account: ledgerEntries.account, kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id));
    const store = rows.filter((r) => r.account === 'store').reduce((sum, r) => sum + r.amount, 0);
    const commission = Math.round((order.subtotal * COMMISSION_BP) / 10_000);
    expect(store).toBe(order.total - commission);
    expect(rows.filter((r) => r.kind === 'sale')).toHaveLength(2);
    expect(rows.filter((r) => r.kind === 'collected')).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    const history = await kit.ctx.app.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'delivered')));
    expect(history).toHaveLength(1);
  });
});
