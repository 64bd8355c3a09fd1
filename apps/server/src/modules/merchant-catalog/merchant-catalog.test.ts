/**
 * Staff running their own catalog over HTTP: categories and products created, edited, reordered, hidden and
 * deleted; what shoppers see changes at once (the answer cache drops the store's answers); orders already placed
 * keep their own lines and totals; other stores' staff and customers are refused; broken fields answer 422 under
 * their path, in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import type { MerchantProduct, ProductInput } from '@suuq/shared/merchant-catalog';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from '../accounts/accounts-test-kit';
import { catalogEditorKit } from './catalog-editor-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof catalogEditorKit>>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await catalogEditorKit(ctx);
});
afterAll(() => ctx.close());

const errorsOf = (body: string) => JSON.parse(body) as { message: string; errors?: Record<string, string[]> };

function riceBody(categoryId: number, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: { en: 'Rice with camel', so: 'Bariis iyo hilib geel' },
    short_description: { en: 'Basmati rice with tender camel meat' },
    description: { en: '<p>Cooked <b>slowly</b>.</p>', so: '' },
    selling_price: 6.5,
    compare_price: 8,
    category_id: categoryId,
    attributes: ['Size'],
    variants: [
      { name: { en: 'Small', so: 'Yar' }, selling_price: 6.5, stock: 10, attribute_values: ['S'] },
      { name: { en: 'Large', so: 'Weyn' }, selling_price: 9.25, stock: 4, attribute_values: ['L'] },
    ],
    options: [
      {
        title: { en: 'Spice', so: 'Basbaas' },
        children: [
          { item: { en: 'Mild', so: 'Dhexdhexaad' }, price: 0 },
          { item: { en: 'Hot', so: 'Kulul' }, price: 0.5 },
        ],
      },
    ],
    addons: [
      {
        title: { en: 'Extras' },
        limit: 2,
        children: [
          { item: { en: 'Banana' }, price: 0.25 },
          { item: { en: 'Salad' }, price: 0.75 },
        ],
      },
    ],
    ...overrides,
  };
}

describe('categories', () => {
  it('creates, renames, reorders and hides; shoppers see each change at once', async () => {
    const before = await kit.publicStore();
    const created = await kit.newCategory('Camel dishes', 'Cuntooyinka geela');
    expect(created).toMatchObject({ name: { en: 'Camel dishes', so: 'Cuntooyinka geela' }, hidden: false });
    expect(created.product_count).toBe(0);
    // The cached store answer was dropped: the new category shows, in Somali too.
    expect((await kit.publicStore()).categories.map((c) => c.name)).toContain('Camel dishes');
    expect((await kit.publicStore('so')).categories.map((c) => c.name)).toContain('Cuntooyinka geela');
    expect((await kit.publicStore()).categories.length).toBe(before.categories.length + 1);

    // A Somali name left empty falls back to English for shoppers.
    const renamed = await kit.call('PUT', `/api/merchant/categories/${created.id}`, {
      name: { en: 'Camel specials', so: '' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await kit.publicStore('so')).categories.map((c) => c.name)).toContain('Camel specials');

    const ids = (await kit.categories()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const ordered = await kit.call('PUT', '/api/merchant/categories/order', { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await kit.publicStore()).categories.map((c) => c.id)).toEqual(reversed);
    // Every category once, or nothing changes.
    const partial = await kit.call('PUT', '/api/merchant/categories/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(errorsOf(partial.body).errors?.ids).toBeDefined();

    const hidden = await kit.call('PUT', `/api/merchant/categories/${created.id}`, {
      name: { en: 'Camel specials' },
      hidden: true,
    });
    expect(hidden.json<{ data: { hidden: boolean } }>().data.hidden).toBe(true);
    expect((await kit.publicStore()).categories.map((c) => c.id)).not.toContain(created.id);
    expect((await kit.categories()).find((c) => c.id === created.id)?.hidden).toBe(true);
  });

  it('deletes an empty category, refuses one with products (409), and checks names', async () => {
    const category = await kit.newCategory('Short-lived');
    const product = await kit.newProduct({
      name: { en: 'Tea' },
      selling_price: 0.5,
      category_id: category.id,
    });
    const refused = await kit.call('DELETE', `/api/merchant/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused.body).message).toBe('This category still has products.');
    const somali = await kit.call('DELETE', `/api/merchant/categories/${category.id}?lang=so`);
    expect(errorsOf(somali.body).message).toBe('Qaybtan weli waxay leedahay badeecooyin.');

    expect((await kit.call('DELETE', `/api/merchant/products/${product.id}`)).statusCode).toBe(200);
    const deleted = await kit.call('DELETE', `/api/merchant/categories/${category.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await kit.categories()).map((c) => c.id)).not.toContain(category.id);

    const blank = await kit.call('POST', '/api/merchant/categories?lang=so', { name: { en: '   ' } });
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank.body).errors?.['name.en']).toEqual(['Sii magac ka kooban 1 ilaa 120 xaraf.']);
    const malformed = await kit.call('POST', '/api/merchant/categories', { name: 'Just a string' });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('products', () => {
  let product: MerchantProduct;

  it('creates a product with variants, an option group and addons; shoppers see it at once', async () => {
    const category = await kit.newCategory('Rice dishes');
    // Read the store's products once so the answer is cached, then change the catalog.
    const cachedBefore = await kit.publicProducts();
    product = await kit.newProduct(riceBody(category.id));
    expect(product).toMatchObject({
      name: { en: 'Rice with camel', so: 'Bariis iyo hilib geel' },
      slug: 'rice-with-camel',
      selling_price: 6.5,
      compare_price: 8,
      stock: 14,
      hidden: false,
      on_orders: false,
      attributes: ['Size'],
      variants: [
        { name: { en: 'Small', so: 'Yar' }, selling_price: 6.5, stock: 10, attribute_values: ['S'] },
        { name: { en: 'Large', so: 'Weyn' }, selling_price: 9.25, stock: 4, attribute_values: ['L'] },
      ],
      options: [{ title: { en: 'Spice', so: 'Basbaas' }, required: true }],
      addons: [{ title: { en: 'Extras', so: '' }, limit: 2 }],
    });
    expect(product.image).toBe('/images/placeholders/product.svg');

    const seen = (await kit.publicProducts()).find((p) => p.id === product.id);
    expect(cachedBefore.find((p) => p.id === product.id)).toBeUndefined();
    expect(seen).toMatchObject({
      name: 'Rice with camel',
      has_variant: true,
      stock: 14,
      childrens: [{ name: 'Small' }, { name: 'Large' }],
      options: [{ title: 'Spice', required: true, limit: 1 }],
      addons: [{ title: 'Extras', limit: 2 }],
    });
    const somali = (await kit.publicProducts('so')).find((p) => p.id === product.id);
    expect(somali?.name).toBe('Bariis iyo hilib geel');
    expect(somali?.addons[0]?.title).toBe('Extras');
    const page = await ctx.app.inject(`/api/products/${product.slug}`);
    expect(page.statusCode).toBe(200);

    // A second product of the same name gets its own slug.
    const twin = await kit.newProduct(riceBody(category.id, { variants: [], options: [], addons: [] }));
    expect(twin.slug).toBe('rice-with-camel-2');
  });

  it('an edit does not change an order already placed: its lines, choices and totals stay', async () => {
    const small = product.variants[0]!;
    const hot = product.options[0]!.children[1]!;
    const salad = product.addons[0]!.children[1]!;
    const body = await kit.orders.orderBody(kit.store, [
      {
        product_id: product.id,
        variant_id: small.id,
        // Enough for the store's minimum order.
        quantity: Math.max(2, Math.ceil(kit.store.min_order_amount / 7.75)),
        option_ids: [hot.id],
        addon_ids: [salad.id],
      },
    ]);
    const placed = await kit.orders.place(kit.store, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    const before = await ctx.app.inject(`/v1/api/orders/${order.order_number}`);

    // Staff rename and reprice everything, drop the Hot choice and the Small variant.
    const changed = await kit.call('PUT', `/api/merchant/products/${product.id}`, {
      ...riceBody(product.category_id),
      name: { en: 'Camel rice deluxe' },
      selling_price: 12,
      compare_price: null,
      variants: [
        {
          id: product.variants[1]!.id,
          name: { en: 'Large' },
          selling_price: 15,
          stock: 3,
          attribute_values: ['L'],
        },
      ],
      options: [
        {
          id: product.options[0]!.id,
          title: { en: 'Heat' },
          children: [{ id: product.options[0]!.children[0]!.id, item: { en: 'Mild' }, price: 1 }],
        },
      ],
      addons: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<{ data: MerchantProduct }>().data;
    expect(after.variants.map((v) => v.id)).toEqual([product.variants[1]!.id]);
    expect(after).toMatchObject({ stock: 3, on_orders: true, compare_price: null, addons: [] });

    const now = await ctx.app.inject(`/v1/api/orders/${order.order_number}`);
    const [lineBefore] = before.json<{ data: Order }>().data.items;
    const [lineNow] = now.json<{ data: Order }>().data.items;
    expect(lineNow).toEqual(lineBefore);
    expect(now.json<{ data: Order }>().data.total).toBe(before.json<{ data: Order }>().data.total);

    // The Small variant is gone from the storefront and refused in a cart; the order still names it.
    const seen = (await kit.publicProducts()).find((p) => p.id === product.id);
    expect(seen?.childrens.map((c) => c.id)).toEqual([product.variants[1]!.id]);
    expect(seen?.name).toBe('Camel rice deluxe');
    const stale = await kit.orders.place(
      kit.store,
      await kit.orders.orderBody(kit.store, [
        {
          product_id: product.id,
          variant_id: small.id,
          quantity: 1,
          option_ids: [product.options[0]!.children[0]!.id],
        },
      ]),
    );
    expect(stale.statusCode).toBe(422);
    product = after;
  });

  it('a product on past orders is hidden, not deleted; one never ordered is deleted', async () => {
    const res = await kit.call('DELETE', `/api/merchant/products/${product.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { deleted: boolean; hidden: boolean } }>().data).toEqual({
      deleted: false,
      hidden: true,
    });
    expect((await kit.publicProducts()).map((p) => p.id)).not.toContain(product.id);
    expect((await ctx.app.inject(`/api/products/${product.slug}`)).statusCode).toBe(404);
    const listed = await kit.call('GET', `/api/merchant/products?category_id=${product.category_id}`);
    expect(listed.json<{ data: MerchantProduct[] }>().data.find((p) => p.id === product.id)?.hidden).toBe(
      true,
    );
    // A cart still holding it is refused.
    const refused = await kit.orders.place(
      kit.store,
      await kit.orders.orderBody(kit.store, [
        {
          product_id: product.id,
          variant_id: product.variants[0]!.id,
          quantity: 1,
          option_ids: [product.options[0]!.children[0]!.id],
        },
      ]),
    );
    expect(refused.statusCode).toBe(422);

    const fresh = await kit.newProduct({
      name: { en: 'Never ordered' },
      selling_price: 1,
      category_id: product.category_id,
    });
    const gone = await kit.call('DELETE', `/api/merchant/products/${fresh.id}`);
    expect(gone.json<{ data: { deleted: boolean } }>().data.deleted).toBe(true);
    expect((await kit.call('GET', `/api/merchant/products/${fresh.id}`)).statusCode).toBe(404);
  });

  it('refuses broken fields with a message under each path, in Somali when asked', async () => {
    const category = (await kit.categories())[0]!;
    const res = await kit.call('POST', '/api/merchant/products?lang=so', {
      name: { en: '' },
      selling_price: 1.234,
      compare_price: 0.5,
      stock: -1,
      category_id: category.id,
      variants: [{ name: { en: 'A' }, selling_price: -2, stock: 1 }],
      options: [{ title: { en: 'Size' }, children: [] }],
      addons: [{ title: { en: 'More' }, limit: 3, children: [{ item: { en: 'X' }, price: 0 }] }],
    });
    expect(res.statusCode).toBe(422);
    const { errors } = errorsOf(res.body);
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      [
        'addons.0.limit',
        'compare_price',
        'name.en',
        'options.0.children',
        'selling_price',
        'stock',
        'variants.0.selling_price',
      ].sort(),
    );
    expect(errors?.['variants.0.selling_price']).toEqual([
      'Geli qiime 0 ama ka badan oo leh ugu badnaan 2 jajab tobanle.',
    ]);
    // A category of another store is not one of yours.
    const otherCategory = (
      await kit.call('GET', '/api/merchant/categories', undefined, kit.otherStaff)
    ).json<{ data: { id: number }[] }>().data[0]!;
    const foreign = await kit.call('POST', '/api/merchant/products', {
      name: { en: 'Sneaky' },
      selling_price: 1,
      category_id: otherCategory.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(errorsOf(foreign.body).errors?.category_id).toBeDefined();
  });
});

describe('who may edit', () => {
  it("refuses customers, strangers and another store's staff, and never shows another store's catalog", async () => {
    const mine = await kit.newProduct({
      name: { en: 'Mine only' },
      selling_price: 2,
      category_id: (await kit.categories())[0]!.id,
    });
    const customer = await newAccount(ctx.app);
    for (const headers of [customer.headers, {}]) {
      const list = await kit.call('GET', '/api/merchant/products', undefined, headers);
      expect([401, 403]).toContain(list.statusCode);
      const edit = await kit.call('PUT', `/api/merchant/products/${mine.id}`, { name: { en: 'x' } }, headers);
      expect([401, 403]).toContain(edit.statusCode);
    }
    const other = kit.otherStaff;
    expect((await kit.call('GET', `/api/merchant/products/${mine.id}`, undefined, other)).statusCode).toBe(
      404,
    );
    const edit = await kit.call(
      'PUT',
      `/api/merchant/products/${mine.id}`,
      { name: { en: 'Taken over' }, selling_price: 1, category_id: mine.category_id },
      other,
    );
    expect([404, 422]).toContain(edit.statusCode);
    expect((await kit.call('DELETE', `/api/merchant/products/${mine.id}`, undefined, other)).statusCode).toBe(
      404,
    );
    const category = (await kit.categories())[0]!;
    expect(
      (await kit.call('PUT', `/api/merchant/categories/${category.id}`, { name: { en: 'Mine' } }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.call('DELETE', `/api/merchant/categories/${category.id}`, undefined, other)).statusCode,
    ).toBe(404);
    const theirs = (await kit.call('GET', '/api/merchant/products?per_page=100', undefined, other)).json<{
      data: MerchantProduct[];
    }>().data;
    expect(theirs.map((p) => p.id)).not.toContain(mine.id);
    expect(
      (await kit.call('GET', `/api/merchant/products/${mine.id}`)).json<{ data: MerchantProduct }>().data.name
        .en,
    ).toBe('Mine only');
  });
});

describe("the store's face", () => {
  it('changes name, phone, minimum order and about in both languages; shoppers see it at once', async () => {
    await kit.publicStore();
    const res = await kit.call('PUT', '/api/merchant/store/profile', {
      name: 'Nasiib Kitchen',
      phone: '+252 61 777 0000',
      min_order_amount: 4.5,
      about: { en: '<p>Open since 1998.</p>', so: '<p>Furan tan 1998.</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { about: { so: string } } }>().data.about.so).toBe('<p>Furan tan 1998.</p>');
    expect(await kit.publicStore('so')).toMatchObject({
      name: 'Nasiib Kitchen',
      min_order_amount: 4.5,
      about: '<p>Furan tan 1998.</p>',
    });
    // The address in Somali: Somali shoppers see it, English ones the English address; emptied, the English.
    const address_so = ' Waddada Maka Al-Mukarama, Muqdisho ';
    await kit.call('PUT', '/api/merchant/store/profile', { address: 'Maka Al-Mukarama Road', address_so });
    expect((await kit.publicStore('so')).address).toBe('Waddada Maka Al-Mukarama, Muqdisho');
    expect((await kit.publicStore('en')).address).toBe('Maka Al-Mukarama Road');
    await kit.call('PUT', '/api/merchant/store/profile', { address_so: '' });
    expect((await kit.publicStore('so')).address).toBe('Maka Al-Mukarama Road');
    const broken = await kit.call('PUT', '/api/merchant/store/profile', { phone: 'x', min_order_amount: -1 });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(errorsOf(broken.body).errors ?? {}).sort()).toEqual(['min_order_amount', 'phone']);
    const long = await kit.call('PUT', '/api/merchant/store/profile', { address_so: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
  });
});
