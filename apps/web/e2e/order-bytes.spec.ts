import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openCart, orderNumberOn, useMyLocation } from './order-test-kit';

// What a whole first order on a phone downloads (home, a store, a product, checkout with delivery and cash, the
// thank-you page), service worker included, and a repeat visit to the home page once the service worker is in
// control. The targets were 350 KB and 15 KB, both reached; the budgets below are a little above the figures reached,
// so that nothing grows back (docs/decisions/003-home-route-budget.md, "A whole first order", says where the bytes
// go). Counted on the wire: the browser talks to the server through a small proxy here that adds up every byte the
// server sends (headers and compressed bodies alike), whether the page or the service worker asked. Chromium's own
// accounting of a response the service worker answered differs between its page and its worker; the socket does
// not. No request routing here: Playwright turns the browser's HTTP cache off while routes are set. The report lists
// the 25 largest responses; ORDER_BYTES_ALL=1 lists every one. Time estimates took it from 345 KB to 347 KB
// (docs/decisions/021-time-estimates.md), the round of the home page with its stores, pickup, estimates and pins to
// 351 KB: the figure is 349.2 KB, under the 350 KB target, plus the 1.2 KB one shared chunk swings between the
// page's share and the service worker's (docs/decisions/024-first-order-after-round-three.md). The operator's round
// (the courier's card, the push opt-in, the ringing board, the texts' link) took it to 361.3 KB: 363 KB holds it there
// until the speed round brings it back under 350 KB (docs/decisions/034-first-order-after-the-operators-round.md).
// The catalog's reads then got their entity tags (about 60 bytes a read, which every repeat visit earns back,
// docs/decisions/040-revalidated-catalog-reads.md), and two CI runs measured 362.9 KB: the home page's strip shows one
// picture more or fewer as the journeys beside this one add stores (42 or 43 pictures, 1.6 KB each). 365 KB held
// that. The cart and the tracking page then went out rendered by the server (docs/decisions/041-cart-and-tracking-frames.md):
// their shells' inline style and start-up line are two more hashes in every page's policy, and the run alone went
// from 361.1 to 363.0 KB (364.6 KB with the 43rd picture). 367 KB held that. The app's React code then went onto
// Preact's renderer (docs/decisions/051-react-on-preact.md): 315.9 KB. Then the Somali messages were kept offline
// only for a shopper who reads Somali, and drawings and manifests lost the page's headers
// (docs/decisions/052-first-order-under-300-kb.md): 296.2 KB. The target itself, 300 KB, holds it with a picture
// more or fewer.
const FIRST_ORDER_BUDGET = 300 * 1024;
// A repeat visit measured 9.5 KB after the same round (9,689 bytes; decision 034). It moves with the store list: the
// journeys running beside this one open, close and add stores, and a store that joins the home page's strip between
// the two visits brings its pictures to the second (measured 8.0 KB alone, 6.2 and 10.1 KB in two full runs of the
// same code). 12 KB holds it against growth without failing on that (decision 038); the target stays 8 KB.
const REPEAT_VISIT_BUDGET = 12 * 1024;
const PHONE = { width: 390, height: 844 };

interface Exchange {
  method: string;
  path: string;
  /** Sec-Fetch-Dest: what the request was for (`empty` for fetch(), the service worker's included). */
  dest: string;
  /** What the server sent back on the socket for it: status line, headers and body as sent. */
  bytes: number;
}

/** Every request that crossed the proxy, with the bytes the server answered on its socket. */
interface Recording {
  responses: Exchange[];
}

/**
 * A TCP proxy to the server. Chromium sends one request at a time on a connection (HTTP/1.1, no pipelining), so the
 * bytes coming back belong to the last request line seen going out on the same socket.
 */
async function countingProxy(target: number) {
  let recording: Recording = { responses: [] };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    let current: Exchange | undefined;
    client.on('data', (chunk: Buffer) => {
      const head = chunk.subarray(0, 2048).toString('latin1');
      const line = /^([A-Z]+) (\S+) HTTP\/1\.1\r\n/.exec(head);
      if (line) {
        current = {
          method: line[1]!,
          path: line[2]!,
          dest: /\r\nsec-fetch-dest: ([\w-]+)/i.exec(head)?.[1] ?? '',
          bytes: 0,
        };
        recording.responses.push(current);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (current) current.bytes += chunk.length;
      client.write(chunk);
    });
    sockets.add(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
    client.once('close', () => sockets.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Starts a new count; returns the one before. */
    restart(): Recording {
      const done = recording;
      recording = { responses: [] };
      return done;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** The kind of file a response was, for the breakdown. */
function kind({ path, dest }: Exchange): string {
  const pathname = path.split('?')[0]!;
  if (pathname === '/sw.js') return 'service worker script';
  if (pathname.startsWith('/assets/'))
    return dest === 'empty' ? 'service worker precache' : pathname.endsWith('.css') ? 'styles' : 'scripts';
  if (pathname.startsWith('/images/')) return 'images';
  if (pathname.startsWith('/api/') || pathname.startsWith('/v1/')) return 'fetch (API)';
  if (dest === 'document') return 'document';
  if (dest === 'empty') return 'service worker precache';
  return 'other (manifest, icons)';
}

function report(title: string, { responses }: Recording): number {
  const total = responses.reduce((sum, response) => sum + response.bytes, 0);
  const byKind = new Map<string, { bytes: number; count: number }>();
  for (const response of responses) {
    const entry = byKind.get(kind(response)) ?? { bytes: 0, count: 0 };
    entry.bytes += response.bytes;
    entry.count += 1;
    byKind.set(kind(response), entry);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const breakdown = [...byKind]
    .toSorted(([, a], [, b]) => b.bytes - a.bytes)
    .map(([name, { bytes, count }]) => `${name} ${kb(bytes)} (${count})`)
    .join(', ');
  const biggest = responses
    .toSorted((a, b) => b.bytes - a.bytes)
    .slice(0, process.env.ORDER_BYTES_ALL ? undefined : 25)
    .map((r) => `  ${String(r.bytes).padStart(8)}  ${kind(r).padEnd(24)} ${r.method} ${r.path}`);
  console.log(
    `${title}: ${total} bytes (${kb(total)}) in ${responses.length} responses\n  ${breakdown}\n${biggest.join('\n')}`,
  );
  return total;
}

/** Waits until nothing is downloading: no request the page or its service worker made is still open. */
async function settled(context: BrowserContext) {
  let open = 0;
  const opened = () => (open += 1);
  const closed = () => (open -= 1);
  context.on('request', opened);
  context.on('requestfinished', closed);
  context.on('requestfailed', closed);
  try {
    // Two looks in a row with nothing open, so a request that starts on the heels of another is not missed.
    let quiet = 0;
    await expect
      .poll(
        () => {
          quiet = open <= 0 ? quiet + 1 : 0;
          return quiet;
        },
        { intervals: [250] },
      )
      .toBeGreaterThanOrEqual(3);
  } finally {
    context.off('request', opened);
    context.off('requestfinished', closed);
    context.off('requestfailed', closed);
  }
}

async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('order bytes', () => {
  // The home page's category strip moves on by itself every few seconds, and each tile it brings into view downloads
  // its picture: with reduced motion (a phone setting) it stays still, so the count does not depend on how long the
  // journey takes. The service worker runs: its precache is part of what a first order downloads.
  test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });

  test('a whole first order on a phone and a repeat visit stay within their byte budgets', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const proxy = await countingProxy(Number(new URL(baseURL!).port));
    try {
      const external: string[] = [];
      context.on('request', (request) => {
        if (!request.url().startsWith(proxy.origin)) external.push(request.url());
      });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.setViewportSize(PHONE);

      // Home, then a store from its list.
      await page.goto(`${proxy.origin}/`);
      const stores = page.getByRole('region', { name: 'Stores' });
      await expect(stores.getByRole('listitem').first()).toBeVisible();
      // The shopper touches the page before tapping a store (a page that arrived whole starts the app then:
      // docs/decisions/047-a-whole-page-waits-for-the-shopper.md), so the store opens in the app.
      await stores.getByRole('heading', { name: 'Stores' }).hover();
      await expect(page.locator('#root[data-taken-over]')).toBeAttached({ timeout: 20_000 });
      await settled(context);
      // Every store's photo is downloaded on this visit: how far below the screen the browser starts a lazy photo
      // depends on when it looks, and would otherwise move some of them into the repeat visit from run to run.
      await stores.evaluate((list) =>
        list
          .querySelectorAll<HTMLImageElement>('img[loading="lazy"]')
          .forEach((img) => (img.loading = 'eager')),
      );
      await settled(context);
      await stores.getByRole('link', { name: /Nasiib Restaurant/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nasiib Restaurant' })).toBeVisible();
      const plate = page.getByRole('article').filter({ hasText: 'Rice with chicken' });
      await expect(plate).toBeVisible();
      await settled(context);

      // A plate with a chosen rice, spice level and an extra: above the store's minimum of $5.00.
      await plate
        .getByRole('link', { name: /Rice with chicken/ })
        .first()
        .click();
      const choices = page.getByRole('dialog', { name: 'Rice with chicken' });
      await expect(choices.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
      await settled(context);
      await choices.getByRole('radio', { name: /Basmati rice/ }).check();
      await choices.getByRole('radio', { name: /Mild/ }).check();
      await choices.getByRole('checkbox', { name: /Extra meat/ }).check();
      await choices.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(page.getByText('Item added to cart!')).toBeVisible();
      const drawer = await openCart(page);
      await drawer.getByRole('button', { name: 'Checkout' }).click();

      // Checkout: delivery to a written address, the phone's location as the door, cash.
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
      await page.getByLabel('Address', { exact: true }).fill('Hodan, near Tarabuunka');
      await useMyLocation(page, context);
      await page.getByLabel('Name').fill('Hodan Ali');
      await page.getByLabel('Phone number').fill('061 234 5678');
      await expect(page.getByRole('radio', { name: /Cash/ })).toBeChecked();
      await settled(context);
      await page.getByRole('button', { name: 'Place order' }).click();
      const orderNumber = await orderNumberOn(page);
      await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();

      // Whatever the service worker still had to fetch counts too.
      await serviceWorkerInControl(page);
      await settled(context);
      const firstOrder = report('Whole first order, home to thank-you', proxy.restart());

      // A repeat visit: the home page again, the service worker in control. A shopper comes back after a while, when
      // the browser has long stopped the worker: it starts again for the page, and what Chromium fetches meanwhile
      // counts (the whole rendered page, without the worker's static route: sw/static-routes.ts).
      const devtools = await context.newCDPSession(page);
      await devtools.send('ServiceWorker.enable');
      await devtools.send('ServiceWorker.stopAllWorkers');
      await devtools.detach();
      await page.goto(`${proxy.origin}/`);
      await expect(stores.getByRole('listitem').first()).toBeVisible();
      await settled(context);
      const repeat = report('Repeat visit to /', proxy.restart());

      expect(external).toEqual([]);
      expect(problems).toEqual([]);
      expect(firstOrder).toBeLessThanOrEqual(FIRST_ORDER_BUDGET);
      expect(repeat).toBeLessThanOrEqual(REPEAT_VISIT_BUDGET);
    } finally {
      await proxy.close();
    }
  });
});
