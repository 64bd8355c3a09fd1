/**
 * The delivery journeys' people and steps: a store whose deliveries Suuq's captains carry, a captain taken on for the
 * journey (applied, approved, signed in with the texted code, on duty near the store), the shopper's order and the
 * store's staff moving it to Processing.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { ORDER_STATUS_LABELS } from '../../../packages/shared/src/labels';
import { tokenOf } from './captain-kit';
import {
  addFromProductPage,
  offline,
  openCart,
  orderCard,
  orderNumberOn,
  pinDoor,
  staffBoard,
} from './order-test-kit';
import { textedCode } from './sms-kit';

export const PHONE = { width: 390, height: 844 };
const OPERATOR = { username: '+252610000009', password: 'suuq-operator' };
/** The demo gas shop in Shibis: no other journey orders from it or signs in as its staff (demo staff 12). */
export const STORE = {
  slug: 'nuur-gas-and-charcoal',
  name: 'Nuur Gas and Charcoal',
  staff: { username: '+252610000112', password: 'suuq-staff-12' },
};
/** A few hundred metres south of the store: where the captain waits for offers. */
export const NEAR_STORE = { latitude: 2.049, longitude: 45.344 };
const CAPTAIN_CODE = /Koodhkaaga galitaanka: (\d{6})\./;

export type Lang = 'en' | 'so';

export const WORDS = {
  en: {
    deliveriesTab: 'Deliveries',
    accept: 'Accept delivery',
    toStore: 'Go to the store and pick up the order',
    pickedUp: 'I have the order',
    toShopper: 'Take the order to the customer',
    code: "The customer's 4-digit code",
    finish: 'Finish the delivery',
    done: /^Well done\. \$\d+\.\d\d has been added to your wallet\.$/,
    cash: (amount: string) => `Collect $${amount} in cash`,
    delivery: (number: string) => `Your delivery ${number}`,
    bringing: (name: string) => `${name} is bringing your order`,
    mapOf: (name: string) => `Map: where ${name} is now, and your door`,
    away: /^\d+ min away$/,
    call: (name: string) => `Call ${name}`,
  },
  so: {
    deliveriesTab: 'Gaarsiin',
    accept: 'Aqbal gaarsiinta',
    toStore: 'Tag dukaanka oo soo qaado dalabka',
    pickedUp: 'Dalabka waan sitaa',
    toShopper: 'Dalabka u geey macmiilka',
    code: 'Koodhka 4-ta god ah ee macmiilka',
    finish: 'Dhammee gaarsiinta',
    done: /^Mahadsanid\. \$\d+\.\d\d ayaa lagu daray jeebkaaga\.$/,
    cash: (amount: string) => `Ka qaado $${amount} lacag caddaan ah`,
    delivery: (number: string) => `Gaarsiintaada ${number}`,
    bringing: (name: string) => `${name} ayaa keenaya dalabkaaga`,
    mapOf: (name: string) => `Khariidad: meesha ${name} hadda joogo iyo albaabkaaga`,
    away: /^\d+ daqiiqo ayuu kaa fog yahay$/,
    call: (name: string) => `Wac ${name}`,
  },
} as const;

export const deliveredLabel = (lang: Lang) => ORDER_STATUS_LABELS.delivered[lang];

/** Lets Suuq's captains carry the store's deliveries, as the operator does in the console. */
export async function suuqCarries(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, OPERATOR)}` };
  const list = await request.get(`/api/admin/stores?search=${encodeURIComponent(STORE.name)}`, { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const store = ((await list.json()) as { data: { id: number; slug: string }[] }).data.find(
    (found) => found.slug === STORE.slug,
  );
  if (!store) throw new Error(`${STORE.slug} is not in the operator's list`);
  const saved = await request.put(`/api/admin/stores/${store.id}`, {
    headers,
    data: { courier_mode: 'suuq' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * A captain of the journey's own: applies with a bajaj, the operator approves, and the phone (390 px, its position
 * near the store) signs in with the texted code, opens the console in `lang` and goes on duty.
 */
export async function newCaptainPhone(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  lang: Lang,
) {
  const digits = String((Date.now() + Math.floor(Math.random() * 1000)) % 1_000_000).padStart(6, '0');
  const local = `061 7${digits}`;
  const types = (await (await request.get('/api/vehicalTypes')).json()) as {
    data: { id: number; slug: string }[];
  };
  const bajaj = types.data.find((type) => type.slug === 'bajaj')!;
  const applied = await request.post('/api/captain-applications', {
    data: { name, phone: local, vehicle_type_id: bajaj.id, plate_number: `BJ ${digits}` },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const headers = { Authorization: `Bearer ${await tokenOf(request, OPERATOR)}` };
  const pending = (await (
    await request.get('/api/admin/captains?status=pending&per_page=100', { headers })
  ).json()) as { data: { id: number; name: string; phone: string }[] };
  const mine = pending.data.find(
    (captain) => captain.name === name && captain.phone.replace(/\D/g, '').endsWith(digits),
  );
  if (!mine) throw new Error(`${name} is not waiting for approval`);
  const approved = await request.post(`/api/admin/captains/${mine.id}/status`, {
    headers,
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const code = await textedCode(`2526 17${digits}`.replace(/\D/g, ''), CAPTAIN_CODE);

  const context = await browser.newContext({
    viewport: PHONE,
    geolocation: NEAR_STORE,
    permissions: ['geolocation'],
  });
  await offline(context);
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'I got a sign-in code by text' }).click();
  await page.getByLabel('Phone number').fill(local);
  await page.getByLabel('Code from the text message').fill(code);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await inLanguage(context, page, lang, '/captain');
  const goOn = lang === 'en' ? 'Go on duty' : 'Shaqada gal';
  const onDuty = lang === 'en' ? 'You are on duty' : 'Shaqada ayaad ku jirtaa';
  await page.getByRole('button', { name: goOn, exact: true }).click();
  await expect(page.getByRole('heading', { name: onDuty })).toBeVisible();
  await page.getByRole('button', { name: WORDS[lang].deliveriesTab, exact: true }).click();
  return { context, page };
}

/** Shows `path` in `lang` from now on (the app keeps the language in the browser). */
export async function inLanguage(context: BrowserContext, page: Page, lang: Lang, path?: string) {
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  if (path) await page.goto(path);
  else await page.reload();
}

/**
 * The shopper, on a 390 px phone, orders `quantity` regulators for delivery to a pinned door, paying cash, then
 * follows the order in `lang`. Answers the page and the order's number.
 */
export async function shopperOrders(browser: Browser, lang: Lang, quantity = 1) {
  const context = await browser.newContext({ viewport: PHONE });
  await offline(context);
  const page = await context.newPage();
  await addFromProductPage(page, 'regulator', { quantity });
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByLabel('Address', { exact: true }).fill('Shibis, beside the water tank');
  await pinDoor(page);
  await page.getByLabel('Name').fill('Faadumo Cali');
  await page.getByLabel('Phone number').fill('061 234 5678');
  await page.getByRole('button', { name: 'Place order' }).click();
  const orderNumber = await orderNumberOn(page);
  if (lang !== 'en') await inLanguage(context, page, lang);
  return { context, page, orderNumber };
}

/** The store's staff, on their own device, accept the order and start preparing it: it is offered to captains. */
export async function staffStartsPreparing(browser: Browser, orderNumber: string) {
  const context = await browser.newContext();
  await offline(context);
  const staff = await staffBoard(context, STORE.staff.username, STORE.staff.password);
  const card = orderCard(staff, orderNumber);
  await expect(card).toBeVisible();
  for (const status of ['Accepted', 'Processing']) {
    await card.getByRole('button', { name: `Mark as ${status}` }).click();
    await expect(card.locator('.staff-order__status')).toHaveText(status);
  }
  return { context, staff, card };
}
