/**
 * The statuses an order moves through and the moves staff may make: one source for the server's rules and the
 * staff board's buttons. An order only moves forward; it may be cancelled until it is on its way.
 */

/** The forward path of an order, in order. */
export const ORDER_STATUSES = ['sent', 'accepted', 'processing', 'ready', 'on_the_way', 'delivered'] as const;
/** Every status an order can have: the forward path, and cancelled beside it. */
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];

/** The first status from which an order can no longer be cancelled. */
const LAST_CANCELLABLE_BEFORE: OrderStatus = 'on_the_way';

function forwardIndex(status: OrderStatus): number {
  return (ORDER_STATUSES as readonly string[]).indexOf(status);
}

/** The next status on the forward path, or undefined when the order is delivered or cancelled. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | undefined {
  const index = forwardIndex(status);
  return index >= 0 ? ORDER_STATUSES[index + 1] : undefined;
}

/** Whether an order in this status may still be cancelled (before it is on its way). */
export function mayCancelOrder(status: OrderStatus): boolean {
  const index = forwardIndex(status);
  return index >= 0 && index < forwardIndex(LAST_CANCELLABLE_BEFORE);
}

/**
 * Whether staff may move an order from one status to another: forward to any later status (skipping is allowed),
 * or to cancelled while it may still be cancelled. Never back, never out of cancelled.
 */
export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return mayCancelOrder(from);
  const fromIndex = forwardIndex(from);
  return fromIndex >= 0 && forwardIndex(to) > fromIndex;
}
