import { describe, expect, it } from 'vitest';
import { mayCancelOrder, mayMoveOrder, nextOrderStatus } from './order-status';

describe('order status moves', () => {
  it('steps forward one status at a time and stops at delivered', () => {
    expect(nextOrderStatus('sent')).toBe('accepted');
    expect(nextOrderStatus('on_the_way')).toBe('delivered');
    expect(nextOrderStatus('delivered')).toBeUndefined();
    expect(nextOrderStatus('cancelled')).toBeUndefined();
  });

  it('allows cancelling only before the order is on its way', () => {
    expect(mayCancelOrder('sent')).toBe(true);
    expect(mayCancelOrder('ready')).toBe(true);
    expect(mayCancelOrder('on_the_way')).toBe(false);
    expect(mayCancelOrder('delivered')).toBe(false);
    expect(mayCancelOrder('cancelled')).toBe(false);
  });

  it('moves forward (skipping is allowed), never back and never out of cancelled', () => {
    expect(mayMoveOrder('sent', 'ready')).toBe(true);
    expect(mayMoveOrder('ready', 'accepted')).toBe(false);
    expect(mayMoveOrder('ready', 'ready')).toBe(false);
    expect(mayMoveOrder('cancelled', 'delivered')).toBe(false);
    expect(mayMoveOrder('accepted', 'cancelled')).toBe(true);
  });
});
