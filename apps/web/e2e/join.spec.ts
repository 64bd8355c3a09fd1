/**
 * Joining Suuq from the storefront on a phone: a shop applies from /sell in Somali and in English (the phone's own
 * location puts it on the map), a captain applies from /drive; each ends on a thank-you that says what happens next,
 * and the operator finds the applications waiting. Screenshots of both pages at 390 px in both languages go to
 * SHOTS_DIR when it is set.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PHONE, shot } from './phone-kit';

const KM4 = { latitude: 2.0335, longitude: 45.311 };

async function phone(browser: Browser, locale: 'en-US' | 'so-SO') {
  const context = await browser.newContext({
    viewport: PHONE,
    locale,
    geolocation: KM4,
    permissions: ['geolocation'],
  });
  return context.newPage();
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function tall(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

/** A mobile number no other journey uses: 061 5 and six digits of the clock. */
const freshPhone = (n: number) => `061 5${String((Date.now() + n) % 1_000_000).padStart(6, '0')}`;

test('a shop applies to join in Somali', async ({ browser }) => {
  const page = await phone(browser, 'so-SO');
  await page.goto('/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Ku iibi Suuq' })).toBeVisible();
  await page.getByLabel('Magaca dukaanka').fill('Dukaanka Hiil');
  await page.getByLabel('Magaca milkiilaha').fill('Faadumo Cali');
  const number = freshPhone(1);
  await page.getByLabel('Lambarka mobaylka milkiilaha').fill(number);
  await page.getByLabel('Waxa dukaanku iibiyo').selectOption({ index: 1 });
  await page.getByLabel('Cinwaanka dukaanka').fill('Hodan, KM4');
  await tall(page, 'Isticmaal goobtayda');
  await page.getByRole('button', { name: 'Isticmaal goobtayda' }).click();
  await expect(page.getByText('Dukaanka waa la dhigay khariidadda.')).toBeVisible();
  await fitsThePhone(page);
  await shot(page, 'sell-so');
  await tall(page, 'Dir codsiga');
  await page.getByRole('button', { name: 'Dir codsiga' }).click();
  await expect(page.getByRole('heading', { name: /Mahadsanid/ })).toBeVisible();
  await expect(page.getByText(new RegExp(`Waxaan wacaynaa ${number}`))).toBeVisible();
  await fitsThePhone(page);
  await shot(page, 'sell-so-thanks');
  await page.context().close();
});

test('a shop applies to join in English, from the footer, and sees its mistakes on their fields', async ({
  browser,
}) => {
  const page = await phone(browser, 'en-US');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sell on Suuq' }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell on Suuq' })).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Put the shop on the map.')).toBeVisible();
  await expect(page.getByLabel('Shop name')).toBeFocused();

  await page.getByLabel('Shop name').fill('Deeqa Fresh Foods');
  await page.getByLabel('Owner’s name').fill('Deeqa Xirsi');
  await page.getByLabel('Owner’s mobile number').fill(freshPhone(2));
  await page.getByLabel('What the shop sells').selectOption({ index: 1 });
  await page.getByLabel('Shop address').fill('Waberi, Maka Al Mukarama road');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('The shop is on the map.')).toBeVisible();
  await fitsThePhone(page);
  await shot(page, 'sell-en');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible();
  await shot(page, 'sell-en-thanks');
  await page.context().close();
});

test('a captain applies to drive, and the operator finds them waiting', async ({ browser, request }) => {
  const page = await phone(browser, 'en-US');
  await page.goto('/');
  await page.getByRole('link', { name: 'Drive with Suuq' }).click();
  await expect(page).toHaveURL(/\/drive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drive with Suuq' })).toBeVisible();
  await page.getByLabel('Your name').fill('Cabdi Darawal');
  const number = freshPhone(3);
  await page.getByLabel('Your mobile number').fill(number);
  await page.getByLabel('What you drive').selectOption({ index: 1 });
  const plate = `BN ${String(Date.now() % 100_000).padStart(5, '0')}`;
  await page.getByLabel('Plate number').fill(plate.toLowerCase());
  await fitsThePhone(page);
  await shot(page, 'drive-en');
  await tall(page, 'Send application');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible();
  await expect(page.getByText(/captain console/)).toBeVisible();
  await shot(page, 'drive-en-thanks');

  // The same phone again is refused on its field, in Somali.
  const somali = await phone(browser, 'so-SO');
  await somali.goto('/drive');
  await expect(somali.getByRole('heading', { level: 1, name: 'Darawal ku noqo Suuq' })).toBeVisible();
  await somali.getByLabel('Magacaaga').fill('Cabdi Darawal');
  await somali.getByLabel('Lambarka mobaylkaaga').fill(number);
  await somali.getByLabel('Waxa aad wadato').selectOption({ index: 1 });
  await somali.getByLabel('Lambarka taargada').fill('BN 99001');
  await fitsThePhone(somali);
  await shot(somali, 'drive-so');
  await somali.getByRole('button', { name: 'Dir codsiga' }).click();
  await expect(
    somali.getByText('Lambarkan horay ayuu akoon Suuq ugu leeyahay.', { exact: false }),
  ).toBeVisible();
  await expect(somali.getByLabel('Lambarka mobaylkaaga')).toHaveAttribute('aria-invalid', 'true');
  await somali.context().close();

  // The operator sees the captain pending, with the plate as kept.
  const token = await request.post('/api/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: '',
      username: '+252610000009',
      password: 'suuq-operator',
    },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const list = await request.get('/api/admin/captains?status=pending', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const captains = ((await list.json()) as { data: { name: string; plate_number: string | null }[] }).data;
  expect(captains).toContainEqual(expect.objectContaining({ name: 'Cabdi Darawal', plate_number: plate }));
  await page.context().close();
});
