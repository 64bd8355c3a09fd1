import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { offline } from './order-test-kit';

// The demo operator (apps/server/src/db/seed/seed-users.ts); the password is public, printed in the README.
const OPERATOR = { username: '+252610000009', password: 'suuq-operator' };

/** Screenshots of the console, for looking at; outside the repository unless E2E_SHOTS says where. */
const shot = (name: string) => `${process.env.E2E_SHOTS ?? 'test-results/shots'}/${name}`;

/** A shop asks to join through the public door, as the join form does; answers its name and owner's phone. */
async function apply(request: APIRequestContext, tag: string) {
  const industries = (await (await request.get('/api/industries')).json()) as { data: { id: number }[] };
  const storeName = `Hodan Fresh ${tag}`;
  // A fresh phone per run: an owner's phone may own one store only.
  const phone = `+25261${String(Date.now()).slice(-7)}`;
  const response = await request.post('/api/store-applications', {
    data: {
      store_name: storeName,
      owner_name: 'Hodan Warsame',
      phone,
      industry_id: industries.data[0]!.id,
      address: 'Hodan, agagaarka wareegga Tarabuunka',
      location: { lat: 2.0335, lng: 45.3162 },
    },
  });
  expect(response.status()).toBe(201);
  return { storeName, phone };
}

async function signIn(page: Page, account = OPERATOR) {
  await page.getByLabel(/Phone number or email|Lambarka telefoonka/).fill(account.username);
  await page.getByLabel(/^Password$|^Furaha sirta ah$/).fill(account.password);
  await page.getByRole('button', { name: /^Sign in$|^Soo gal$/ }).click();
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /Console sections|Qaybaha maamulka/ }).getByRole('link', { name });

test.describe('the operator’s console', () => {
  test('the demo operator approves a shop, finds the new store, suspends it and reads the audit log', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await offline(context);
    const { storeName, phone } = await apply(request, `${Date.now() % 100000}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    // Its own frame: no cart, no shop footer.
    await expect(page.getByRole('heading', { level: 1, name: 'Suuq operator' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // A store's staff account is turned away with the reason.
    await signIn(page, { username: '+252610000101', password: 'suuq-staff-1' });
    await expect(page.getByText("This account is not a platform operator's", { exact: false })).toBeVisible();
    await signIn(page);
    await expect(page.getByRole('banner')).toContainText('Signed in as');

    // Pending applications first, with the pin's coordinates.
    const card = page.getByRole('article', { name: storeName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('2.03350, 45.31620');
    await page.screenshot({ path: shot('admin-applications-1280-en.png'), fullPage: true });
    await card.getByRole('button', { name: 'Approve' }).click();
    const approved = page.getByRole('status').filter({ hasText: `${storeName} is approved` });
    await expect(approved).toContainText(phone);
    await expect(card).toHaveCount(0);

    // The new store is among the stores, found by name; suspended with a reason.
    await section(page, 'Stores').click();
    await page.getByLabel('Name, address or phone').fill(storeName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(storeName) });
    await expect(row).toContainText('Active');
    await page.screenshot({ path: shot('admin-stores-1280-en.png'), fullPage: true });
    await row.getByRole('button', { name: `Manage ${storeName}` }).click();
    await expect(page.getByRole('heading', { name: 'Owner and staff' })).toBeVisible();
    await expect(page.getByText('Hodan Warsame')).toBeVisible();
    await page.getByLabel('Why is it suspended?').fill('Owner asked for a pause during Ramadan');
    await page.getByRole('button', { name: 'Suspend the store' }).click();
    await expect(page.getByText(`${storeName} is suspended: it has left the storefront.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate the store' })).toBeVisible();
    await page.screenshot({ path: shot('admin-store-1280-en.png'), fullPage: true });
    // Shoppers no longer find it.
    const search = await request.get(`/api/search?q=${encodeURIComponent(storeName)}`);
    expect(JSON.stringify(await search.json())).not.toContain(storeName);

    // The audit log, newest first: the suspension, then the approval.
    await section(page, 'Audit log').click();
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toContainText('Suspended a store');
    await expect(rows.nth(1)).toContainText('Owner asked for a pause during Ramadan');
    await expect(page.getByRole('row', { name: /Approved an application/ }).first()).toBeVisible();
    await page.screenshot({ path: shot('admin-audit-1280-en.png'), fullPage: true });

    // Statements and payouts: a store's figures in plain words, a payout once per reference.
    await section(page, 'Payouts').click();
    await page.getByLabel('Store', { exact: true }).selectOption({ label: storeName });
    await page.getByLabel('Amount').fill('12.50');
    const reference = `EVC-${Date.now()}`;
    await page.getByLabel('Reference').fill(reference);
    await page.getByRole('button', { name: 'Record the payout' }).click();
    await expect(page.getByText(`Recorded: $12.50 to ${storeName} by EVC Plus`)).toBeVisible();
    // The same reference again (a second tap, a retry): the first payout is shown, nothing more is recorded.
    await page.getByLabel('Store', { exact: true }).selectOption({ label: storeName });
    await page.getByLabel('Amount').fill('99');
    await page.getByLabel('Reference').fill(reference);
    await page.getByRole('button', { name: 'Record the payout' }).click();
    await expect(page.getByText('Already recorded:')).toContainText('$12.50');
    await page.screenshot({ path: shot('admin-payouts-1280-en.png'), fullPage: true });
    await section(page, 'Statements').click();
    await page.getByLabel('Store', { exact: true }).selectOption({ label: storeName });
    await page.getByRole('button', { name: 'Show the statement' }).click();
    await expect(page.getByText(`${storeName} owes Suuq $12.50.`)).toBeVisible();
    await page.screenshot({ path: shot('admin-statements-1280-en.png'), fullPage: true });
    // The same on a phone, in English.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(`${storeName} owes Suuq $12.50.`)).toBeVisible();
    await page.screenshot({ path: shot('admin-statements-390-en.png'), fullPage: true });
  });

  test('on a phone, in Somali: stacked, nothing sideways at 320 px, targets a thumb can hit', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    await offline(context);
    const { storeName } = await apply(request, `so${Date.now() % 100000}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Soomaali' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maamulka Suuq' })).toBeVisible();
    await page.screenshot({ path: shot('admin-signin-390-so.png'), fullPage: true });
    await signIn(page);
    const card = page.getByRole('article', { name: storeName });
    await expect(card.getByRole('button', { name: 'Ansixi' })).toBeVisible();
    await page.screenshot({ path: shot('admin-applications-390-so.png'), fullPage: true });

    for (const name of ['Codsiyada', 'Dukaamada', 'Diiwaanka falalka']) {
      const box = await section(page, name).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    const approve = await card.getByRole('button', { name: 'Ansixi' }).boundingBox();
    expect(approve!.height).toBeGreaterThanOrEqual(44);

    await section(page, 'Dukaamada').click();
    await expect(page.getByRole('button', { name: 'Ku dar dukaan' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: shot('admin-stores-390-so.png'), fullPage: true });
    await section(page, 'Lacag-bixinta').click();
    await expect(page.getByLabel('Tixraaca')).toBeVisible();
    await page.screenshot({ path: shot('admin-payouts-390-so.png'), fullPage: true });
    await section(page, 'Diiwaanka falalka').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Diiwaanka falalka' })).toBeVisible();
    await page.screenshot({ path: shot('admin-audit-390-so.png'), fullPage: true });

    // The desk's view in Somali.
    await page.setViewportSize({ width: 1280, height: 900 });
    await section(page, 'Dukaamada').click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: shot('admin-stores-1280-so.png'), fullPage: true });

    // Nothing runs off the side of the smallest phone, in any section.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const name of [
      'Codsiyada',
      'Dukaamada',
      'Darawallada',
      'Xisaabaadka',
      'Lacag-bixinta',
      'Diiwaanka falalka',
    ]) {
      await section(page, name).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, name).toBeLessThanOrEqual(320);
    }
  });
});
