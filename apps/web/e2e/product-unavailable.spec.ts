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
      // Measured in one frame (the breadcrumb arriving later moves the page), and again until the page settles.
      await expect
        .poll(() =>
          page.evaluate((viewport) => {
            const bar = document.querySelector('.product-detail__buy');
            const words = bar?.querySelector('.product-detail__unavailable')?.getBoundingClientRect();
            const button = bar?.querySelector('.product-detail__add')?.getBoundingClientRect();
            const price = bar?.querySelector('.product-detail__line-price')?.getBoundingClientRect();
            if (!words || !button || !price) return 'the bar is not there';
            return {
              // A bar, not a squeezed circle: the button runs the bar's width, below the words, on screen.
              buttonOnScreen: button.left >= 0 && button.right <= viewport,
              buttonWide: button.width > viewport * 0.7,
              buttonTall: button.height >= 44,
              wordsOnScreen: words.right <= viewport,
              wordsAboveButton: words.bottom <= button.top,
              // The price is whole inside the button, not cut off at its edge.
              priceWhole: price.right <= button.right,
              noSidewaysScroll: document.documentElement.scrollWidth <= viewport,
            };
          }, width),
        )
        .toEqual({
          buttonOnScreen: true,
          buttonWide: true,
          buttonTall: true,
          wordsOnScreen: true,
          wordsAboveButton: true,
          priceWhole: true,
          noSidewaysScroll: true,
        });

      await add.click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.outOfStock[lang] })).toBeVisible();
    });
  }
}
