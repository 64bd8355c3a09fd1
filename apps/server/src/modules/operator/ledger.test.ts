/**
 * A store's statement and the operator's payouts: who collected what by payment method, the commission on the
 * delivered orders' items, refunds, payouts once per reference (two at once make one), and the balance either way.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payout, Statement } from '@suuq/shared/ledger';
import { fromMinor } from '@suuq/shared/money';
import { addDays } from '@suuq/shared/time-zone';
import { payouts } from '../../db/schema';
import { bearer } from '../accounts/accounts-test-kit';
import type { LoadStore } from '../../test/order-ledger';
import { ledgerSteps, startLedgerKit, stopLedgerKit, type LedgerKit, type Method } from './ledger-test-kit';
import { signInWithLatestCode, type OperatorTestContext } from './operator-test-kit';

let kit: LedgerKit;
let ctx: OperatorTestContext;
let admin: { authorization: string };
let store: LoadStore;
let owner: LedgerKit['owner'];
const steps = ledgerSteps(() => kit);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Mogadishu' }).format(new Date());
const period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
/** Totals of the orders placed, in minor units, by what happened to them. */
const placed: Record<string, { total: number; subtotal: number }> = {};

beforeAll(async () => {
  kit = await startLedgerKit();
  ({ ctx, admin, store, owner } = kit);
  const set = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/stores/${store.storeId}`,
    headers: admin,
    payload: { commission_percent: 12.5 },
  });
  expect(set.statusCode, set.body).toBe(200);

  // Through the staff's own routes: cash, delivered (never marked paid: handed over all the same); bank transfer,
  // paid and delivered; EVC Plus, paid and delivered; EVC Plus, paid, cancelled and reversed by the wallet (Suuq
  // gives it back); bank transfer, paid, cancelled and given back by hand (the store gives it back); cash,
  // cancelled unpaid.
  const kinds: [string, Method, 'delivered' | 'cancelled'][] = [
    ['cashDelivered', 'cash', 'delivered'],
    ['bankDelivered', 'bank_transfer', 'delivered'],
    ['walletDelivered', 'evc_plus', 'delivered'],
    ['walletRefunded', 'evc_plus', 'cancelled'],
    ['bankRefunded', 'bank_transfer', 'cancelled'],
    ['cashCancelled', 'cash', 'cancelled'],
  ];
  for (const [n, [kind, method, fate]] of kinds.entries()) {
    const number = await steps.place(n + 1, method);
    const moved = await steps.move(number, fate);
    expect(moved.statusCode, moved.body).toBe(200);
    if (kind === 'walletRefunded') expect(await steps.reverse(number)).toBe(true);
    if (kind === 'bankRefunded') await steps.giveBack(number);
    placed[kind] = await steps.row(number);
  }
});
afterAll(async () => {
  await stopLedgerKit(kit);
});

const statementOf = async (headers = admin) => {
  const res = await ctx.app.inject({
    url: `/api/admin/statements?store_id=${store.storeId}&${period}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Statement }>().data;
};
const pay = (amount: number, reference: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/payouts',
    headers: admin,
    payload: { store_id: store.storeId, amount, method: 'evc', reference },
  });

describe('a store’s statement', () => {
  it('says who collected what, the commission on delivered items, refunds and the balance', async () => {
    const s = await statementOf();
    const { cashDelivered, bankDelivered, walletDelivered, walletRefunded, bankRefunded } = placed as Record<
      string,
      { total: number; subtotal: number }
    >;
    const line = (method: string) => s.methods.find((m) => m.method === method);
    expect(line('cash')).toEqual({
      method: 'cash',
      collected_by: 'store',
      orders: 1,
      collected: fromMinor(cashDelivered!.total),
      refunds: 0,
    });
    expect(line('bank_transfer')).toMatchObject({
      collected_by: 'store',
      orders: 2,
      collected: fromMinor(bankDelivered!.total + bankRefunded!.total),
      refunds: fromMinor(bankRefunded!.total),
    });
    expect(line('evc_plus')).toMatchObject({
      collected_by: 'suuq',
      orders: 2,
      collected: fromMinor(walletDelivered!.total + walletRefunded!.total),
      refunds: fromMinor(walletRefunded!.total),
    });
    expect(s.collected_by_store).toBe(
      fromMinor(cashDelivered!.total + bankDelivered!.total + bankRefunded!.total),
    );
    expect(s.collected_by_suuq).toBe(fromMinor(walletDelivered!.total + walletRefunded!.total));
    expect(s.refunds_by_suuq).toBe(fromMinor(walletRefunded!.total));
    expect(s.refunds_by_store).toBe(fromMinor(bankRefunded!.total));
    const deliveredItems = cashDelivered!.subtotal + bankDelivered!.subtotal + walletDelivered!.subtotal;
    const commission = [cashDelivered, bankDelivered, walletDelivered].reduce(
      (sum, order) => sum + Math.round(order!.subtotal * 0.125),
      0,
    );
    expect(s).toMatchObject({
      currency: 'USD',
      delivered_items_total: fromMinor(deliveredItems),
      commission_percent: 12.5,
      commission: fromMinor(commission),
      payouts: 0,
      balance: fromMinor(walletDelivered!.total - commission),
    });
  });

  it('is for the owner of the store and the operator; a bad period is refused', async () => {
    const own = await ctx.app.inject({ url: `/api/merchant/statement?${period}`, headers: owner.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.store_id).toBe(store.storeId);

    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/staff',
      headers: owner.headers,
      payload: { name: 'Till Clerk', phone: '0617 444 321' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const clerk = bearer((await signInWithLatestCode(ctx, added.json().data.phone)).access_token);
    expect(
      (await ctx.app.inject({ url: `/api/merchant/statement?${period}`, headers: clerk })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          url: `/api/admin/statements?store_id=${store.storeId}&${period}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(403);

    const backwards = await ctx.app.inject({
      url: `/api/admin/statements?store_id=${store.storeId}&from=${today}&to=${addDays(today, -3)}`,
      headers: admin,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();
    const missing = await ctx.app.inject({
      url: `/api/admin/statements?store_id=999999&${period}`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('payouts', () => {
  it('are made once per reference, even two at once, and the balance drops by them below zero too', async () => {
    const before = (await statementOf()).balance;
    const [a, b] = await Promise.all([pay(20, 'EVC-778899'), pay(20, 'EVC-778899')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<{ data: Payout }>().data.id).toBe(b.json<{ data: Payout }>().data.id);
    // A repeat answers the first payout, whatever it says.
    const repeat = await pay(999, 'EVC-778899');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toMatchObject({
      amount: 20,
      currency: 'USD',
      method: 'evc',
      reference: 'EVC-778899',
    });
    expect(
      await ctx.app.db
        .select()
        .from(payouts)
        .where(inArray(payouts.reference, ['EVC-778899'])),
    ).toHaveLength(1);

    const after = await statementOf();
    expect(after.payouts).toBe(20);
    expect(after.balance).toBeCloseTo(before - 20, 2);

    // An advance: the balance goes below zero.
    const advance = Math.round((before + 100) * 100) / 100;
    expect((await pay(advance, 'BANK-ADVANCE-1')).statusCode).toBe(201);
    expect((await statementOf()).balance).toBeCloseTo(before - 20 - advance, 2);
    expect((await statementOf()).balance).toBeLessThan(0);

    const audit = await ctx.app.inject({ url: '/api/admin/audit', headers: admin });
    expect(audit.json().data.filter((e: { action: string }) => e.action === 'payout.create')).toHaveLength(2);
  });

  it('refuses broken amounts and methods, an unknown store and anyone but the operator', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payouts',
      headers: admin,
      payload: { store_id: store.storeId, amount: 10.005, method: 'gold', reference: '' },
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors).sort()).toEqual(['amount', 'method', 'reference']);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payouts',
      headers: admin,
      payload: { store_id: 999999, amount: 5, method: 'cash', reference: 'CASH-1' },
    });
    expect(unknown.statusCode).toBe(422);
    const asOwner = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payouts',
      headers: owner.headers,
      payload: { store_id: store.storeId, amount: 5, method: 'cash', reference: 'CASH-2' },
    });
    expect(asOwner.statusCode).toBe(403);
  });
});
