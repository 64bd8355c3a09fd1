/**
 * The link in the "placed" text opens the order's tracking page on the shopper's phone, in English and in Somali.
 *
 * The text is read where the server sent it (the run's local SMS gateway, sms-kit.ts), in the language the order was
 * placed in; its link's path is opened in a fresh browser at 390 px, as a phone's messaging app would open it. The
 * link carries no language: `/t/{number}` redirects to the tracking page, which speaks the phone's language (the
 * one chosen in the app before, else the browser's), so the Somali shopper's phone here is set to Somali.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseTimeIfClosed, offline, orderNumberOn } from './order-test-kit';
import { textsTo } from './sms-kit';

const WORDS = {
  en: {
    language: 'Soomaali',
    add: 'Add to Cart',
    cart: /^Cart, 1 item$/,
    address: 'Address',
    pin: 'Pin my door on the map',
    map: 'Map of the delivery area',
    pinned: 'Pin on the map.',
    name: 'Name',
    phone: 'Phone number',
    place: 'Place order',
    placed: 'got your order',
    orderNumber: 'Order number:',
    progress: 'Order progress',
  },
  so: {
    language: 'Soomaali',
    add: 'Ku dar dambiisha',
    cart: /^Dambiil.*1/,
    address: 'Cinwaanka',
    pin: 'Albaabkayga ku calaamadi khariidadda',
    map: 'Khariidadda aagga keenista',
    pinned: 'Calaamadda waxay saaran tahay khariidadda.',
    name: 'Magaca',
    phone: 'Lambarka telefoonka',
    place: 'Dir dalabka',
    placed: 'wuu helay dalabkaaga',
    orderNumber: 'Lambarka dalabka:',
    progress: 'Horumarka dalabka',
  },
} as const;

/** Orders a papaya from Karaan Fresh Market for delivery, in the app's language `lang`; answers its number. */
async function placeOrder(page: Page, lang: 'en' | 'so', phone: string): Promise<string> {
  const w = WORDS[lang];
  await page.goto('/');
  if (lang === 'so') {
    await page.getByRole('banner').getByRole('button', { name: w.language }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  }
  await page.goto('/products/papaya-whole');
  await page.getByRole('main').getByRole('button', { name: w.add }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: w.cart })).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel(w.address, { exact: true }).fill('Kaaraan, behind the livestock market');
  await page.getByRole('button', { name: w.pin }).click();
  const map = page.getByLabel(w.map);
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await map.click({ position: { x: box.width / 2 + 20, y: box.height / 2 + 10 } });
  await expect(page.getByText(w.pinned)).toBeVisible();
  if (lang === 'en') await chooseTimeIfClosed(page);
  await page.getByLabel(w.name).fill('Sahra Cali');
  await page.getByLabel(w.phone).fill(phone);
  await page.getByRole('button', { name: w.place }).click();
  return orderNumberOn(page);
}

/** The "placed" text sent to this phone about the order, once the outbox has sent it. */
async function placedText(international: string, orderNumber: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = (await textsTo(international)).find((t) => t.text.includes(orderNumber))?.text ?? '';
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return text;
}

async function openOnPhone(browser: Browser, path: string, locale: string) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, isMobile: true });
  await offline(phone);
  const page = await phone.newPage();
  await page.goto(path);
  return { phone, page };
}

for (const [lang, locale, digits] of [
  ['en', 'en-US', '617339021'],
  ['so', 'so-SO', '617339022'],
] as const) {
  test(`the link texted when an order is placed in ${lang === 'en' ? 'English' : 'Somali'} opens its tracking page`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    await offline(context);
    const orderNumber = await placeOrder(
      page,
      lang,
      `+252 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    );

    const text = await placedText(`252${digits}`, orderNumber);
    expect(text).toContain(w.placed);
    const link = /(https?:\/\/\S+\/t\/\S+?)(?=\s|$)/.exec(text)?.[1];
    expect(link, `a link in "${text}"`).toBeDefined();
    const path = new URL(link!).pathname;
    expect(path).toBe(`/t/${orderNumber}`);

    const { phone, page: tracking } = await openOnPhone(browser, path, locale);
    await expect(tracking).toHaveURL(new RegExp(`/thankyou\\?order-number=${orderNumber}$`));
    await expect(tracking.locator('html')).toHaveAttribute('lang', lang);
    await expect(tracking.getByText(`${w.orderNumber} ${orderNumber}`)).toBeVisible();
    await expect(tracking.getByRole('region', { name: w.progress })).toBeVisible();
    // Nothing runs off the side of the phone's screen.
    expect(await tracking.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
}
