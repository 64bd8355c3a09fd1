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
      '_cart-view-1.js': {
        file: 'assets/cart-view-1.js',
        imports: ['index.html', '_money-1.js'],
        css: ['assets/cart-view-1.css'],
      },
      'src/features/cart/cart-page.tsx': {
        file: 'assets/cart-page-1.js',
        imports: ['index.html', '_cart-view-1.js'],
      },
      'src/app/routes/checkout-route.tsx': {
        file: 'assets/checkout-route-1.js',
        imports: ['index.html', '_runtime-1.js', '_cart-view-1.js'],
      },
      'src/features/orders/thankyou-page.tsx': { file: 'assets/thankyou-page-1.js', imports: ['index.html'] },
      'src/app/layout/footer.tsx': {
        file: 'assets/footer-1.js',
        imports: ['index.html', '_money-1.js'],
        css: ['assets/footer-1.css'],
      },
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
    for (const url of ['/about', '/cart/x', '/store/about/x', '/products/a%22b', '/products/a/b']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body), url).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      ]);
    }
  });
});

describe('the pages the app draws itself announce their files', () => {
  it('the cart, checkout and an order’s tracking page list their chunk and its imports, in every address of theirs', async () => {
    const footer = [
      '<link rel="modulepreload" crossorigin href="/assets/footer-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/footer-1.css">',
    ];
    const cart = [
      '<link rel="modulepreload" crossorigin href="/assets/cart-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/cart-view-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/cart-view-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/money-1.js">',
    ];
    const checkout = [
      '<link rel="modulepreload" crossorigin href="/assets/checkout-route-1.js">',
      ...cart.slice(1),
      ...footer,
    ];
    const tracking = [
      '<link rel="modulepreload" crossorigin href="/assets/thankyou-page-1.js">',
      ...footer,
      '<link rel="modulepreload" crossorigin href="/assets/money-1.js">',
    ];
    const cartPage = [...cart, ...footer];
    for (const [url, tags] of [
      ['/cart', cartPage],
      ['/cart1', cartPage],
      ['/cart-homepage', cartPage],
      ['/checkout', checkout],
      ['/checkout/', checkout],
      ['/checkout2', checkout],
      ['/delivery', checkout],
      ['/thankyou?order-number=ABCD-EFGH', tracking],
      ['/Thankyou-homepage', tracking],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { cookie: 'lang=so' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(links(res.body), url).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
        ...tags,
      ]);
      // The app's own page: drawn in the browser from what the phone holds, never rendered here.
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
