import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from './db/seed/seed';
import { BODY_LIMIT_BYTES, buildApp } from './app';
import { createTestApp, type TestContext } from './test/test-app';
import { usingPostgres } from './test/test-database';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'suuq-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Suuq</title><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  ctx = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => ctx.close());

describe('system', () => {
  it('reports health with the database in use', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: usingPostgres ? 'postgres' : 'pglite' });
  });

  it('tells the web app where the socket is', async () => {
    const res = await ctx.app.inject('/api/config');
    expect(res.json().data).toMatchObject({
      ws_port: 6001,
      app_key: 'suuq',
      // PayPal is not configured in this test app, so it is not offered.
      payment_methods: ['cash', 'bank_transfer'],
    });
  });

  it('tells the web app the proxy’s socket port when processes sit behind one', async () => {
    const behind = await buildApp({
      env: { ...ctx.env, WS_PORT: 6352, PUBLIC_WS_PORT: 6350 },
      database: ctx.testDb.database,
      bus: ctx.bus,
      logger: false,
    });
    try {
      const res = await behind.inject('/api/config');
      expect(res.json().data.ws_port).toBe(6350);
    } finally {
      await behind.close();
    }
  });

  it('publishes an OpenAPI document built from the shared schemas', async () => {
    const res = await ctx.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/stores',
        '/api/stores/products',
        '/api/industries',
        '/api/page/{slug}',
        '/api/search',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Store', 'Product', 'Error']),
    );
    const docs = await ctx.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
  });

  it('serves images with long cache headers and 404s missing ones as JSON', async () => {
    const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data;
    const image = await ctx.app.inject(stores[0].image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('max-age=2592000');
    const missing = await ctx.app.inject('/images/nope.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found');
  });

  it('serves the web app for page URLs and JSON 404s for unknown API paths', async () => {
    for (const url of ['/', '/store/some-store', '/no-such-page']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await ctx.app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });

  it('sends the web app precompressed with a year-long cache, and compresses JSON', async () => {
    const asset = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload.length).toBeLessThan(200);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    const stores = JSON.parse(gunzipSync(json.rawPayload).toString()).data;
    expect(stores.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses bodies over the limit with 413 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ search: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it('refuses unknown content types with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { 'content-type': 'application/x-something' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('database', () => {
  it('migrates again without change and seeds only once', async () => {
    await ctx.testDb.database.migrate();
    const again = await seedIfEmpty(ctx.testDb.database.db);
    expect(again).toEqual({ seeded: false, stores: 0, products: 0 });
    const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data;
    expect(new Set(stores.map((s: { slug: string }) => s.slug)).size).toBe(stores.length);
  });
});

describe('resized images', () => {
  it('serves a WebP of the asked width with long cache headers, and 304 on revalidation', async () => {
    const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data;
    const original: string = stores[0].image;
    const url = original.replace('/images/', '/images/w320/').replace(/\.svg$/, '.webp');
    const first = await ctx.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.width).toBe(320);

    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const small = await ctx.app.inject(url.replace('/w320/', '/w160/'));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
    expect(small.rawPayload.length).toBeLessThan(first.rawPayload.length);
  });

  it('refuses odd widths, traversal and missing images with 404', async () => {
    for (const url of [
      '/images/w333/products/rice.webp',
      '/images/w320/products/nothing-here.webp',
      '/images/w320/..%2F..%2Fsrc/app.webp',
      '/images/w320/products/rice.svg',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Not found');
    }
  });
});
