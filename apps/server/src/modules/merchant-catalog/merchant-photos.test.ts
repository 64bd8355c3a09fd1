/**
 * Staff's photos for products, variants, categories and the store's logo and cover: checked by their content,
 * turned upright, stripped of metadata (a phone photo carries where it was taken), shrunk and kept as WebP, served at
 * their path and in every storefront width; hostile and broken uploads refused with a 4xx and nothing changed.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantCategory, MerchantProduct, MerchantStore } from '@suuq/shared/merchant-catalog';
import { createTestApp, type TestContext } from '../../test/test-app';
import { multipart, newAccount } from '../accounts/accounts-test-kit';
import { catalogEditorKit } from './catalog-editor-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof catalogEditorKit>>;
let product: MerchantProduct;

async function photo(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Cheap phone' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

function upload(
  url: string,
  content: Buffer,
  headers: Record<string, string> = kit.staff,
  filename = 'photo.jpg',
  type = 'image/jpeg',
) {
  const form = multipart({}, { field: 'image', filename, contentType: type, content });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await catalogEditorKit(ctx, 1);
  const category = (await kit.categories())[0]!;
  product = await kit.newProduct({
    name: { en: 'Goat suqaar' },
    selling_price: 5,
    category_id: category.id,
    variants: [
      { name: { en: 'Plate' }, selling_price: 5, stock: 3 },
      { name: { en: 'Family tray' }, selling_price: 14, stock: 2 },
    ],
  });
});
afterAll(() => ctx.close());

describe('product photos', () => {
  it('keeps a phone photo upright, without its metadata, as WebP of at most 1280 px, in every width', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(`/api/merchant/products/${product.id}/image`, original);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: MerchantProduct }>().data;
    expect(saved.image).toMatch(/^\/images\/catalog-photos\/[a-f0-9]{32}\.webp$/);
    // Variants that showed the product's picture follow it.
    expect(saved.variants.every((v) => v.image === saved.image)).toBe(true);

    const served = await ctx.app.inject(saved.image);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    expect(meta.exif).toBeUndefined();
    // The storefront's srcset widths, the data saver's smallest among them.
    for (const width of [160, 320, 640]) {
      const sized = await ctx.app.inject(saved.image.replace('/images/', `/images/w${width}/`));
      expect(sized.statusCode).toBe(200);
      expect((await sharp(sized.rawPayload).metadata()).width).toBe(width);
    }
    // Shoppers see it at once.
    const seen = (await kit.publicProducts()).find((p) => p.id === product.id);
    expect(seen?.image).toBe(saved.image);
    product = saved;
  });

  it("gives one variant its own photo, leaving the others' alone", async () => {
    const [plate, tray] = product.variants;
    const res = await upload(
      `/api/merchant/products/${product.id}/variants/${tray!.id}/image`,
      await photo(800, 800),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: MerchantProduct }>().data;
    const trayImage = saved.variants.find((v) => v.id === tray!.id)!.image;
    expect(trayImage).not.toBe(product.image);
    expect(saved.variants.find((v) => v.id === plate!.id)!.image).toBe(product.image);
    const wrong = await upload(
      `/api/merchant/products/${product.id}/variants/999999/image`,
      await photo(50, 50),
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP, a pixel bomb, an oversize file and a missing file', async () => {
    const url = `/api/merchant/products/${product.id}/image`;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(url, svg, kit.staff, 'x.svg', 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(url, Buffer.from('not a picture at all'.repeat(50)))).statusCode).toBe(415);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(url, gif, kit.staff, 'a.gif', 'image/gif')).statusCode).toBe(415);
    // A small file that claims a huge canvas is refused before it is decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    expect((await upload(url, bomb, kit.staff, 'bomb.png', 'image/png')).statusCode).toBe(415);
    // Cut off halfway: headers that parse, pixels that do not.
    const truncated = (await photo(400, 300)).subarray(0, 600);
    expect((await upload(url, truncated)).statusCode).toBe(415);
    const big = await upload(url, Buffer.alloc(8 * 1024 * 1024 + 1, 7));
    expect(big.statusCode).toBe(413);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `${url}?lang=so`,
      headers: kit.staff,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.image).toEqual([
      'Dooro sawir (JPEG, PNG ama WebP).',
    ]);
    // Nothing changed.
    const now = await kit.call('GET', `/api/merchant/products/${product.id}`);
    expect(now.json<{ data: MerchantProduct }>().data.image).toBe(product.image);
  });

  it("refuses customers, strangers and another store's staff", async () => {
    const customer = await newAccount(ctx.app);
    const url = `/api/merchant/products/${product.id}/image`;
    expect((await upload(url, await photo(40, 40), customer.headers)).statusCode).toBe(403);
    expect((await upload(url, await photo(40, 40), {})).statusCode).toBe(401);
    expect((await upload(url, await photo(40, 40), kit.otherStaff)).statusCode).toBe(404);
    const category = (await kit.categories())[0]!;
    expect(
      (await upload(`/api/merchant/categories/${category.id}/image`, await photo(40, 40), kit.otherStaff))
        .statusCode,
    ).toBe(404);
  });
});

describe('category and store pictures', () => {
  it("sets a category's picture and the store's logo and cover; shoppers see them at once", async () => {
    const category = (await kit.categories())[0]!;
    const res = await upload(`/api/merchant/categories/${category.id}/image`, await photo(600, 600));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<{ data: MerchantCategory }>().data.image;
    expect(image).toMatch(/^\/images\/catalog-photos\//);
    expect((await kit.publicStore()).categories.find((c) => c.id === category.id)?.image).toBe(image);

    const logo = await upload('/api/merchant/store/logo', await photo(500, 500));
    expect(logo.statusCode, logo.body).toBe(200);
    const cover = await upload('/api/merchant/store/cover', await photo(1600, 600));
    expect(cover.statusCode, cover.body).toBe(200);
    const store = cover.json<{ data: MerchantStore }>().data;
    expect(store.logo).toMatch(/^\/images\/catalog-photos\//);
    expect(store.image).toMatch(/^\/images\/catalog-photos\//);
    const shown = await kit.publicStore();
    expect(shown).toMatchObject({ logo: store.logo, image: store.image });
    const other = await kit.call('GET', '/api/merchant/store', undefined, kit.otherStaff);
    expect(other.json<{ data: MerchantStore }>().data.logo).not.toBe(store.logo);
  });
});
