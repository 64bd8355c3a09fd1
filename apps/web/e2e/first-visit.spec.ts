import { expect, test, type Page, type Request } from '@playwright/test';

// The budget for everything a first visit to the home page downloads before the shopper can use it: the
// page, its scripts, styles, fonts and icons, the catalog answers and the images above the fold, on a phone-sized
// screen (docs/decisions/003-home-route-budget.md). Measured as the bytes that crossed the network (compressed
// bodies, as Chromium received them); the service worker's downloads after load are printed on their own.
// No request routing here: Playwright turns the browser's HTTP cache off while routes are set, and the service
// worker's precache relies on it for the files the page has just downloaded.
const FIRST_VISIT_BUDGET = 350 * 1024;
const PHONE = { width: 390, height: 844 };

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
