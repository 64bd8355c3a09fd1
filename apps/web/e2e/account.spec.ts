import { deflateSync } from 'node:zlib';
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  addFromProductPage,
  cartButton,
  chooseTimeIfClosed,
  offline,
  openCart,
  orderNumberOn,
} from './order-test-kit';

/** A small solid PNG made here, so no test file or network is needed for the profile picture. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const banner = (page: Page) => page.getByRole('banner');
/** Screenshots of the journeys, for looking at; outside the repository unless E2E_SHOTS says where. */
/** Reads the site in `language` from now on, as a shopper's phone remembers it. */
async function speak(page: Page, language: 'en' | 'so') {
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.reload();
}
const shot = (name: string) => `${process.env.E2E_SHOTS ?? 'test-results/shots'}/${name}`;
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

test.describe('accounts', () => {
  test('a shopper registers, signs in, keeps a profile and addresses, orders, reorders and keeps a wish list', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await offline(context);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // A number nobody else in this run has; written the way people write it.
    const digits = String(Date.now()).slice(-7);
    const phone = `061 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const password = 'hooyo-macaan-2026';

    // Register, from the header.
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill('Faadumo Warsame');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Email (optional)').fill(`faadumo.${digits}@example.so`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText('Hello, Faadumo Warsame')).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible();

    // Sign out and in again, this time with the number in international form.
    await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Phone number or email').fill(`+252 61 ${digits}`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The phone number, email or password is incorrect.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    // Profile: a picture, previewed, uploaded and shown back from the server.
    await accountMenu(page).getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Faadumo Warsame');
    await page.getByLabel('Picture').setInputFiles({
      name: 'faadumo.png',
      mimeType: 'image/png',
      buffer: png(48, 48, [194, 65, 12]),
    });
    await expect(page.locator('form img.avatar')).toHaveAttribute('src', /^blob:/);
    await page.getByLabel('Name').fill('Faadumo Warsame Ali');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await accountMenu(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByText('Faadumo Warsame Ali')).toBeVisible();
    await expect(page.getByText(`+25261${digits}`)).toBeVisible();
    const avatar = page.locator('main img.avatar');
    await expect(avatar).toHaveAttribute('src', /^\/images\/avatars\/.+\.webp$/);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // Two addresses, each with its pin on the map (no tiles here): a written line alone is not enough, since
    // delivery zones and fees are decided by the point. The second is named by the server from its pin.
    await accountMenu(page).getByRole('link', { name: 'Address book' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Address', { exact: true }).fill('Hodan, near Tarabuunka');
    await page.getByLabel('Directions for the driver (optional)').fill('Blue gate');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText(/^Put the pin on the map where your door is/)).toBeFocused();
    await page.locator('.address-map__canvas').click({ position: { x: 100, y: 80 } });
    await expect(page.getByText('Pin on the map.')).toBeVisible();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('“Home” has been saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Work', exact: true }).click();
    await page.locator('.address-map__canvas').click({ position: { x: 120, y: 90 } });
    await expect(page.getByText('Pin on the map.')).toBeVisible();
    await page.getByRole('button', { name: 'Use this location' }).click();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/Mogadishu/);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('“Work” has been saved.')).toBeVisible();
    const addresses = page.getByRole('list', { name: 'Address book' }).getByRole('listitem');
    await expect(addresses).toHaveCount(2);

    // Order while signed in, through the real checkout: details come from the account.
    await addFromProductPage(page, 'rice-with-chicken', {
      radios: ['Basmati rice', 'Mild'],
      checkboxes: ['Extra meat'],
    });
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Faadumo Warsame Ali');
    await expect(page.getByLabel('Phone number')).toHaveValue(`+25261${digits}`);
    const saved = page.getByRole('group', { name: 'Your saved addresses' });
    // The newest address comes first until one has been used.
    await expect(saved.getByRole('radio', { name: /Work/ })).toBeChecked();
    await saved.getByRole('radio', { name: /Home/ }).check();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Hodan, near Tarabuunka');
    // A saved address brings its pin: nothing more to pin, and no coordinates shown.
    await expect(page.getByText('Pin on the map.')).toBeVisible();
    await chooseTimeIfClosed(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    const orderNumber = await orderNumberOn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

    // The order is in the history and opens its tracking page.
    await banner(page).getByRole('link', { name: 'My account' }).click();
    await accountMenu(page).getByRole('link', { name: 'Order history' }).click();
    const card = page.getByRole('article', { name: orderNumber });
    await expect(card.getByText('Order Sent')).toBeVisible();
    await expect(card.getByText('1 × Rice with chicken')).toBeVisible();
    await card.getByRole('link', { name: 'Track order' }).click();
    await expect(page).toHaveURL(new RegExp(`/thankyou\\?order-number=${orderNumber}$`));
    await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();
    await page.goBack();

    // Order it again: the cart is refilled at today's stock and prices.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await page
      .getByRole('article', { name: orderNumber })
      .getByRole('button', { name: 'Order again' })
      .click();
    await expect(page.getByText("Added to your cart at today's prices:")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    // The address used last now comes first at checkout.
    await page.getByRole('link', { name: 'Open the cart' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Checkout' }).click();
    await expect(
      page.getByRole('group', { name: 'Your saved addresses' }).getByRole('radio', { name: /Home/ }),
    ).toBeChecked();

    // A heart on the product page; the wish list remembers it after a reload.
    await page.goto('/products/soft-drink-330-ml-can');
    const heart = page.getByRole('main').getByRole('button', { name: 'Save to wish list' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('main').getByRole('button', { name: 'Save to wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/wish-list');
    const wish = page.getByRole('main').getByRole('article').filter({ hasText: 'Soft drink (330 ml can)' });
    await expect(wish).toBeVisible();
    await expect(wish.getByRole('button', { name: 'Add Soft drink (330 ml can) to the cart' })).toBeVisible();

    // Signed out, the profile pages ask to sign in.
    await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
    for (const [url, title] of [
      ['/profile', 'Profile'],
      ['/address-book', 'Address book'],
      ['/order-history', 'Order history'],
    ]) {
      await page.goto(url!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Please sign in to continue.')).toBeVisible();
      await expect(page.getByText('Faadumo')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test('an address saved before pins were needed asks for its pin, in the book and at checkout, at 390 px in English and Somali', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await offline(context);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const digits = String(Date.now() + 7).slice(-7);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Xaliimo Cali');
    await page.getByLabel('Phone number').fill(`061 ${digits}`);
    await page.getByLabel('Password', { exact: true }).fill('hooyo-macaan-2026');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    // Saved with its pin, then read back as the address book used to keep a written-only address: at the city
    // centre, which stands for "no pin" (the server refuses to save such an address now).
    await page.goto('/address-book');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Address', { exact: true }).fill('Wadajir, by the school');
    await page.locator('.address-map__canvas').click({ position: { x: 100, y: 80 } });
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('“Home” has been saved.')).toBeVisible();
    const asSavedBefore = async (route: Route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { lat: number; lng: number }[] };
      for (const address of body.data) Object.assign(address, { lat: 2.0469, lng: 45.3182 });
      await route.fulfill({ response: answer, json: body });
    };
    await page.route('**/api/address/getall*', asSavedBefore);
    await page.reload();
    const card = page.locator('.address-card');
    await expect(card.getByText('Needs a pin')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add the pin of Home' })).toBeVisible();
    // Enough for the store's minimum, for the checkout below.
    await addFromProductPage(page, 'soft-drink-330-ml-can', { quantity: 7 });
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    await page.goto('/address-book');
    // The name it was saved under reads in the language chosen now.
    await speak(page, 'so');
    await expect(card.getByRole('heading', { name: /Guriga/ })).toBeVisible();
    await expect(card.getByText('Calaamad ayuu u baahan yahay')).toBeVisible();
    await page.screenshot({ path: shot('address-book-needs-pin-so.png'), fullPage: true });

    // At checkout, in Somali: chosen, it asks for its pin with the map open, instead of being refused.
    await page.goto('/checkout');
    const saved = page.getByRole('group', { name: /cinwaan/i });
    await expect(saved.getByText('Calaamad ayuu u baahan yahay')).toBeVisible();
    await saved.getByRole('radio', { name: /Guriga/ }).check();
    await expect(page.getByText(/^“Guriga” waxaa la kaydiyay calaamad la’aan/)).toBeVisible();
    await page.screenshot({ path: shot('checkout-needs-pin-so.png'), fullPage: true });
    const map = page.getByLabel('Khariidadda aagga keenista');
    await expect(map).toBeVisible();
    const saving = page.waitForResponse((response) => response.url().includes('/api/address/save'));
    await page.unroute('**/api/address/getall*', asSavedBefore);
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 15, y: box.height / 2 + 10 } });
    expect((await saving).status()).toBe(200);
    await expect(page.getByText('Calaamadda waxay saaran tahay khariidadda.')).toBeVisible();
    await expect(page.getByText(/calaamad la’aan/)).toHaveCount(0);
    await expect(saved.getByText('Calaamad ayuu u baahan yahay')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await chooseTimeIfClosed(page);
    await page.getByRole('button', { name: 'Dir dalabka' }).click();
    await expect(page).toHaveURL(/\/thankyou/);

    // Back in English, the book has the pin now.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/address-book');
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(page.getByText('Needs a pin')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a visitor who never signed in downloads no session renewal code', async ({ page, context }) => {
    await offline(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/store/nasiib%20restaurant');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(scripts.some((path) => path.includes('session-auth'))).toBe(false);
  });

  test('a wish list kept while signed out joins the account on sign-in, in Somali too', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await offline(context);
    await page.goto('/store/nasiib%20restaurant');
    const card = page.getByRole('article').filter({ hasText: 'Fresh mango juice' });
    await card.getByRole('button', { name: 'Save Fresh mango juice to your wish list' }).click();
    await expect(card.getByRole('button', { name: /to your wish list/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await banner(page).getByRole('button', { name: 'Soomaali' }).click();
    await expect(banner(page).getByRole('button', { name: 'English' })).toBeVisible();
    await page.goto('/wish-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Liiska aan jeclahay' })).toBeVisible();
    // Refreshed from the catalog, in the shopper's language.
    await expect(page.getByRole('main').getByText('Casiir cambe')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Soo gal' }).click();
    await page.getByLabel('Lambarka telefoonka ama iimaylka').fill('+252610000001');
    await page.getByLabel('Furaha sirta ah', { exact: true }).fill('suuq-customer');
    await page.getByRole('main').getByRole('button', { name: 'Soo gal' }).click();

    await expect(page).toHaveURL(/\/wish-list$/);
    await expect(page.getByRole('navigation', { name: 'Akoonkayga' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Casiir cambe')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('suuq.wishlist'))).toBeNull();
  });
});
