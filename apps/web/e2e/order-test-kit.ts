import { expect, type BrowserContext, type Page } from '@playwright/test';

/** No journey may need the internet: map tiles and anything else off this machine are refused at once. */
export async function offline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

export function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens a product page, makes the choices and adds it; waits for the cart's toast. */
export async function addFromProductPage(
  page: Page,
  slug: string,
  {
    radios = [],
    checkboxes = [],
    quantity = 1,
  }: { radios?: string[]; checkboxes?: string[]; quantity?: number } = {},
) {
  await page.goto(`/products/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  for (const name of radios) await main.getByRole('radio', { name: new RegExp(name) }).check();
  for (const name of checkboxes) await main.getByRole('checkbox', { name: new RegExp(name) }).check();
  for (let n = 1; n < quantity; n += 1) await main.getByRole('button', { name: 'One more' }).click();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
}

/** Signs in on the staff board in its own browser context (its own storage, as on the shop's phone). */
export async function staffBoard(context: BrowserContext, username: string, password: string) {
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel('Phone number or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

export function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('article', { name: orderNumber });
}

export async function orderNumberOn(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/thankyou\?order-number=/);
  const number = new URL(page.url()).searchParams.get('order-number');
  if (!number) throw new Error('No order number in the URL');
  return number;
}

/** Checkout's door from the phone's location (near Tarabuunka, Hodan, by default), with no map to download. */
export async function useMyLocation(
  page: Page,
  context: BrowserContext,
  latitude = 2.034,
  longitude = 45.306,
) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude });
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('Pin on the map.')).toBeVisible();
}

/**
 * Opens checkout's map (downloaded only when asked for) and pins the door `dx`, `dy` pixels from its centre (the
 * store): delivery needs a real point. There are no tiles here, but Leaflet still takes the tap.
 */
export async function pinDoor(page: Page, dx = 20, dy = 10) {
  await page.getByRole('button', { name: 'Pin my door on the map' }).click();
  const map = page.getByLabel('Map of the delivery area');
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
  await expect(page.getByText('Pin on the map.')).toBeVisible();
}

/**
 * Journeys run with the demo stores open around the clock (SEED_DEMO_HOURS=false); should a store be closed all the
 * same (a journey set its hours), this orders for the first free slot instead of as soon as possible. Returns the slot's label ("10:00–10:30") when it chose one.
 */
export async function chooseTimeIfClosed(page: Page): Promise<string | undefined> {
  const asap = page.getByRole('radio', { name: /As soon as possible/ });
  if ((await asap.count()) === 0 || (await asap.isEnabled())) return undefined;
  return chooseFirstSlot(page);
}

/** Orders for later: the first free slot of the chosen day (the first day when none is named). */
export async function chooseFirstSlot(page: Page, day?: string): Promise<string> {
  await page.getByRole('radio', { name: 'At a later time' }).check();
  if (day) await page.getByRole('button', { name: day, exact: true }).click();
  const slot = page.locator('.checkout-slot:not([data-disabled])').first();
  await expect(slot).toBeVisible();
  await slot.getByRole('radio').check();
  return (await slot.locator('.checkout-slot__time').textContent()) ?? '';
}

/**
 * Holds back every script of the app until the returned function is called: the page as a shopper sees it before
 * the app has started (on a slow phone, or a slow network).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
