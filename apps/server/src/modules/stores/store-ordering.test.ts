/**
 * Staff setting how their store takes orders: ways of handing orders over, the flat delivery fee, the pin and the
 * payment methods. Checked field by field (422), effective at once for the delivery options, the store answers
 * (their cache dropped) and the placement, which refuses a method switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@suuq/shared/live';
import type { StoreOrdering } from '@suuq/shared/store-ordering';
import { createTestApp, type TestContext } from '../../test/test-app';
import { hoursKit } from '../hours/hours-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof hoursKit>>;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await hoursKit(ctx, (stores) => stores[1]);
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx.close());

const url = '/api/merchant/store/ordering';
const get = async () =>
  (await ctx.app.inject({ url, headers: kit.staff })).json<{ data: StoreOrdering }>().data;
const put = (body: Record<string, unknown>, lang = 'en') =>
  ctx.app.inject({ method: 'PUT', url: `${url}?lang=${lang}`, headers: kit.staff, payload: body });
const methods = async () =>
  (await ctx.app.inject(`/v1/api/delivery?store_id=${kit.store.id}`)).json<{
    data: { key: string; available: boolean; fee: number }[];
  }>().data;

async function settings(change: Partial<StoreOrdering> = {}) {
  const { offered_payment_methods: _offered, currency: _currency, ...now } = await get();
  return { ...now, ...change };
}

describe('how a store takes orders', () => {
  it('answers the settings with every method the server takes to choose from; staff only', async () => {
    const data = await get();
    expect(data).toMatchObject({
      pickup: expect.any(Boolean),
      delivery: expect.any(Boolean),
      lat: kit.store.lat,
      lng: kit.store.lng,
      currency: kit.store.currency,
    });
    expect(data.offered_payment_methods).toEqual(expect.arrayContaining(['cash', 'bank_transfer']));
    expect(data.payment_methods).toEqual(data.offered_payment_methods);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);
  });

  it('refuses every way off, a broken fee, no payment method or one the server lacks, field by field', async () => {
    const none = await put(
      await settings({
        dine_in: false,
        pickup: false,
        delivery: false,
        delivery_fee: -1,
        payment_methods: [],
      }),
      'so',
    );
    expect(none.statusCode, none.body).toBe(422);
    const errors = none.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.delivery).toEqual([
      'Ugu yaraan hal hab oo dalabka lagu helo daar: keenis, soo qaadasho ama ku cunid goobta.',
    ]);
    expect(Object.keys(errors).sort()).toEqual(['delivery', 'delivery_fee', 'payment_methods']);

    const unknown = await put(await settings({ payment_methods: ['cash', 'gold_bars' as 'cash'] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors['payment_methods.1']).toEqual([
      'Suuq does not take this payment method: choose among those listed.',
    ]);
    // PayPal needs the server's credentials, which the tests do not set.
    const paypal = await put(await settings({ payment_methods: ['paypal'] }));
    expect(paypal.statusCode).toBe(422);
    const badPin = await put(await settings({ lat: 123 }));
    expect(badPin.statusCode).toBe(422);
    expect(await get()).toMatchObject({ payment_methods: expect.arrayContaining(['cash', 'bank_transfer']) });
  });

  it('pickup switched off: the delivery options say so at once and the placement refuses it', async () => {
    expect((await kit.order({ delivery_method: 'pickup' })).statusCode).toBe(201);
    events.length = 0;
    const res = await put(await settings({ pickup: false, delivery: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: StoreOrdering }>().data.pickup).toBe(false);
    expect((await methods()).find((m) => m.key === 'pickup')?.available).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'store.status',
        data: expect.objectContaining({ store_id: kit.store.id }),
      }),
    );

    const refused = await kit.order({ delivery_method: 'pickup' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      'Pickup and Delivery is not available at the moment.',
    );
    const back = await put(await settings({ pickup: true }));
    expect(back.statusCode).toBe(200);
    expect((await kit.order({ delivery_method: 'pickup' })).statusCode).toBe(201);
  });

  it('the flat fee prices delivery where the store has no zones; the pin moves in the store answer', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/merchant/zones',
      headers: kit.staff,
      payload: { zones: [] },
    });
    await kit.storeAnswer(); // cached before the change
    const res = await put(await settings({ delivery: true, delivery_fee: 2.5, lat: 2.05, lng: 45.32 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await methods()).find((m) => m.key === 'delivery')).toMatchObject({ available: true, fee: 2.5 });
    expect(await kit.storeAnswer()).toMatchObject({ lat: 2.05, lng: 45.32 });
    const order = await kit.order({
      delivery_method: 'delivery',
      address: { line: 'Maka Al Mukarama', lat: 2.04, lng: 45.31 },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json<{ data: { delivery_fee: number } }>().data.delivery_fee).toBe(2.5);
  });

  it('a payment method the store does not take leaves the store answer and is refused at placement', async () => {
    await kit.storeAnswer(); // cached before the change
    const res = await put(await settings({ payment_methods: ['cash'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await kit.storeAnswer()).payment_methods).toEqual(['cash']);

    const refused = await kit.order({ payment_method: 'bank_transfer' }, 'so');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('Habkan lacag-bixinta hadda lama heli karo.');
    expect((await kit.order({ payment_method: 'cash' })).statusCode).toBe(201);
  });
});
