import { expect, test } from '@playwright/test';
import {
  ANDROID,
  AT_KM4,
  HERE,
  LIVE_WORDS,
  SECOND_CAPTAIN,
  book,
  bookAndDrive,
  captainPhone,
  offer,
  shot,
  signInHere,
  smallTargets,
  tokenOf,
  walletBalance,
} from './captain-kit';
import { offline } from './order-test-kit';

test.describe('the captain console', () => {
  test('a captain takes a booked trip, drives it through a network drop, and the fare reaches the wallet', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await walletBalance(request);
    const label = `Gate of KM4 market ${Date.now()}`;
    // Paid by mobile wallet: the fare is the captain's to cash out (a cash fare is in their hand already).
    const booking = await book(request, label, 'evc_plus');

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
    // It cannot be undone: the console asks once more.
    await page.getByRole('button', { name: 'Yes, end the ride' }).click();
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

  // Two captains see the same trip: the first to accept gets it, and it leaves the other's list live.
  test('two captains see one trip: the first to accept wins, it leaves the other’s list live, and a cancel reaches the winner live', async ({
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

    await second.page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await offer(first.page, label).getByRole('button', { name: 'Accept trip' }).click();
    await expect(first.page.getByRole('heading', { name: 'Drive to the pickup' })).toBeVisible();
    // Taken: the card leaves the other captain's list by itself, without a tap or a reload.
    await expect(offer(second.page, label)).toBeHidden();
    expect(await second.page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
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

// A rider books choosing cash; a captain signed in on the storefront opens /captain with no second sign-in, hears
// the trip arrive live with the place's name and directions, drives it, and asks for a cash-out. At 390 px, in
// English and Somali. Screenshots of each state go to CAPTAIN_SHOTS when it names a folder.
for (const lang of ['en', 'so'] as const) {
  const words = LIVE_WORDS[lang];
  test(`a rider books paying cash and the captain signed in on the shop hears it live, drives it and cashes out (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // A rider of their own, so no other journey's booking is in the way.
    const rider = {
      username: `+25261${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      password: 'a-river-song-26',
    };
    const registered = await request.post('/api/register', {
      data: { name: 'Sahra Cali', phone: rider.username, password: rider.password },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    // The captain's Android phone: it records each buzz and chime instead of making them.
    const captain = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: HERE,
      permissions: ['geolocation'],
      userAgent: ANDROID,
    });
    await offline(captain);
    await captain.addInitScript((language) => {
      localStorage.setItem('language', language);
      const seen = window as unknown as { buzzes: number; chimes: number };
      seen.buzzes = 0;
      seen.chimes = 0;
      navigator.vibrate = () => {
        seen.buzzes += 1;
        return true;
      };
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
        seen.chimes += 1;
        return start.apply(this, args);
      };
    }, lang);
    const console = await captain.newPage();
    // The console's own frame: no shop header with its cart, no shop footer.
    await console.goto('/captain');
    await expect(console.locator('input[type="password"]')).toBeVisible();
    await expect(console.getByRole('contentinfo')).toHaveCount(0);
    await expect(console.locator('.cart-badge, [href="/cart"]')).toHaveCount(0);
    await shot(console, lang, '0-signed-out');
    await console.goto('/sign-in');
    await signInHere(console, SECOND_CAPTAIN, words.signIn);
    await expect(console).not.toHaveURL(/sign-in/);

    // The console takes the storefront's sign-in: no second form.
    await console.goto('/captain');
    const on = console.getByRole('heading', { name: words.onDuty });
    await expect(on.or(console.getByRole('heading', { name: words.offDuty }))).toBeVisible();
    await expect(console.locator('input[type="password"]')).toHaveCount(0);
    if (!(await on.isVisible())) await console.getByRole('button', { name: words.goOnDuty }).click();
    else await on.click();
    await expect(on).toBeVisible();
    await expect(console.getByText(words.notLive)).toBeHidden();
    await shot(console, lang, '1-on-duty');
    await console.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    // The rider books at KM4 and pays cash.
    const riderPhone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: AT_KM4,
      permissions: ['geolocation'],
    });
    await offline(riderPhone);
    await riderPhone.addInitScript((language) => localStorage.setItem('language', language), lang);
    const book = await riderPhone.newPage();
    await book.goto('/book');
    await signInHere(book, rider, words.signIn);
    await book.getByRole('radio', { name: words.bajaj }).check();
    await book.getByRole('button', { name: words.useLocation }).click();
    await expect(book.locator('.booking-mark--pickup')).toBeVisible();
    const canvas = book.locator('.address-map__canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await book.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.2);
    await expect(book.locator('.booking-mark--dropoff')).toBeVisible();
    await book.getByRole('radio', { name: words.cash }).check();
    await expect(book.locator('.booking-fare__amount')).toBeVisible();
    await expect(book.locator('.leaflet-control-zoom-in')).toBeVisible();
    expect(await smallTargets(book, 'main')).toEqual([]);
    await shot(book, lang, '2-rider-chose-cash');
    await book.getByRole('button', { name: words.confirm }).click();
    await expect(book.locator('.booking-status__title')).toHaveText(words.searching);

    // The offer arrives on the console by itself, with a buzz, the place's name and directions.
    const card = console.getByRole('article', { name: words.pickup });
    await expect(card).toBeVisible();
    expect(await console.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await expect
      .poll(() => console.evaluate(() => (window as unknown as { buzzes: number }).buzzes))
      .toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: new RegExp(words.pickup) })).toHaveAttribute(
      'href',
      /^geo:2\.0335\d*,45\.311\d*\?q=/,
    );
    await expect(card.getByText(words.payCash, { exact: true })).toBeVisible();
    expect(await smallTargets(console)).toEqual([]);
    await shot(console, lang, '3-offer-live');

    await card.getByRole('button', { name: words.accept }).click();
    await expect(console.getByRole('heading', { name: words.toPickup })).toBeVisible();
    await expect(console.getByRole('link', { name: new RegExp(words.pickup) })).toHaveAttribute(
      'href',
      /^geo:/,
    );
    // The trip's map with its own controls, 44 px like every other tap target.
    await expect(console.locator('.captain-map .leaflet-control-zoom-in')).toBeVisible();
    expect(await smallTargets(console)).toEqual([]);
    await shot(console, lang, '4-trip');
    await console.getByRole('button', { name: words.arrived }).click();
    await console.getByRole('button', { name: words.onBoard }).click();
    await console.getByRole('button', { name: words.end }).click();
    await shot(console, lang, '5-end-confirm');
    await console.getByRole('button', { name: words.endYes }).click();
    await expect(console.getByText(words.collect)).toBeVisible();

    // A trip paid by wallet (through the API) gives the captain something to cash out.
    const token = await tokenOf(request, SECOND_CAPTAIN);
    const funded = await bookAndDrive(request, token, rider);
    expect(funded).toBeGreaterThan(0);

    await console.getByRole('button', { name: words.wallet }).click();
    const balance = console.getByTestId('captain-balance');
    await expect(balance).toHaveText(/\$\d+\.\d\d/);
    const before = Number((await balance.textContent())!.replace(/[^\d.]/g, ''));
    expect(before).toBeGreaterThanOrEqual(1);
    await expect(console.getByTestId('captain-earned-today')).toContainText('$');
    await console.getByLabel(words.amount, { exact: true }).fill('1');
    await console.getByRole('radio', { name: 'EVC Plus' }).check();
    await console.getByLabel(words.number).fill('61 5123456');
    await console.getByRole('button', { name: words.send }).click();
    await expect(console.getByText(words.asked)).toBeVisible();
    await expect(console.getByTestId('captain-pending')).toContainText('EVC Plus 252615123456');
    await expect(balance).toHaveText(`$${(before - 1).toFixed(2)}`);
    expect(await smallTargets(console)).toEqual([]);
    await shot(console, lang, '6-cash-out');

    // Nothing scrolls sideways on a narrow phone.
    await console.setViewportSize({ width: 320, height: 700 });
    expect(await console.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await captain.close();
    await riderPhone.close();
  });
}
