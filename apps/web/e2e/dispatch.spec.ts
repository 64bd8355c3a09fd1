/**
 * A store's delivery carried by a Suuq captain, each person on their own device: the shopper orders on a 390 px
 * phone, the store's staff start preparing it, a captain on duty near the store takes the offer (its fee and the
 * cash to collect shown), picks the order up and rides; the shopper's map follows the courier; the captain finishes
 * with the code the shopper's page shows, and the order is delivered on every screen. In English and in Somali.
 * Pictures of the shopper's map and the captain's card go to CAPTAIN_SHOTS when it is set.
 */
import { expect, test } from '@playwright/test';
import { shot, smallTargets } from './captain-kit';
import {
  WORDS,
  deliveredLabel,
  newCaptainPhone,
  shopperOrders,
  staffStartsPreparing,
  suuqCarries,
  type Lang,
} from './dispatch-kit';

/** The captain's ride from the store to the shopper's door, each point well over 50 m from the last. */
const RIDE = [
  { latitude: 2.0515, longitude: 45.3442 },
  { latitude: 2.0508, longitude: 45.3448 },
];

for (const lang of ['en', 'so'] as const satisfies readonly Lang[]) {
  test(`a captain carries a store's order and the shopper follows them on the map (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    await suuqCarries(request);
    const captainName = lang === 'en' ? 'Cabdi Gaarsiiye' : 'Xasan Gaarsiiye';
    const captain = await newCaptainPhone(browser, request, captainName, lang);
    const shopper = await shopperOrders(browser, lang);
    const { orderNumber } = shopper;
    const staff = await staffStartsPreparing(browser, orderNumber);

    // The offer: the store, what the captain earns, and the cash to take at the door (a regulator and the fee).
    const offer = captain.page
      .getByRole('article', { name: 'Nuur Gas and Charcoal' })
      .filter({ hasText: words.cash('8.50') });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await expect(offer).toContainText(/\$\d+\.\d\d/);
    await offer.getByRole('button', { name: words.accept }).click();
    await expect(captain.page.getByRole('heading', { name: words.toStore })).toBeVisible();
    await expect(captain.page.getByText(words.delivery(orderNumber))).toBeVisible();
    await captain.page.getByRole('button', { name: words.pickedUp }).click();
    await expect(captain.page.getByRole('heading', { name: words.toShopper })).toBeVisible();
    await expect(captain.page.getByRole('link', { name: words.call('Faadumo Cali') })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );

    // The shopper's page shows who brings it, with the map, the minutes away and a call button a thumb wide.
    const page = shopper.page;
    await expect(page.getByRole('heading', { name: words.bringing(captainName) })).toBeVisible();
    const map = page.getByTestId('courier-map');
    await expect(map).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(words.mapOf(captainName))).toBeVisible();
    await expect(page.getByTestId('courier-minutes')).toHaveText(words.away);
    const call = page.getByRole('link', { name: words.call(captainName) });
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await smallTargets(page, '.order-courier')).toEqual([]);

    // The captain rides: each position moves the courier's mark on the shopper's map, without a reload.
    for (const point of RIDE) {
      await captain.context.setGeolocation(point);
      await expect(map).toHaveAttribute('data-lat', String(point.latitude));
      await expect(map).toHaveAttribute('data-lng', String(point.longitude));
    }
    const mark = page.locator('.order-courier-mark');
    await expect(mark).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, lang, 'dispatch-shopper-map');
    await shot(captain.page, lang, 'dispatch-captain-carrying');
    // Nothing goes sideways on the narrowest phones either.
    for (const screen of [page, captain.page]) {
      await screen.setViewportSize({ width: 320, height: 700 });
      expect(await screen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await screen.setViewportSize({ width: 390, height: 844 });
    }
    expect(await smallTargets(captain.page, '.captain-trip')).toEqual([]);

    // At the door: the code from the shopper's page finishes the delivery.
    const code = (await page.getByTestId('handover-code').textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    await captain.page.getByLabel(words.code).fill(code);
    await captain.page.getByRole('button', { name: words.finish }).click();
    await expect(captain.page.getByText(words.done)).toBeVisible();

    // Delivered on every screen: the shopper's map and courier go, the staff board says so.
    await expect(page.locator('[aria-current="step"]')).toContainText(deliveredLabel(lang));
    await expect(map).toHaveCount(0);
    await expect(page.getByTestId('handover-code')).toHaveCount(0);
    // The board moves it out of its columns into the finished orders, delivered.
    await expect(
      staff.staff.locator('.staff-column').getByRole('article', { name: orderNumber }),
    ).toHaveCount(0);
    await staff.staff.locator('.staff-finished summary').click();
    await expect(staff.card.locator('.staff-order__status')).toHaveText('Delivered');

    await captain.context.close();
    await shopper.context.close();
    await staff.context.close();
  });
}
