/**
 * The rules of ordering: delivery methods, stock checks, placing an order (repriced from the database, minimum
 * enforced, stock taken atomically), moving it through its statuses and recording its payment. Every change to an
 * order is published on its live channel after it commits.
 */
import type { Tx } from '../../db/tx';
import { and, asc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  type Language,
  type OrderStatus,
} from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import type { Db } from '../../db/client';
import {
  addresses,
  branches,
  choiceGroups,
  choiceItems,
  orderItems,
  orderStatusHistory,
  orders,
  productVariants,
  products,
  stores,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import { HttpError, notFound } from '../../lib/http-error';
import { catalogChanged } from '../catalog/catalog-changes';
import type { LiveBus } from '../live/live-bus';
import { holdKey, recordAnswer, requestFingerprint, storedAnswer, type StoredAnswer } from './idempotency';
import { newOrderNumber } from './order-number';
import type { OrderRepository } from './order-repository';
import { PayPalError, type PayPalClient } from './paypal';
import { priceLines, stockDemand, type CatalogSnapshot } from './pricing';

type StoreRow = typeof stores.$inferSelect;

export interface PlaceOrderContext {
  storeId: number;
  body: PlaceOrderRequest;
  userId: number | null;
  idempotencyKey: string | undefined;
  lang: Language;
}

export interface OrderServiceOptions {
  /** The web app's public address, for PayPal's return and cancel links. */
  publicUrl: string;
}

/** A stock shortfall, with what is left of each line that fell short. */
function stockConflict(shortfalls: { product_id: number; variant_id: number | null; available: number }[]) {
  return new HttpError(409, 'quantityConflict', {}, { items: shortfalls });
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly repository: OrderRepository,
    private readonly bus: LiveBus,
    private readonly paypal: PayPalClient | undefined,
    private readonly options: OrderServiceOptions,
  ) {}

  private async store(storeId: number): Promise<StoreRow> {
    const [store] = await this.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
    if (!store) throw notFound();
    return store;
  }

  async deliveryOptions(storeId: number, lang: Language) {
    const store = await this.store(storeId);
    const available = { dine_in: store.dineIn, pickup: store.pickup, delivery: store.delivery };
    return DELIVERY_METHODS.map((key) => ({
      key,
      name: DELIVERY_METHOD_LABELS[key][lang],
      available: available[key],
      fee: key === 'delivery' ? fromMinor(store.deliveryFee) : 0,
    }));
  }

  /** Everything needed to price and check the named products: three queries whatever the cart holds. */
  private async catalog(db: Db | Tx, productIds: number[]): Promise<CatalogSnapshot> {
    const ids = [...new Set(productIds)];
    const [productRows, variantRows, groupItemRows] = await Promise.all([
      // Only what pricing and the stock check read (not the search columns, a large tsvector among them).
      db
        .select({
          id: products.id,
          storeId: products.storeId,
          nameEn: products.nameEn,
          nameSo: products.nameSo,
          sellingPrice: products.sellingPrice,
          stock: products.stock,
          unlimitedStock: products.unlimitedStock,
          hasVariant: products.hasVariant,
          saleable: products.saleable,
          image: products.image,
        })
        .from(products)
        .where(inArray(products.id, ids)),
      db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
      db
        .select({ group: choiceGroups, item: getTableColumns(choiceItems) })
        .from(choiceGroups)
        .leftJoin(choiceItems, eq(choiceItems.groupId, choiceGroups.id))
        .where(inArray(choiceGroups.productId, ids))
        .orderBy(asc(choiceGroups.sort), asc(choiceGroups.id), asc(choiceItems.id)),
    ]);
    const groupRows: (typeof choiceGroups.$inferSelect)[] = [];
    const itemRows: (typeof choiceItems.$inferSelect)[] = [];
    for (const { group, item } of groupItemRows) {
      if (groupRows.at(-1)?.id !== group.id) groupRows.push(group);
      if (item) itemRows.push(item);
    }
    return {
      products: new Map(productRows.map((p) => [p.id, p])),
      variants: new Map(variantRows.map((v) => [v.id, v])),
      groups: new Map(groupRows.map((g) => [g.id, g])),
      items: new Map(itemRows.map((i) => [i.id, i])),
      groupsByProduct: groupBy(groupRows, (g) => g.productId),
    };
  }

  async verifyQuantity(
    storeId: number,
    items: { product_id: number; variant_id?: number | null | undefined; quantity: number }[],
  ) {
    await this.store(storeId);
    const catalog = await this.catalog(
      this.db,
      items.map((i) => i.product_id),
    );
    const demand = stockDemand(
      items.map((i) => ({ productId: i.product_id, variantId: i.variant_id ?? null, quantity: i.quantity })),
    );
    const shortfalls = demand.flatMap((line) => {
      const product = catalog.products.get(line.productId);
      if (!product || product.storeId !== storeId || !product.saleable) {
        return [{ product_id: line.productId, variant_id: line.variantId, available: 0 }];
      }
      if (product.unlimitedStock) return [];
      const variant = line.variantId ? catalog.variants.get(line.variantId) : undefined;
      if (line.variantId && variant?.productId !== product.id) {
        return [{ product_id: line.productId, variant_id: line.variantId, available: 0 }];
      }
      const available = variant ? variant.stock : product.stock;
      return available >= line.quantity
        ? []
        : [{ product_id: line.productId, variant_id: line.variantId, available }];
    });
    if (shortfalls.length) throw stockConflict(shortfalls);
    return { available: true as const };
  }

  async placeOrder(ctx: PlaceOrderContext): Promise<{ status: number; order: Order }> {
    if (!ctx.idempotencyKey) return this.createOrder(ctx, undefined);
    const scope = `place-order:${ctx.storeId}`;
    const idempotency = { scope, key: ctx.idempotencyKey, fingerprint: requestFingerprint(scope, ctx.body) };
    const answer = await storedAnswer(this.db, scope, idempotency.key, idempotency.fingerprint);
    if (answer) return this.replay(answer);
    try {
      return await this.createOrder(ctx, idempotency);
    } catch (error) {
      // A retry checked while the original was still running (its stock not yet taken, say) is refused only if
      // the original did not commit meanwhile: if it did, its order is the answer.
      if (!(error instanceof HttpError)) throw error;
      const late = await storedAnswer(this.db, scope, idempotency.key, idempotency.fingerprint).catch(() => {
        throw error;
      });
      if (late) return this.replay(late);
      throw error;
    }
  }

  /** The first request's answer again, with the order as it is now. */
  private async replay(answer: StoredAnswer): Promise<{ status: number; order: Order }> {
    const replayed = answer.body as Order;
    const current = await this.repository.byNumber(replayed.order_number, 'private');
    return { status: answer.status, order: current ? stripInternal(current) : replayed };
  }

  private async createOrder(
    ctx: PlaceOrderContext,
    idempotency: { scope: string; key: string; fingerprint: string } | undefined,
  ): Promise<{ status: number; order: Order }> {
    const { body, lang } = ctx;
    // The store and the chosen branch, if it is one of the store's, in one query.
    const [found] = await this.db
      .select({ store: stores, branchId: branches.id })
      .from(stores)
      .leftJoin(branches, and(eq(branches.id, body.branch_id), eq(branches.storeId, stores.id)))
      .where(eq(stores.id, ctx.storeId))
      .limit(1);
    if (!found) throw notFound();
    const { store } = found;
    if (!store.isOpen) throw new HttpError(409, 'storeClosed');
    const branch = found.branchId === null ? undefined : { id: found.branchId };
    if (!branch) throw new HttpError(422, 'branchMismatch', {}, { branch_id: ['branchMismatch'] });

    const methodAvailable = { dine_in: store.dineIn, pickup: store.pickup, delivery: store.delivery };
    if (!methodAvailable[body.delivery_method]) throw new HttpError(422, 'deliveryUnavailable');
    if (body.delivery_method === 'delivery' && !body.address) {
      throw new HttpError(422, 'addressRequired', {}, { address: ['addressRequired'] });
    }
    if (body.payment_method === 'paypal' && !this.paypal) throw new HttpError(422, 'paymentUnavailable');

    const catalog = await this.catalog(
      this.db,
      body.items.map((i) => i.product_id),
    );
    const lines = priceLines(body.items, store.id, catalog, lang);
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    if (subtotal < store.minOrderAmount) {
      const amount = `${store.currency} ${fromMinor(store.minOrderAmount).toFixed(2)}`;
      throw new HttpError(422, 'minimumOrderAmount', { amount }, { minimum: [amount] });
    }
    const deliveryFee = body.delivery_method === 'delivery' ? store.deliveryFee : 0;

    // Too little stock by what was just read: refuse without a transaction. Once a product sells out, a rush of
    // late buyers costs one read each instead of a queue of transactions for a locked row.
    const shortfalls = stockDemand(lines.filter((line) => !line.unlimited)).flatMap((line) => {
      const available = line.variantId
        ? (catalog.variants.get(line.variantId)?.stock ?? 0)
        : (catalog.products.get(line.productId)?.stock ?? 0);
      return available >= line.quantity
        ? []
        : [{ product_id: line.productId, variant_id: line.variantId, available }];
    });
    if (shortfalls.length) throw stockConflict(shortfalls);

    type Placed =
      | { replay: StoredAnswer }
      | {
          orderId: number;
          orderNumber: string;
          written: {
            order: typeof orders.$inferSelect;
            items: (typeof orderItems.$inferSelect)[];
            history: (typeof orderStatusHistory.$inferSelect)[];
          };
        };
    const placed = await this.db.transaction(async (tx): Promise<Placed> => {
      if (idempotency) {
        // A retry racing the original is refused here (409); one arriving just after it committed replays it.
        await holdKey(tx, idempotency.scope, idempotency.key);
        const answer = await storedAnswer(tx, idempotency.scope, idempotency.key, idempotency.fingerprint);
        if (answer) return { replay: answer };
      }
      const inserted = await this.insertOrder(tx, {
        storeId: store.id,
        branchId: branch.id,
        userId: ctx.userId,
        body,
        subtotal,
        deliveryFee,
        currency: store.currency,
      });
      const items = await tx
        .insert(orderItems)
        .values(
          lines.map((line) => ({
            orderId: inserted.id,
            productId: line.productId,
            variantId: line.variantId,
            name: line.name,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            optionPrice: line.optionPrice,
            addonPrice: line.addonPrice,
            total: line.total,
            options: line.options,
            addons: line.addons,
          })),
        )
        .returning();
      const history = await tx
        .insert(orderStatusHistory)
        .values({ orderId: inserted.id, status: 'sent', byUserId: ctx.userId })
        .returning();
      // Stock is taken last, so its row locks are held only for the moment until commit.
      await this.takeStock(tx, lines);
      if (idempotency) {
        // The answer is recorded with the order: either both exist or neither does.
        await recordAnswer(tx, idempotency.scope, idempotency.key, idempotency.fingerprint, {
          status: 201,
          body: { order_number: inserted.orderNumber },
          orderId: inserted.id,
        });
      }
      return {
        orderId: inserted.id,
        orderNumber: inserted.orderNumber,
        written: { order: inserted, items, history },
      };
    });
    if ('replay' in placed) return this.replay(placed.replay);
    const { orderId, orderNumber } = placed;
    // Cached listings of the store show the stock just taken: dropped here and in every other API process.
    if (lines.some((line) => !line.unlimited)) await catalogChanged(this.bus, store.id);

    if (body.payment_method === 'paypal') await this.startPayPal(orderId, orderNumber).catch(() => {});
    if (ctx.userId && body.address_id) {
      // Only the caller's own address is touched; another user's id simply matches nothing.
      await this.db
        .update(addresses)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, ctx.userId)));
    }
    // The order as just written, without reading it back; a PayPal order has changed since (its approval link).
    const order =
      body.payment_method === 'paypal'
        ? await this.repository.byNumber(orderNumber, 'private')
        : this.repository.toOrder(
            placed.written.order,
            store,
            placed.written.items.map((item) => ({
              item,
              image: catalog.products.get(item.productId)?.image ?? '',
            })),
            placed.written.history,
            'private',
          );
    if (!order) throw new Error(`Order ${orderNumber} vanished after commit`);
    await this.publishStatus(orderNumber, 'sent', order.status_history[0]?.at ?? new Date().toISOString());
    await this.bus
      .publish({ event: 'store.order', channel: `store.${store.id}`, data: { order_number: orderNumber } })
      .catch(() => {});
    return { status: 201, order: stripInternal(order) };
  }

  /**
   * Takes stock with conditional updates, in a fixed order of rows: an update that finds too little stock
   * changes nothing and the whole order rolls back. Isolation levels alone are not trusted for this.
   */
  private async takeStock(tx: Tx, lines: ReturnType<typeof priceLines>) {
    const limited = stockDemand(lines.filter((line) => !line.unlimited));
    const shortfalls: { product_id: number; variant_id: number | null; available: number }[] = [];
    for (const line of limited) {
      if (line.variantId) {
        const updated = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
          .returning({ id: productVariants.id });
        if (!updated.length) {
          const [row] = await tx
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(eq(productVariants.id, line.variantId));
          shortfalls.push({
            product_id: line.productId,
            variant_id: line.variantId,
            available: row?.stock ?? 0,
          });
          continue;
        }
        // A product with variants shows the sum of its variants' stock.
        await tx
          .update(products)
          .set({
            stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${line.productId})`,
          })
          .where(eq(products.id, line.productId));
      } else {
        const updated = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
        if (!updated.length) {
          const [row] = await tx
            .select({ stock: products.stock })
            .from(products)
            .where(eq(products.id, line.productId));
          shortfalls.push({ product_id: line.productId, variant_id: null, available: row?.stock ?? 0 });
        }
      }
    }
    if (shortfalls.length) throw stockConflict(shortfalls);
  }

  private async insertOrder(
    tx: Tx,
    o: {
      storeId: number;
      branchId: number;
      userId: number | null;
      body: PlaceOrderRequest;
      subtotal: number;
      deliveryFee: number;
      currency: string;
    },
  ) {
    const address = o.body.delivery_method === 'delivery' ? o.body.address : undefined;
    // 40 random bits: a clash is rare, and then the next number is tried.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [row] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          storeId: o.storeId,
          branchId: o.branchId,
          userId: o.userId,
          deliveryMethod: o.body.delivery_method,
          paymentMethod: o.body.payment_method,
          customerName: o.body.customer.name,
          customerPhone: o.body.customer.phone,
          customerEmail: o.body.customer.email || null,
          addressLine: address?.line ?? null,
          addressLat: address?.lat ?? null,
          addressLng: address?.lng ?? null,
          addressNotes: address?.notes ?? null,
          notes: o.body.notes ?? null,
          subtotal: o.subtotal,
          deliveryFee: o.deliveryFee,
          total: o.subtotal + o.deliveryFee,
          currency: o.currency,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning();
      if (row) return row;
    }
    throw new Error('Could not find a free order number');
  }

  private async startPayPal(orderId: number, orderNumber: string) {
    if (!this.paypal) return;
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return;
    const returnTo = `${this.options.publicUrl}/paypal?order-number=${encodeURIComponent(orderNumber)}`;
    const created = await this.paypal.createOrder({
      reference: orderNumber,
      amount: fromMinor(row.total),
      currency: row.currency,
      returnUrl: returnTo,
      cancelUrl: `${returnTo}&cancelled=1`,
    });
    await this.db
      .update(orders)
      .set({ paymentReference: created.id, paymentApproveUrl: created.approveUrl, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  }

  /** Creates the PayPal payment again when the first attempt failed or expired. */
  async retryPayPal(orderNumber: string) {
    const order = await this.requireOrder(orderNumber);
    if (order.paymentMethod !== 'paypal' || order.paymentStatus !== 'pending')
      throw new HttpError(409, 'paymentFailed');
    await this.startPayPal(order.id, orderNumber);
  }

  /**
   * Captures an approved PayPal payment. The order is marked paid only when PayPal reports the capture complete
   * for the order's exact amount and currency.
   */
  async capturePayPal(orderNumber: string): Promise<void> {
    const order = await this.requireOrder(orderNumber);
    if (order.paymentMethod !== 'paypal') throw new HttpError(409, 'paymentFailed');
    if (order.paymentStatus === 'paid') return;
    if (!this.paypal || !order.paymentReference) throw new HttpError(409, 'paymentFailed');
    const capture = await this.paypal.captureOrder(order.paymentReference).catch((error: unknown) => {
      // PayPal refusing (not approved, declined) is the shopper's to fix; PayPal unreachable is worth a retry.
      if (error instanceof PayPalError && error.status < 500) throw new HttpError(402, 'paymentFailed');
      throw new HttpError(503, 'unavailable');
    });
    const expected = fromMinor(order.total).toFixed(2);
    if (
      capture.status !== 'COMPLETED' ||
      capture.amount !== expected ||
      capture.currency !== order.currency
    ) {
      throw new HttpError(402, 'paymentFailed');
    }
    await this.db
      .update(orders)
      .set({ paymentStatus: 'paid', paymentApproveUrl: null, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending')));
  }

  private async requireOrder(orderNumber: string) {
    const [order] = await this.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
    if (!order) throw notFound();
    return order;
  }

  /**
   * Moves an order forward (never back). Cancelling is allowed until the order is on its way, and puts the stock
   * back. Returns the new status.
   */
  async advance(orderNumber: string, storeId: number, next: OrderStatus, byUserId: number) {
    const { status, at } = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.storeId, storeId)))
        .for('update');
      if (!order) throw notFound();
      const from = ORDER_STATUSES.indexOf(order.status as (typeof ORDER_STATUSES)[number]);
      if (next === 'cancelled') {
        if (order.status === 'cancelled' || from >= ORDER_STATUSES.indexOf('on_the_way')) {
          throw new HttpError(409, 'statusNotForward');
        }
        await this.restock(tx, order.id);
      } else if (order.status === 'cancelled' || ORDER_STATUSES.indexOf(next) <= from) {
        throw new HttpError(409, 'statusNotForward');
      }
      const now = new Date();
      await tx.update(orders).set({ status: next, updatedAt: now }).where(eq(orders.id, order.id));
      await tx.insert(orderStatusHistory).values({ orderId: order.id, status: next, at: now, byUserId });
      return { status: next, at: now.toISOString() };
    });
    // Cancelling put the stock back.
    if (status === 'cancelled') await catalogChanged(this.bus, storeId);
    await this.publishStatus(orderNumber, status, at);
    // The store's other staff devices move the card too, without waiting for their next poll.
    await this.bus
      .publish({
        event: 'store.order',
        channel: `store.${storeId}`,
        data: { order_number: orderNumber, status },
      })
      .catch(() => {});
    return status;
  }

  private async restock(tx: Tx, orderId: number) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const productRows = await tx
      .select({ id: products.id, unlimited: products.unlimitedStock })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      );
    const unlimited = new Set(productRows.filter((p) => p.unlimited).map((p) => p.id));
    for (const line of stockDemand(lines.filter((l) => !unlimited.has(l.productId)))) {
      if (line.variantId) {
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
          .where(eq(productVariants.id, line.variantId));
        await tx
          .update(products)
          .set({
            stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${line.productId})`,
          })
          .where(eq(products.id, line.productId));
      } else {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
    }
  }

  /** Staff confirm a cash or bank-transfer payment they received. PayPal is only ever paid by its capture. */
  async confirmPayment(orderNumber: string, storeId: number) {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.storeId, storeId)));
    if (!order) throw notFound();
    if (order.paymentMethod === 'paypal') throw new HttpError(409, 'paymentUnavailable');
    await this.db
      .update(orders)
      .set({ paymentStatus: 'paid', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  }

  private async publishStatus(orderNumber: string, status: OrderStatus, at: string) {
    await this.bus
      .publish({
        event: 'order.status',
        channel: `order.${orderNumber}`,
        data: { order_number: orderNumber, status, at },
      })
      .catch(() => {});
  }
}

/** Drops the internal ids the repository carries for authorization. */
export function stripInternal(
  order: Order & { id?: number; userId?: number | null; storeId?: number },
): Order {
  const { id: _id, userId: _userId, storeId: _storeId, ...rest } = order;
  return rest;
}
