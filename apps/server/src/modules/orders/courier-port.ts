/**
 * What the orders module asks of whoever carries delivery orders (Suuq's captains, the dispatch module): told of
 * every status staff set, inside that transaction, so a delivery is offered exactly when an order starts being
 * prepared and ended when it is cancelled; and who carries an order, for its answer. Orders import nothing of
 * dispatch: `app.ts` hands an implementation in (decision 027).
 */
import type { OrderCourier } from '@suuq/shared/dispatch';
import type { OrderStatus } from '@suuq/shared/order-status';
import type { orders } from '../../db/schema';
import type { Tx } from '../../db/tx';

export type CourierOrderRow = typeof orders.$inferSelect;

export interface CourierInfo {
  courier: OrderCourier | null;
  /** The handover code, for the order's own viewer only; null when no captain is bringing it. */
  handoverCode: string | null;
}

export interface CourierPort {
  /**
   * Staff move `order` (locked, as it was) to `next`, inside their transaction: refuses the move by throwing (a
   * captain carries it), and answers what to publish once the move is committed.
   */
  orderMoving(
    order: CourierOrderRow,
    next: OrderStatus,
    byUserId: number,
    tx: Tx,
  ): Promise<() => Promise<void>>;
  /** Who carries each of these orders, by order id; orders no captain carries are absent. */
  couriersOf(orderIds: number[]): Promise<Map<number, CourierInfo>>;
}

/** Orders carried by no one the platform knows (the default when no dispatch is wired in). */
export const NO_COURIERS: CourierPort = {
  orderMoving: async () => async () => {},
  couriersOf: async () => new Map(),
};
