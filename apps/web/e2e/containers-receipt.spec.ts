import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  chooseTimeIfClosed,
  offline,
  openCart,
  orderCard,
  orderNumberOn,
  staffBoard,
} from './order-test-kit';

// Olol Gas Supply is the eleventh demo store: its staff member is the eleventh.
const STAFF = { username: '+252610000111', password: 'suuq-staff-11' };
/**
 * A small PNG drawn here (a 24×16 pale-blue slip with a darker band, as a photo of a transfer receipt would be
 * mostly paper with a line of ink): a signature, a header chunk, the pixels deflated, and the end chunk.
 */
function receiptPng(width = 24, height = 16): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per sample
  header.writeUInt8(2, 9); // RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const ink = y >= 6 && y < 9;
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x += 1) row.set(ink ? [30, 60, 120] : [225, 238, 250], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('gas ordered as an exchange and with a deposit, paid by transfer with a receipt sent from the thank-you page, confirmed by staff while the shopper watches, and the empty returned', async ({
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

  // The shopper sends a photo of the transfer's receipt from the thank-you page, and sees what they sent.
  await expect(page.getByText('Send your transfer receipt')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page
    .getByLabel('Choose a photo or PDF', { exact: true })
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  const payment = page.getByRole('status').filter({ hasText: 'Awaiting confirmation' });
  await expect(payment).toBeVisible();
  const sentReceipt = page.getByRole('img', { name: `Your transfer receipt for ${orderNumber}` });
  await expect(sentReceipt).toBeVisible();
  expect(await sentReceipt.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(24);

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

  // The shopper's page follows the confirmation live, without a reload.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Bank Transfer · Paid')).toBeVisible();
  await expect(sentReceipt).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

  await card.getByLabel('Returned so far').fill('1');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('1 new with deposit, 1 returned')).toBeVisible();
  await staffContext.close();
  expect(problems).toEqual([]);
});
