import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { offline } from './order-test-kit';

// The demo accounts (apps/server/src/db/seed/seed-users.ts): one customer and one captain with a bajaj.
const CUSTOMER = { username: '+252610000001', password: 'suuq-customer' };
const CAPTAIN = { username: '+252610000002', password: 'suuq-captain' };
const SECOND_CAPTAIN = { username: '+252610000003', password: 'suuq-captain-2' };
// Near KM4, Mogadishu: where the captain's phone says it is.
const HERE = { latitude: 2.0371, longitude: 45.3438 };

async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: 'web', client_secret: '', ...account },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Ends a booking a failed run left open: cancelled before pickup, else driven to its end by the captain. */
async function finish(
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
async function book(request: APIRequestContext, pickupLabel: string) {
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
    },
  });
  expect(response.status()).toBe(201);
  const booking = ((await response.json()) as { data: { id: number } }).data;
  return { id: booking.id, headers };
}

async function walletBalance(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, CAPTAIN);
  const response = await request.get('/api/wallet/get', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

/** A captain's phone: its own browser context, its position shared, signed in on /captain and on duty. */
async function captainPhone(browser: Browser, account = CAPTAIN) {
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

const offer = (page: Page, label: string) => page.getByRole('article', { name: label });

test.describe('the captain console', () => {
  test('a captain takes a booked trip, drives it through a network drop, and the fare reaches the wallet', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await walletBalance(request);
    const label = `Gate of KM4 market ${Date.now()}`;
    const booking = await book(request, label);

    const { context, page } = await captainPhone(browser);
    // Every batch of the route the server took, as sent.
    const saved: { at: string[]; total: number }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/booking/savepath') || response.status() !== 200) return;
      const sent = response.request().postDataJSON() as { points: { at: string }[] };
      const body = (await response.json()) as { data: { total_points: number } };
      saved.push({ at: sent.points.map((point) => point.at), total: body.data.total_points });
    });

    const card = offer(page, label);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Accept trip' }).click();
    await expect(page.getByRole('heading', { name: 'Drive to the pickup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Amina Warsame' })).toHaveAttribute(
      'href',
      'tel:+252610000001',
    );
    await page.getByRole('button', { name: 'I have arrived' }).click();
    await expect(page.getByRole('heading', { name: 'Wait for the customer' })).toBeVisible();
    await page.getByRole('button', { name: 'Customer is on board' }).click();
    await expect(page.getByRole('heading', { name: 'Drive to the drop-off' })).toBeVisible();

    // Driving: each move is more than 50 m from the last, so each is kept and sent.
    const route = [
      { latitude: 2.037, longitude: 45.339 },
      { latitude: 2.0355, longitude: 45.3355 },
      { latitude: 2.034, longitude: 45.332 },
    ];
    // The first reading on board (where the captain stood) and the first move reach the server at once.
    await context.setGeolocation(route[0]!);
    await expect.poll(() => saved.flatMap((batch) => batch.at).length).toBe(2);
    await expect(page.getByText(/of your route wait(s)? for the network/)).toBeHidden();

    // The network drops: the next points wait on the phone and say so.
    await context.setOffline(true);
    for (const point of route.slice(1)) {
      await context.setGeolocation(point);
      await expect(page.getByText(/of your route wait(s)? for the network/)).toBeVisible();
    }
    await expect(
      page.getByText('2 points of your route wait for the network and will be sent when it returns.'),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/of your route wait(s)? for the network/)).toBeHidden({ timeout: 30_000 });

    await page.getByRole('button', { name: 'End the ride' }).click();
    await expect(page.getByRole('heading', { name: 'Trip finished' })).toBeVisible();

    // Each point reached the server exactly once: no point in two accepted batches, and the server counts them all.
    const points = saved.flatMap((batch) => batch.at);
    expect(points.length).toBe(4);
    expect(new Set(points).size).toBe(points.length);
    expect(saved.at(-1)!.total).toBe(points.length);

    const trip = (await (
      await request.get('/api/trips?client=customer', { headers: booking.headers })
    ).json()) as { data: { id: number; status: string; fare: number }[] };
    const done = trip.data.find((entry) => entry.id === booking.id)!;
    expect(done.status).toBe('completed');
    const after = await walletBalance(request);
    expect(Math.round((after - before) * 100)).toBe(Math.round(done.fare * 100));

    await page.getByRole('button', { name: 'Wallet' }).click();
    await expect(page.getByTestId('captain-balance')).toHaveText(`$${after.toFixed(2)}`);
    await expect(page.getByText(`+$${done.fare.toFixed(2)}`).first()).toBeVisible();
    await context.close();
  });

  // Two captains see the same trip: one reservation wins, the late tap gets 409 and is told kindly, never an error
  // page.
  test('two captains race for one trip: one wins, the other is told kindly, and a cancel reaches the winner live', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const label = `Bakaara market corner ${Date.now()}`;
    const booking = await book(request, label);
    const first = await captainPhone(browser);
    const second = await captainPhone(browser, SECOND_CAPTAIN);
    await expect(offer(first.page, label)).toBeVisible();
    await expect(offer(second.page, label)).toBeVisible();

    const late = second.page.waitForResponse((response) =>
      response.url().endsWith('/api/booking/tripreservations'),
    );
    await offer(first.page, label).getByRole('button', { name: 'Accept trip' }).click();
    await expect(first.page.getByRole('heading', { name: 'Drive to the pickup' })).toBeVisible();
    await offer(second.page, label).getByRole('button', { name: 'Accept trip' }).click();
    expect((await late).status()).toBe(409);
    await expect(offer(second.page, label)).toBeHidden();
    await expect(second.page.getByText('Another captain took this trip.')).toBeVisible();
    await expect(second.page.getByRole('heading', { name: 'Drive to the pickup' })).toHaveCount(0);

    // The customer changes their mind: the winner's card says so, live.
    await request.post('/api/booking/cancelreservation', {
      headers: booking.headers,
      data: { booking_id: booking.id },
    });
    await expect(first.page.getByRole('heading', { name: 'The customer cancelled this trip' })).toBeVisible();
    await first.context.close();
    await second.context.close();
  });

  test('off duty a captain is offered nothing, even after a reload, and on duty again sees the trip', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const label = `Tarabuunka corner ${Date.now()}`;
    const booking = await book(request, label);
    const { context, page } = await captainPhone(browser, SECOND_CAPTAIN);
    await expect(offer(page, label)).toBeVisible();

    await page.getByRole('button', { name: 'Go off duty' }).click();
    await expect(page.getByRole('heading', { name: 'You are off duty' })).toBeVisible();
    await expect(offer(page, label)).toBeHidden();
    // The server keeps it: a reload is still off duty, and the server offers nothing and refuses an accept.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are off duty' })).toBeVisible();
    await expect(offer(page, label)).toBeHidden();
    const captain = { Authorization: `Bearer ${await tokenOf(request, SECOND_CAPTAIN)}` };
    const offered = (await (await request.get('/api/booking/available', { headers: captain })).json()) as {
      data: unknown[];
    };
    expect(offered.data).toEqual([]);
    const refused = await request.post('/api/booking/tripreservations', {
      headers: { ...captain, 'Accept-Language': 'so' },
      data: { booking_id: booking.id, vehicle_id: 1 },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Shaqada kama jirtid. Shaqada gal si aad safarro u aqbasho.',
    );

    await page.getByRole('button', { name: 'Go on duty' }).click();
    await expect(page.getByRole('heading', { name: 'You are on duty' })).toBeVisible();
    await expect(offer(page, label)).toBeVisible();
    await request.post('/api/booking/cancelreservation', {
      headers: booking.headers,
      data: { booking_id: booking.id },
    });
    await context.close();
  });

  test('a captain changes a vehicle in the same form they add one with', async ({ browser }) => {
    const { context, page } = await captainPhone(browser);
    await page.getByRole('button', { name: 'Vehicles' }).click();
    await page.getByRole('button', { name: 'Change BN 20417' }).click();
    const form = page.getByRole('form', { name: 'Change BN 20417' });
    await expect(form.getByLabel('Plate number')).toHaveValue('BN 20417');
    const colour = form.getByLabel('Colour');
    const before = await colour.inputValue();
    const next = before === 'Sky blue' ? 'Green' : 'Sky blue';
    await colour.fill(next);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change BN 20417' })).toHaveCount(0);
    const item = page.getByRole('listitem').filter({ hasText: 'BN 20417' });
    await expect(item).toContainText(`, ${next}, `);
    // A reload reads the change back from the server.
    await page.reload();
    await page.getByRole('button', { name: 'Vehicles' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'BN 20417' })).toContainText(`, ${next}, `);
    await context.close();
  });
});
