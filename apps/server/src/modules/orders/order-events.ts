/**
 * What the orders module tells the live channels after a change commits: an order's status to its tracking page,
 * a store's new or moved order to its staff devices, and (as every store change does) a store opening or closing
 * and a change of what the catalog shows (stock). An event that cannot be published is logged; the change stands.
 */
import type { OrderStatus } from '@suuq/shared/order-status';
import type { Order } from '@suuq/shared/orders';
import { StoreEvents } from '../../lib/store-events';

export class OrderEvents extends StoreEvents {
  /** The order's tracking page follows its status. */
  async statusChanged(orderNumber: string, status: OrderStatus, at: string): Promise<void> {
    await this.publish({
      event: 'order.status',
      channel: `order.${orderNumber}`,
      data: { order_number: orderNumber, status, at },
    });
  }

  /** The tracking page follows the payment too (a receipt sent, confirmed or rejected), beside the status. */
  async paymentChanged(
    orderNumber: string,
    status: OrderStatus,
    paymentStatus: Order['payment_status'],
  ): Promise<void> {
    await this.publish({
      event: 'order.status',
      channel: `order.${orderNumber}`,
      data: {
        order_number: orderNumber,
        status,
        at: new Date().toISOString(),
        payment_status: paymentStatus,
      },
    });
  }

  /** The store's staff devices show a new order, or move its card, without waiting for their next poll. */
  async storeOrder(storeId: number, orderNumber: string, status?: OrderStatus): Promise<void> {
    await this.publish({
      event: 'store.order',
      channel: `store.${storeId}`,
      data: status ? { order_number: orderNumber, status } : { order_number: orderNumber },
    });
  }
}
