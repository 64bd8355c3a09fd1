/**
 * Reading orders for the routes, with the rule of who sees what: anyone with an order's number sees the public view
 * (no phone, no address); the customer who placed it, the staff of its store and admins also see contact and
 * address.
 */
import type { Order } from '@suuq/shared/orders';
import { notFound } from '../../lib/http-error';
import type { OrderRepository } from './order-repository';
import { stripInternal, type OrderView } from './order-view';

/** Who is asking: the signed-in caller, or undefined for anyone. */
export interface Viewer {
  id: number;
  role: string;
  storeId: number | null;
}

type Page = { page: number; perPage: number };

export class OrderQueryService {
  constructor(private readonly orders: OrderRepository) {}

  /** An order as the caller may see it; 404 when there is none. */
  async track(orderNumber: string, viewer: Viewer | undefined): Promise<Order> {
    const found = await this.orders.byNumber(orderNumber, 'private');
    if (!found) throw notFound();
    const maySee =
      viewer !== undefined &&
      ((found.userId !== null && found.userId === viewer.id) ||
        (viewer.role === 'staff' && viewer.storeId === found.storeId) ||
        viewer.role === 'admin');
    const view = stripInternal(found);
    if (!maySee) {
      delete view.customer;
      delete view.address;
    }
    return view;
  }

  /** An order in the given view, for a route that already checked the caller's right to it; 404 when none. */
  async view(orderNumber: string, view: OrderView): Promise<Order> {
    const found = await this.orders.byNumber(orderNumber, view);
    if (!found) throw notFound();
    return stripInternal(found);
  }

  async forUser(userId: number, page: Page): Promise<{ orders: Order[]; total: number }> {
    const result = await this.orders.forUser(userId, page);
    return { orders: result.orders.map(stripInternal), total: result.total };
  }

  async forStore(storeId: number, statuses: string[] | undefined, page: Page) {
    const result = await this.orders.forStore(storeId, statuses, page);
    return { orders: result.orders.map(stripInternal), total: result.total };
  }
}
