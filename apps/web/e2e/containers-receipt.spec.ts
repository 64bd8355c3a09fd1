import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  chooseTimeIfClosed,
  offline,
  openCart,
  orderCard,
  orderNumberOn,
  staffBoard,
} from './order-helpers';

// Olol Gas Supply is the eleventh demo store: its staff member is the eleventh.
const STAFF = { username: '+252610000111', password: 'suuq-staff-11' };
// A one-pixel PNG stands in for the photo of a transfer receipt.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('gas ordered as an exchange and with a deposit, paid by transfer, the receipt confirmed and the empty returned on the staff board', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await offline(context);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // A 13 kg refill swapping an empty, and a 6 kg one in a new cylinder with its $20.00 deposit.
  await addFromProductPage(page, 'cooking-gas-refill', {
    radios: ['13 kg refill', 'I have an empty to exchange'],
  });
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await addFromProductPage(page, 'cooking-gas-refill', {
    radios: ['6 kg refill', 'New container \\(deposit \\$20\\.00 each\\)'],
  });
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();
  const drawer = await openCart(page);
  await expect(drawer.getByText('Gas cylinder (6 or 13 kg): exchanging an empty')).toBeVisible();
  await expect(drawer.getByText('Gas cylinder (6 or 13 kg): new, deposit $20.00')).toBeVisible();
  await expect(drawer.getByText('Container deposits')).toBeVisible();
  await expect(drawer.getByText('$57.00')).toBeVisible();
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await chooseTimeIfClosed(page);
  await page.getByLabel('Name').fill('Hodan Ali');
  await page.getByLabel('Phone number').fill('061 234 5678');
  await page.getByRole('radio', { name: /^Bank Transfer/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const orderNumber = await orderNumberOn(page);

  // The transfer's receipt goes to the store (as the thank-you page sends it).
  const sent = await page.request.post(`/v1/api/orders/${encodeURIComponent(orderNumber)}/receipt`, {
    multipart: { receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(sent.status()).toBeLessThan(300);

  // The store's staff see the receipt, confirm it, and record the new cylinder's return later.
  const staffContext = await browser.newContext();
  await offline(staffContext);
  const staff = await staffBoard(staffContext, STAFF.username, STAFF.password);
  const card = orderCard(staff, orderNumber);
  await expect(card.getByRole('img', { name: `Transfer receipt for ${orderNumber}` })).toBeVisible();
  await expect(card.getByText('1 exchanged for empties')).toBeVisible();
  await expect(card.getByText('1 new with deposit, 0 returned')).toBeVisible();
  await card.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(card.getByText(/Bank Transfer · Paid/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
  await card.getByLabel('Returned so far').fill('1');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('1 new with deposit, 1 returned')).toBeVisible();
  await staffContext.close();
  expect(problems).toEqual([]);
});
