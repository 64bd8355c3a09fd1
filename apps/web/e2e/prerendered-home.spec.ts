/**
 * The home page arrives already rendered (scripts/prerender.mjs): a shopper sees the header, the banner and the
 * footer before any script has run, in their language, and the app then takes over those very elements.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './order-test-kit';

const noScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test.use({ viewport: { width: 390, height: 844 } });

test('the home page shows its first screen before any script runs, in English and in Somali', async ({
  page,
  context,
}) => {
  await noScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Food, groceries, water and gas, delivered',
  );
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Styled from the start: the banner is laid out as on the finished page, not as bare text.
  const banner = await page.locator('.banner').boundingBox();
  expect(banner?.height).toBeGreaterThan(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await context.addCookies([{ name: 'lang', value: 'so', url: page.url() }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cunto, raashin, biyo iyo gaas, albaabkaaga ayaa laguugu keenaa',
  );
  await expect(page).toHaveTitle(/Cunto, raashin/);
});

test('the app takes over the prerendered page without drawing it again, and follows the language', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Marks the prerendered heading as soon as it is parsed, and notes whether it ever leaves the page.
  await page.addInitScript(() => {
    const state = { marked: false, removed: false };
    Object.assign(window, { prerenderState: state });
    new MutationObserver((records) => {
      const heading = document.querySelector('h1');
      if (heading && !state.marked) {
        heading.dataset.prerenderedHeading = 'yes';
        state.marked = true;
      }
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1, .banner') || node.querySelector('h1')))
            state.removed = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // The app is running: the menu's button answers (a tap before it started is answered once it has).
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible();
  await expect(page.locator('h1')).toHaveAttribute('data-prerendered-heading', 'yes');
  expect(await page.evaluate(() => (window as unknown as { prerenderState: object }).prerenderState)).toEqual(
    {
      marked: true,
      removed: false,
    },
  );
  expect(errors).toEqual([]);

  // Choosing Somali remembers it for the server: the next visit arrives already in Somali.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Soomaali' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await noScripts(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cunto, raashin, biyo iyo gaas, albaabkaaga ayaa laguugu keenaa',
  );
});

test('a tap before the app has started is answered once it has; the search works without it', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  release();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toBeVisible();

  await noScripts(page);
  await page.goto('/');
  await page.getByRole('searchbox').fill('rice');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rice$/);
});

test('another page never shows the prerendered home page', async ({ page }) => {
  await noScripts(page);
  await page.goto('/contact');
  await expect(page.locator('#root')).toBeEmpty();
});
