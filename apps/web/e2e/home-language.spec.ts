/**
 * A first visit to the home page: it arrives with its industries and stores already in it (the server renders it,
 * plugins/page-render.ts), in the language the phone is set to, and the app takes it over without asking for them
 * again. A language the shopper picks in the header sticks over the phone's.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Store } from '../../../packages/shared/src/catalog';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function storeNames(request: APIRequestContext, lang: string): Promise<string[]> {
  const answer = await request.post(`/api/stores?lang=${lang}`, { data: {} });
  return ((await answer.json()) as { data: Store[] }).data.map((store) => store.name);
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const noScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test('the HTML the server sends for / names the stores and industries, in Somali when asked', async ({
  request,
  playwright,
  baseURL,
}) => {
  const names = await storeNames(request, 'en');
  expect(names.length).toBeGreaterThan(3);
  const english = await (await request.get('/')).text();
  expect(english).toContain('<html lang="en">');
  for (const name of [...names, 'Grocery', 'Water']) expect(english).toContain(escaped(name));

  // The phone's languages, and the cookie of a language chosen earlier, which wins over them.
  const asked: Record<string, string>[] = [
    { 'accept-language': 'so-SO,so;q=0.9,en;q=0.8' },
    { 'accept-language': 'en-US,en', cookie: 'lang=so' },
  ];
  for (const headers of asked) {
    const somali = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    const html = await (await somali.get('/')).text();
    expect(html, JSON.stringify(headers)).toContain('<html lang="so">');
    expect(html).toContain('Dukaamada');
    expect(html).toContain('Raashin');
    for (const name of names) expect(html).toContain(escaped(name));
    await somali.dispose();
  }
  const chosenEnglish = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-language': 'so', cookie: 'lang=en' },
  });
  expect(await (await chosenEnglish.get('/')).text()).toContain('<html lang="en">');
  await chosenEnglish.dispose();
});

test('the stores show before any script has run, and the app takes them over asking nothing twice', async ({
  browser,
  page,
}) => {
  // The page without scripts is looked at in a context of its own: the scripts it was refused must not be what the
  // app's own visit below finds refused (a browser may keep a failed fetch for the renderer it reuses).
  const bare = await browser.newContext({ viewport: PHONE });
  const scriptless = await bare.newPage();
  await noScripts(scriptless);
  await scriptless.goto('/');
  const bareStores = scriptless.getByRole('region', { name: 'Stores' });
  await expect(bareStores.getByRole('listitem').first()).toBeVisible();
  await expect(scriptless.getByRole('region', { name: 'What do you need?' }).getByRole('link')).toHaveCount(
    4,
  );
  await bare.close();
  const stores = page.getByRole('region', { name: 'Stores' });

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(`${request.method()} ${request.url()}`));
  await page.goto('/');
  // The app has taken over: the menu's button opens the menu, and the header's language switch answers.
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(stores.getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = asked.filter((line) => new URL(line.split(' ')[1]!).pathname.startsWith('/api/'));
  expect(api.filter((line) => /\/api\/(industries|stores)(\?|$)/.test(line))).toEqual([]);
  expect(asked.filter((line, i) => asked.indexOf(line) !== i)).toEqual([]);
  expect(errors).toEqual([]);

  // The store pages' file is not fetched while the shopper only looks at the list (it would count against what the
  // page starts before a tap), but as soon as they reach for a store: a tapped store shows at once.
  const storePages = (line: string) => /\/assets\/catalog-routes-[\w-]+\.js$/.test(line);
  expect(asked.filter(storePages)).toEqual([]);
  const store = stores.getByRole('link').first();
  const name = (await store.locator('.store-card__name').textContent())!.trim();
  await store.hover();
  await expect.poll(() => asked.some(storePages)).toBe(true);
  await store.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(asked.filter(storePages)).toHaveLength(1);
});

test.describe('a phone set to Somali', () => {
  test.use({ locale: 'so' });

  test('opens in Somali; English chosen in the header sticks after a reload', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cunto, raashin, biyo iyo gaas, albaabkaaga ayaa laguugu keenaa',
    );
    await expect(page.getByRole('heading', { name: 'Dukaamada' })).toBeVisible();

    // The switch is in the header itself on a phone, a full tap target, offering only the other language.
    const header = page.getByRole('banner');
    const english = header.getByRole('button', { name: 'English' });
    await expect(english).toBeVisible();
    await expect(header.getByRole('button', { name: 'Soomaali' })).toHaveCount(0);
    const box = await english.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    // The app has taken over the page before the tap (its menu answers).
    await header.getByRole('button', { name: 'Fur liiska' }).click();
    await expect(page.getByRole('navigation', { name: 'Liiska guud' })).toBeVisible();
    await header.getByRole('button', { name: 'Xir liiska' }).click();

    await english.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Soomaali' })).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value)
      .toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Food, groceries, water and gas, delivered',
    );
    // The server sends it in English too, before any script runs.
    await noScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible();
  });
});

test('the header keeps the language switch on the narrowest phones without sideways scrolling', async ({
  page,
}) => {
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 700 });
    for (const language of ['en', 'so']) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), language).catch(() => {});
      await page.goto('/');
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      const name = language === 'en' ? 'Soomaali' : 'English';
      const switcher = page.getByRole('banner').getByRole('button', { name });
      await expect(switcher).toBeVisible();
      const box = await switcher.boundingBox();
      expect(box!.x + box!.width, `${width} ${language}`).toBeLessThanOrEqual(width);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} ${language}`).toBe(
        width,
      );
    }
  }
});
