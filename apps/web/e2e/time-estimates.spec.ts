import { expect, test, type Page } from '@playwright/test';
import type { Store } from '@suuq/shared/catalog';
import {
  addFromProductPage,
  cartButton,
  chooseTimeIfClosed,
  offline,
  orderNumberOn,
  pinDoor,
  staffBoard,
} from './order-test-kit';

// On a phone: every estimate must fit a 390 px screen.
test.use({ viewport: { width: 390, height: 844 } });

const NASIIB = 'Nasiib Restaurant';
// Nasiib's staff member is the first.
const STAFF = { username: '+252610000101', password: 'suuq-staff-1' };

/** The store as the server answers it now, in a language: its preparation time and delivery estimate. */
async function storeAnswer(page: Page, lang: 'en' | 'so' = 'en'): Promise<Store> {
  const res = await page.request.post('/api/stores', { headers: { 'accept-language': lang } });
  const stores = ((await res.json()) as { data: Store[] }).data;
  return stores.find((store) => store.name === NASIIB)!;
}

/** A plate that reaches Nasiib's minimum on its own, in the cart. */
async function plateInCart(page: Page) {
  await addFromProductPage(page, 'rice-with-chicken', { radios: ['Basmati rice', 'Mild'] });
  await expect(cartButton(page)).toHaveAccessibleName(/ 1 /);
}

test('a shopper sees delivery and pickup times on the store card, at checkout and on the tracking page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await offline(context);
  const nasiib = await storeAnswer(page);
  expect(nasiib.delivery_estimate?.text).toMatch(/^\d+–\d+ min$/);

  // The store card on the home page: the delivery estimate over a typical distance.
  await page.goto('/');
  const card = page.getByRole('link', { name: new RegExp(NASIIB) });
  await expect(card.getByText(nasiib.delivery_estimate!.text, { exact: true })).toBeVisible();

  // Checkout: each method says how long it takes, beside its fee.
  await plateInCart(page);
  await page.goto('/checkout');
  const delivery = page.getByRole('radio', { name: /^Delivery/ });
  const pickup = page.getByRole('radio', { name: /^Pickup/ });
  await expect(delivery).toBeChecked();
  await expect(page.locator('.checkout-choice').filter({ has: pickup })).toContainText(
    `Ready in about ${nasiib.prep_minutes} min`,
  );
  // Delivery to the pinned door: the ride from the store to that point.
  await page.getByLabel('Address', { exact: true }).fill('Hodan, near Tarabuunka');
  await pinDoor(page);
  const deliveryChoice = page.locator('.checkout-choice').filter({ has: delivery });
  await expect(deliveryChoice).toContainText(/Arrives in \d+–\d+ min/);
  await chooseTimeIfClosed(page);
  await page.getByLabel('Name').fill('Hodan Ali');
  await page.getByLabel('Phone number').fill('061 234 5678');
  await page.getByRole('button', { name: 'Place order' }).click();

  // Tracking: the window promised at placement, counted down on the store's clock.
  await orderNumberOn(page);
  await expect(page.getByTestId('order-eta')).toHaveText(/^Arrives in about \d+ min$/);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a Somali shopper sees the times in Somali, and a pickup order counts down to ready', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await offline(context);
  // The cart is filled in English (the kit's steps speak it); then the phone is switched to Somali.
  await plateInCart(page);
  await page.evaluate(() => localStorage.setItem('language', 'so'));
  const nasiib = await storeAnswer(page, 'so');
  expect(nasiib.delivery_estimate?.text).toMatch(/^\d+–\d+ daqiiqo$/);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  const card = page.getByRole('link', { name: new RegExp(NASIIB) });
  await expect(card.getByText(nasiib.delivery_estimate!.text, { exact: true })).toBeVisible();

  await page.goto('/checkout');
  const choice = (method: string) =>
    page.locator('.checkout-choice').filter({ has: page.locator(`input[value="${method}"]`) });
  await expect(choice('delivery')).toContainText(/Wuxuu kuu imanayaa \d+–\d+ daqiiqo gudahood/);
  await expect(choice('pickup')).toContainText(
    `Diyaar buu noqonayaa qiyaastii ${nasiib.prep_minutes} daqiiqo kadib`,
  );
  await choice('pickup').locator('input').check();
  await chooseTimeIfClosed(page);
  await page.getByLabel('Magaca').fill('Hodan Ali');
  await page.getByLabel('Lambarka telefoonka').fill('061 234 5678');
  await page.getByRole('button', { name: 'Dir dalabka' }).click();
  await orderNumberOn(page);
  await expect(page.getByTestId('order-eta')).toHaveText(
    /^Diyaar buu noqonayaa qiyaastii \d+ daqiiqo kadib$/,
  );
});

test('staff set the preparation time in the store settings, and shoppers see the new estimate', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await offline(context);
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await offline(staffContext);
  const staff = await staffBoard(staffContext, STAFF.username, STAFF.password);
  await staff.getByRole('button', { name: 'Settings' }).click();
  await staff.getByRole('button', { name: 'Preparation time' }).click();
  const minutes = staff.getByLabel('Minutes to get an order ready');
  // Out of range: refused on the field, nothing sent.
  await minutes.fill('0');
  await staff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('Between 1 and 240 minutes, in whole minutes.')).toBeVisible();
  await minutes.fill('45');
  await staff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('Saved. Shoppers see it now.')).toBeVisible();
  await staffContext.close();

  const nasiib = await storeAnswer(page);
  expect(nasiib.prep_minutes).toBe(45);
  await page.goto('/');
  const card = page.getByRole('link', { name: new RegExp(NASIIB) });
  await expect(card.getByText(nasiib.delivery_estimate!.text, { exact: true })).toBeVisible();
});
