/**
 * Every query on orders: reading them as the contract shapes them (the order rows, then their items and status
 * history, each in one query for any number of orders), and writing them, their lines, their status and payment.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import type { Language } from '@suuq/shared/labels';
import { givesBackByHand } from '@suuq/shared/payment-methods';
import {
  addresses,
  idempotencyKeys,
  orderItems,
  orderStatusHistory,
  orders,
  handRefunds,
  paymentAttempts,
  products,
  stores,
} from '../../db/schema';
import { fromJson, json } from '../../db/json-row';
import { executeNamed } from '../../db/named-statement';
import { groupBy } from '../../lib/group-by';
import type { NewOutboxRow, PushFanout } from '../notifications/notifications-module';
import { placementMessages } from './placement-messages';
import { toOrder, type BankDetails, type OrderView, type OrderWithOwner } from './order-view';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;

/** An order's first answer to store under its Idempotency-Key, with the order (see idempotency.ts). */
export interface AnswerToStore {
  scope: string;
  key: string;
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

/** What one placement writes: the order, its lines, its first status and, with a key, the answer. */
export interface Placement {
  order: NewOrder;
  items: Omit<NewOrderItem, 'orderId'>[];
  status: OrderStatusRow['status'];
  byUserId: number | null;
  answer?: AnswerToStore | undefined;
  /** The shopper's "order placed" text, written with the order (and only if the order is). */
  text?: NewOutboxRow | undefined;
  /** The push to the store's staff that it came in, one per subscribed browser, written with the order too. */
  push?: PushFanout | undefined;
}

/** The payment columns a payment change may set. */
export type PaymentChange = Partial<
  Pick<NewOrder, 'paymentStatus' | 'paymentReference' | 'paymentApproveUrl' | 'paymentCaptureId'>
>;

export class OrderRepository {
  constructor(
    private readonly db: Db,
    readonly bank: BankDetails,
  ) {}

  async byNumber(
    orderNumber: string,
    view: OrderView,
    tx?: DbOrTx,
    lang?: Language,
  ): Promise<OrderWithOwner | undefined> {
    const where = eq(orders.orderNumber, orderNumber);
    const [found] = await this.load(where, view, { limit: 1, offset: 0 }, tx, lang);
    return found;
  }

  async page(where: SQL, view: OrderView, page: { page: number; perPage: number }, lang?: Language) {
    const [list, [total]] = await Promise.all([
      this.load(
        where,
        view,
        { limit: page.perPage, offset: (page.page - 1) * page.perPage },
        undefined,
        lang,
      ),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { orders: list, total: total?.total ?? 0 };
  }

  async forUser(userId: number, page: { page: number; perPage: number }, lang?: Language) {
    return this.page(eq(orders.userId, userId), 'private', page, lang);
  }

  async forStore(
    storeId: number,
    statuses: string[] | undefined,
    page: { page: number; perPage: number },
    lang?: Language,
  ) {
    const where = statuses?.length
      ? and(
          eq(orders.storeId, storeId),
          inArray(orders.status, statuses as (typeof orders.status.enumValues)[number][]),
        )
      : eq(orders.storeId, storeId);
    return this.page(where ?? eq(orders.storeId, storeId), 'private', page, lang);
  }

  private async load(
    where: SQL | undefined,
    view: OrderView,
    window: { limit: number; offset: number },
    tx?: DbOrTx,
    lang?: Language,
  ) {
    const db = tx ?? this.db;
    const rows = await db
      .select({
        order: orders,
        storeName: stores.name,
        storeSlug: stores.slug,
        storePhone: stores.phone,
        storeTimezone: stores.timezone,
        storeAddress: stores.address,
        storeAddressSo: stores.addressSo,
        storeLat: stores.lat,
        storeLng: stores.lng,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(window.limit)
      .offset(window.offset);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.order.id);
    const [items, history, refunds] = await Promise.all([
      db
        .select({ item: orderItems, image: products.image })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
      db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
      // What is still to be given back, for the views that show them, in one statement: wallet payments approved
      // but not yet reversed, and money owed back by hand (a cancelled bank transfer).
      view === 'private'
        ? unionAll(
            db
              .select({
                orderId: paymentAttempts.orderId,
                amount: paymentAttempts.amount,
                method: sql<string>`${paymentAttempts.method}`,
                kind: sql<string>`'wallet'`,
              })
              .from(paymentAttempts)
              .where(and(inArray(paymentAttempts.orderId, ids), eq(paymentAttempts.state, 'reversing'))),
            db
              .select({
                orderId: handRefunds.orderId,
                amount: handRefunds.amount,
                method: handRefunds.method,
                kind: sql<string>`${handRefunds.kind}`,
              })
              .from(handRefunds)
              .where(and(inArray(handRefunds.orderId, ids), eq(handRefunds.state, 'due'))),
          )
        : Promise.resolve([]),
    ]);
    const refundDue = new Map<number, { total: number; byHand: number }>();
    for (const refund of refunds) {
      const sum = refundDue.get(refund.orderId) ?? { total: 0, byHand: 0 };
      // What a changed order owes back always goes back by hand (no provider refunds part of a payment here), and
      // so does the rest of a payment part of which already went back that way.
      const byHand = refund.kind !== 'cancelled' || givesBackByHand(refund.method) ? refund.amount : 0;
      refundDue.set(refund.orderId, { total: sum.total + refund.amount, byHand: sum.byHand + byHand });
    }
    const itemsByOrder = groupBy(items, (row) => row.item.orderId);
    const historyByOrder = groupBy(history, (row) => row.orderId);

    return rows.map((row) =>
      toOrder(
        row.order,
        {
          name: row.storeName,
          slug: row.storeSlug,
          phone: row.storePhone,
          timezone: row.storeTimezone,
          address: row.storeAddress,
          addressSo: row.storeAddressSo,
          lat: row.storeLat,
          lng: row.storeLng,
        },
        itemsByOrder.get(row.order.id) ?? [],
        historyByOrder.get(row.order.id) ?? [],
        view,
        this.bank,
        lang,
        refundDue.get(row.order.id),
      ),
    );
  }

  /** The order's own row, by number. */
  async row(orderNumber: string, tx?: DbOrTx): Promise<OrderRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .limit(1);
    return row;
  }

  async rowById(id: number, tx?: DbOrTx): Promise<OrderRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** A store's order by number, locked for the rest of the transaction. */
  async lockInStore(orderNumber: string, storeId: number, tx: Tx): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.storeId, storeId)))
      .for('update');
    return row;
  }

  async rowInStore(orderNumber: string, storeId: number, tx?: DbOrTx): Promise<OrderRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.storeId, storeId)));
    return row;
  }

  /**
   * Writes an order, its lines, its first status and (with a key) its stored answer in one statement. Undefined
   * when the order's number is taken (nothing is written; the caller tries another number). `answered` is false
   * when another request already stored a finished answer under the same key: the caller rolls back and replays it.
   */
  async insertPlacement(
    placement: Placement,
    tx: Tx,
  ): Promise<
    | {
        order: OrderRow;
        items: OrderItemRow[];
        history: OrderStatusRow[];
        answered: boolean;
      }
    | undefined
  > {
    const lines = placement.items.map((item, ord) => ({
      ord,
      product_id: item.productId,
      variant_id: item.variantId ?? null,
      name: item.name,
      name_so: item.nameSo ?? null,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      option_price: item.optionPrice ?? 0,
      addon_price: item.addonPrice ?? 0,
      total: item.total,
      options: item.options ?? [],
      addons: item.addons ?? [],
      stock_taken: item.stockTaken ?? 0,
      container_mode: item.containerMode ?? null,
      deposit_total: item.depositTotal ?? 0,
    }));
    const { answer } = placement;
    const keyInsert = answer
      ? sql`, k as (
          insert into ${idempotencyKeys}
            (scope, key, request_hash, state, response_status, response_body, order_id)
          select ${answer.scope}::text, ${answer.key}::text, ${answer.requestHash}::text, 'done',
            ${answer.responseStatus}::int, ${JSON.stringify(answer.responseBody)}::jsonb, o.id
          from o
          on conflict (scope, key) do update set request_hash = excluded.request_hash, state = excluded.state,
            response_status = excluded.response_status, response_body = excluded.response_body,
            order_id = excluded.order_id
          -- A claim left without an answer is taken over; a finished answer is never overwritten.
          where ${idempotencyKeys}.state <> 'done'
          returning 1
        )`
      : sql``;
    const messages = placementMessages(placement.text, placement.push);
    const result = await executeNamed<{
      order: unknown;
      items: unknown;
      history: unknown;
      answered: number;
    }>(
      tx,
      'placement_write',
      sql`
      with o as (${tx
        .insert(orders)
        .values(placement.order)
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning()
        .getSQL()}),
      i as (
        insert into ${orderItems} (order_id, product_id, variant_id, name, name_so, quantity, unit_price,
          option_price, addon_price, total, options, addons, stock_taken, container_mode, deposit_total)
        select o.id, l.product_id, l.variant_id, l.name, l.name_so, l.quantity, l.unit_price, l.option_price,
          l.addon_price, l.total, l.options, l.addons, l.stock_taken, l.container_mode, l.deposit_total
        from o cross join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(ord int, product_id int,
          variant_id int, name text, name_so text, quantity int, unit_price int, option_price int, addon_price int,
          total int, options jsonb, addons jsonb, stock_taken int, container_mode text, deposit_total int)
        order by l.ord
        returning *
      ),
      h as (
        insert into ${orderStatusHistory} (order_id, status, by_user_id)
        select o.id, ${placement.status}::text, ${placement.byUserId}::int from o
        returning *
      )${keyInsert}${messages}
      select (select to_jsonb(o) from o) as "order",
        (select coalesce(jsonb_agg(to_jsonb(i) order by i.id), '[]'::jsonb) from i) as items,
        (select coalesce(jsonb_agg(to_jsonb(h) order by h.id), '[]'::jsonb) from h) as history,
        ${answer ? sql`(select count(*) from k)::int` : sql`1`} as answered
    `,
    );
    const row = result.rows[0];
    const order = row && json<Record<string, unknown> | null>(row.order);
    if (!row || !order) return undefined;
    return {
      order: fromJson<OrderRow>(orders, order),
      items: json<Record<string, unknown>[]>(row.items).map((item) =>
        fromJson<OrderItemRow>(orderItems, item),
      ),
      history: json<Record<string, unknown>[]>(row.history).map((entry) =>
        fromJson<OrderStatusRow>(orderStatusHistory, entry),
      ),
      answered: Number(row.answered) > 0,
    };
  }

  async items(orderId: number, tx?: DbOrTx): Promise<OrderItemRow[]> {
    return (tx ?? this.db).select().from(orderItems).where(eq(orderItems.orderId, orderId));
  }

  async addStatus(
    entry: { orderId: number; status: OrderStatusRow['status']; byUserId: number | null; at?: Date },
    tx: Tx,
  ): Promise<OrderStatusRow[]> {
    return tx.insert(orderStatusHistory).values(entry).returning();
  }

  async setStatus(orderId: number, status: OrderRow['status'], at: Date, tx: Tx): Promise<void> {
    await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, orderId));
  }

  /**
   * Changes an order's payment columns; with `onlyWhen`, only while the order still has that payment status and
   * is not cancelled. Returns whether the row changed.
   */
  async setPayment(
    orderId: number,
    change: PaymentChange,
    onlyWhen?: { paymentStatus: OrderRow['paymentStatus']; notCancelled?: boolean },
    tx?: DbOrTx,
  ): Promise<boolean> {
    const conditions = [eq(orders.id, orderId)];
    if (onlyWhen) conditions.push(eq(orders.paymentStatus, onlyWhen.paymentStatus));
    if (onlyWhen?.notCancelled) conditions.push(ne(orders.status, 'cancelled'));
    const updated = await (tx ?? this.db)
      .update(orders)
      .set({ ...change, updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  /** Moves the caller's own address to the top of their recent list; another user's id matches nothing. */
  async markAddressUsed(addressId: number, userId: number): Promise<void> {
    await this.db
      .update(addresses)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  }
}
