/**
 * The statuses an order moves through and the moves staff may make: one source for the server's rules and the
 * staff board's buttons. An order only moves forward; it may be cancelled until it is on its way.
 *
 * Each way of receiving an order has its own path. A delivery goes sent → accepted → processing → ready →
 * on_the_way → delivered. Pickup and dine-in never go on the way: the shopper comes to the store, so they go
 * from ready straight to `delivered`, which for them means collected (or served) and is labelled so
 * (`order-path.ts`). Keeping `delivered` as every order's end keeps every rule that reads it as the end
 * (containers, unpaid holds, order history, ordering again) true for pickup too.
 */
import type { DeliveryMethod } from './labels';

/** The forward path of a delivery, in order. */
export const ORDER_STATUSES = ['sent', 'accepted', 'processing', 'ready', 'on_the_way', 'delivered'] as const;
/** Every status an order can have: the forward path, and cancelled beside it. */
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];

/** The forward path of an order collected at the store or eaten there: never on the way. */
const AT_STORE_PATH = ORDER_STATUSES.filter((status) => status !== 'on_the_way');

/** The first status from which an order can no longer be cancelled. */
const LAST_CANCELLABLE_BEFORE: OrderStatus = 'on_the_way';

/** The statuses an order received this way passes through, in order (every path ends at `delivered`). */
export function orderPath(method: DeliveryMethod = 'delivery'): readonly OrderStatus[] {
  return method === 'delivery' ? ORDER_STATUSES : AT_STORE_PATH;
}

function forwardIndex(status: OrderStatus): number {
  return (ORDER_STATUSES as readonly string[]).indexOf(status);
}

/** The next status on the order's path, or undefined when the order is delivered or cancelled. */
export function nextOrderStatus(
  status: OrderStatus,
  method: DeliveryMethod = 'delivery',
): OrderStatus | undefined {
  const path = orderPath(method);
  const index = path.indexOf(status);
  return index >= 0 ? path[index + 1] : undefined;
}

/**
 * Whether an order in this status may still be cancelled: before it is on its way, and never once delivered
 * (or collected).
 */
export function mayCancelOrder(status: OrderStatus): boolean {
  const index = forwardIndex(status);
  return index >= 0 && index < forwardIndex(LAST_CANCELLABLE_BEFORE);
}

/**
 * Whether staff may move an order from one status to another: forward along its own path to any later status
 * (skipping is allowed), or to cancelled while it may still be cancelled. Never back, never out of cancelled,
 * never to a status that is not on its path (a pickup order is never on the way).
 */
export function mayMoveOrder(
  from: OrderStatus,
  to: OrderStatus,
  method: DeliveryMethod = 'delivery',
): boolean {
  if (to === 'cancelled') return mayCancelOrder(from);
  const path = orderPath(method);
  const fromIndex = path.indexOf(from);
  return fromIndex >= 0 && path.indexOf(to) > fromIndex;
}
