import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addFromProductPage, offline, orderNumberOn } from './order-test-kit';
import { textedCode } from './sms-kit';

/**
 * The platform end to end, each person on their own device: a shop applies on "Sell on Suuq", the operator approves
 * it in the console at 1280 px, the owner signs in on a phone with the code the approval texted, adds a product with
 * a photo, a shopper orders it, the owner sees it in the day's report and downloads the CSV; then the operator
 * suspends the shop and the shopper's store page says it is not taking orders.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const KM4 = { latitude: 2.0335, longitude: 45.311 };
const OPERATOR = { username: '+252610000009', password: 'suuq-operator' };
const CODE_TEXT = /Koodhkaaga galitaanka: (\d{6})\./;

/** A small PNG, as a phone's photo of a tin of tea would be. */
function photo(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    let crc = 0xffffffff;
    for (const byte of body) {
      crc ^= byte;
      for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.alloc(1 + 16 * 3);
  for (let x = 0; x < 16; x += 1) row.set([180, 40, 30], 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 16 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function operatorSignsIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Phone number or email').fill(OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Signed in as');
}

/** The owner's bearer token, from the board's session on their phone. */
async function ownerAuth(page: Page) {
  const session = await page.evaluate(() => localStorage.getItem('suuq.staff.session'));
  const { accessToken } = JSON.parse(session!) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

test('a shop joins, sells and is paused: application, approval, code, product, order, report, suspension', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = String(Date.now() % 1_000_000).padStart(6, '0');
  const storeName = `Xamar Shaah ${tag}`;
  const local = `061 4${tag}`;
  const international = `252614${tag}`;
  const productName = `Shaah tin ${tag}`;

  // 1. The shop applies from the footer's "Sell on Suuq", on the owner's phone, its location from the phone.
  const owner = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    geolocation: KM4,
    permissions: ['geolocation'],
    acceptDownloads: true,
  });
  await offline(owner);
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/');
  await ownerPage.getByRole('link', { name: 'Sell on Suuq' }).click();
  await ownerPage.getByLabel('Shop name').fill(storeName);
  await ownerPage.getByLabel('Owner’s name').fill('Sahra Cabdi');
  await ownerPage.getByLabel('Owner’s mobile number').fill(local);
  await ownerPage.getByLabel('What the shop sells').selectOption({ index: 1 });
  await ownerPage.getByLabel('Shop address').fill('Hodan, isgoyska KM4');
  await ownerPage.getByRole('button', { name: 'Use my location' }).click();
  await expect(ownerPage.getByText('The shop is on the map.')).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Send application' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible();

  // 2. The operator approves it in the console, on a laptop.
  const desk = await browser.newContext({ viewport: DESK });
  await offline(desk);
  const operator = await desk.newPage();
  await operatorSignsIn(operator);
  const card = operator.getByRole('article', { name: storeName });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByRole('status').filter({ hasText: `${storeName} is approved` })).toBeVisible();

  // 3. The owner signs in with the code the approval texted.
  const code = await textedCode(international, CODE_TEXT);
  await ownerPage.goto('/sign-in');
  await ownerPage.getByRole('button', { name: 'I got a sign-in code by text' }).click();
  await ownerPage.getByLabel('Phone number').fill(local);
  await ownerPage.getByLabel('Code from the text message').fill(code);
  await ownerPage.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(ownerPage).toHaveURL(/\/staff$/);
  const auth = await ownerAuth(ownerPage);
  // Open whatever the hour this journey runs at: hours are the store's own business, not this journey's.
  expect(
    (await request.put('/api/merchant/hours', { data: { hours: [], closures: [] }, headers: auth })).ok(),
  ).toBe(true);

  // 4. The owner adds a category, then a product with a photo.
  await ownerPage.getByRole('button', { name: 'Catalog', exact: true }).click();
  await ownerPage.getByRole('button', { name: 'Categories', exact: true }).click();
  const newCategory = ownerPage.getByRole('region', { name: 'New category' });
  await newCategory.getByLabel('Category name (English)').fill('Tea');
  await newCategory.getByLabel('Category name (Somali)').fill('Shaah');
  const categoryAnswer = ownerPage.waitForResponse(
    (r) => r.url().endsWith('/api/merchant/categories') && r.request().method() === 'POST',
  );
  await newCategory.getByRole('button', { name: 'Add the category' }).click();
  const category = ((await (await categoryAnswer).json()) as { data: { id: number } }).data;
  await ownerPage.getByRole('button', { name: 'Products', exact: true }).click();
  await ownerPage.getByRole('button', { name: 'Add a product' }).click();
  const form = ownerPage.getByRole('form', { name: 'New product' });
  const about = form.getByRole('group', { name: 'Name and description' });
  await about.getByLabel('Name (English)').fill(productName);
  await about.getByLabel('Name (Somali)').fill(`Daasad shaah ${tag}`);
  const money = form.getByRole('group', { name: 'Price and stock' });
  await money.getByLabel('Category').selectOption(String(category.id));
  await money.getByLabel('Price', { exact: true }).fill('3.25');
  await money.getByLabel('Stock', { exact: true }).fill('20');
  await form
    .getByLabel('Choose a file: Product photo')
    .setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: photo() });
  const created = ownerPage.waitForResponse(
    (r) => r.url().endsWith('/api/merchant/products') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Create the product' }).click();
  const product = ((await (await created).json()) as { data: { id: number; slug: string } }).data;
  const editing = ownerPage.getByRole('form', { name: `Edit ${productName}` });
  await expect(editing.getByText('Photo saved. Shoppers see it now.')).toBeVisible();

  // 5. A shopper orders it, for pickup, paying cash.
  const shopper = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await offline(shopper);
  const shopperPage = await shopper.newPage();
  await addFromProductPage(shopperPage, product.slug);
  await expect(shopperPage.getByText('Item added to cart!')).toBeVisible();
  await shopperPage.goto('/checkout');
  await shopperPage.getByRole('radio', { name: /^Pickup/ }).check();
  await shopperPage.getByLabel('Name').fill('Ayaan Warsame');
  await shopperPage.getByLabel('Phone number').fill('+252 61 765 0001');
  await shopperPage.getByRole('button', { name: 'Place order' }).click();
  const orderNumber = await orderNumberOn(shopperPage);

  // The store hands it over (its board's steps are other journeys'): collected, so it counts as a sale.
  for (const status of ['accepted', 'processing', 'ready', 'delivered']) {
    const moved = await request.post(`/api/merchant/orders/${orderNumber}/status`, {
      data: { status },
      headers: auth,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // 6. The owner reads today's report by product and downloads it.
  await ownerPage.getByRole('button', { name: 'Reports', exact: true }).click();
  await ownerPage.getByRole('button', { name: 'Product', exact: true }).click();
  await expect(ownerPage.getByRole('rowheader', { name: productName })).toBeVisible();
  const downloading = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^sales-xamar-shaah-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const line = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .find((row) => row.startsWith(`"${productName}"`));
  expect(line, 'the product sold today is a line of the CSV').toBeDefined();
  expect(line).toContain('3.25');

  // 7. The operator suspends the shop; the shopper's store page says it is not taking orders.
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Stores' })
    .click();
  await operator.getByLabel('Name, address or phone').fill(storeName);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator
    .getByRole('row', { name: new RegExp(storeName) })
    .getByRole('button', { name: `Manage ${storeName}` })
    .click();
  await operator.getByLabel('Why is it suspended?').fill('Licence renewal');
  await operator.getByRole('button', { name: 'Suspend the store' }).click();
  await expect(operator.getByText(`${storeName} is suspended: it has left the storefront.`)).toBeVisible();

  await shopperPage.goto(`/store/${encodeURIComponent(storeName.toLowerCase())}`);
  await expect(
    shopperPage.getByRole('heading', { level: 1, name: 'This store is not taking orders.' }),
  ).toBeVisible();
  // The order placed before carries on: its tracking page still shows it.
  await shopperPage.goto(`/thankyou?order-number=${orderNumber}`);
  await expect(shopperPage.getByText(orderNumber).first()).toBeVisible();

  await Promise.all([owner.close(), desk.close(), shopper.close()]);
});
