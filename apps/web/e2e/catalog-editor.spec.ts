import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import {
  addFromProductPage,
  chooseTimeIfClosed,
  offline,
  orderNumberOn,
  pinDoor,
  staffBoard,
} from './order-test-kit';

// Karaan Fresh Market is the eighth demo store (delivery only, no minimum): its staff member is the eighth.
const STAFF = { username: '+252610000108', password: 'suuq-staff-8' };
const STORE_PAGE = '/store/karaan%20fresh%20market';

/** A small PNG drawn here, as a phone's photo of a mango box would be: orange with a green band. */
function mangoPng(width = 32, height = 24): Buffer {
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
    const leaf = y < 5;
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x += 1) row.set(leaf ? [40, 140, 60] : [245, 160, 40], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One row of a list in the product form (a variant, a choice group, an item), by its place. */
const row = (section: Locator, n: number) => section.locator('.catalog-rows > li').nth(n);

test('staff add a product with a photo, two variants and a choice; a shopper sees it at once and orders it, and the order keeps the price and choice it was placed with after staff change them', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await offline(context);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const suffix = Date.now().toString(36);
  const name = `Mango box ${suffix}`;

  // The store's staff, on a phone: a new category for the boxes, then the product in it.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await offline(staffContext);
  const staff = await staffBoard(staffContext, STAFF.username, STAFF.password);
  staff.on('pageerror', (error) => problems.push(`staff: ${error.message}`));
  await staff.getByRole('button', { name: 'Catalog', exact: true }).click();
  await staff.getByRole('button', { name: 'Categories', exact: true }).click();
  const newCategory = staff.getByRole('region', { name: 'New category' });
  await newCategory.getByLabel('Category name (English)').fill(`Fruit boxes ${suffix}`);
  await newCategory.getByLabel('Category name (Somali)').fill(`Sanduuqyo miro ${suffix}`);
  const categoryAnswer = staff.waitForResponse(
    (r) => r.url().endsWith('/api/merchant/categories') && r.request().method() === 'POST',
  );
  await newCategory.getByRole('button', { name: 'Add the category' }).click();
  const category = ((await (await categoryAnswer).json()) as { data: { id: number } }).data;
  await expect(staff.getByRole('listitem', { name: `Fruit boxes ${suffix}` })).toBeVisible();

  await staff.getByRole('button', { name: 'Products', exact: true }).click();
  await staff.getByRole('button', { name: 'Add a product' }).click();
  const form = staff.getByRole('form', { name: 'New product' });
  const about = form.getByRole('group', { name: 'Name and description' });
  await about.getByLabel('Name (English)').fill(name);
  await about.getByLabel('Name (Somali)').fill(`Sanduuq cambe ${suffix}`);
  await about.getByLabel('Short description (English)').fill('Sweet mangoes from Afgooye');
  const money = form.getByRole('group', { name: 'Price and stock' });
  await money.getByLabel('Category').selectOption(String(category.id));
  await money.getByLabel('Price', { exact: true }).fill('4.50');
  await money.getByLabel('Stock', { exact: true }).fill('30');
  // A new product's photo goes up as soon as the product exists.
  await form
    .getByLabel('Choose a file: Product photo')
    .setInputFiles({ name: 'mango.png', mimeType: 'image/png', buffer: mangoPng() });

  const variants = form.getByRole('group', { name: 'Variants', exact: true });
  for (const [n, [variant, price]] of [
    ['Small box', '4.50'],
    ['Large box', '8'],
  ].entries()) {
    await variants.getByRole('button', { name: 'Add a variant' }).click();
    const each = row(variants, n);
    await each.getByLabel('Price', { exact: true }).fill(price!);
    await each.getByLabel('Stock', { exact: true }).fill('10');
    await each.getByLabel('Variant name (English)').fill(variant!);
  }
  const options = form.getByRole('group', { name: 'Choices (one required)' });
  await options.getByRole('button', { name: 'Add a choice group' }).click();
  const ripeness = row(options, 0);
  await ripeness.getByLabel('Group title (English)').fill('Ripeness');
  await ripeness.getByLabel('Group title (Somali)').fill('Bisayl');
  await row(ripeness, 0).getByLabel('Item (English)').fill('Ripe today');
  await ripeness.getByRole('button', { name: 'Add an item to Ripeness' }).click();
  await row(ripeness, 1).getByLabel('Extra price').fill('0.50');
  await row(ripeness, 1).getByLabel('Item (English)').fill('Ripe in two days');

  const created = staff.waitForResponse(
    (r) => r.url().endsWith('/api/merchant/products') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Create the product' }).click();
  const product = ((await (await created).json()) as { data: { id: number; slug: string } }).data;
  const editing = staff.getByRole('form', { name: `Edit ${name}` });
  await expect(editing.getByText('Photo saved. Shoppers see it now.')).toBeVisible();
  await expect(editing.locator('.catalog-photo img').first()).toHaveAttribute('src', /\/images\//);

  // A shopper on the store's page sees it right away: the store's cached answers were dropped with the change.
  const shelf = page.getByRole('main').getByText(name);
  await expect(async () => {
    await page.goto(`${STORE_PAGE}?category=${category.id}`);
    await expect(shelf).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [100, 250, 500], timeout: 15_000 });

  await addFromProductPage(page, product.slug, { radios: ['Large box', 'Ripe in two days'] });
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('Address', { exact: true }).fill('Karaan, by the livestock market');
  await pinDoor(page);
  await chooseTimeIfClosed(page);
  await page.getByLabel('Name').fill('Ayaan');
  await page.getByLabel('Phone number').fill('+252 61 765 4321');
  await page.getByRole('button', { name: 'Place order' }).click();
  await orderNumberOn(page);
  const thankYou = page.url();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('Ripeness: Ripe in two days');
  await expect(summary).toContainText('$8.50');

  // Staff raise the large box's price and rename the choice; the placed order keeps its own copy.
  await editing.getByRole('button', { name: 'Back to the list' }).click();
  await staff
    .getByRole('listitem', { name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const again = staff.getByRole('form', { name: `Edit ${name}` });
  await row(again.getByRole('group', { name: 'Variants', exact: true }), 1)
    .getByLabel('Price', { exact: true })
    .fill('9.75');
  const choice = row(row(again.getByRole('group', { name: 'Choices (one required)' }), 0), 1);
  await choice.getByLabel('Item (English)').fill('Ripe next week');
  await choice.getByLabel('Extra price').fill('1');
  await again.getByRole('button', { name: 'Save the product' }).click();
  await expect(again.getByText('Saved. Shoppers see it now.')).toBeVisible();

  await expect(async () => {
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('radio', { name: /Ripe next week/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [100, 250, 500], timeout: 15_000 });
  await page.goto(thankYou);
  await expect(summary).toContainText('Ripeness: Ripe in two days');
  await expect(summary).toContainText('$8.50');
  await expect(summary).not.toContainText('Ripe next week');

  await staffContext.close();
  expect(problems).toEqual([]);
});
