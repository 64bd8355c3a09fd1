import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '@suuq/shared/catalog';
import { eq } from 'drizzle-orm';
import { categories, products, searchWords } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { catalogChanged } from '../../lib/catalog-changes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function stores(body: unknown = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: body as object });
  return { res, data: res.json<{ data: Store[] }>().data };
}

describe('GET /api/industries', () => {
  it('lists the four industries, in Somali when asked', async () => {
    const en = await ctx.app.inject('/api/industries');
    expect(en.statusCode).toBe(200);
    const slugs = en.json<{ data: { slug: string; name: string }[] }>().data.map((i) => i.slug);
    expect(slugs).toEqual(expect.arrayContaining(['food', 'grocery', 'water', 'gas']));

    const so = await ctx.app.inject({
      url: '/api/industries',
      headers: { 'accept-language': 'so,en;q=0.8' },
    });
    const water = so.json<{ data: { slug: string; name: string }[] }>().data.find((i) => i.slug === 'water');
    expect(water?.name).toBe('Biyo');
  });
});

describe('POST /api/stores', () => {
  it('returns every demo store with the contract fields', async () => {
    const { res, data } = await stores();
    expect(res.statusCode).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const store of data) {
      expect(store).toMatchObject({
        id: expect.any(Number),
        slug: expect.any(String),
        branch_id: expect.any(Number),
        currency: 'USD',
        min_order_amount: expect.any(Number),
        is_open: expect.any(Boolean),
      });
      expect(store.image).toMatch(/^\/images\//);
    }
    expect(data.some((store) => store.min_order_amount > 0)).toBe(true);
  });

  it('accepts no body at all', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/stores' });
    expect(res.statusCode).toBe(200);
  });

  it('filters by industry and by search', async () => {
    const { data: gas } = await stores({ industry: 'gas' });
    expect(gas.length).toBeGreaterThan(0);
    expect(gas.every((store) => store.industry === 'gas')).toBe(true);

    const name = gas[0]!.name;
    const { data: found } = await stores({ search: name.slice(0, 5).toUpperCase() });
    expect(found.map((store) => store.name)).toContain(name);

    const { data: none } = await stores({ search: '%_%zzzz' });
    expect(none).toEqual([]);
  });

  it('gives each store its address in the asked language, and finds a store by its Somali address', async () => {
    const en = (await stores()).data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { 'accept-language': 'so' },
      payload: {},
    });
    const so = res.json<{ data: Store[] }>().data;
    expect(en.every((store) => store.address.endsWith(', Mogadishu'))).toBe(true);
    expect(so.every((store) => store.address.endsWith(', Muqdisho'))).toBe(true);
    const karaan = so.find((store) => store.slug === 'karaan-fresh-market');
    expect(karaan?.address).toBe('U dhow suuqa xoolaha, Kaaraan, Muqdisho');
    const detail = await ctx.app.inject('/api/stores/karaan-fresh-market?lang=so');
    expect(detail.json<{ data: Store }>().data.address).toBe('U dhow suuqa xoolaha, Kaaraan, Muqdisho');
    const { data: found } = await stores({ search: 'suuqa xoolaha' });
    expect(found.map((store) => store.slug)).toEqual(['karaan-fresh-market']);
  });

  it('answers bad input with 4xx and a message', async () => {
    const unknownIndustry = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      payload: { industry: 'cars' },
    });
    expect(unknownIndustry.statusCode).toBe(422);
    expect(unknownIndustry.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });

    const wrongType = await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: { search: 42 } });
    expect(wrongType.statusCode).toBe(422);

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { 'content-type': 'application/json' },
      payload: '{"industry":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('stores and products', () => {
  it('shows a store with its categories and about text', async () => {
    const { data } = await stores();
    const biggest = data[0]!;
    const res = await ctx.app.inject(`/api/stores/${biggest.slug}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(detail.about.length).toBeGreaterThan(0);
    expect((await ctx.app.inject('/api/stores/no-such-store')).statusCode).toBe(404);
  });

  it('shows several stores at once, in the order named, in a fixed number of queries', async () => {
    const { data } = await stores();
    const [a, b, c] = data.map((store) => store.slug);
    const details = async (query: string) => {
      ctx.queries.length = 0;
      const res = await ctx.app.inject(`/api/store-details?${query}`);
      return { res, queries: ctx.queries.length };
    };
    const three = await details(`slugs=${c},no-such-store,${a},${b},${a}&lang=so`);
    expect(three.res.statusCode).toBe(200);
    const found = three.res.json<{ data: (Store & { categories: unknown[]; about: string })[] }>().data;
    expect(found.map((store) => store.slug)).toEqual([c, a, b]);
    const one = (await ctx.app.inject(`/api/stores/${a}?lang=so`)).json().data;
    expect(found[1]).toEqual(one);
    expect(found.every((store) => store.categories.length > 0)).toBe(true);
    expect((await details(`slugs=${a}`)).queries).toBe(three.queries);
    expect((await details('slugs=no-such-store')).res.json()).toEqual({ data: [] });

    const tooMany = Array.from({ length: 21 }, (_, index) => `store-${index}`).join(',');
    for (const bad of ['', 'slugs=', 'slugs=a%20b', `slugs=${tooMany}`, `slugs=${'x'.repeat(5000)}`]) {
      const res = (await details(bad)).res;
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('pages products with variants, options and addons in a fixed number of queries', async () => {
    const { data } = await stores();
    let sawVariant = false;
    let sawOptions = false;
    let sawAddons = false;
    const counts = new Set<number>();
    for (const store of data) {
      ctx.queries.length = 0;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stores/products',
        payload: { store_id: store.id, per_page: 100 },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: { products: Product[] }; meta: { total: number } }>();
      expect(body.meta.total).toBeGreaterThanOrEqual(body.data.products.length);
      const products = body.data.products;
      if (products.some((p) => p.options.length > 0) && products.some((p) => p.addons.length > 0)) {
        counts.add(ctx.queries.length);
      }
      for (const product of products) {
        expect(product.store_id).toBe(store.id);
        expect(product.currency).toBe(store.currency);
        sawVariant ||= product.has_variant && product.childrens.length > 0;
        sawOptions ||= product.options.some((group) => group.required && group.limit === 1);
        sawAddons ||= product.addons.length > 0;
      }
    }
    expect(sawVariant && sawOptions && sawAddons).toBe(true);
    // Stores with 5 or 50 products with groups cost the same number of queries: the store with its categories,
    // the page, its count, then the page's variants and its choice groups with their items.
    expect([...counts]).toEqual([5]);
  });

  it('pages and filters by category', async () => {
    const { data } = await stores();
    const store = data[0]!;
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: store.id, page: 1, per_page: 2 },
    });
    const body = first.json();
    expect(body.data.products).toHaveLength(2);
    expect(body.meta).toMatchObject({ page: 1, per_page: 2 });
    const categoryId = body.data.categories[0].id;
    const byCategory = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: store.id, category_id: categoryId },
    });
    const products = byCategory.json<{ data: { products: Product[] } }>().data.products;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category_id === categoryId)).toBe(true);
  });

  it('refuses bad paging and unknown stores', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: -1, per_page: 10_000 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['store_id', 'per_page']));
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('finds a product by slug with prices as decimals', async () => {
    const { data } = await stores({ industry: 'gas' });
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: data[0]!.id, per_page: 100 },
    });
    const withVariants = list
      .json<{ data: { products: Product[] } }>()
      .data.products.find((p) => p.has_variant);
    expect(withVariants).toBeDefined();
    const res = await ctx.app.inject(`/api/products/${withVariants!.slug}`);
    expect(res.statusCode).toBe(200);
    const product = res.json<{ data: Product }>().data;
    expect(product.childrens.length).toBeGreaterThan(1);
    for (const price of [product.selling_price, ...product.childrens.map((c) => c.selling_price)]) {
      expect(Math.round(price * 100)).toBe(price * 100);
    }
    expect((await ctx.app.inject('/api/products/no-such-thing')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/products/bad%20slug%3B')).statusCode).toBe(422);
  });
});

describe('GET /api/search', () => {
  async function search(query: string) {
    const res = await ctx.app.inject(`/api/search?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json<{ data: { stores: Store[]; products: Product[] } }>().data;
  }

  it('finds products by English and Somali names', async () => {
    const english = await search('q=rice');
    expect(english.products.length).toBeGreaterThan(0);
    expect(english.products[0]!.name.toLowerCase()).toContain('rice');

    const somali = await search('q=bariis&lang=so');
    expect(somali.products.length).toBeGreaterThan(0);
    expect(somali.products.some((p) => p.name.toLowerCase().includes('bariis'))).toBe(true);
  });

  it('tolerates typos', async () => {
    const exact = await search('q=jerrycan');
    const typo = await search('q=jerycan');
    expect(exact.products.length).toBeGreaterThan(0);
    expect(typo.products.map((p) => p.id)).toEqual(expect.arrayContaining([exact.products[0]!.id]));
    const cylinder = await search('q=cylindr');
    expect(cylinder.products.some((p) => /cylinder/i.test(p.name))).toBe(true);
  });

  it('tolerates typos in either language, in each word of the query', async () => {
    const somali = await search('q=bariss&lang=so');
    expect(somali.products.some((p) => p.name.toLowerCase().includes('bariis'))).toBe(true);
    const english = await search('q=cookng%20oil');
    expect(english.products.some((p) => /cooking oil/i.test(p.name))).toBe(true);
    // Products holding the words as typed come before those holding only look-alikes.
    const exact = await search('q=rice');
    expect(exact.products[0]!.name.toLowerCase()).toContain('rice');
  });

  it('never finds a hidden product, nor one in a hidden category', async () => {
    const db = ctx.testDb.database.db;
    const found = (await search('q=jerrycan')).products[0]!;
    const [product] = await db.select().from(products).where(eq(products.id, found.id));
    expect(product).toBeDefined();
    const ids = async (q: string) => {
      await catalogChanged(ctx.bus, null);
      return (await search(`q=${encodeURIComponent(q)}`)).products.map((p) => p.id);
    };
    expect(await ids('jerrycan')).toContain(product!.id);
    try {
      await db.update(products).set({ hidden: true }).where(eq(products.id, product!.id));
      expect(await ids('jerrycan')).not.toContain(product!.id);
      expect(await ids('jerycan')).not.toContain(product!.id);
      await db.update(products).set({ hidden: false }).where(eq(products.id, product!.id));
      await db.update(categories).set({ hidden: true }).where(eq(categories.id, product!.categoryId));
      expect(await ids('jerrycan')).not.toContain(product!.id);
    } finally {
      await db.update(products).set({ hidden: false }).where(eq(products.id, product!.id));
      await db.update(categories).set({ hidden: false }).where(eq(categories.id, product!.categoryId));
    }
    expect(await ids('jerrycan')).toContain(product!.id);
  });

  it('finds a product renamed by staff by its new name, typos and all, and not by its old one', async () => {
    const db = ctx.testDb.database.db;
    const found = (await search('q=jerrycan')).products[0]!;
    const [product] = await db.select().from(products).where(eq(products.id, found.id));
    const ids = async (q: string) => {
      await catalogChanged(ctx.bus, null);
      return (await search(`q=${encodeURIComponent(q)}`)).products.map((p) => p.id);
    };
    const renamed = {
      nameEn: 'Quokkaberry Preserve',
      nameSo: 'Macmacaan Quokkaberry',
      shortDescriptionEn: 'A jar.',
      shortDescriptionSo: 'Dhalo.',
    };
    const words = async () => new Set((await db.select().from(searchWords)).map((w) => w.word));
    try {
      expect(await ids('quokkaberry')).toEqual([]);
      await db.update(products).set(renamed).where(eq(products.id, product!.id));
      expect(await ids('quokkaberry')).toEqual([product!.id]);
      expect(await ids('quokaberry preserv')).toEqual([product!.id]);
      expect(await ids('macmacaan')).toContain(product!.id);
      expect(await ids('jerrycan')).not.toContain(product!.id);
      expect(await words()).toContain('quokkaberry');
    } finally {
      const { nameEn, nameSo, shortDescriptionEn, shortDescriptionSo } = product!;
      await db
        .update(products)
        .set({ nameEn, nameSo, shortDescriptionEn, shortDescriptionSo })
        .where(eq(products.id, product!.id));
    }
    // The new words leave with the last product holding them; the old ones are back.
    expect(await words()).not.toContain('quokkaberry');
    expect(await ids('quokkaberry')).toEqual([]);
    expect(await ids('jerrycan')).toContain(product!.id);
  });

  it('finds stores by name and district, and filters by industry', async () => {
    const { data: all } = await stores();
    const store = all[0]!;
    const byName = await search(`q=${encodeURIComponent(store.name.split(' ')[0]!)}`);
    expect(byName.stores.map((s) => s.id)).toContain(store.id);

    const gasOnly = await search('q=gas&industry=gas');
    expect(gasOnly.stores.every((s) => s.industry === 'gas')).toBe(true);
    const gasIds = new Set(gasOnly.stores.map((s) => s.id));
    const { data: gasStores } = await stores({ industry: 'gas' });
    const gasStoreIds = new Set(gasStores.map((s) => s.id));
    expect(gasOnly.products.every((p) => gasStoreIds.has(p.store_id))).toBe(true);
    expect(gasIds.size).toBeGreaterThan(0);
  });

  it('is safe and bounded on odd input', async () => {
    const injection = await search(`q=${encodeURIComponent("'; drop table products; --")}`);
    expect(injection.products.length).toBeLessThanOrEqual(20);
    expect((await search('q=zzzzqqqq')).products).toEqual([]);
    expect((await ctx.app.inject('/api/search')).statusCode).toBe(422);
    expect((await ctx.app.inject(`/api/search?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
    expect((await ctx.app.inject('/api/search?q=rice&industry=cars')).statusCode).toBe(422);
    // A NUL byte cannot be stored or compared in PostgreSQL text: refused as input, not a server failure.
    const nul = await ctx.app.inject('/api/search?q=%00');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toEqual(expect.any(String));
    // The catalog is still whole after the injection attempt.
    expect((await search('q=rice')).products.length).toBeGreaterThan(0);
  });

  it('costs the same number of queries for one hit or twenty', async () => {
    // Both searches ran before: drop the cached answers so that both are computed again.
    await catalogChanged(ctx.bus, null);
    ctx.queries.length = 0;
    await search('q=water');
    const many = ctx.queries.length;
    expect(many).toBeGreaterThan(0);
    ctx.queries.length = 0;
    await search('q=jerrycan');
    expect(ctx.queries.length).toBe(many);
  });
});
