import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The phone most journeys are played on. */
export const PHONE = { width: 390, height: 844 };

/** Where screenshots for a person to look at go, only when asked for (`SHOTS_DIR`). */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** A full-page screenshot named `name`, when screenshots were asked for. */
export async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

/**
 * Nothing wider than the screen (390 px, then 320 px), and every visible control of the page's main part at least
 * 44 px tall and wide. A link inside running text is as tall as its line (WCAG 2.5.5 exempts it; tap-targets.spec.ts
 * does too), except those matching `notInText`, which stand on their own. A checkbox is tapped by its label.
 */
export async function fitsAPhone(page: Page, notInText = '.account-form__link') {
  const layout = await page.evaluate((standAlone) => {
    const small: string[] = [];
    const targets = [
      ...document.querySelectorAll('main a[href], main button, main input:not([type="checkbox"])'),
      ...[...document.querySelectorAll<HTMLInputElement>('main input[type="checkbox"]')].map(
        (input) => input.closest('label') ?? input,
      ),
    ];
    for (const element of targets) {
      if (element.matches('p a') && !element.matches(standAlone)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 43.5 || box.width < 43.5)
        small.push(`${element.outerHTML.slice(0, 80)} ${box.width}×${box.height}`);
    }
    return { wide: document.documentElement.scrollWidth > window.innerWidth, small };
  }, notInText);
  expect(layout.wide).toBe(false);
  expect(layout.small).toEqual([]);
  // Nor on the narrowest phones.
  const size = page.viewportSize() ?? PHONE;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.setViewportSize(size);
}
