import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let build: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  build = fakeWebBuild({
    'index.html':
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head><body><div id="root"></div></body></html>',
    '.vite/manifest.json': {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      '_money-1.js': { file: 'assets/money-1.js', imports: ['index.html', '_runtime-1.js'] },
      'src/features/catalog/catalog-routes.ts': {
        file: 'assets/catalog-routes-1.js',
        imports: ['index.html', '_runtime-1.js', '_money-1.js'],
        css: ['assets/catalog-routes-1.css'],
      },
    },
  });
  ctx = await createTestApp({ WEB_DIST: build.dir });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);

describe('store and product pages announce their files and data', () => {
  it('lists the store’s request, the catalog chunk and its imports once, not what the page already loads', async () => {
    const res = await ctx.app.inject('/store/nasiib%20restaurant');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(links(res.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/stores/nasiib-restaurant?lang=en">',
      '<link rel="modulepreload" crossorigin href="/assets/catalog-routes-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/catalog-routes-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/money-1.js">',
    ]);
  });

  it('starts a product page’s own request, in the shopper’s language', async () => {
    for (const [url, cookie, data] of [
      ['/products/rice-with-goat-meat', '', '/api/products/rice-with-goat-meat?lang=en'],
      ['/products/_rice-with-goat-meat', 'lang=so', '/api/products/rice-with-goat-meat?lang=so'],
      ['/products/bariis-%C3%A1', '', '/api/products/bariis-%C3%A1?lang=en'],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body)[1], url).toBe(`<link rel="preload" as="fetch" crossorigin href="${data}">`);
    }
  });

  it('leaves other pages and odd product names alone', async () => {
    for (const url of ['/cart', '/store/about/x', '/products/a%22b', '/products/a/b']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body), url).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      ]);
    }
  });
});
