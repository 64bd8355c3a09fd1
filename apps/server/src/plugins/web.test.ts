import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build';
import { createTestApp, type TestContext } from '../test/test-app';
import { isAppPage } from './web';

let ctx: TestContext;
let build: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  build = fakeWebBuild({
    'index.html': '<!doctype html><title>Suuq</title><div id="root"></div>',
    'assets/app-abc12345.js': 'console.log(1);',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'manifest.en.webmanifest': '{}',
  });
  ctx = await createTestApp({ WEB_DIST: build.dir });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

describe('the web app from the API origin', () => {
  it('serves the app at / and every page URL to any client, whatever it accepts', async () => {
    for (const url of ['/', '/store/some-store', '/no-such-page', '/orders/AB12-CD34?x=1']) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
        const res = await ctx.app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('keeps answering JSON 404s under /api, /v1 and /images, and for other methods', async () => {
    for (const url of ['/api/nothing', '/api', '/v1/api/nothing', '/v1', '/images/nope.svg']) {
      for (const accept of [undefined, 'text/html']) {
        const res = await ctx.app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/no-such-page' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found' });
  });

  it('answers a missing hashed asset with a 404, not the page, unless a browser navigates to it', async () => {
    const asset = await ctx.app.inject('/assets/app-abc12345.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Cached for a year and never revalidated: no validators, no ranges. The page keeps them.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const page = await ctx.app.inject({ url: '/index.html', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeDefined();
    // The tab's icon, asked for again on each page the app opens, is kept for a day; other files are revalidated.
    const icon = await ctx.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const manifest = await ctx.app.inject('/manifest.en.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const gone = await ctx.app.inject('/assets/app-old999.js');
    expect(gone.statusCode).toBe(404);
    expect(isAppPage('/assets/app-old999.js', 'text/html,application/xhtml+xml')).toBe(true);
  });
});
