import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { offline, orderCard, staffBoard } from './order-test-kit';
import { openAroundTheClock, placePickup, staffOf } from './pickup-kit';

/**
 * A pickup order on a phone, in English and in Somali: staff take an item out (the shopper sees it at once), move
 * it to Ready for pickup and Collected (never On The Way) while the shopper watches where to collect it; and a
 * cancel that says why. Barwaaqo Supermarket offers pickup and no other journey uses it.
 */
const PHONE = { width: 390, height: 844 };
const SLUG = 'barwaaqo-supermarket';
const SHOTS = process.env.E2E_SHOTS_DIR;

const WORDS = {
  en: {
    collectFrom: 'Collect from',
    directions: 'Directions',
    onTheWay: 'On The Way',
    readyStep: 'Ready for pickup',
    collectedStep: 'Collected',
    collectedTitle: 'Collected',
    changesTitle: 'The store changed your order',
    takenOut: /was taken out\./,
    why: 'Why: Out of stock',
    change: (name: string) => `Change ${name}`,
    remove: 'Remove this item',
    confirmRemove: /^Yes, remove/,
    accept: 'Mark as Accepted',
    processing: 'Mark as Processing',
    ready: 'Mark as Ready for pickup',
    collected: 'Mark as Collected',
    confirmCollected: (n: string) => `Yes, ${n} was collected`,
    cancel: 'Cancel order',
    storeClosing: 'The store is closing',
    confirmCancel: (n: string) => `Yes, cancel order ${n}`,
    cancelReason: 'Reason: The store is closing',
    cancelledTitle: 'Order cancelled',
    waiting: /^Waiting \d+ min$/,
  },
  so: {
    collectFrom: 'Ka qaado',
    directions: 'Tilmaamaha jidka',
    onTheWay: 'Waa soo socdaa',
    readyStep: 'Diyaar u ah in la qaado',
    collectedStep: 'Waa la qaatay',
    collectedTitle: 'Waa la qaatay',
    changesTitle: 'Dukaanku wuu beddelay dalabkaaga',
    takenOut: /waa laga saaray\./,
    why: 'Sababta: Alaabtii waa ka dhammaatay',
    change: (name: string) => `Beddel ${name}`,
    remove: 'Ka saar shaygan',
    confirmRemove: /^Haa, ka saar/,
    accept: 'Aqbal dalabka',
    processing: 'Bilow diyaarinta',
    ready: 'Diyaar u ah in la qaado',
    collected: 'Macmiilka waa qaatay',
    confirmCollected: (n: string) => `Haa, ${n} waa la qaatay`,
    cancel: 'Jooji dalabka',
    storeClosing: 'Dukaanku wuu xirmayaa',
    confirmCancel: (n: string) => `Haa, jooji dalabka ${n}`,
    cancelReason: 'Sababta: Dukaanku wuu xirmayaa',
    cancelledTitle: 'Dalabka waa la joojiyay',
    waiting: /^Sugaya \d+ daqiiqo$/,
  },
} as const;

type Lang = keyof typeof WORDS;

const staff = staffOf(SLUG);

/** The staff board on its own phone, signed in, then in the journey's language. */
async function staffPhone(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ viewport: PHONE });
  await offline(context);
  const board = await staffBoard(context, staff.phone, staff.password);
  if (lang === 'so') {
    await board.evaluate(() => localStorage.setItem('language', 'so'));
    await board.reload();
    await expect(board.locator('html')).toHaveAttribute('lang', 'so');
  }
  return { context, board };
}

async function phone(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ viewport: PHONE });
  await offline(context);
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return context;
}

async function shot(page: Page, lang: Lang, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${lang}-${name}.png`, fullPage: true });
}

/** No sideways scroll on a narrow phone. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

for (const lang of ['en', 'so'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a pickup order is changed, made ready and collected while the shopper watches`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { store, products } = await openAroundTheClock(request, SLUG);
    const order = await placePickup(request, store, products);
    const number = order.order_number;

    const shopperContext = await phone(browser, lang);
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/thankyou?order-number=${number}`);
    await expect(shopper.locator('.order-step')).toHaveCount(5);
    await expect(shopper.locator('.order-steps')).not.toContainText(w.onTheWay);
    // Where to collect it: the store, its address, and directions that open the phone's map app.
    const place = shopper.locator('.order-collect');
    await expect(place).toContainText(w.collectFrom);
    await expect(place).toContainText(store.name);
    const directions = place.getByRole('link', { name: w.directions });
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    const box = await directions.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await fitsWidth(shopper);
    await shot(shopper, lang, '1-placed');

    const { context: staffContext, board } = await staffPhone(browser, lang);
    const card = orderCard(board, number);
    await expect(card).toBeVisible();
    await expect(card.locator('.staff-order__waiting')).toHaveText(w.waiting);
    // The first line is out of stock: staff take it out, saying why, and confirm.
    const first = order.items[0]!;
    const firstName = lang === 'so' && first.name_so ? first.name_so : first.name;
    await card.getByRole('button', { name: w.change(firstName) }).click();
    await card.getByRole('button', { name: w.remove }).click();
    // The replacement list names every product: it may not push the card past a narrow phone's edge.
    await board.setViewportSize({ width: 320, height: 700 });
    await fitsWidth(board);
    await board.setViewportSize(PHONE);
    await fitsWidth(board);
    await shot(board, lang, '2-staff-remove');
    await card.getByRole('button', { name: w.confirmRemove }).click();
    await expect(card.locator('.staff-order__item')).toHaveCount(1);
    await fitsWidth(board);

    // The shopper sees it without reloading.
    const changes = shopper.getByRole('status', { name: w.changesTitle });
    await expect(changes).toContainText(w.takenOut);
    await expect(changes).toContainText(w.why);
    await expect(shopper.locator('.order-line')).toHaveCount(1);
    await shot(shopper, lang, '3-changed');

    // Only the next step of its own path is offered, one at a time.
    await card.getByRole('button', { name: w.accept }).click();
    await card.getByRole('button', { name: w.processing }).click();
    await card.getByRole('button', { name: w.ready }).click();
    await expect(shopper.locator('.order-step[aria-current="step"]')).toContainText(w.readyStep);
    await expect(place).toContainText(w.readyStep);
    await shot(shopper, lang, '4-ready');

    // Collected asks once more: it cannot be undone.
    await card.getByRole('button', { name: w.collected }).click();
    await shot(board, lang, '5-staff-confirm-collected');
    await card.getByRole('button', { name: w.confirmCollected(number) }).click();
    await expect(shopper.getByRole('heading', { level: 1, name: w.collectedTitle })).toBeVisible();
    await expect(shopper.locator('.order-step').last()).toContainText(w.collectedStep);
    await fitsWidth(shopper);
    await shot(shopper, lang, '6-collected');
    await shopperContext.close();
    await staffContext.close();
  });

  test(`${lang}: staff cancel saying why, and the shopper reads it`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { store, products } = await openAroundTheClock(request, SLUG);
    const order = await placePickup(request, store, products);
    const number = order.order_number;
    const shopperContext = await phone(browser, lang);
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/thankyou?order-number=${number}`);
    await expect(shopper.locator('.order-step')).toHaveCount(5);

    const { context: staffContext, board } = await staffPhone(browser, lang);
    const card = orderCard(board, number);
    await card.getByRole('button', { name: w.cancel }).click();
    const confirm = card.getByRole('button', { name: w.confirmCancel(number) });
    await expect(confirm).toBeDisabled();
    await card.getByRole('radio', { name: w.storeClosing }).check();
    await shot(board, lang, '7-staff-cancel-reason');
    await confirm.click();
    await expect(shopper.getByRole('heading', { level: 1, name: w.cancelledTitle })).toBeVisible();
    await expect(shopper.getByText(w.cancelReason)).toBeVisible();
    await fitsWidth(shopper);
    await shot(shopper, lang, '8-cancelled');
    await shopperContext.close();
    await staffContext.close();
  });
}
