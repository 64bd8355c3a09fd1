import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build';
import { createTestApp, type TestContext } from '../test/test-app';
import { isDrawing, isSubresource, tileOrigin } from './security';

let ctx: TestContext;
let build: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  build = fakeWebBuild({
    'index.html': '<!doctype html><div id="root"></div>',
    'assets/home-page-AbC12_-x.js': 'export {};',
  });
  ctx = await createTestApp({
    WEB_DIST: build.dir,
    RATE_LIMIT_ORDERS_PER_MINUTE: '3',
    RATE_LIMIT_TRACKING_PER_MINUTE: '5',
    WS_PORT: '6123',
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

describe('security headers', () => {
  it('send a strict policy with the page', async () => {
    for (const url of ['/', '/store/nasiib-restaurant']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html', host: 'shop.example.so' } });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('ws://shop.example.so:6123');
      expect(csp).toContain('https://*.tiles.example.org');
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it("send the API's data a policy that allows nothing, its files every header (receipt tests)", async () => {
    for (const url of ['/api/industries', '/v1/api/orders/AAAA-BBBB', '/api/nothing-here']) {
      const res = await ctx.app.inject({
        url,
        remoteAddress: '10.9.9.9',
        headers: { host: 'shop.example.so' },
      });
      expect(String(res.headers['content-type']), url).toContain('application/json');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('name the socket of each host the page came from, and never a host that is not a hostname', async () => {
    const policy = async (host: string) =>
      String((await ctx.app.inject({ url: '/', headers: { host } })).headers['content-security-policy']);
    for (let i = 0; i < 2; i += 1) {
      expect(await policy('a.example.so')).toContain('ws://a.example.so:6123 wss://a.example.so:6123');
      expect(await policy('b.example.so:8080')).toContain('ws://b.example.so:6123');
      expect(await policy('a.example.so')).not.toContain('b.example.so');
    }
    const odd = await policy('evil.example; script-src *');
    expect(odd).toContain('ws://localhost:6123');
    expect(odd).not.toContain('evil');
    const missing = await ctx.app.inject({ url: '/api/nothing-here', headers: { host: 'a.example.so' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send a script or style of the build only the headers a file loaded by a page uses', async () => {
    const res = await ctx.app.inject({
      url: '/assets/home-page-AbC12_-x.js',
      headers: { host: 'shop.example.so' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The page itself, asked for by an asset-like address, keeps them all.
    const page = await ctx.app.inject({
      url: '/assets/nothing.js.html',
      headers: { host: 'shop.example.so' },
    });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('tell the files loaded by a page from anything that could be opened as one', () => {
    for (const url of [
      '/assets/index-BhKDoLJw.js',
      '/assets/leaflet-vh-t_kPv.css',
      '/images/w320/products/rice-chicken.webp',
      '/images/w160/stores/nasiib-restaurant.webp?v=2',
    ])
      expect(isSubresource(url), url).toBe(true);
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/assets/page.html',
      '/assets/../index.html',
      '/api/industries',
      '/images/industries/food.svg',
      '/images/products/rice-chicken.svg',
      '/images/w320/products/rice-chicken.svg',
      '/store/assets/x.js',
    ])
      expect(isSubresource(url), url).toBe(false);
  });

  it("send a drawing or a manifest the API's policy that allows nothing, and none of the page's other headers", async () => {
    const drawing = fakeWebBuild({
      'index.html': '<!doctype html><div id="root"></div>',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      'manifest.en.webmanifest': '{"name":"Suuq"}',
    });
    const app = await createTestApp({ WEB_DIST: drawing.dir });
    try {
      for (const url of ['/favicon.svg', '/manifest.en.webmanifest', '/images/industries/food.svg']) {
        const res = await app.app.inject({ url, headers: { host: 'shop.example.so' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
      }
    } finally {
      await app.close();
      drawing.remove();
    }
  });

  it('tell a drawing or a manifest from a page, a script or a photo', () => {
    for (const url of [
      '/favicon.svg',
      '/images/industries/food.svg',
      '/images/placeholders/product.svg?v=1',
      '/manifest.so.webmanifest',
    ])
      expect(isDrawing(url), url).toBe(true);
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/images/w160/stores/x.webp',
      '/store/x.svg.html',
      '/a/../b.svg',
    ])
      expect(isDrawing(url), url).toBe(false);
  });

  it('names the tile origin for templates with and without subdomains', () => {
    expect(tileOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('not a url')).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('answer order lookups beyond the limit with 429 and a message, per address', async () => {
    const from = (remoteAddress: string, lang = 'en') =>
      ctx.app.inject({
        url: '/v1/api/orders/AAAA-BBBB',
        remoteAddress,
        headers: { 'accept-language': lang },
      });
    for (let i = 0; i < 5; i += 1) expect((await from('10.9.0.1')).statusCode).toBe(404);
    const limited = await from('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    expect((await from('10.9.0.1', 'so')).json().message).toBe(
      'Codsiyo aad u badan. Fadlan wax yar sug oo mar kale isku day.',
    );
    expect((await from('10.9.0.2')).statusCode).toBe(404);
  });

  it('answer placing orders beyond the limit with 429 before touching stock', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/api/stores/1/placeOrder',
        remoteAddress: '10.9.1.1',
        payload: {},
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });
});
