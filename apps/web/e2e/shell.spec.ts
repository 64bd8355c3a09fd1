import { expect, test, type Page } from '@playwright/test';

function header(page: Page) {
  return page.getByRole('banner');
}

test.describe('the shell', () => {
  test('home shows the industries and the stores from the API', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Suuq, go to the home page' })).toBeVisible();

    const industries = page.getByRole('region', { name: 'What do you need?' });
    for (const name of ['Food', 'Grocery', 'Water', 'Gas']) {
      await expect(industries.getByRole('link', { name, exact: true })).toBeVisible();
    }

    const stores = page.getByRole('region', { name: 'Stores' }).getByRole('listitem');
    await expect(stores.nth(7)).toBeVisible();
    expect(await stores.count()).toBeGreaterThanOrEqual(8);
    await expect(stores.first().getByText(/^(Open|Closed)$/)).toBeVisible();

    expect(problems).toEqual([]);
  });

  test('switching to Somali changes the header and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: 'English' })).toHaveCount(0);
    await header(page).getByRole('button', { name: 'Soomaali' }).click();

    await expect(header(page).getByRole('button', { name: 'Raadi dalabka' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'English' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');

    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Raadi dalabka' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dukaamada' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  });

  test('an unknown URL shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Stores' })).toBeVisible();
  });

  test('Track Order asks for a number and opens its tracking page', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Track Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Track your order' });
    await dialog.getByLabel('Order number').fill('ABC123');
    await dialog.getByRole('button', { name: 'Track' }).click();

    await expect(page).toHaveURL(/\/thankyou\?order-number=ABC123$/);
    await expect(page.getByText('Order number: ABC123')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('the header becomes fixed after scrolling down a tall page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').nth(7)).toBeVisible();
    await expect(header(page)).not.toHaveClass(/header--fixed/);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header(page)).toHaveClass(/header--fixed/);
    await expect(header(page)).toHaveCSS('position', 'fixed');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).not.toHaveClass(/header--fixed/);
  });

  test('the footer shows the current year, and its links navigate without a reload', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Suuq`);
    // The app has taken over the page the server sent: before that, its links are plain links, and a tap on one
    // loads the page the ordinary way.
    await expect(page.locator('#root[data-taken-over]')).toHaveCount(1);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the mobile menu has exactly the seven entries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: 'Track Order' })).toBeHidden();

    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('listitem')).toHaveText([
      'Home',
      'About',
      'Privacy Policy',
      'Terms and Conditions',
      'Contact Us',
      'Soomaali',
      'Track Order',
    ]);

    await menu.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Track your order' })).toBeVisible();
  });
});
