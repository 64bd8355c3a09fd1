import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ChoiceGroup, Product } from '../../../packages/shared/src/catalog';
import { MESSAGES } from '../../../packages/shared/src/labels';
import { moneyFormat, toMinor } from '../../../packages/shared/src/money';
import { refuseTiles, TILE, watchProblems } from './map-tiles-kit';

// Browsing journeys on a phone-sized screen, in English and in Somali: home → industry → store → category →
// search → product, the prices computed from the API, the spec's messages, live Open/Closed badges, the map, and
// an accessibility check on every kind of page. Nothing here needs the internet: map tiles are refused (or, for
// the map test, answered locally), which the page must take in its stride.

const PHONE = { width: 390, height: 844 };
const screenshots = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
// A 1×1 transparent PNG, for the test that wants tiles to load.
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** No serious or critical accessibility violations on what is on screen now. */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${what}`).toEqual([]);
}

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  // Images in view first (the server converts each size once, on its first request).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter(
            (image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy',
          )
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  await page.screenshot({ path: `${screenshots}${name}.png`, fullPage: false });
}

/**
 * A price as the page writes it: the shared `formatMoney`'s locale and options, formatted in the browser, whose
 * locale data may differ from Node's. The format is the same in both languages.
 */
function price(page: Page, amount: number, currency: string): Promise<string> {
  return page.evaluate(([[locale, options], value]) => new Intl.NumberFormat(locale, options).format(value), [
    moneyFormat(currency),
    amount,
  ] as const);
}

async function productFromApi(request: APIRequestContext, slug: string, lang: 'en' | 'so'): Promise<Product> {
  const response = await request.get(`/api/products/${slug}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Product }).data;
}

/** The dearest child of each option group, and the first two addons: what the journey ticks, and its price. */
function choose(product: Product) {
  const dearest = (group: ChoiceGroup) =>
    group.children.reduce((best, child) => (child.price > best.price ? child : best));
  const options = product.options.map(dearest);
  const addons = product.addons.flatMap((group) => group.children.slice(0, Math.min(2, group.limit)));
  const unit = [product.selling_price, ...options.map((c) => c.price), ...addons.map((c) => c.price)]
    .map(toMinor)
    .reduce((sum, cents) => sum + cents, 0);
  return { options, addons, unit };
}

/** Switches to Somali from the phone menu. */
async function chooseSomali(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Soomaali' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
}

const words = {
  en: {
    food: 'Food',
    popular: 'Popular categories',
    stores: 'Stores',
    category: 'Rice dishes',
    search: 'Search stores and products',
    searchButton: 'Search',
    query: 'rice',
    products: 'Products',
    plate: 'Rice with goat meat',
    more: 'One more',
    add: /^Add to Cart/,
    cart: 'Cart, 2 items',
    chooseRice: 'Choose your rice',
  },
  so: {
    food: 'Cunto',
    popular: 'Qaybaha ugu caansan',
    stores: 'Dukaamada',
    category: 'Cuntooyinka bariiska',
    search: 'Raadi dukaamo iyo alaab',
    searchButton: 'Raadi',
    query: 'bariis',
    products: 'Alaabta',
    plate: 'Bariis iyo hilib ari',
    more: 'Mid ku dar',
    add: /^Ku dar dambiisha/,
    cart: 'Dambiil, 2 alaabood',
    chooseRice: 'Dooro bariiska',
  },
} as const;

for (const lang of ['en', 'so'] as const) {
  const w = words[lang];

  test(`${lang}: home → industry → store → category → search → product with options and addons`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const problems = watchProblems(page);
    await refuseTiles(page);

    await page.goto('/');
    if (lang === 'so') await chooseSomali(page);
    await expect(page.getByRole('region', { name: w.popular }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: w.stores }).getByRole('listitem').nth(5)).toBeVisible();
    await screenshot(page, `home-${lang}`);
    await expectAccessible(page, `home (${lang})`);
    // Internal links never reload the page: this mark survives the whole journey.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    // An industry.
    await page.getByRole('link', { name: w.food, exact: true }).click();
    await expect(page).toHaveURL(/\/industry\?industry=food$/);
    await expect(page.getByRole('heading', { level: 1, name: w.food })).toBeVisible();

    // A store from it.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Nasiib Restaurant/ })
      .click();
    await expect(page).toHaveURL(/\/store\/nasiib%20restaurant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nasiib Restaurant' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await screenshot(page, `store-${lang}`);
    await expectAccessible(page, `store (${lang})`);

    // A category of the store.
    await page.getByRole('link', { name: w.category }).click();
    await expect(page).toHaveURL(/\/store\/nasiib%20restaurant\?category=\d+$/);
    const grid = page.getByRole('region', { name: w.category });
    await expect(grid.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('navigation').filter({ hasText: 'Nasiib Restaurant' }).first()).toBeVisible();

    // A search, from the home page's box.
    await page
      .getByRole('banner')
      .getByRole('link', { name: lang === 'en' ? /home page/ : /hoyga/ })
      .click();
    await page.getByRole('searchbox', { name: w.search }).fill(w.query);
    await page.getByRole('search').getByRole('button', { name: w.searchButton }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${w.query}$`));
    const results = page.getByRole('region', { name: w.products });
    await expect(results.getByRole('link', { name: w.plate })).toBeVisible();
    await expectAccessible(page, `search (${lang})`);

    // The product page, with options and addons; prices from the API.
    const plate = await productFromApi(request, 'rice-with-goat-meat', lang);
    expect(plate.name).toBe(w.plate);
    await results.getByRole('link', { name: w.plate }).click();
    await expect(page).toHaveURL(/\/products\/rice-with-goat-meat$/);
    await expect(page.getByRole('heading', { level: 1, name: w.plate })).toBeVisible();
    const add = page.getByRole('button', { name: w.add });
    await expect(add).toContainText(await price(page, plate.selling_price, plate.currency));

    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: '“' })).toHaveText(
      MESSAGES.chooseOption[lang].replace('{group}', w.chooseRice),
    );

    const { options, addons, unit } = choose(plate);
    for (const option of options) await page.getByRole('radio', { name: startsWith(option.item) }).check();
    for (const addon of addons) await page.getByRole('checkbox', { name: startsWith(addon.item) }).check();
    await page.getByRole('button', { name: w.more }).click();
    const expected = await price(page, (unit * 2) / 100, plate.currency);
    await expect(add).toContainText(expected);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `product-${lang}`);
    await expectAccessible(page, `product page (${lang})`);

    await add.click();
    await expect(page.getByRole('banner').getByRole('button', { name: w.cart })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a variant product asks for its variant; a product without stock is not available`, async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    if (lang === 'so') await chooseSomali(page);

    const gas = await productFromApi(request, 'cooking-gas-refill', lang);
    await page.goto('/products/cooking-gas-refill');
    await expect(page.getByRole('heading', { level: 1, name: gas.name })).toBeVisible();
    const add = page.getByRole('button', { name: w.add });
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.selectVariant[lang] })).toBeVisible();

    const variant = gas.childrens[1];
    if (!variant) throw new Error('the demo gas refill has several sizes');
    await page.getByRole('radio', { name: startsWith(variant.name) }).check();
    await expect(add).toContainText(await price(page, variant.selling_price, gas.currency));
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.selectVariant[lang] })).toHaveCount(0);

    // Homemade biscuits at the bakery have no stock in the demo data.
    const biscuits = await productFromApi(request, 'homemade-biscuits-500-g', lang);
    expect(biscuits.stock).toBe(0);
    await page.goto('/products/_homemade-biscuits-500-g');
    await expect(page.getByRole('heading', { level: 1, name: biscuits.name })).toBeVisible();
    await expect(page.getByText(MESSAGES.notAvailable[lang], { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: w.more })).toHaveCount(0);
    await page.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.outOfStock[lang] })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the map loads only near the screen, names every store, and leads back to the list without tiles', async ({
  page,
  browser,
}) => {
  // Two home pages, a map and an accessibility scan: on a busy machine more than the usual 30 seconds.
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.route(TILE, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
  await page.setViewportSize(PHONE);
  await page.goto('/');
  // The strip comes with the rest of the page below the industries: then the map's slot is in place.
  await expect(
    page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first(),
  ).toBeVisible();
  expect(scripts.filter((path) => /\/(leaflet|store-map)-[\w-]+\.js$/.test(path))).toEqual([]);

  const map = page.getByRole('region', { name: 'On the map' });
  await map.scrollIntoViewIfNeeded();
  const marker = map.getByRole('button', { name: 'Nasiib Restaurant' });
  await expect(marker).toBeVisible();
  expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThanOrEqual(12);
  // The default marker image resolves under Vite (a broken one has no width).
  expect(await marker.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  await expectAccessible(page, 'home with the map');
  await marker.click();
  await map.getByRole('link', { name: 'Open the store' }).dispatchEvent('click'); // Wherever the fixed header is.
  await expect(page.getByRole('heading', { level: 1, name: 'Nasiib Restaurant' })).toBeVisible();
  expect(problems).toEqual([]);

  // Without tiles (no internet), the map says so and leads back to the list above it, without repeating it.
  const offline = await browser.newPage({ viewport: PHONE });
  const offlineProblems = watchProblems(offline);
  await refuseTiles(offline);
  await offline.goto('/');
  await expect(
    offline.getByRole('region', { name: 'Popular categories' }).getByRole('link').first(),
  ).toBeVisible();
  const offlineMap = offline.getByRole('region', { name: 'On the map' });
  await offlineMap.scrollIntoViewIfNeeded();
  await expect(
    offlineMap.getByText('The map could not load. Every store in the list above shows its address.'),
  ).toBeVisible();
  await expect(offlineMap.getByRole('link', { name: 'Nasiib Restaurant' })).toHaveCount(0);
  await offlineMap.getByRole('link', { name: 'Back to the stores' }).click();
  await expect(offline.getByRole('heading', { level: 2, name: 'Stores' })).toBeInViewport();
  expect(offlineProblems).toEqual([]);
  await offline.close();
});

test('a store page loads by its name on a fresh visit, and its product opens in a modal', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize(PHONE);
  await page.goto('/store/olol%20gas%20supply');
  await expect(page.getByRole('heading', { level: 1, name: 'Olol Gas Supply' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose options for Cooking gas refill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cooking gas refill' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.height).toBeLessThanOrEqual(PHONE.height);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expectAccessible(page, 'product modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // On a tall screen the modal is the spec's 600 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Choose options for Cooking gas refill' }).click();
  expect((await page.getByRole('dialog', { name: 'Cooking gas refill' }).boundingBox())?.height).toBe(600);
  expect(problems).toEqual([]);
});
