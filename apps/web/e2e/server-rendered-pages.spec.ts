/**
 * Store and product pages arrive rendered by the server (apps/server/src/plugins/page-render.ts): a shopper sees the
 * store's products, or the product, before any script has run, in their language; the app then takes over those
 * very elements with the data they were rendered from, without asking the API for it again. Checkout arrives with
 * the form drawn from the cart's cookie (else as its frame, which the app fills in). An order's tracking page arrives
 * with the order's public view; the phone that placed it sees it whole once the app has read it again.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product, Store } from '../../../packages/shared/src/catalog';
import { addFromProductPage, cartButton, holdScripts } from './order-test-kit';
import { openAroundTheClock, placePickup } from './pickup-kit';

test.use({ viewport: { width: 390, height: 844 } });

const noScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** A demo store no other journey edits, and one of its products. */
async function storeAndProduct(request: APIRequestContext): Promise<{ store: Store; product: Product }> {
  const stores = ((await (await request.post('/api/stores', { data: {} })).json()) as { data: Store[] }).data;
  const store = stores.find((entry) => /Hodan/i.test(entry.name)) ?? stores[0]!;
  const page = await request.post('/api/stores/products?lang=en', { data: { store_id: store.id, page: 1 } });
  const product = ((await page.json()) as { data: { products: Product[] } }).data.products[0]!;
  return { store, product };
}

/** Marks the first product card, or the product's heading, as soon as it is parsed; notes if it leaves the page. */
async function watchFirstElement(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    const state = { marked: false, removed: false };
    Object.assign(window, { serverRendered: state });
    new MutationObserver((records) => {
      const element = document.querySelector<HTMLElement>(wanted);
      if (element && !state.marked) {
        element.dataset.serverRendered = 'yes';
        state.marked = true;
      }
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(wanted) || node.querySelector(wanted)))
            state.removed = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a store page shows its products before any script runs, in English and in Somali', async ({
  page,
  context,
  request,
}) => {
  const { store, product } = await storeAndProduct(request);
  await noScripts(page);
  await page.goto(`/store/${encodeURIComponent(store.name.toLowerCase())}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name);
  await expect(page).toHaveTitle(`${store.name} · Suuq`);
  await expect(page.getByRole('link', { name: 'All products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
  // Styled from the start, photos included, and no wider than the phone.
  const photo = page.locator('.product-card img').first();
  await expect(photo).toBeVisible();
  expect((await photo.boundingBox())?.width).toBeGreaterThan(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await context.addCookies([{ name: 'lang', value: 'so', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(page.getByRole('link', { name: 'Dhammaan alaabta' })).toBeVisible();
});

test('the app takes over a store page with the data it was rendered from', async ({ page, request }) => {
  const { store } = await storeAndProduct(request);
  const errors = watchErrors(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path === `/api/stores/${store.slug}` || path === '/api/stores/products') asked.push(path);
  });
  await watchFirstElement(page, '.product-card');
  await page.goto(`/store/${encodeURIComponent(store.name.toLowerCase())}`);
  // The app is running: a card's button puts the product in the cart.
  await page
    .getByRole('button', { name: /^Add .+ to the cart$/ })
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await expect(page.locator('.product-card').first()).toHaveAttribute('data-server-rendered', 'yes');
  expect(await page.evaluate(() => (window as unknown as { serverRendered: object }).serverRendered)).toEqual(
    {
      marked: true,
      removed: false,
    },
  );
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('a product page shows the product before any script runs, and the app takes it over', async ({
  browser,
  page,
  request,
}) => {
  const { product } = await storeAndProduct(request);
  // Without scripts in a context of its own, so that the app's visit below never meets a fetch refused here.
  const bare = await browser.newContext();
  const scriptless = await bare.newPage();
  await noScripts(scriptless);
  await scriptless.goto(`/products/${product.slug}`);
  await expect(scriptless.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(scriptless).toHaveTitle(`${product.name} · Suuq`);
  await bare.close();

  const errors = watchErrors(page);
  await watchFirstElement(page, 'h1');
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link').nth(1)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { serverRendered: object }).serverRendered)).toEqual(
    {
      marked: true,
      removed: false,
    },
  );
  expect(errors).toEqual([]);
});

test('choices made on a product page before the app has started stay made, and Add to Cart adds them', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/products/cooking-gas-refill');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /13 kg refill/ }).check();
  await main.getByRole('radio', { name: /I have an empty to exchange/ }).check();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  // Between tasks, from now until the cart has it, the container choice must never be seen undone.
  await page.evaluate(() => {
    const exchange = document.querySelector<HTMLInputElement>('input[value="exchange"]')!;
    const seen = { undone: false };
    Object.assign(window, { exchangeSeen: seen });
    const look = () => {
      if (!exchange.checked) seen.undone = true;
      setTimeout(look);
    };
    look();
  });
  release();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { exchangeSeen: object }).exchangeSeen)).toEqual({
    undone: false,
  });
  await expect(main.getByRole('radio', { name: /13 kg refill/ })).toBeChecked();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 1 item$/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText('Gas cylinder (6 or 13 kg): exchanging an empty')).toBeVisible();
  await expect(drawer.getByText(/13 kg/).first()).toBeVisible();
});

test('the cart page shows the shopper’s lines before any script runs, and the app takes them over', async ({
  context,
  page,
}) => {
  await addFromProductPage(page, 'soft-drink-330-ml-can', { quantity: 7 });
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items');

  // The app keeps the cart page's copy of the cart (a cookie): the server draws the lines from it.
  const bare = await context.newPage();
  await noScripts(bare);
  await bare.goto('/cart');
  const line = bare.locator('.cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.locator('.cart-line__name')).toHaveText('Soft drink (330 ml can)');
  await expect(line.locator('.stepper__value')).toHaveText('7');
  await expect(cartButton(bare)).toHaveAccessibleName('Cart, 7 items');
  await expect(
    bare.getByRole('link', { name: 'Checkout' }).or(bare.getByRole('button', { name: 'Checkout' })),
  ).toBeVisible();
  expect(await bare.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await bare.close();

  // With the app: the line the server drew is the one it takes over, and a tap on it changes the cart.
  const errors = watchErrors(page);
  await watchFirstElement(page, '.cart-line');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'One more Soft drink (330 ml can)' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 8 items');
  await expect(page.locator('.cart-line .stepper__value')).toHaveText('8');
  expect(await page.evaluate(() => (window as unknown as { serverRendered: object }).serverRendered)).toEqual(
    { marked: true, removed: false },
  );
  const cookie = (await context.cookies()).find((entry) => entry.name === 'cart' && entry.path === '/cart');
  expect(decodeURIComponent(cookie!.value)).toBe(
    await page.evaluate(() => localStorage.getItem('reduxState')),
  );

  // A copy older than the cart saved on the phone (another tab changed it since): the page is drawn from the phone's.
  await context.addCookies([
    {
      ...cookie!,
      value: encodeURIComponent(decodeURIComponent(cookie!.value).replace('"quantity":8', '"quantity":3')),
    },
  ]);
  await page.goto('/cart');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 8 items');
  await expect(page.locator('.cart-line .stepper__value')).toHaveText('8');
  expect(errors).toEqual([]);
});

test('checkout shows its title and intro before any script runs, and the cart’s form when the cart’s cookie is there', async ({
  browser,
  context,
  page,
}) => {
  // A phone with no cart: the page's frame, which the app fills in.
  const bare = await browser.newContext();
  const scriptless = await bare.newPage();
  await noScripts(scriptless);
  await scriptless.goto('/checkout');
  await expect(scriptless.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(scriptless.getByText('Choose how you receive your order and how you pay.')).toBeVisible();
  await expect(scriptless.getByRole('status')).toHaveText('Loading…');
  await expect(scriptless).toHaveTitle('Checkout · Suuq');
  expect(await scriptless.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await bare.addCookies([{ name: 'lang', value: 'so', url: scriptless.url() }]);
  await scriptless.reload();
  await expect(scriptless.getByRole('heading', { level: 1 })).toHaveText('Dhammaystir dalabka');
  await bare.close();

  // Over the store's minimum, so that checkout shows its form: the server draws it from the cart's cookie.
  await addFromProductPage(page, 'soft-drink-330-ml-can', { quantity: 7 });
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items');
  const drawn = await context.newPage();
  await noScripts(drawn);
  await drawn.goto('/checkout');
  await expect(drawn.getByRole('region', { name: 'How do you want to receive it?' })).toBeVisible();
  await expect(drawn.getByRole('complementary')).toContainText(/7 ×\s*Soft drink \(330 ml can\)/);
  await expect(drawn.getByRole('button', { name: 'Place order' })).toBeVisible();
  expect(await drawn.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const cookies = (await context.cookies()).filter((entry) => entry.name === 'cart');
  expect(cookies.map((entry) => entry.path).sort()).toEqual(['/cart', '/checkout']);
  await drawn.close();

  // Before the app has started, the shopper picks up, writes their name and sends the form without a phone number:
  // once it has, the form is the one they left (taken over, not drawn again), and the app answers what was sent.
  const errors = watchErrors(page);
  await watchFirstElement(page, '.checkout');
  const release = await holdScripts(page);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /^Pickup/ }).check();
  await main.getByLabel('Name', { exact: true }).fill('Hodan Abdi');
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  release();
  await expect(page.locator('#root[data-taken-over]')).toBeAttached();
  await expect(
    main.getByText('Please enter a phone number, for example 061 234 5678.').first(),
  ).toBeVisible();
  await expect(main.getByText('Please enter your name.')).toHaveCount(0);
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Hodan Abdi');
  await expect(main.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  // Pickup: no address to give.
  await expect(main.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { serverRendered: object }).serverRendered)).toEqual(
    { marked: true, removed: false },
  );
  expect(errors).toEqual([]);
});

test('an order’s tracking page shows the order before any script runs, and the phone that placed it then sees it whole', async ({
  browser,
  page,
  request,
}) => {
  const { store, products } = await openAroundTheClock(request, 'barwaaqo-supermarket');
  const note = 'Call when ready: the gate is blue.';
  const order = await placePickup(request, store, products, {
    notes: note,
    customer: { name: 'Ayaan Warsame', phone: '+252 61 555 0164' },
  });
  const address = `/thankyou?order-number=${order.order_number}`;

  const bare = await browser.newContext();
  const scriptless = await bare.newPage();
  await noScripts(scriptless);
  await scriptless.goto(address);
  await expect(scriptless.getByText(`Order number: ${order.order_number}`)).toBeVisible();
  await expect(scriptless.getByRole('region', { name: 'Order progress' })).toBeVisible();
  await expect(scriptless.getByRole('region', { name: 'Order summary' })).toContainText(products[0].name);
  // The order's public view: what only the phone that placed it is shown is neither on the page nor in its answers.
  expect(await scriptless.content()).not.toContain('the gate is blue');
  expect(await scriptless.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await bare.close();

  // The phone that placed the order holds its key (the app keeps it under `suuq.order.keys`, by the number without
  // its dash): the app reads the order again as it starts, and shows the note over the page the server sent.
  await page.addInitScript(
    ([number, key]) => localStorage.setItem('suuq.order.keys', JSON.stringify([[number, key]])),
    [order.order_number.toUpperCase().replace(/[\s-]/g, ''), order.view_key!] as const,
  );
  const errors = watchErrors(page);
  await watchFirstElement(page, '.order');
  await page.goto(address);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(note);
  expect(await page.evaluate(() => (window as unknown as { serverRendered: object }).serverRendered)).toEqual(
    { marked: true, removed: false },
  );
  expect(errors).toEqual([]);
});
