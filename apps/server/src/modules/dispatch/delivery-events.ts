/**
 * What dispatch tells the live channels after a change commits: captains near a delivery hear it offered or taken
 * on their own channel (`captain.{id}`), the carrying captain hears it assigned, taken back or cancelled, the order's
 * channel hears the courier's position (only while carrying) and that its courier changed, and the store's staff
 * hear a delivery waiting too long. An event that cannot be published is logged; the change stands.
 */
import type { DeliveryStatus } from '@suuq/shared/dispatch';
import type { OrderStatus } from '@suuq/shared/order-status';
import { StoreEvents } from '../../lib/store-events';

export class DeliveryEvents extends StoreEvents {
  async offered(captainIds: number[], deliveryId: number, at: Date): Promise<void> {
    for (const id of captainIds) {
      await this.publish({
        event: 'delivery.offered',
        channel: `captain.${id}`,
        data: { delivery_id: deliveryId, at: at.toISOString() },
      });
    }
  }

  async taken(captainIds: number[], deliveryId: number, at: Date): Promise<void> {
    for (const id of captainIds) {
      await this.publish({
        event: 'delivery.taken',
        channel: `captain.${id}`,
        data: { delivery_id: deliveryId, at: at.toISOString() },
      });
    }
  }

  /** The captain's own delivery changed without them (assigned to them, taken back, cancelled). */
  async toCaptain(captainId: number, deliveryId: number, status: DeliveryStatus, at: Date): Promise<void> {
    await this.publish({
      event: 'delivery.status',
      channel: `captain.${captainId}`,
      data: { delivery_id: deliveryId, status, at: at.toISOString() },
    });
  }

  async position(orderNumber: string, point: { lat: number; lng: number }, at: Date): Promise<void> {
    await this.publish({
      event: 'courier.position',
      channel: `order.${orderNumber}`,
      data: { lat: point.lat, lng: point.lng, at: at.toISOString() },
    });
  }

  /**
   * The order's tracking page and its store's board read the order again: its status moved, or its courier
   * changed (the status then is the one it has).
   */
  async orderChanged(storeId: number, orderNumber: string, status: OrderStatus, at: Date): Promise<void> {
    await this.publish({
      event: 'order.status',
      channel: `order.${orderNumber}`,
      data: { order_number: orderNumber, status, at: at.toISOString() },
    });
    await this.publish({
      event: 'store.order',
      channel: `store.${storeId}`,
      data: { order_number: orderNumber, status },
    });
  }

  async waiting(storeId: number, orderNumber: string, deliveryId: number, since: Date): Promise<void> {
    await this.publish({
      event: 'delivery.waiting',
      channel: `store.${storeId}`,
      data: { order_number: orderNumber, delivery_id: deliveryId, since: since.toISOString() },
    });
  }
}
