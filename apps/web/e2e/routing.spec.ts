import { expect, test } from '@playwright/test';

test.describe('routing', () => {
  test('a page whose file cannot be downloaded shows the error panel in the shell; retry reloads it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Stores' })).toBeVisible();

    // As after a deploy that removed the file an open tab still points at.
    await page.route('**/assets/static-page-*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();

    const panel = page.getByRole('main').getByRole('alert');
    await expect(panel).toContainText('Something went wrong');
    await expect(panel).toContainText('dynamically imported module');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(errors.some((text) => text.startsWith('Preload error:'))).toBe(true);

    await page.unroute('**/assets/static-page-*.js');
    await panel.getByRole('button', { name: 'Clear errors and retry' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a new page starts at the top, and Back returns to the same place in the store list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/');
    const stores = page.getByRole('region', { name: 'Stores' }).getByRole('listitem');
    await expect(stores.nth(7)).toBeVisible();
    // The stores come with the page: their links are the app's once it has taken the page over.
    await expect(page.locator('#root[data-taken-over]')).toHaveCount(1);

    await stores.nth(5).scrollIntoViewIfNeeded();
    const listPosition = await page.evaluate(() => window.scrollY);
    expect(listPosition).toBeGreaterThan(100);
    await stores.nth(5).getByRole('link').click();
    await expect(page).toHaveURL(/\/store\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(stores.nth(5)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPosition);
  });

  test('the categories strip arriving after the stores does not move the store list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    // The strip asks each of the nearest stores for its categories: held back until the stores are on screen, as
    // on a slow connection. Had the strip a different height than its placeholder, the list would move, and Back
    // would return to where the browser's scroll anchoring had moved it instead of where the shopper was.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/stores\/[^/?]+\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const stores = page.getByRole('region', { name: 'Stores' });
    await expect(stores.getByRole('listitem').nth(7)).toBeVisible();
    const top = () => stores.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    release();
    await expect(
      page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first(),
    ).toBeVisible();
    expect(await top()).toBe(before);
  });

  test('the first visit downloads neither the Somali messages nor the Track Order dialog', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
    expect(scripts.filter((path) => /\/(so|track-order-dialog)-[\w-]+\.js$/.test(path))).toEqual([]);

    const dialogScript = page.waitForRequest(/\/track-order-dialog-[\w-]+\.js$/);
    await page.getByRole('banner').getByRole('button', { name: 'Track Order' }).click();
    await dialogScript;
    await expect(page.getByRole('dialog', { name: 'Track your order' })).toBeVisible();
  });
});
