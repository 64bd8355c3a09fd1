import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store';
import { mockApi, Reply } from '../../test/render';
import { anOrder, cartLine, nasiib } from '../../test/cart-fixtures';
import type { QueuedOrder } from './order-queue';
import { sendWith } from './order-queue-send';

const order: QueuedOrder = {
  key: '0123456789abcdef0123456789abcdef',
  storeId: 1,
  body: {
    branch_id: 11,
    delivery_method: 'delivery',
    payment_method: 'cash',
    customer: { name: 'Hodan Ali', phone: '061 234 5678' },
    address: { line: 'Hodan', lat: nasiib.lat, lng: nasiib.lng },
    items: [{ product_id: 17, variant_id: null, option_ids: [], addon_ids: [], quantity: 1 }],
  },
  cart: { items: [cartLine()], store: nasiib },
  queuedAt: 0,
  state: 'pending',
};

function answer(reply: () => unknown) {
  const keys: (string | null)[] = [];
  mockApi({
    'POST /v1/api/stores/1/placeOrder': (request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return reply();
    },
  });
  return { send: sendWith(makeStore()), keys };
}

describe('sending a queued order', () => {
  it('sends the order’s own Idempotency-Key and body, and settles on the order', async () => {
    const { send, keys } = answer(() => new Reply(201, { data: anOrder() }));
    expect(await send(order)).toEqual({ kind: 'placed', orderNumber: 'K7QX-3M9D' });
    expect(keys).toEqual([order.key]);
  });

  it.each<[string, () => unknown]>([
    ['no network', () => Promise.reject(new Error('offline'))],
    ['a server error', () => new Reply(500, { message: 'Something went wrong' })],
    ['a gateway with no answer', () => new Reply(503, { message: 'Unavailable' })],
    ['too many requests', () => new Reply(429, { message: 'Too many requests' })],
    [
      'the same key still being placed',
      () => new Reply(409, { message: 'This order is still being placed' }),
    ],
  ])('tries again after %s: that order may still be made', async (_, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send } = answer(reply);
    expect(await send(order)).toEqual({ kind: 'retry' });
  });

  it.each<[string, Reply, Partial<{ message: string; fields: string[] }>]>([
    [
      'a validation refusal',
      new Reply(422, {
        message: 'Select minimum order amount to proceed! USD 5.00',
        errors: { minimum: ['USD 5.00'] },
      }),
      { message: 'Select minimum order amount to proceed! USD 5.00', fields: ['minimum'] },
    ],
    ['an unknown store', new Reply(404, { message: 'Store not found' }), { message: 'Store not found' }],
    [
      'a closed store',
      new Reply(403, { message: 'The store is closed' }),
      { message: 'The store is closed' },
    ],
  ])('settles on %s: no order was made, so it is final', async (_, reply, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send } = answer(() => reply);
    expect(await send(order)).toMatchObject({ kind: 'refused', ...expected });
  });

  it('settles on a stock shortfall with the short lines', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send } = answer(
      () =>
        new Reply(409, {
          message: 'The selected quantity is greater than available quantity',
          errors: { items: [{ product_id: 17, variant_id: null, available: 0 }] },
        }),
    );
    expect(await send(order)).toEqual({
      kind: 'refused',
      message: 'The selected quantity is greater than available quantity',
      shortfalls: [{ product_id: 17, variant_id: null, available: 0 }],
      fields: ['items'],
    });
  });
});
