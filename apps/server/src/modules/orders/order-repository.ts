/**
 * Reads orders as the contract shapes them: the order rows, then their items and status history, each in one
 * query for any number of orders. The public view (tracking by number) carries no phone number or address.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { fromMinor } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders, products, stores } from '../../db/schema';
import { groupBy } from '../../lib/group-by';

export type OrderView = 'public' | 'private';

export interface BankDetails {
  bank: string;
  accountName: string;
  accountNumber: string;
}

/** A chosen option or addon as kept on an order line: a snapshot, so later menu changes do not rewrite history. */
export interface ChosenSnapshot {
  id: number;
  group: string;
  item: string;
  /** Minor units. */
  price: number;
}

export class OrderRepository {
  constructor(
    private readonly db: Db,
    private readonly bank: BankDetails,
  ) {}

  async byNumber(
    orderNumber: string,
    view: OrderView,
  ): Promise<(Order & { id: number; userId: number | null; storeId: number }) | undefined> {
    const [found] = await this.load(eq(orders.orderNumber, orderNumber), view, { limit: 1, offset: 0 });
    return found;
  }

  async page(where: SQL, view: OrderView, page: { page: number; perPage: number }) {
    const [list, [total]] = await Promise.all([
      this.load(where, view, { limit: page.perPage, offset: (page.page - 1) * page.perPage }),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { orders: list, total: total?.total ?? 0 };
  }

  async forUser(userId: number, page: { page: number; perPage: number }) {
    return this.page(eq(orders.userId, userId), 'private', page);
  }

  async forStore(storeId: number, statuses: string[] | undefined, page: { page: number; perPage: number }) {
    const where = statuses?.length
      ? and(
          eq(orders.storeId, storeId),
          inArray(orders.status, statuses as (typeof orders.status.enumValues)[number][]),
        )
      : eq(orders.storeId, storeId);
    return this.page(where ?? eq(orders.storeId, storeId), 'private', page);
  }

  private async load(where: SQL | undefined, view: OrderView, window: { limit: number; offset: number }) {
    const rows = await this.db
      .select({ order: orders, storeName: stores.name, storeSlug: stores.slug, storePhone: stores.phone })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(window.limit)
      .offset(window.offset);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.order.id);
    const [items, history] = await Promise.all([
      this.db
        .select({ item: orderItems, image: products.image })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
      this.db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    ]);
    const itemsByOrder = groupBy(items, (row) => row.item.orderId);
    const historyByOrder = groupBy(history, (row) => row.orderId);
    return rows.map(({ order, storeName, storeSlug, storePhone }) =>
      this.toOrder(
        order,
        { name: storeName, slug: storeSlug, phone: storePhone },
        itemsByOrder.get(order.id) ?? [],
        historyByOrder.get(order.id) ?? [],
        view,
      ),
    );
  }

  /** An order as the API shows it, from its rows (as read, or as just written). */
  toOrder(
    order: typeof orders.$inferSelect,
    store: Pick<typeof stores.$inferSelect, 'name' | 'slug' | 'phone'>,
    items: { item: typeof orderItems.$inferSelect; image: string }[],
    history: (typeof orderStatusHistory.$inferSelect)[],
    view: OrderView,
  ): Order & { id: number; userId: number | null; storeId: number } {
    const snapshot = (chosen: unknown) =>
      (chosen as ChosenSnapshot[]).map((c) => ({
        id: c.id,
        group: c.group,
        item: c.item,
        price: fromMinor(c.price),
      }));
    const owed = order.paymentStatus === 'pending';
    const result: Order & { id: number; userId: number | null; storeId: number } = {
      id: order.id,
      userId: order.userId,
      storeId: order.storeId,
      order_number: order.orderNumber,
      status: order.status,
      status_history: history.map((h) => ({
        status: h.status as Order['status'],
        at: h.at.toISOString(),
      })),
      store: { id: order.storeId, name: store.name, slug: store.slug, phone: store.phone },
      items: items.map(({ item, image }) => ({
        product_id: item.productId,
        variant_id: item.variantId,
        name: item.name,
        image,
        quantity: item.quantity,
        unit_price: fromMinor(item.unitPrice),
        option_price: fromMinor(item.optionPrice),
        addon_price: fromMinor(item.addonPrice),
        total: fromMinor(item.total),
        options: snapshot(item.options),
        addons: snapshot(item.addons),
      })),
      subtotal: fromMinor(order.subtotal),
      delivery_fee: fromMinor(order.deliveryFee),
      total: fromMinor(order.total),
      currency: order.currency,
      delivery_method: order.deliveryMethod,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      created_at: order.createdAt.toISOString(),
      bank_details:
        order.paymentMethod === 'bank_transfer' && owed
          ? {
              bank: this.bank.bank,
              account_name: this.bank.accountName,
              account_number: this.bank.accountNumber,
              reference: order.orderNumber,
            }
          : null,
      approve_url: order.paymentMethod === 'paypal' && owed ? order.paymentApproveUrl : null,
    };
    if (view === 'private') {
      result.customer = {
        name: order.customerName,
        phone: order.customerPhone,
        email: order.customerEmail,
      };
      result.address =
        order.addressLine !== null
          ? {
              line: order.addressLine,
              lat: order.addressLat,
              lng: order.addressLng,
              notes: order.addressNotes,
            }
          : null;
    }
    return result;
  }
}
