import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';

// The budget for everything a first visit to the home page downloads before the shopper can use it: the
// page, its scripts, styles, fonts and icons, the catalog answers and the images above the fold, on a phone-sized
// screen (docs/decisions/003-home-route-budget.md). Measured as the bytes that crossed the network (compressed
// bodies, as Chromium received them); the service worker's downloads after load are printed on their own.
// No request routing here: Playwright turns the browser's HTTP cache off while routes are set, and the service
// worker's precache relies on it for the files the page has just downloaded.
const FIRST_VISIT_BUDGET = 350 * 1024;
const PHONE = { width: 390, height: 844 };
/**
 * Every script the home page starts before the shopper's first tap, gzipped as scripts/route-size.mjs counts them:
 * the entry and its imports, the files the start-up line fetches, and every file any of them fetches in turn before
 * a tap. A guard on today's figure (docs/decisions/038-start-up-scripts.md); the target is 90 KB. With the app's React
 * code on Preact's renderer the figure went from 131.5 to 72.8 KB (docs/decisions/051-react-on-preact.md): 75 KB holds
 * it without letting anything grow.
 */
const START_UP_SCRIPTS_BUDGET = 75 * 1024;
const DIST = join(import.meta.dirname, '..', 'dist');

interface Download {
  url: string;
  type: string;
  bytes: number;
}

/** Collects every finished request's body size as it crossed the network, by who asked for it. */
function recordDownloads(page: Page) {
  const byPage: Promise<Download>[] = [];
  const byWorker: Promise<Download>[] = [];
  const measure = async (request: Request): Promise<Download> => {
    const sizes = await request.sizes();
    return {
      url: new URL(request.url()).pathname,
      type: request.resourceType(),
      // A file the HTTP cache already held crossed no network (Chromium then reports less than nothing).
      bytes: Math.max(0, sizes.responseBodySize),
    };
  };
  const external: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') external.push(request.url());
  });
  page.context().on('requestfinished', (request) => {
    if (request.serviceWorker()) byWorker.push(measure(request));
    else if (request.frame().page() === page) byPage.push(measure(request));
  });
  return { page: () => Promise.all(byPage), worker: () => Promise.all(byWorker), external };
}

function report(title: string, downloads: Download[]) {
  const total = downloads.reduce((sum, download) => sum + download.bytes, 0);
  const lines = downloads
    .toSorted((a, b) => b.bytes - a.bytes)
    .map((d) => `  ${String(d.bytes).padStart(8)}  ${d.type.padEnd(10)} ${d.url}`);
  console.log(
    `${title}: ${total} bytes (${(total / 1024).toFixed(1)} KB) in ${downloads.length} files\n${lines.join('\n')}`,
  );
  return total;
}

test.describe('first visit', () => {
  test('the home page on a phone downloads at most 350 KB before it can be used', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const downloads = recordDownloads(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page arrived whole: until the shopper reaches for it, it runs none of the app's scripts
    // (docs/decisions/047-a-whole-page-waits-for-the-shopper.md).
    expect((await downloads.page()).filter((d) => d.type === 'script')).toEqual([]);
    await expect(page.locator('#root[data-taken-over]')).toHaveCount(0);
    // A pointer on the page (not on a link, which the browser follows by itself) starts the app: it is usable once
    // taken over.
    await page.getByRole('heading', { level: 2, name: 'Stores' }).hover();
    await expect(page.locator('#root[data-taken-over]')).toBeAttached({ timeout: 20_000 });
    // The footer arrives after the take-over and asks for the store's configuration: on a busy machine the network
    // can be quiet for a while before it does, so the journey waits for that answer rather than for a quiet moment.
    await expect
      .poll(async () => (await downloads.page()).some((d) => d.url === '/api/config'), { timeout: 20_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');

    const all = await downloads.page();
    const total = report('Whole first visit to /', all);
    // The page, its entry script and styles, the catalog answers and the pictures in view all came.
    expect(all.some((d) => d.type === 'document')).toBe(true);
    expect(all.some((d) => d.type === 'script')).toBe(true);
    expect(all.some((d) => d.type === 'fetch')).toBe(true);
    expect(all.some((d) => d.type === 'image')).toBe(true);
    expect(downloads.external).toEqual([]);
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  });

  test('the home page starts at most its budget of scripts before a tap', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    // Untouched, the page starts the app once it has settled (a few seconds after its load event).
    await expect(page.locator('#root[data-taken-over]')).toBeAttached({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // Whatever the page starts when idle (a timer, an idle callback) counts too, and what waits for the page to
    // settle (the service worker's registration, the live badges' socket: lib/settled.ts): a shopper who reads the
    // page for a few seconds before the first tap has started them all.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await expect(page.locator('html[data-settled]')).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.waitForLoadState('networkidle');

    const sizes = [...scripts].map((file) => ({
      file,
      bytes: gzipSync(readFileSync(join(DIST, file))).length,
    }));
    const total = report(
      'Scripts started before a tap, gzipped',
      sizes.map(({ file, bytes }) => ({ url: file, type: 'script', bytes })),
    );
    expect(sizes.length).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(START_UP_SCRIPTS_BUDGET);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('precaches the pages to shop offline after load, on its own account', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const downloads = recordDownloads(page);
      await page.goto('/', { waitUntil: 'load' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForLoadState('networkidle');
      const total = report('Service worker after load', await downloads.worker());
      expect(downloads.external).toEqual([]);
      expect(total).toBeGreaterThan(0);
    });
  });
});
