import { describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import en from './locales/en.json';
import so from './locales/so.json';
import { etaLine } from './order-eta';

/** The words as the page says them, from the feature's own locale files. */
const words =
  (table: Record<string, string>) =>
  (key: string, params: Record<string, string | number> = {}) =>
    table[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
const t = words(en) as unknown as Parameters<typeof etaLine>[2];
const tSo = words(so) as unknown as Parameters<typeof etaLine>[2];

const placed: Partial<Order> = {
  status: 'accepted',
  delivery_method: 'delivery',
  scheduled_for: null,
  created_at: '2026-11-29T11:00:00.000Z',
  estimated_ready_at: '2026-11-29T14:20:00+03:00',
  estimated_delivery_at: '2026-11-29T14:35:00+03:00',
  courier_eta_minutes: null,
};
const order = (change: Partial<Order> = {}) => ({ ...placed, ...change }) as Order;
// 14:23 at the store (UTC+3).
const now = new Date('2026-11-29T11:23:00Z');

describe('the tracking page’s time line', () => {
  it('counts down to the promised time on the store’s clock', () => {
    expect(etaLine(order(), now, t)).toBe('Arrives in about 12 min');
    expect(etaLine(order(), now, tSo)).toBe('Wuxuu imanayaa qiyaastii 12 daqiiqo gudahood');
  });

  it('follows the Suuq courier’s minutes away once one carries the order, even past the promise', () => {
    const late = new Date('2026-11-29T11:50:00Z');
    const carried = order({ status: 'on_the_way', courier_eta_minutes: 7 });
    expect(etaLine(carried, late, t)).toBe('Arrives in about 7 min');
    expect(etaLine(carried, late, tSo)).toBe('Wuxuu imanayaa qiyaastii 7 daqiiqo gudahood');
  });

  it('says only the promised time once it has passed, and claims nobody was told', () => {
    const late = new Date('2026-11-29T11:50:00Z');
    expect(etaLine(order({ status: 'on_the_way' }), late, t)).toBe('Expected by 14:35');
    expect(etaLine(order({ status: 'on_the_way' }), late, tSo)).toBe('Waxaa la filayaa ugu dambayn 14:35');
    expect(etaLine(order(), late, t)).not.toMatch(/told|late/i);
  });

  it('says it arrived once delivered, and nothing for a cancelled order or one for later', () => {
    expect(etaLine(order({ status: 'delivered' }), now, t)).toBe('Arrived');
    expect(etaLine(order({ status: 'cancelled' }), now, t)).toBeUndefined();
    expect(etaLine(order({ scheduled_for: '2026-11-30T10:00:00+03:00' }), now, t)).toBeUndefined();
    // An order placed before estimates existed has none.
    expect(etaLine(order({ estimated_delivery_at: null }), now, t)).toBeUndefined();
  });

  it('counts pickup down to ready, then says it is ready', () => {
    const pickup = (change: Partial<Order> = {}) =>
      order({ delivery_method: 'pickup', estimated_delivery_at: null, ...change });
    const early = new Date('2026-11-29T11:05:00Z');
    expect(etaLine(pickup(), early, t)).toBe('Ready in about 15 min');
    expect(etaLine(pickup(), now, t)).toBe('Expected ready by 14:20');
    expect(etaLine(pickup({ status: 'ready' }), now, t)).toBe('Your order is ready');
    expect(etaLine(pickup({ status: 'ready' }), now, tSo)).toBe('Dalabkaagu waa diyaar');
  });
});
