import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { offline } from './order-test-kit';

// The demo accounts (apps/server/src/db/seed/seed-users.ts): one customer, and one captain with a bajaj.
const CUSTOMER = { username: '+252610000001', password: 'suuq-customer' };
const CAPTAIN = { username: '+252610000002', password: 'suuq-captain' };
// The customer's phone is at KM4, Mogadishu; the drop-off is tapped on the map.
const HERE = { latitude: 2.0371, longitude: 45.3438 };
// Screenshots of every state go here when BOOKING_SHOTS names a folder.
const SHOTS = process.env.BOOKING_SHOTS;

const WORDS = {
  en: {
    signIn: 'Sign in',
    link: 'Book a ride / delivery',
    bajaj: /^Bajaj \(tuk-tuk\)/,
    cash: /^Cash to the captain/,
    useLocation: 'Use my location',
    fare: /^Fare: \$(\d+\.\d\d)$/,
    confirm: 'Confirm booking',
    quoted: (fare: string) => `Quoted fare: $${fare}`,
    searching: 'Finding a captain',
    accepted: 'Abdi Farah is coming to the pickup.',
    plate: 'Plate BN 20417',
    call: 'Call Abdi Farah',
    arrived: 'Abdi Farah is waiting at the pickup.',
    onTrip: 'You are on the way to the drop-off.',
    charged: /^Fare charged: \$(\d+\.\d\d)$/,
    star: '5 stars',
    send: 'Send rating',
    rated: 'Thank you! You gave 5 stars.',
    again: 'Book another',
    cancel: 'Cancel booking',
    cancelled: 'This booking was cancelled.',
  },
  so: {
    signIn: 'Soo gal',
    link: 'Dalbo gaadiid / keenis',
    bajaj: /^Bajaaj/,
    cash: /^Lacag caddaan ah oo darawalka la siiyo/,
    useLocation: 'Isticmaal goobtayda',
    fare: /^Qiimaha: \$(\d+\.\d\d)$/,
    confirm: 'Xaqiiji dalabka',
    quoted: (fare: string) => `Qiimaha la sheegay: $${fare}`,
    searching: 'Darawal ayaa laguu raadinayaa',
    accepted: 'Abdi Farah wuxuu u socdaa meesha lagaa qaadayo.',
    plate: 'Taargada BN 20417',
    call: 'Wac Abdi Farah',
    arrived: 'Abdi Farah wuxuu kugu sugayaa meesha lagaa qaadayo.',
    onTrip: 'Waxaad u socotaa meesha lagu dhigayo.',
    charged: /^Qiimaha laga jaray: \$(\d+\.\d\d)$/,
    star: '5 xiddigood',
    send: 'Dir qiimaynta',
    rated: 'Mahadsanid! Waxaad bixisay 5 xiddigood.',
    again: 'Dalbo mid kale',
    cancel: 'Jooji dalabka',
    cancelled: 'Dalabkan waa la joojiyay.',
  },
} as const;

async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: 'web', client_secret: '', ...account },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function shot(page: Page, lang: string, state: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${lang}-${state}.png`), fullPage: true });
}

/** Where the captain's mark is drawn on the screen (Leaflet moves it with a transform). */
const captainMark = (page: Page) => page.locator('.booking-mark--captain');

for (const lang of ['en', 'so'] as const) {
  const words = WORDS[lang];
  test(`a customer books on /book and follows the captain live to the end, then rates them (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const customer = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: HERE,
      permissions: ['geolocation'],
    });
    await offline(customer);
    await customer.addInitScript((language) => localStorage.setItem('language', language), lang);
    const page = await customer.newPage();

    // The captain's phone: a second context, driven through the API with the captain's token.
    const captainPhone = await browser.newContext();
    const api = captainPhone.request;
    const headers = { Authorization: `Bearer ${await tokenOf(api, CAPTAIN)}` };
    const walletBefore = (await (await api.get('/api/wallet/get', { headers })).json()) as {
      data: { balance: number };
    };
    const vehicles = (await (await api.get('/api/vehical/getall', { headers })).json()) as {
      data: { id: number; vehicle_type: { slug: string } }[];
    };
    const bajaj = vehicles.data.find((vehicle) => vehicle.vehicle_type.slug === 'bajaj')!;
    // Only a captain on duty may take a trip: the server keeps the switch.
    const duty = await api.post('/api/user/active', { headers, data: { on_duty: true } });
    expect(duty.ok()).toBe(true);

    // From the home page's link; signed out, /book asks to sign in, then goes on.
    await page.goto('/');
    await page.getByRole('link', { name: words.link }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await shot(page, lang, '0-sign-in');
    await page
      .locator('input[autocomplete="username"], input[name="username"]')
      .first()
      .fill(CUSTOMER.username);
    await page.locator('input[type="password"]').fill(CUSTOMER.password);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();

    // Choosing: a bajaj, pickup from the phone's location, the drop-off tapped on the map.
    await page.getByRole('radio', { name: words.bajaj }).check();
    await page.getByRole('button', { name: words.useLocation }).click();
    await expect(page.locator('.booking-mark--pickup')).toBeVisible();
    await shot(page, lang, '1-choosing');
    const canvas = page.locator('.address-map__canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const estimated = page.waitForResponse((response) => response.url().includes('/api/booking/estimate'));
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.75);
    await expect(page.locator('.booking-mark--dropoff')).toBeVisible();

    // The fare before confirming is the one the server quotes.
    const fareLine = page.locator('.booking-fare__amount');
    await expect(fareLine).toHaveText(words.fare);
    const fare = words.fare.exec((await fareLine.textContent())!)![1]!;
    const estimate = (await (await estimated).json()) as { data: { fare: number } };
    expect(estimate.data.fare.toFixed(2)).toBe(fare);
    // Paid from a mobile wallet: the fare is the captain's to cash out.
    await page.getByRole('radio', { name: /^EVC Plus/ }).check();
    await shot(page, lang, '2-fare');
    await page.getByRole('button', { name: words.confirm }).click();

    await expect(page.locator('.booking-status__title')).toHaveText(words.searching);
    await expect(page.getByText(words.quoted(fare))).toBeVisible();
    await shot(page, lang, '3-searching');
    const active = (await (
      await page.request.get('/api/booking/active', {
        headers: {
          Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('userToken')!).access)}`,
        },
      })
    ).json()) as {
      data: { id: number; pickup: { lat: number; lng: number }; dropoff: { lat: number; lng: number } };
    };
    const booking = active.data;
    const step = async (path: string, data: Record<string, unknown> = {}) => {
      const response = await api.post(`/api/booking/${path}`, {
        headers,
        data: { booking_id: booking.id, ...data },
      });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    };

    // Each step the captain takes shows on the customer's phone without a reload.
    await step('tripreservations', { vehicle_id: bajaj.id });
    await expect(page.getByText(words.accepted)).toBeVisible();
    await expect(page.getByText(words.plate)).toBeVisible();
    await expect(page.getByRole('link', { name: words.call })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await shot(page, lang, '4-accepted');

    await step('captainarrived');
    await expect(page.getByText(words.arrived)).toBeVisible();
    await shot(page, lang, '5-arrived');

    await step('pickupcomplete');
    await expect(page.getByText(words.onTrip)).toBeVisible();

    // Driving: positions along the way move the captain's mark; the path is recorded for the fare.
    const { pickup, dropoff } = booking;
    const points = [0.25, 0.5, 0.75].map((share, index) => ({
      lat: pickup.lat + (dropoff.lat - pickup.lat) * share,
      lng: pickup.lng + (dropoff.lng - pickup.lng) * share,
      at: new Date(Date.now() + (index + 1) * 60_000).toISOString(),
    }));
    await step('rideupdate', { lat: points[0]!.lat, lng: points[0]!.lng });
    await expect(captainMark(page)).toBeVisible();
    const first = await captainMark(page).boundingBox();
    await step('rideupdate', { lat: points[2]!.lat, lng: points[2]!.lng });
    await expect
      .poll(async () => {
        const now = await captainMark(page).boundingBox();
        return Math.hypot(now!.x - first!.x, now!.y - first!.y);
      })
      .toBeGreaterThan(20);
    await step('savepath', {
      points: [
        { lat: pickup.lat, lng: pickup.lng, at: new Date().toISOString() },
        ...points,
        { ...dropoff, at: new Date(Date.now() + 240_000).toISOString() },
      ],
    });
    await shot(page, lang, '6-on-the-way');

    await step('endride');
    const charged = page.locator('.booking-fare__amount');
    await expect(charged).toHaveText(words.charged);
    const paid = Number(words.charged.exec((await charged.textContent())!)![1]);
    await shot(page, lang, '7-ended');

    await page.getByRole('button', { name: words.star, exact: true }).click();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.rated)).toBeVisible();
    await shot(page, lang, '8-rated');

    // The fare reached the captain's wallet.
    const wallet = (await (await api.get('/api/wallet/get', { headers })).json()) as {
      data: { balance: number; transactions: { booking_id: number | null; amount: number }[] };
    };
    expect(wallet.data.balance).toBeCloseTo(walletBefore.data.balance + paid, 2);
    expect(wallet.data.transactions.find((t) => t.booking_id === booking.id)?.amount).toBeCloseTo(paid, 2);

    // Nothing on the page scrolls sideways on a narrow phone, after the trip or when booking the next.
    await page.setViewportSize({ width: 320, height: 700 });
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await sideways()).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: words.again }).click();
    await expect(page.getByRole('button', { name: words.confirm })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(320);

    // The next booking is cancelled while a captain is still being found.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('radio', { name: words.bajaj }).check();
    await page.getByRole('button', { name: words.useLocation }).click();
    await expect(page.locator('.booking-mark--pickup')).toBeVisible();
    await canvas.scrollIntoViewIfNeeded();
    const again = (await canvas.boundingBox())!;
    await page.mouse.click(again.x + again.width * 0.8, again.y + again.height * 0.75);
    await page.getByRole('radio', { name: words.cash }).check();
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.locator('.booking-status__title')).toHaveText(words.searching);
    await page.getByRole('button', { name: words.cancel }).click();
    await expect(page.getByText(words.cancelled)).toBeVisible();
    await shot(page, lang, '9-cancelled');

    await captainPhone.close();
    await customer.close();
  });
}
