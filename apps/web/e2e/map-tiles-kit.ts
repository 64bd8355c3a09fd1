import type { Page } from '@playwright/test';

/** The map's tiles come from the internet, which journeys do not have. */
export const TILE = /tile\.openstreetmap\.org/;

/** Console errors and uncaught exceptions, minus the refused map tiles (expected without internet). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (TILE.test(message.location().url)) return;
    problems.push(message.text());
  });
  return problems;
}

/** Every tile request fails at once, as it would offline. */
export async function refuseTiles(page: Page) {
  await page.route(TILE, (route) => route.abort());
}
