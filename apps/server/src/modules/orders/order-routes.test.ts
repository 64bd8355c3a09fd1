import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@suuq/shared/live';
import type { Product } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { eq } from 'drizzle-orm';
import { products, stores } from '../../db/schema';
import { findProduct, loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from './order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx.close());

const cents = (amount: number) => Math.round(amount * 100);

const { methodsOf, orderBody, place, simpleLine, productNow } = orderKit(() => ({ app: ctx.app, fixtures }));

describe('GET /v1/api/delivery', () => {
  it('lists the three methods with their labels and availability', async () => {
    const store = fixtures.stores[0]!;
    const res = await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`);
    expect(res.statusCode).toBe(200);
    const methods = res.json().data;
    expect(methods.map((m: { name: string }) => m.name)).toEqual(['Dine in', 'Pickup', 'Delivery']);
    expect(methods.map((m: { fee: number }) => m.fee).slice(0, 2)).toEqual([0, 0]);
    expect(methods[2].fee).toBeGreaterThanOrEqual(0);
    const somali = await ctx.app.inject({
      url: `/v1/api/delivery?store_id=${store.id}`,
      headers: { 'accept-language': 'so' },
    });
    expect(somali.json().data[2].name).toBe('Keenis');
    expect((await ctx.app.inject('/v1/api/delivery?store_id=999999')).statusCode).toBe(404);
    expect((await ctx.app.inject('/v1/api/delivery?store_id=abc')).statusCode).toBe(422);
  });
});

describe('POST /v1/api/stores/:id/verifyquantity', () => {
  it('accepts what is in stock and names what is not', async () => {
    const { store, product } = await findProduct(
      fixtures,
      (p) => !p.has_variant && !p.unlimited_stock && p.stock > 1,
    );
    const url = `/v1/api/stores/${store.id}/verifyquantity`;
    const ok = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { available: true } });

    const tooMany = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { items: [{ product_id: product.id, quantity: product.stock + 1 }] },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: 'The selected quantity is greater than available quantity',
      errors: { items: [{ product_id: product.id, variant_id: null, available: product.stock }] },
    });

    const negative = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { items: [{ product_id: product.id, quantity: -2 }] },
    });
    expect(negative.statusCode).toBe(422);
  });
});

describe('POST /v1/api/stores/:id/placeOrder', () => {
  it('reprices options, addons and variants from the database, ignoring prices the client sends', async () => {
    const { store, product } = await findProduct(
      fixtures,
      (p) => p.options.length > 0 && p.addons.some((g) => g.children.length >= 2 && g.limit >= 2),
    );
    const options = product.options.map((group) => group.children.at(-1)!);
    const addonGroup = product.addons.find((g) => g.children.length >= 2 && g.limit >= 2)!;
    const addons = addonGroup.children.slice(0, 2);
    const unit = cents(product.selling_price);
    const optionPrice = options.reduce((s, o) => s + cents(o.price), 0);
    const addonPrice = addons.reduce((s, a) => s + cents(a.price), 0);
    const quantity = Math.max(
      2,
      Math.ceil(cents(store.min_order_amount) / (unit + optionPrice + addonPrice)),
    );

    const body = await orderBody(store, [
      {
        product_id: product.id,
        option_ids: options.map((o) => o.id),
        addon_ids: addons.map((a) => a.id),
        quantity,
        // Prices a client might try to set; the contract has no such fields and they are ignored.
        ...({ price: 0.01, total: 0.01 } as object),
      },
    ]);
    const res = await place(store, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: Order }>().data;
    const expectedLine = (unit + optionPrice + addonPrice) * quantity;
    expect(order.items[0]).toMatchObject({
      product_id: product.id,
      quantity,
      unit_price: unit / 100,
      option_price: optionPrice / 100,
      addon_price: addonPrice / 100,
      total: expectedLine / 100,
    });
    expect(order.items[0]!.options.map((o) => o.id)).toEqual(options.map((o) => o.id));
    // Each choice is kept in English and in Somali, as the menu words it in each.
    const so = (await ctx.app.inject(`/api/products/${product.slug}?lang=so`)).json<{ data: Product }>().data;
    expect(order.items[0]!.options.map((o) => [o.group, o.item, o.group_so, o.item_so])).toEqual(
      options.map((o, index) => [
        product.options[index]!.title,
        o.item,
        so.options[index]!.title,
        so.options[index]!.children.find((c) => c.id === o.id)!.item,
      ]),
    );
    expect(cents(order.subtotal)).toBe(expectedLine);
    expect(cents(order.total)).toBe(expectedLine + cents(order.delivery_fee));
    expect(order.order_number).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(order.status).toBe('sent');
    expect(order.status_history).toEqual([{ status: 'sent', at: expect.any(String) }]);
    expect(order.payment_status).toBe('pending');
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'order.status', channel: `order.${order.order_number}` }),
    );
  });

  it('takes variant stock and shows the public view without phone or address', async () => {
    const { store, product } = await findProduct(
      fixtures,
      (p) => p.has_variant && p.childrens.filter((c) => c.stock > 2).length > 0 && !p.unlimited_stock,
    );
    const variant = product.childrens.find((c) => c.stock > 2)!;
    const quantity = Math.max(1, Math.ceil(cents(store.min_order_amount) / cents(variant.selling_price)));
    const available = (await methodsOf(store.id)).filter((m) => m.available).map((m) => m.key);
    const body = await orderBody(
      store,
      [{ product_id: product.id, variant_id: variant.id, quantity: Math.min(quantity, variant.stock) }],
      {
        delivery_method: available.includes('delivery') ? 'delivery' : available[0]!,
        address: { line: 'Maka Al Mukarama Road, Hodan', lat: 2.0371, lng: 45.3182, notes: 'Blue gate' },
      },
    );
    const res = await place(store, body, { 'accept-language': 'so' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect(order.items[0]!.unit_price).toBe(variant.selling_price);
    // The line keeps its name in both languages, whatever the language it was placed in.
    const so = (await ctx.app.inject(`/api/products/${product.slug}?lang=so`)).json<{ data: Product }>().data;
    expect(order.items[0]).toMatchObject({
      name: `${product.name} (${variant.name})`,
      name_so: `${so.name} (${so.childrens.find((c) => c.id === variant.id)!.name})`,
    });
    const after = await productNow(product.slug);
    expect(after.childrens.find((c) => c.id === variant.id)!.stock).toBe(
      variant.stock - order.items[0]!.quantity,
    );
    expect(after.stock).toBe(after.childrens.reduce((sum, c) => sum + c.stock, 0));

    const tracked = await ctx.app.inject(
      `/v1/api/orders/${order.order_number.toLowerCase().replace('-', ' ')}`,
    );
    expect(tracked.statusCode).toBe(200);
    const view = tracked.json<{ data: Order }>().data;
    expect(view.order_number).toBe(order.order_number);
    expect(view.items[0]!.name_so).toBe(order.items[0]!.name_so);
    expect(view.customer).toBeUndefined();
    expect(view.address).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('555 0101');
    expect(JSON.stringify(view)).not.toContain('Blue gate');
    expect((await ctx.app.inject('/v1/api/orders/ZZZZ-ZZZZ')).statusCode).toBe(404);
  });

  it('refuses a cart below the minimum with the spec message, currency and amount', async () => {
    const store = fixtures.stores.find((s) => s.min_order_amount >= 5 && s.is_open)!;
    const cheap = (await fixtures.productsOf(store.id)).find(
      (p) =>
        !p.has_variant &&
        p.options.length === 0 &&
        (p.stock > 0 || p.unlimited_stock) &&
        p.selling_price < store.min_order_amount,
    )!;
    const res = await place(store, await orderBody(store, [{ product_id: cheap.id, quantity: 1 }]));
    expect(res.statusCode).toBe(422);
    const more = (store.min_order_amount - cheap.selling_price).toFixed(2);
    expect(res.json().message).toBe(
      `Select minimum order amount to proceed! $${store.min_order_amount.toFixed(2)} Add $${more} more to order.`,
    );
  });

  it('enforces variants, required options and addon limits', async () => {
    const { store: vStore, product: withVariants } = await findProduct(fixtures, (p) => p.has_variant);
    const noVariant = await place(
      vStore,
      await orderBody(vStore, [{ product_id: withVariants.id, quantity: 1 }]),
    );
    expect(noVariant.statusCode).toBe(422);
    expect(noVariant.json().message).toBe('Please select a variant.');

    const { store, product } = await findProduct(fixtures, (p) => p.options.length > 0);
    const missing = await place(store, await orderBody(store, [{ product_id: product.id, quantity: 1 }]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(`Please make a choice for “${product.options[0]!.title}”.`);

    const group = product.options.find((g) => g.children.length >= 2);
    if (group) {
      const two = await place(
        store,
        await orderBody(store, [
          {
            product_id: product.id,
            quantity: 1,
            option_ids: [...product.options.map((g) => g.children[0]!.id), group.children[1]!.id],
          },
        ]),
      );
      expect(two.statusCode).toBe(422);
    }

    const { store: aStore, product: withAddons } = await findProduct(fixtures, (p) =>
      p.addons.some((g) => g.children.length > g.limit),
    );
    const limited = withAddons.addons.find((g) => g.children.length > g.limit)!;
    const over = await place(
      aStore,
      await orderBody(aStore, [
        {
          product_id: withAddons.id,
          quantity: 1,
          option_ids: withAddons.options.map((g) => g.children[0]!.id),
          addon_ids: limited.children.slice(0, limited.limit + 1).map((c) => c.id),
        },
      ]),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(`You can choose up to ${limited.limit} in “${limited.title}”.`);

    const foreignChoice = await place(
      aStore,
      await orderBody(aStore, [{ product_id: withAddons.id, quantity: 1, addon_ids: [999_999] }]),
    );
    expect(foreignChoice.statusCode).toBe(422);
  });

  it('refuses products of another store, closed stores and unavailable delivery', async () => {
    const [a, b] = fixtures.stores.filter((s) => s.is_open);
    const { line } = await simpleLine(b!);
    const foreign = await place(a!, await orderBody(a!, [line]));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('One of the items is no longer available.');

    const closed = fixtures.stores.find((s) => !s.is_open)!;
    const closedProduct = (await fixtures.productsOf(closed.id))[0]!;
    const closedRes = await place(
      closed,
      await orderBody(closed, [{ product_id: closedProduct.id, quantity: 1 }]),
    );
    expect(closedRes.statusCode).toBe(409);
    expect(closedRes.json().message).toBe(
      'This store is closed right now. Please order again when it opens.',
    );

    for (const store of fixtures.stores.filter((s) => s.is_open)) {
      const methods = await methodsOf(store.id);
      const unavailable = methods.find((m) => !m.available && m.key !== 'dine_in');
      if (!unavailable) continue;
      const { line: l } = await simpleLine(store).catch(() => ({ line: { product_id: 1, quantity: 1 } }));
      const res = await place(store, {
        ...(await orderBody(store, [l])),
        delivery_method: unavailable.key,
        address: { line: 'Hodan', lat: 2.03, lng: 45.31 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Pickup and Delivery is not available at the moment.');
      return;
    }
    throw new Error('No demo store lacks pickup or delivery');
  });

  it('needs an address for delivery and answers bad bodies with 4xx', async () => {
    const store = fixtures.stores.find((s) => s.is_open)!;
    const { line } = await simpleLine(store);
    const methods = await methodsOf(store.id);
    if (methods.find((m) => m.key === 'delivery')?.available) {
      const res = await place(store, { ...(await orderBody(store, [line])), delivery_method: 'delivery' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Please give a delivery address.');
    }
    for (const bad of [
      {},
      { ...(await orderBody(store, [line])), items: [] },
      { ...(await orderBody(store, [line])), payment_method: 'bitcoin' },
      { ...(await orderBody(store, [line])), items: [{ product_id: 'x', quantity: 1 }] },
      { ...(await orderBody(store, [line])), customer: { name: '', phone: 'call me' } },
      { ...(await orderBody(store, [line])), branch_id: 999_999 },
    ]) {
      const res = await place(store, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('never sells more than the stock when 50 buyers race for 5 units', async () => {
    const { store, product } = await findProduct(
      fixtures,
      (p) =>
        !p.has_variant && p.options.length === 0 && !p.unlimited_stock && p.stock > 0 && p.selling_price > 0,
      (s) => s.is_open,
    );
    // Give the product exactly 5 units and make one unit enough for the minimum.
    const db = ctx.testDb.database.db;
    await db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
    const body = await orderBody(store, [{ product_id: product.id, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(store, body)));
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('The selected quantity is greater than available quantity');
    }
    expect((await productNow(product.slug)).stock).toBe(0);
  });
});
