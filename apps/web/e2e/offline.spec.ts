import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addFromProductPage,
  chooseTimeIfClosed,
  offline,
  openCart,
  orderNumberOn,
  useMyLocation,
} from './order-test-kit';

// These journeys run with the service worker allowed (the "offline" project in playwright.config.ts).

const OFFLINE_BANNER = 'You are offline. You can still browse what you have seen.';
const OFFLINE_BANNER_SO =
  "Khadka internetku waa go'an yahay. Weli waad eegi kartaa wixii aad horay u aragtay.";

/** Waits until the service worker has installed (the offline pages are precached) and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Nasiib Restaurant's orders, as its staff member sees them through the API. */
async function nasiibOrders(request: APIRequestContext) {
  const signIn = await request.post('/api/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: '',
      username: '+252610000101',
      password: 'suuq-staff-1',
    },
  });
  expect(signIn.status()).toBe(200);
  const { access_token } = (await signIn.json()) as { access_token: string };
  const answer = await request.get('/api/merchant/orders?per_page=100', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { order_number: string; customer?: { name: string; phone: string } }[];
  };
  return data;
}

test.describe('offline', () => {
  test('a shopper who visited once browses, fills a cart and orders with no network; exactly one order arrives', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await offline(context);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // A name no other journey (nor another run of this one on the same server) uses, to count this journey's orders.
    const customer = { name: `Faadumo Offline ${Date.now().toString(36)}`, phone: '061 700 0101' };

    // Online: home, a store and the products to buy; the service worker keeps them.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
    await controlledByServiceWorker(page);
    await page.goto('/store/nasiib%20restaurant');
    await expect(page.getByRole('article').filter({ hasText: 'Rice with chicken' })).toBeVisible();
    await page.goto('/products/rice-with-chicken');
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
    // A shopper who reads the store in Somali too: the service worker keeps the Somali messages from then on (it
    // keeps only the languages the shopper has used here).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toMatch(/\/sw\.js\?languages=en$/);
    await page.getByRole('banner').getByRole('button', { name: 'Soomaali' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Ku dar dambiisha' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 30_000 })
      .toMatch(/\/sw\.js\?languages=en,so$/);

    // The network goes: the store still opens, says it is offline, and shows what was seen.
    await context.setOffline(true);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
    await expect(banner).toBeVisible();
    await page.goto('/');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/store/nasiib%20restaurant');
    await expect(page.getByRole('article').filter({ hasText: 'Rice with chicken' })).toBeVisible();

    // In Somali too.
    await page.getByRole('banner').getByRole('button', { name: 'Soomaali' }).click();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER_SO })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(banner).toBeVisible();

    // A plate with a chosen rice, spice level and an extra: above Nasiib Restaurant's minimum of $5.00.
    await addFromProductPage(page, 'rice-with-chicken', {
      radios: ['Basmati rice', 'Mild'],
      checkboxes: ['Extra meat'],
    });
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await page.getByLabel('Address', { exact: true }).fill('Hodan, near Tarabuunka');
    // With no network the map cannot load: the phone's location is the door.
    await useMyLocation(page, context);
    await chooseTimeIfClosed(page);
    await page.getByLabel('Name').fill(customer.name);
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByRole('button', { name: 'Place order' }).click();

    // Kept on the phone, pending.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your order is waiting for the network' }),
    ).toBeVisible();
    await expect(page.getByText('Pending: not sent yet')).toBeVisible();
    // A reload with no network keeps it waiting.
    await page.reload();
    await expect(page.getByText('Pending: not sent yet')).toBeVisible();
    expect((await nasiibOrders(request)).filter((order) => order.customer?.name === customer.name)).toEqual(
      [],
    );

    // The network returns: the order goes out by itself and its tracking page opens.
    await context.setOffline(false);
    const orderNumber = await orderNumberOn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();
    await expect(banner).toHaveCount(0);

    // Nothing is sent again: not after a reload, not after the queue's next round.
    await page.reload();
    await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();
    await page.waitForTimeout(16_000);
    expect(await page.evaluate(() => localStorage.getItem('suuq.orderQueue'))).toBeNull();
    const mine = (await nasiibOrders(request)).filter((order) => order.customer?.name === customer.name);
    expect(mine.map((order) => order.order_number)).toEqual([orderNumber]);
    expect(mine[0]!.customer!.phone).toBe(customer.phone);
    expect(problems).toEqual([]);
  });

  test('the app can be installed, named and described in the language in use', async ({ page, request }) => {
    for (const [lang, description] of [
      ['en', /^Order food, groceries/],
      ['so', /^Ka dalbo cunto, raashin/],
    ] as const) {
      const answer = await request.get(`/manifest.${lang}.webmanifest`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await answer.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Suuq',
        short_name: 'Suuq',
        lang,
        start_url: '/',
        display: 'standalone',
        theme_color: '#0f766e',
      });
      expect(manifest.description).toMatch(description);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const image = await request.get(icon.src);
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
      }
    }

    await page.goto('/');
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', '/manifest.en.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
    await page.getByRole('banner').getByRole('button', { name: 'Soomaali' }).click();
    await expect(manifestLink).toHaveAttribute('href', '/manifest.so.webmanifest');
    // A shopper who chose Somali before gets the Somali manifest from the start.
    await page.reload();
    await expect(manifestLink).toHaveAttribute('href', '/manifest.so.webmanifest');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(manifestLink).toHaveAttribute('href', '/manifest.en.webmanifest');
  });
});
