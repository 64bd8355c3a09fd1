/**
 * What the web part needs of a shopper beyond a first look: a cart with items in it (for the cart and checkout
 * pages), an order to track, and the time the measured taps take to show their answer (Interaction to Next Paint, read
 * with the Event Timing API in Chromium slowed to the calibrated phone's speed).
 */
import { launchChromium } from './web-chromium';
import { slowdownNow, type Slowdown } from './web-lighthouse';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The key the app keeps its cart under (the shared constants' CART_STORAGE_KEY). */
export const CART_KEY = 'reduxState';

const launch = () => launchChromium('Chromium (shopper)');

/** A phone-sized context, as a shopper's. */
const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, hasTouch: false });

/** A cookie as the shopper's browser holds it, to put back in a fresh profile. */
export interface SavedCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
}

/** What a shopper's browser holds after filling a cart: the cart as the app saved it, and the origin's cookies. */
export interface SavedCart {
  /** The text to put back under CART_KEY. */
  text: string;
  /** The cookies the app wrote meanwhile (the cart page's copy of the cart among them). */
  cookies: SavedCookie[];
}

/**
 * The cart a shopper has after tapping "Add to Cart" on `productUrl`, as the app saved it, with the cookies it wrote:
 * to put back in a fresh profile, so that the cart and checkout are audited as a shopper with items sees them.
 */
export async function savedCart(productUrl: string, quantity: number): Promise<SavedCart> {
  const { browser, close } = await launch();
  try {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto(productUrl);
    await page.locator('#root[data-taken-over]').waitFor({ timeout: 60_000 });
    // Tapped until the cart reaches the store's minimum order, so checkout shows a cart that can be ordered.
    for (let tap = 1; tap <= quantity; tap += 1) {
      await page.getByRole('button', { name: /^Add to Cart/ }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Cart, ${tap} item${tap === 1 ? '' : 's'}` })
        .waitFor({ timeout: 30_000 });
    }
    const saved = await page.waitForFunction(
      ([key, wanted]) => {
        const text = localStorage.getItem(key as string);
        return text && JSON.parse(text).cart?.items?.[0]?.quantity === wanted ? text : null;
      },
      [CART_KEY, quantity] as const,
      { timeout: 30_000 },
    );
    const text = (await saved.jsonValue()) as string;
    const cookies = (await context.cookies()).map(({ name, value, domain, path }) => ({
      name,
      value,
      domain,
      path,
    }));
    return { text, cookies };
  } finally {
    await close();
  }
}

/** Places a cash pickup order as a guest through the API; its number, for the tracking page. */
export async function placeTrackedOrder(
  base: string,
  store: { id: number; branch_id: number },
  productId: number,
  quantity: number,
): Promise<string> {
  const answer = await fetch(`${base}/v1/api/stores/${store.id}/placeOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-tracking-${Date.now()}` },
    body: JSON.stringify({
      branch_id: store.branch_id,
      delivery_method: 'pickup',
      payment_method: 'cash',
      customer: { name: 'Bench Shopper', phone: '+252615550999' },
      items: [{ product_id: productId, quantity }],
    }),
  });
  const body = (await answer.json()) as { data?: { order_number?: string }; message?: string };
  const number = body.data?.order_number;
  if (!answer.ok || !number)
    throw new Error(`placing the order to track failed: ${answer.status} ${body.message ?? ''}`);
  return number;
}

/** One tap measured: the slowest Event Timing entry of its interaction, and when its answer was on screen. */
export interface Interaction {
  /** Interaction to Next Paint of this tap, in ms (Event Timing rounds to 8 ms). */
  inp: number;
  /** From the tap to the awaited answer being on screen, in ms (this includes any file or answer it waited for). */
  shown: number;
  /** The CPU slowdown the tap was measured at. */
  slowdown: number;
}

export interface TapSpec {
  name: string;
  url: string;
  /**
   * Tapped on the page as it arrived, before anything reached for it: on a page that arrived whole the tap starts
   * the app, and its answer waits for the app to take the page over (docs/decisions/047-a-whole-page-waits-for-the-shopper.md).
   */
  untouched?: boolean;
  /** Taps; resolves once the tap's answer is on screen. */
  tap: (page: Page) => Promise<void>;
}

/** The taps of the speed targets, and the first touch of a page that arrived whole. */
export const TAPS: TapSpec[] = [
  {
    name: 'add to cart',
    url: '',
    tap: async (page) => {
      await page.getByRole('button', { name: /^Add to Cart/ }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    },
  },
  {
    name: 'add to cart, the first touch of the page',
    url: '',
    untouched: true,
    tap: async (page) => {
      await page.getByRole('button', { name: /^Add to Cart/ }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    },
  },
  {
    name: 'open a product',
    url: '',
    tap: async (page) => {
      // On a store's page a product opens over the list, with its choices and "Add to Cart".
      await page.locator('article.product-card a[href^="/products/"]').first().click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Add to Cart/ })
        .waitFor();
    },
  },
  {
    name: 'change the language',
    url: '',
    tap: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Soomaali' }).click();
      await page.locator('html[lang="so"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { name: 'Dukaamada' }).waitFor();
    },
  },
];

/** Collects every Event Timing entry of the page (16 ms and over, the least the API reports). */
const OBSERVE = () => {
  const entries: { id: number; duration: number; start: number }[] = [];
  (window as unknown as { suuqEvents: typeof entries }).suuqEvents = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        entries.push({ id: entry.interactionId, duration: entry.duration, start: entry.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

async function measureOnce(browser: Browser, spec: TapSpec, slowdown: Slowdown): Promise<Interaction> {
  let context: BrowserContext | undefined;
  try {
    context = await phone(browser);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    const rate = await slowdownNow(slowdown);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(spec.url);
    if (spec.untouched) {
      // The shopper taps as soon as the page has loaded and its pictures are in: before it settles, nothing else
      // having reached for it.
      await page.waitForLoadState('networkidle');
    } else {
      // The shopper taps once the page is the app's and the phone has settled (its first files and answers in).
      await page.locator('#root[data-taken-over]').waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    const before = await page.evaluate(() => performance.now());
    await spec.tap(page);
    const after = await page.evaluate(() => performance.now());
    // Event Timing reports an interaction once its next paint is known: a frame later at the most.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(
      (since) =>
        (
          window as unknown as { suuqEvents: { id: number; duration: number; start: number }[] }
        ).suuqEvents.filter((entry) => entry.start >= since),
      before,
    );
    // The tap is the first interaction after `before`; its slowest event is its INP. Under 16 ms nothing is
    // reported, and the tap counts as 16.
    const first = entries.length ? Math.min(...entries.map((e) => e.id)) : undefined;
    const inp = Math.max(16, ...entries.filter((e) => e.id === first).map((e) => e.duration));
    return { inp, shown: after - before, slowdown: rate };
  } finally {
    await context?.close();
  }
}

/** Each tap `runs` times, each in a fresh context at `slowdown` (worked out for each run); every run's figures. */
export async function measureTaps(
  specs: TapSpec[],
  runs: number,
  slowdown: Slowdown,
): Promise<Map<string, Interaction[]>> {
  const { browser, close } = await launch();
  const results = new Map<string, Interaction[]>();
  try {
    for (const spec of specs) {
      const found: Interaction[] = [];
      for (let run = 0; run < runs; run += 1) found.push(await measureOnce(browser, spec, slowdown));
      results.set(spec.name, found);
    }
  } finally {
    await close();
  }
  return results;
}
