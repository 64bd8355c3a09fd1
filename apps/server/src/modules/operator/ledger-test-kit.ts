/**
 * Orders whose money moves the way a shop's does, for the ledger's tests: placed in cash, by bank transfer (paid as
 * staff confirm a receipt) or with a wallet (through the local wallets, approved), moved by the store's staff
 * through the real routes, changed, cancelled, given back by hand or reversed by the wallet.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { handRefunds, ledgerEntries, orderItems, orders, paymentAttempts, stores } from '../../db/schema';
import { startFakeWallets, type FakeWallets } from '../../test/fake-wallets';
import { orderBody, prepareLoadStore, type LoadStore } from '../../test/order-ledger';
import {
  createOperatorTestApp,
  operatorHeaders,
  ownerOf,
  type OperatorTestContext,
} from './operator-test-kit';

export type Method = 'cash' | 'bank_transfer' | 'evc_plus';

export interface LedgerKit {
  ctx: OperatorTestContext;
  wallets: FakeWallets;
  admin: { authorization: string };
  store: LoadStore;
  owner: { headers: { authorization: string } };
}

export async function startLedgerKit(): Promise<LedgerKit> {
  const wallets = await startFakeWallets();
  const ctx = await createOperatorTestApp({
    ...wallets.env,
    WAAFI_TIMEOUT_MS: '2000',
    RATE_LIMIT_PAYMENTS_PER_MINUTE: '100000',
  });
  const admin = await operatorHeaders(ctx.app);
  const store = await prepareLoadStore(ctx.app.db, 3, 100_000);
  const [row] = await ctx.app.db
    .select({ slug: stores.slug })
    .from(stores)
    .where(eq(stores.id, store.storeId));
  const owner = await ownerOf(ctx.app, row!.slug);
  return { ctx, wallets, admin, store, owner };
}

export async function stopLedgerKit(kit: LedgerKit | undefined) {
  if (!kit) return;
  await kit.ctx.app.mobileMoney.service.idle();
  await kit.ctx.close();
  await kit.wallets.close();
}

export function ledgerSteps(kit: () => LedgerKit) {
  const app = () => kit().ctx.app;

  /** Places order `n` paid with `method`; bank transfers and wallets come out paid. Answers its number. */
  async function place(n: number, method: Method): Promise<string> {
    const body = {
      ...orderBody(kit().store, n),
      payment_method: method === 'evc_plus' ? 'evc_plus' : 'cash',
      ...(method === 'evc_plus' ? { payer_phone: '+252611111111' } : {}),
    };
    const res = await app().inject({
      method: 'POST',
      url: `/v1/api/stores/${kit().store.storeId}/placeOrder`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json<{ data: { order_number: string } }>().data.order_number;
    if (method === 'bank_transfer') {
      // As staff confirm a receipt: the transfer is in the store's account.
      await app()
        .db.update(orders)
        .set({ paymentMethod: 'bank_transfer', paymentStatus: 'paid' })
        .where(eq(orders.orderNumber, number));
    }
    if (method === 'evc_plus') {
      await app().mobileMoney.service.idle();
      expect((await row(number)).paymentStatus).toBe('paid');
    }
    return number;
  }

  const row = async (number: string) => {
    const [found] = await app().db.select().from(orders).where(eq(orders.orderNumber, number));
    return found!;
  };

  const move = (number: string, status: string, reason?: string) =>
    app().inject({
      method: 'POST',
      url: `/api/merchant/orders/${number}/status`,
      headers: kit().owner.headers,
      payload: reason ? { status, reason } : { status },
    });

  /** Staff remove the order's last line (it has more than one); a paid order then owes the difference back. */
  async function removeLine(number: string): Promise<boolean> {
    const order = await row(number);
    const lines = await app()
      .db.select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    if (lines.length < 2) return false;
    const res = await app().inject({
      method: 'POST',
      url: `/api/merchant/orders/${number}/items/${lines.at(-1)!.id}/remove`,
      headers: kit().owner.headers,
      payload: { reason: 'out_of_stock' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return true;
  }

  /** Staff say they gave back by hand what the order owes. */
  async function giveBack(number: string) {
    const res = await app().inject({
      method: 'POST',
      url: `/api/merchant/orders/${number}/refund`,
      headers: kit().owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The wallet gives back the order's payment marked to be given back (what the sweeper does). */
  async function reverse(number: string): Promise<boolean> {
    const { attempts, service } = app().mobileMoney;
    const order = await attempts.orderByNumber(number);
    const reversing = (await attempts.forOrder(order!.id)).filter((a) => a.state === 'reversing');
    for (const attempt of reversing) expect(await service.reverse(attempt)).toBe(true);
    return reversing.length > 0;
  }

  /** What the order's hand refunds are, by state. */
  async function handRefundsOf(orderId: number) {
    return app()
      .db.select({ amount: handRefunds.amount, state: handRefunds.state, kind: handRefunds.kind })
      .from(handRefunds)
      .where(eq(handRefunds.orderId, orderId));
  }

  async function reversedAttempts(orderId: number) {
    return app()
      .db.select({ amount: paymentAttempts.amount })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, 'reversed')));
  }

  /** The sum of every ledger row, per currency. */
  async function sumsByCurrency() {
    return app()
      .db.select({
        currency: ledgerEntries.currency,
        total: sql<number>`sum(${ledgerEntries.amount})::int`,
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.currency);
  }

  /** How many rows each posting of the order has. */
  async function postingsOf(orderId: number) {
    const rows = await app()
      .db.select({ posting: ledgerEntries.posting, lines: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .groupBy(ledgerEntries.posting);
    return new Map(rows.map((r) => [r.posting, Number(r.lines)]));
  }

  return {
    place,
    row,
    move,
    removeLine,
    giveBack,
    reverse,
    handRefundsOf,
    reversedAttempts,
    sumsByCurrency,
    postingsOf,
  };
}
