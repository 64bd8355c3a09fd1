/**
 * Reading orders for the routes, with the rule of who sees what: anyone with an order's number sees the public view
 * (no phone, no address); the customer who placed it, the staff of its store and admins also see contact and
 * address.
 */
import type { Language } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { notFound } from '../../lib/domain-error';
import type { OrderRepository } from './order-repository';
import { NO_COURIERS, type CourierPort } from './courier-port';
import { stripInternal, type OrderView, type OrderWithOwner } from './order-view';

/** Who is asking: the signed-in caller, or undefined for anyone. */
export interface Viewer {
  id: number;
  role: string;
  storeId: number | null;
}

type Page = { page: number; perPage: number };

export class OrderQueryService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly couriers: Pick<CourierPort, 'couriersOf'> = NO_COURIERS,
  ) {}

  /** Adds the Suuq captain carrying each order (and, for its own viewer, the handover code). */
  private async withCouriers<T extends Order>(
    found: { order: OrderWithOwner; view: T }[],
    ownViewer: boolean,
  ): Promise<T[]> {
    const delivering = found.filter(({ order }) => order.delivery_method === 'delivery');
    const couriers =
      delivering.length > 0
        ? await this.couriers.couriersOf(delivering.map(({ order }) => order.id))
        : undefined;
    return found.map(({ order, view }) => {
      const info = couriers?.get(order.id);
      if (!info) return view;
      return {
        ...view,
        courier: info.courier,
        courier_eta_minutes: info.courier?.minutes_away ?? view.courier_eta_minutes ?? null,
        ...(ownViewer && { handover_code: info.handoverCode }),
      };
    });
  }

  /**
   * An order as the caller may see it; 404 when there is none. `placer`: the caller holds the order's key, given to
   * whoever placed it, so a guest's own phone sees what a signed-in owner sees.
   */
  async track(
    orderNumber: string,
    viewer: Viewer | undefined,
    lang?: Language,
    placer = false,
  ): Promise<Order> {
    const found = await this.orders.byNumber(orderNumber, 'private', undefined, lang);
    if (!found) throw notFound();
    const signedInOwner = viewer !== undefined && found.userId !== null && found.userId === viewer.id;
    const owner = placer || signedInOwner;
    const maySee =
      owner ||
      (viewer !== undefined &&
        ((viewer.role === 'staff' && viewer.storeId === found.storeId) || viewer.role === 'admin'));
    const [view] = await this.withCouriers([{ order: found, view: stripInternal(found) }], owner);
    if (!view) throw notFound();
    // The wallet's number (masked) only for the order's owner.
    if (!owner) delete view.payer_phone;
    if (!maySee) {
      delete view.customer;
      delete view.courier;
      delete view.address;
      delete view.notes;
      delete view.refund_due;
      delete view.refund_by_hand;
    }
    // Its receipt only for the order's owner and its store's staff.
    const mayReadReceipt =
      signedInOwner || (viewer !== undefined && viewer.role === 'staff' && viewer.storeId === found.storeId);
    if (!mayReadReceipt) delete view.receipt_url;
    return view;
  }

  /** An order in the given view, for a route that already checked the caller's right to it; 404 when none. */
  async view(orderNumber: string, view: OrderView, lang?: Language): Promise<Order> {
    const found = await this.orders.byNumber(orderNumber, view, undefined, lang);
    if (!found) throw notFound();
    const shown = withoutPayerPhone(stripInternal(found));
    if (view !== 'private') return shown;
    const [withCourier] = await this.withCouriers([{ order: found, view: shown }], false);
    return withCourier ?? shown;
  }

  async forUser(userId: number, page: Page, lang?: Language): Promise<{ orders: Order[]; total: number }> {
    const result = await this.orders.forUser(userId, page, lang);
    return { orders: result.orders.map(stripInternal), total: result.total };
  }

  async forStore(storeId: number, statuses: string[] | undefined, page: Page, lang?: Language) {
    const result = await this.orders.forStore(storeId, statuses, page, lang);
    const orders = await this.withCouriers(
      result.orders.map((order) => ({ order, view: withoutPayerPhone(stripInternal(order)) })),
      false,
    );
    return { orders, total: result.total };
  }
}

/** Staff and the public never see the wallet's number, even masked. */
function withoutPayerPhone(order: Order): Order {
  const { payer_phone: _payerPhone, ...rest } = order;
  return rest;
}
