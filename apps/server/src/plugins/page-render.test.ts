import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build';
import { createTestApp, type TestContext } from '../test/test-app';

const STYLE = '.store{color:green}';
const BOOT = "import('/assets/index-abc.js');";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The app's empty page, and a rendered page's shell with its inline style and start-up line. */
const PLAIN_PAGE =
  '<!doctype html><html lang="en"><head><title>Suuq</title></head><body><div id="root"></div></body></html>';
const shell = (style: string) =>
  `<!doctype html><html lang="en"><head><title>Suuq</title><style>${style}</style>` +
  `<script type="module">${BOOT}</script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/features/catalog/catalog-routes.ts': { file: 'assets/catalog-routes-def.js' },
};

/**
 * A stand-in for the web build's page renderer, speaking its messages: it asks the server for the store's details
 * in the page's language and renders what it got. `/store/slow` never finishes; `/store/crash` stops the worker.
 */
const WORKER = `
import { parentPort } from 'node:worker_threads';
const waiting = new Map();
let next = 0;
let render = 0;
let renders = 0;
const ask = (url, method, body, language) => new Promise((resolve) => {
  const id = ++next;
  waiting.set(id, resolve);
  parentPort.postMessage({ type: 'fetch', id, render, url, method, body, language });
});
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', async (message) => {
  if (message.type === 'answer') return waiting.get(message.id)(message);
  if (message.url.startsWith('/store/slow')) return;
  if (message.url.startsWith('/store/crash')) process.exit(1);
  render = message.id;
  renders += 1;
  const store = await ask('/api/stores/karaan-fresh-market?lang=' + message.language, 'GET', undefined, message.language);
  const list = await ask('/api/stores', 'POST', '{"search":"karaan"}', message.language);
  const name = JSON.parse(store.body).data.name;
  parentPort.postMessage({ type: 'rendered', id: message.id, page: {
    markup: '<i>render ' + renders + '</i><h1>' + name + ' $& $1</h1><p>' + store.status + ' ' + list.status + ' ' + JSON.parse(list.body).data.length + '</p><address>' + JSON.parse(list.body).data[0].address + '</address>' + (message.cart === undefined ? '' : '<s>with a cart</s>'),
    title: name + ' </title><script>',
    cart: message.cart,
    entries: [{ endpointName: 'getStore', arg: { slug: 'karaan-fresh-market', lang: message.language }, value: { name: '</script><script>alert(1)</script>' } }],
  } });
});
`;

let ctx: TestContext;
let build: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  build = fakeWebBuild({
    'index.html': PLAIN_PAGE,
    'page.html': shell(STYLE),
    '.vite/manifest.json': MANIFEST,
    '.ssr/page-worker.js': WORKER,
  });
  // No answer cache: a change in the database shows in the next answer at once.
  ctx = await createTestApp({ WEB_DIST: build.dir, CATALOG_CACHE_TTL_SECONDS: '0' });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

describe('store and product pages rendered by the server', () => {
  it('are rendered with the API’s own answers in the shopper’s language, which go along with the page', async () => {
    const res = await ctx.app.inject({
      url: '/store/Karaan%20Fresh%20Market?category=3',
      headers: { cookie: 'lang=so' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(res.body).toContain('<html lang="so">');
    expect(res.body).toContain('data-prerendered="/store/Karaan%20Fresh%20Market?category=3 so"');
    // Both requests were answered by the API itself, the list from its POST body, in the page's language.
    expect(res.body).toContain('<p>200 200 1</p>');
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { 'accept-language': 'so' },
      payload: { search: 'karaan' },
    });
    const address = (list.json() as { data: { address: string }[] }).data[0]!.address;
    expect(address).toContain('Muqdisho');
    expect(res.body).toContain(`<address>${address}</address>`);
    // Markup goes in as it is, `$` patterns included.
    expect(res.body).toContain('<h1>Karaan Fresh Market $& $1</h1>');
  });

  it('escape what they carry: the title, and answers that could close their script', async () => {
    const res = await ctx.app.inject('/store/karaan');
    expect(res.body).toContain('<title>Karaan Fresh Market &lt;/title&gt;&lt;script&gt;</title>');
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(data).toBeDefined();
    expect(JSON.parse(data!)).toEqual([
      {
        endpointName: 'getStore',
        arg: { slug: 'karaan-fresh-market', lang: 'en' },
        value: { name: '</script><script>alert(1)</script>' },
      },
    ]);
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it('let in the shell’s inline style and script by hash, not the page’s answers', async () => {
    const res = await ctx.app.inject('/products/tea');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(sha(STYLE));
    expect(policy).toContain(sha(BOOT));
    expect(policy).not.toContain('unsafe-inline');
  });

  it('go out as the plain page when rendering takes too long or the renderer stops, and render again after', async () => {
    const slow = await ctx.app.inject('/store/slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).not.toContain('data-prerendered');
    expect(slow.body).toContain('catalog-routes-def.js');

    const crash = await ctx.app.inject('/store/crash');
    expect(crash.statusCode).toBe(200);
    expect(crash.body).not.toContain('data-prerendered');

    const again = await ctx.app.inject('/products/tea');
    expect(again.body).toContain('data-prerendered="/products/tea en"');
  });

  it('are sent unrendered to a shopper who saves data, so the app picks the small photos', async () => {
    for (const headers of [{ 'save-data': 'on' }, { cookie: 'lang=so; data-saver=1' }]) {
      const res = await ctx.app.inject({ url: '/store/karaan', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-prerendered');
      expect(String(res.headers.vary)).toContain('save-data');
    }
    const off = await ctx.app.inject({ url: '/store/karaan', headers: { cookie: 'data-saver=0' } });
    expect(off.body).toContain('data-prerendered');
  });

  it('are not rendered for any other page', async () => {
    for (const url of ['/cart', '/store/a/b', '/api/nothing']) {
      const res = await ctx.app.inject(url);
      expect(res.body, url).not.toContain('data-prerendered');
    }
  });

  it('are sent again while what they were rendered from is unchanged, and rendered anew once it changes', async () => {
    const renderOf = (body: string) => Number(/<i>render (\d+)<\/i>/.exec(body)?.[1]);
    const first = await ctx.app.inject('/store/karaan-again');
    const second = await ctx.app.inject('/store/karaan-again');
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    expect(second.body).toBe(first.body);
    // Another URL or language is another page.
    const somali = await ctx.app.inject({ url: '/store/karaan-again', headers: { cookie: 'lang=so' } });
    expect(renderOf(somali.body)).toBeGreaterThan(renderOf(first.body));

    await ctx.testDb.database.db.execute(
      sql`update stores set name = 'Karaan Market' where slug = 'karaan-fresh-market'`,
    );
    const changed = await ctx.app.inject('/store/karaan-again');
    expect(renderOf(changed.body)).toBeGreaterThan(renderOf(somali.body));
    expect(changed.body).toContain('<h1>Karaan Market');
  });

  it('are kept by their path and category alone, so another query string reuses the page', async () => {
    const renderOf = (body: string) => Number(/<i>render (\d+)<\/i>/.exec(body)?.[1]);
    const first = await ctx.app.inject('/products/kept?utm=1');
    expect(first.body).toContain('data-prerendered="/products/kept en"');
    for (const url of ['/products/kept?utm=2', '/products/kept?x=1&y=2', '/products/kept?category=abc']) {
      const again = await ctx.app.inject(url);
      expect(renderOf(again.body), url).toBe(renderOf(first.body));
    }
    const category = await ctx.app.inject('/products/kept?category=4&utm=3');
    expect(category.body).toContain('data-prerendered="/products/kept?category=4 en"');
    expect(renderOf(category.body)).toBeGreaterThan(renderOf(first.body));
  });
});

describe('pages rendered anew', () => {
  it('are budgeted per client address and in all; past it, the plain page goes out', async () => {
    const limited = await createTestApp({
      WEB_DIST: build.dir,
      PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: '3',
      PAGE_RENDERS_PER_MINUTE: '5',
    });
    // The budget refills with time; the clock stands still here, so only the requests below count.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const rendered = async (address: string, pages: number[]) => {
        const answers = [];
        for (const page of pages)
          answers.push(
            await limited.app.inject({ url: `/store/karaan?category=${page}`, remoteAddress: address }),
          );
        return answers.map((answer) => answer.body.includes('data-prerendered'));
      };
      expect(await rendered('10.0.0.1', [1, 2, 3, 4, 5])).toEqual([true, true, true, false, false]);
      // A page already rendered is sent again without spending the budget.
      expect(await rendered('10.0.0.1', [1])).toEqual([true]);
      expect(await rendered('10.0.0.2', [6, 7, 8])).toEqual([true, true, false]);
      const plain = await limited.app.inject({ url: '/store/karaan?category=9', remoteAddress: '10.0.0.3' });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('data-prerendered');
      expect(plain.body).toContain('catalog-routes-def.js');
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});

describe('the cart, checkout and the tracking page rendered by the server', () => {
  const CART_STYLE = '.cart{color:teal}';
  const CHECKOUT_STYLE = '.checkout{color:olive}';
  const TRACKING_STYLE = '.order{color:navy}';
  let framed: TestContext;
  let framedBuild: ReturnType<typeof fakeWebBuild>;
  beforeAll(async () => {
    framedBuild = fakeWebBuild({
      'index.html': PLAIN_PAGE,
      'page.html': shell(STYLE),
      'cart.html': shell(CART_STYLE),
      'checkout.html': shell(CHECKOUT_STYLE),
      'tracking.html': shell(TRACKING_STYLE),
      '.vite/manifest.json': MANIFEST,
      '.ssr/page-worker.js': WORKER,
    });
    framed = await createTestApp({ WEB_DIST: framedBuild.dir });
  });
  afterAll(async () => {
    await framed.close();
    framedBuild.remove();
  });

  it('go out in their own shells, the tracking page kept by its order number alone', async () => {
    for (const url of ['/cart', '/cart1', '/cart-homepage']) {
      const res = await framed.app.inject({ url, headers: { cookie: 'lang=so' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`data-prerendered="${url} so"`);
      expect(res.body, url).toContain(CART_STYLE);
      expect(res.body, url).not.toContain(STYLE);
    }
    for (const url of ['/checkout', '/checkout2', '/checkout-homepage']) {
      const res = await framed.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`data-prerendered="${url} en"`);
      expect(res.body, url).toContain(CHECKOUT_STYLE);
      expect(res.body, url).not.toContain(CART_STYLE);
    }
    const tracking = await framed.app.inject('/thankyou?utm=1&order-number=%20v16k-k0ss');
    expect(tracking.body).toContain('data-prerendered="/thankyou?order-number=v16k-k0ss en"');
    expect(tracking.body).toContain(TRACKING_STYLE);
    // A number no order could have is not rendered: the page shows what it is given, which the server did not render.
    const odd = await framed.app.inject('/thankyou?order-number=%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('data-prerendered');
    expect(odd.body).not.toContain('<script>');
    const none = await framed.app.inject('/thankyou');
    expect(none.body).toContain('data-prerendered="/thankyou en"');
    // Their shells' inline style is let in by hash.
    const policy = String(tracking.headers['content-security-policy']);
    expect(policy).toContain(sha(CART_STYLE));
    expect(policy).toContain(sha(CHECKOUT_STYLE));
    expect(policy).toContain(sha(TRACKING_STYLE));
  });

  it('draw the cart page and checkout with the saved cart its cookie carries, for that shopper alone', async () => {
    const cartOf = (name: string) => JSON.stringify({ cart: { items: [], store: { name } } });
    const cookie = (text: string) => `lang=en; cart=${encodeURIComponent(text)}`;
    const pageCart = (body: string) => {
      const found = /<script type="application\/json" id="page-cart">([^<]*)<\/script>/.exec(body)?.[1];
      return found === undefined ? undefined : (JSON.parse(found) as string);
    };
    const first = await framed.app.inject({
      url: '/cart',
      headers: { cookie: cookie(cartOf('Karaan </script>')) },
    });
    expect(first.body).toContain('<s>with a cart</s>');
    // The very text of the cookie, which the app compares with the cart it saved; nothing in it closes the script.
    expect(pageCart(first.body)).toBe(cartOf('Karaan </script>'));
    expect(first.body).not.toContain('Karaan </script>');
    // Another shopper's cart, or none: never the page drawn with the first one.
    const second = await framed.app.inject({ url: '/cart', headers: { cookie: cookie(cartOf('Hodan')) } });
    expect(pageCart(second.body)).toBe(cartOf('Hodan'));
    expect(/render (\d+)/.exec(second.body)?.[1]).not.toBe(/render (\d+)/.exec(first.body)?.[1]);
    const none = await framed.app.inject('/cart');
    expect(none.body).toContain('data-prerendered="/cart en"');
    expect(none.body).not.toContain('with a cart');
    expect(pageCart(none.body)).toBeUndefined();
    // Checkout too, and no other page; a cookie that is not one the app wrote is left out.
    const checkout = await framed.app.inject({
      url: '/checkout',
      headers: { cookie: cookie(cartOf('Hodan')) },
    });
    expect(checkout.body).toContain('data-prerendered="/checkout en"');
    expect(pageCart(checkout.body)).toBe(cartOf('Hodan'));
    const tracking = await framed.app.inject({
      url: '/thankyou?order-number=A1B2-C3D4',
      headers: { cookie: cookie(cartOf('Hodan')) },
    });
    expect(tracking.body).not.toContain('with a cart');
    for (const url of ['/cart', '/checkout'])
      for (const odd of ['cart=%E0%A4%A', `cart=${'x'.repeat(5000)}`, 'cart=']) {
        const res = await framed.app.inject({ url, headers: { cookie: odd } });
        expect(res.statusCode, odd.slice(0, 20)).toBe(200);
        expect(res.body, odd.slice(0, 20)).not.toContain('with a cart');
      }
  });

  it('go out as the plain page when the renderer cannot render them, and other pages are not rendered', async () => {
    for (const url of ['/account', '/cart/x', '/checkout/x', '/payment']) {
      const res = await framed.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-prerendered');
    }
    const saving = await framed.app.inject({ url: '/cart', headers: { 'save-data': 'on' } });
    expect(saving.body).not.toContain('data-prerendered');
    expect(saving.body).toContain('<div id="root"></div>');
  });
});
