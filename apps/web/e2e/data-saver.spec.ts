import { expect, test } from '@playwright/test';
import { offline } from './order-test-kit';

const RESIZED = /^\/images\/w\d+\//;

test.describe('data saver', () => {
  test('with the data saver on every catalog image comes in the smallest width, and every image keeps its box', async ({
    page,
    context,
  }) => {
    await offline(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/store/nasiib%20restaurant');
    await expect(page.getByRole('article').first()).toBeVisible();

    // Every catalog image has its size before it arrives: nothing moves while it loads.
    const images = page.locator('img[src^="/images/"]');
    expect(await images.count()).toBeGreaterThan(3);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }

    const footer = page.getByRole('contentinfo');
    const saver = footer.getByRole('button', { name: /Data saver: small images/ });
    await expect(saver).toHaveAttribute('aria-pressed', 'false');
    await saver.click();
    await expect(saver).toHaveAttribute('aria-pressed', 'true');

    // From now on: small images only, after a reload, on the next pages. Counted from the reload on, so that no
    // request the page made before the switch can be mistaken for one made after it.
    await page.reload({ waitUntil: 'commit' });
    const resizedRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (RESIZED.test(path)) resizedRequests.push(path);
    });
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto('/products/rice-with-chicken');
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(resizedRequests.length).toBeGreaterThan(3);
    expect(resizedRequests.filter((path) => !path.startsWith('/images/w160/'))).toEqual([]);
    // The resized photos of stores and products (the industries' small icons are drawings, never resized).
    const resized = page.locator('img[src^="/images/w"]');
    expect(await resized.count()).toBeGreaterThan(3);
    for (const image of await resized.all()) {
      expect(await image.getAttribute('srcset')).toBeNull();
      await expect(image).toHaveAttribute('src', /\/images\/w160\//);
    }
    await expect(page.getByRole('contentinfo').getByRole('button', { name: /Data saver/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
