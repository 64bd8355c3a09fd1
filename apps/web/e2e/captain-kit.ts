/** The captain journeys' accounts and steps: tokens, a booking through the API, a captain's phone. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { offline } from './order-test-kit';

// The demo accounts (apps/server/src/db/seed/seed-users.ts): one customer and one captain with a bajaj.
export const CUSTOMER = { username: '+252610000001', password: 'suuq-customer' };
export const CAPTAIN = { username: '+252610000002', password: 'suuq-captain' };
export const SECOND_CAPTAIN = { username: '+252610000003', password: 'suuq-captain-2' };
// Near KM4, Mogadishu: where the captain's phone says it is.
export const HERE = { latitude: 2.0371, longitude: 45.3438 };

export async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: 'web', client_secret: '', ...account },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Ends a booking a failed run left open: cancelled before pickup, else driven to its end by the captain. */
export async function finish(
  request: APIRequestContext,
  open: { id: number; status: string },
  headers: Record<string, string>,
) {
  const data = { booking_id: open.id };
  if (open.status === 'searching' || open.status === 'accepted') {
    await request.post('/api/booking/cancelreservation', { headers, data });
    return;
  }
  const captain = { Authorization: `Bearer ${await tokenOf(request, CAPTAIN)}` };
  if (open.status === 'arrived')
    await request.post('/api/booking/pickupcomplete', { headers: captain, data });
  await request.post('/api/booking/endride', { headers: captain, data });
}

/** The customer asks for a bajaj through the booking API (any open booking of theirs is cancelled first). */
export async function book(
  request: APIRequestContext,
  pickupLabel: string,
  payment: 'cash' | 'evc_plus' | 'zaad' | 'edahab' = 'cash',
) {
  const token = await tokenOf(request, CUSTOMER);
  const headers = { Authorization: `Bearer ${token}` };
  const open = (await (await request.get('/api/booking/active', { headers })).json()) as {
    data: { id: number; status: string } | null;
  };
  if (open.data) await finish(request, open.data, headers);
  const types = (await (await request.get('/api/vehicalTypes')).json()) as {
    data: { id: number; slug: string }[];
  };
  const bajaj = types.data.find((type) => type.slug === 'bajaj')!;
  const response = await request.post('/api/booking/search', {
    headers,
    data: {
      pickup: { lat: 2.0385, lng: 45.342, label: pickupLabel },
      dropoff: { lat: 2.03, lng: 45.3225, label: 'Hodan, near the big mosque' },
      vehicle_type_id: bajaj.id,
      payment_method: payment,
    },
  });
  expect(response.status()).toBe(201);
  const booking = ((await response.json()) as { data: { id: number } }).data;
  return { id: booking.id, headers };
}

export async function walletBalance(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, CAPTAIN);
  const response = await request.get('/api/wallet/get', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

/** A captain's phone: its own browser context, its position shared, signed in on /captain and on duty. */
export async function captainPhone(browser: Browser, account = CAPTAIN) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: HERE,
    permissions: ['geolocation'],
  });
  await offline(context);
  const page = await context.newPage();
  await page.goto('/captain');
  await page.getByLabel('Phone number or email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The server keeps the duty: an earlier journey may have left this captain on duty already.
  const on = page.getByRole('heading', { name: 'You are on duty' });
  await expect(on.or(page.getByRole('heading', { name: 'You are off duty' }))).toBeVisible();
  if (!(await on.isVisible())) await page.getByRole('button', { name: 'Go on duty' }).click();
  await expect(on).toBeVisible();
  return { context, page };
}

export const offer = (page: Page, label: string) => page.getByRole('article', { name: label });

const SHOTS = process.env.CAPTAIN_SHOTS;
// The rider stands at KM4; the captain's phone is an Android phone near Hamarweyne (HERE).
export const AT_KM4 = { latitude: 2.0335, longitude: 45.311 };
export const ANDROID =
  'Mozilla/5.0 (Linux; Android 12; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile';
export const LIVE_WORDS = {
  en: {
    signIn: 'Sign in',
    onDuty: 'You are on duty',
    offDuty: 'You are off duty',
    goOnDuty: 'Go on duty',
    notLive: /Live updates are off/,
    bajaj: /^Bajaj \(tuk-tuk\)/,
    useLocation: 'Use my location',
    cash: /^Cash to the captain/,
    confirm: 'Confirm booking',
    searching: 'Finding a captain',
    pickup: 'Near KM4, Hodan',
    directions: 'Directions',
    payCash: 'Cash',
    accept: 'Accept trip',
    toPickup: 'Drive to the pickup',
    arrived: 'I have arrived',
    onBoard: 'Customer is on board',
    end: 'End the ride',
    endYes: 'Yes, end the ride',
    collect: /^Collect \$\d+\.\d\d in cash from the customer\.$/,
    wallet: 'Wallet',
    amount: 'Amount',
    number: 'Wallet number',
    send: 'Ask for the cash-out',
    asked: /is asked for\. It shows as waiting until it is sent\.$/,
  },
  so: {
    signIn: 'Soo gal',
    onDuty: 'Shaqada ayaad ku jirtaa',
    offDuty: 'Shaqada kama jirtid',
    goOnDuty: 'Shaqada gal',
    notLive: /Wararka tooska ah hadda way xiran yihiin/,
    bajaj: /^Bajaaj/,
    useLocation: 'Isticmaal goobtayda',
    cash: /^Lacag caddaan ah oo darawalka la siiyo/,
    confirm: 'Xaqiiji dalabka',
    searching: 'Darawal ayaa laguu raadinayaa',
    pickup: 'Agagaarka KM4, Hodan',
    directions: 'Jidka i tus',
    payCash: 'Lacag caddaan ah',
    accept: 'Qaado safarka',
    toPickup: 'U kaxee meesha laga qaadayo',
    arrived: 'Waan imid',
    onBoard: 'Macmiilku wuu fuulay',
    end: 'Dhammee safarka',
    endYes: 'Haa, dhammee safarka',
    collect: /^Macmiilka ka qaado \$\d+\.\d\d lacag caddaan ah\.$/,
    wallet: 'Jeeb',
    amount: 'Lacagta',
    number: 'Lambarka moobaylka',
    send: 'Codso lacag-bixinta',
    asked: /waa la codsaday\. Waxay muuqanaysaa iyadoo sugaysa ilaa la diro\.$/,
  },
} as const;

export async function shot(page: Page, lang: string, state: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${lang}-${state}.png`), fullPage: true });
}

/** Signs in through the one form on the page (the storefront's or /book's). */
export async function signInHere(page: Page, account: { username: string; password: string }, label: string) {
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill(account.username);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: label, exact: true }).click();
}

/** The rider books again paying by EVC Plus; the captain drives it through the API. Answers the fare. */
export async function bookAndDrive(
  request: APIRequestContext,
  captainToken: string,
  rider: { username: string; password: string },
): Promise<number> {
  const riderToken = await tokenOf(request, rider);
  const types = (await (await request.get('/api/vehicalTypes')).json()) as {
    data: { id: number; slug: string }[];
  };
  const bajaj = types.data.find((type) => type.slug === 'bajaj')!;
  const searched = await request.post('/api/booking/search', {
    headers: { Authorization: `Bearer ${riderToken}` },
    data: {
      pickup: { lat: 2.0335, lng: 45.311, label: 'KM4' },
      dropoff: { lat: 2.0469, lng: 45.329, label: 'Bakaara' },
      vehicle_type_id: bajaj.id,
      payment_method: 'evc_plus',
    },
  });
  expect(searched.status(), await searched.text()).toBe(201);
  const id = ((await searched.json()) as { data: { id: number } }).data.id;
  const headers = { Authorization: `Bearer ${captainToken}` };
  const vehicles = (await (await request.get('/api/vehical/getall', { headers })).json()) as {
    data: { id: number; vehicle_type: { id: number } }[];
  };
  const vehicle = vehicles.data.find((v) => v.vehicle_type.id === bajaj.id)!;
  for (const [path, extra] of [
    ['tripreservations', { vehicle_id: vehicle.id }],
    ['captainarrived', {}],
    ['pickupcomplete', {}],
    ['endride', {}],
  ] as const) {
    const response = await request.post(`/api/booking/${path}`, {
      headers,
      data: { booking_id: id, ...extra },
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    if (path === 'endride') return ((await response.json()) as { data: { fare: number } }).data.fare;
  }
  return 0;
}

/**
 * The visible tap targets inside `scope` smaller than 44 × 44 px, measured as tap-targets.spec.ts does (links in
 * running text and the map's credits line aside; a radio's or checkbox's label is what is tapped).
 */
export function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const targets = new Set<Element>();
    const inside = document.querySelector(root) ?? document.body;
    for (const element of inside.querySelectorAll('a[href], button, [role="button"], summary')) {
      if (!element.matches('p a, .leaflet-control-attribution a')) targets.add(element);
    }
    for (const input of inside.querySelectorAll<HTMLInputElement>(
      'input[type="checkbox"], input[type="radio"]',
    )) {
      targets.add(input.closest('label') ?? input);
    }
    const small: string[] = [];
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
      if (box.width + 0.5 >= 44 && box.height + 0.5 >= 44) continue;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      small.push(
        `<${element.tagName.toLowerCase()}> "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, scope);
}
