import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../../packages/shared/src/labels';

// A product without stock says so, in the spec's words, in a buy bar that fits the narrowest phone: no sideways
// scroll, the Add to Cart button whole and inside the screen with its price readable, in English and in Somali.

const ADD = { en: 'Add to Cart', so: 'Ku dar dambiisha' } as const;

for (const lang of ['en', 'so'] as const) {
  for (const width of [320, 390]) {
    test(`${lang} at ${width} px: an out-of-stock product's bar fits and says it is not available`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
      // Homemade biscuits at the bakery have no stock in the demo data.
      await page.goto('/products/_homemade-biscuits-500-g');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const unavailable = page.getByText(MESSAGES.notAvailable[lang], { exact: true });
      await expect(unavailable).toBeVisible();

      const add = page.getByRole('button', { name: new RegExp(`^${ADD[lang]}`) });
      await expect(add).toBeVisible();
      await expect(add).toContainText('$2.50');
      const box = await add.boundingBox();
      if (!box) throw new Error('the Add to Cart button has no box');
      // A bar, not a squeezed circle: the button runs the bar's width, below the words, and stays on screen.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(width * 0.7);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const words = await unavailable.boundingBox();
      if (!words) throw new Error('the words have no box');
      expect(words.x + words.width).toBeLessThanOrEqual(width);
      expect(words.y + words.height).toBeLessThanOrEqual(box.y);
      // The price is whole inside the button, not cut off at its edge.
      const price = add.locator('.product-detail__line-price');
      const priceBox = await price.boundingBox();
      if (!priceBox) throw new Error('the price has no box');
      expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(box.x + box.width);

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);

      await add.click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.outOfStock[lang] })).toBeVisible();
    });
  }
}
