import { expect, test, type Page } from '@playwright/test';
import type { Store } from '@suuq/shared/catalog';
import { DEMO_USERS } from '../../server/src/db/seed/seed-users';
import { offline, orderNumberOn } from './order-test-kit';

// A phone's screen, in Somali from the first page to the order's tracking.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * English words that must never show on a Somali screen: month and day names (Chromium's `Intl` has no Somali and
 * falls back to English), the clock's AM/PM, and the shop's own words. Brand and product names the same in both
 * languages (a store called "Karaan Fresh Market") hold none of them.
 */
const ENGLISH_WORDS = [
  ...['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October'],
  ...['November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ...['Today', 'Tomorrow', 'Yesterday', 'Mogadishu', 'Delivery', 'Pickup', 'Dine', 'Order', 'Orders', 'Cart'],
  ...['Checkout', 'Store', 'Stores', 'Add', 'Total', 'Subtotal', 'Minimum', 'Price', 'Quantity', 'Search'],
  ...['Home', 'Sign', 'Track', 'Loading', 'Free', 'Open', 'Closed', 'Opens', 'Cash', 'Bank', 'Transfer'],
  ...['Name', 'Phone', 'Address', 'Payment', 'Paid', 'Item', 'Items', 'Remove', 'Back', 'Continue', 'Save'],
  ...['Contact', 'About', 'Privacy', 'Terms', 'Menu', 'Category', 'Categories', 'Popular', 'Nearby', 'Fee'],
  ...['Your', 'Thank', 'Delivered', 'Accepted', 'Processing', 'Ready', 'Sent', 'Wish', 'List', 'Help'],
  ...['Account', 'Profile', 'History', 'Number', 'Date', 'Time', 'Later', 'Soon', 'Possible', 'Schedule'],
  ...['the', 'and', 'with', 'from', 'your', 'for', 'more', 'near', 'not', 'available', 'items', 'minutes'],
];
/** Abbreviations a date or time would show; matched with their case, as Somali words never are. */
const ENGLISH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct'];
ENGLISH_ABBREVIATIONS.push('Nov', 'Dec', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'AM', 'PM');

/** Every English word the screen shows, brand names (the stores' names) aside, each with a little text around it. */
async function englishOn(page: Page, brands: readonly string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const brand of brands) text = text.replaceAll(brand, '·');
  const lower = new Set(ENGLISH_WORDS.map((word) => word.toLowerCase()));
  const found: string[] = [];
  for (const match of text.matchAll(/[\p{L}']+/gu)) {
    const word = match[0];
    if (lower.has(word.toLowerCase()) || ENGLISH_ABBREVIATIONS.includes(word)) {
      const start = Math.max(0, match.index - 30);
      found.push(`${word} in “${text.slice(start, match.index + word.length + 30).replace(/\s+/g, ' ')}”`);
    }
  }
  return found;
}

let brands: string[] | undefined;

/** The screen, once settled, shows no English word. */
async function expectSomali(page: Page, screen: string) {
  brands ??= ((await (await page.request.post('/api/stores')).json()) as { data: Store[] }).data.map(
    (store) => store.name,
  );
  const names = brands;
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(page.getByRole('status').filter({ hasText: 'Waa la soo rarayaa' })).toHaveCount(0);
  await expect.poll(() => englishOn(page, names), { message: `English on the ${screen} screen` }).toEqual([]);
}

test('a Somali shopper sees no English from the home page to the order’s tracking and history', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await offline(context);
  const shopper = DEMO_USERS.find((user) => user.role === 'customer')!;

  // Home, switched to Somali from the phone menu.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Soomaali' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSomali(page, 'home');

  // Signed in, so the order shows in the history too.
  await page.goto('/sign-in');
  await page.getByLabel('Lambarka telefoonka ama iimaylka').fill(shopper.phone);
  await page.getByLabel('Furaha sirta ah', { exact: true }).fill(shopper.password);
  await page.getByRole('main').getByRole('button', { name: 'Soo gal' }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  // A store no other journey orders from (Bakaaro Family Store: a $20 minimum), and one of its products.
  await page.goto('/store/bakaaro%20family%20store');
  await expect(page.getByRole('heading', { level: 1, name: 'Bakaaro Family Store' })).toBeVisible();
  await expectSomali(page, 'store');

  await page.goto('/products/long-grain-rice-sack');
  const add = page.getByRole('main').getByRole('button', { name: 'Ku dar dambiisha' });
  await expect(add).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('radio', { name: /^10 kiilo/ })
    .check();
  await expectSomali(page, 'product');
  await add.click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Dambiil/ })).toHaveAccessibleName(/1/);

  // The cart below the minimum says so in Somali, and how much more is needed.
  await page.goto('/cart');
  await expect(page.getByText(/^Dalabkaagu waa inuu gaaraa qadarka ugu yar/)).toBeVisible();
  await expectSomali(page, 'cart below the minimum');
  const more = page.getByRole('main').getByRole('button', { name: /^Hal ku dar / });
  await more.click();
  await more.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Dhammaystir dalabka' })).toBeVisible();
  await expectSomali(page, 'cart');

  await page.goto('/checkout');
  const place = page.getByRole('button', { name: 'Dir dalabka' });
  await expect(place).toBeVisible();
  await expectSomali(page, 'checkout');
  await page.getByLabel('Cinwaanka', { exact: true }).fill('Suuqa Bakaaraha, Hawlwadaag');
  // The map comes when asked for (it is not downloaded for an order that needs none).
  await page.getByRole('button', { name: 'Albaabkayga ku calaamadi khariidadda' }).click();
  const map = page.getByLabel('Khariidadda aagga keenista');
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await map.click({ position: { x: box.width / 2 + 20, y: box.height / 2 + 10 } });
  await expect(page.getByText('Calaamadda waxay saaran tahay khariidadda.')).toBeVisible();
  await page.getByLabel('Magaca').fill('Faadumo');
  await page.getByLabel('Lambarka telefoonka').fill('+252 61 765 4321');
  await place.click();

  // The thank-you page, then the same order tracked by its number, with the dates of its steps.
  const orderNumber = await orderNumberOn(page);
  await expect(page.getByRole('region', { name: 'Soo koobidda dalabka' })).toBeVisible();
  await expectSomali(page, 'thank-you');

  await page.goto(`/thankyou?order-number=${orderNumber}`);
  await expect(page.getByRole('region', { name: 'Horumarka dalabka' })).toBeVisible();
  await expect(page.locator('.order-step time').first()).toBeVisible();
  await expectSomali(page, 'tracking');

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expectSomali(page, 'order history');
});
