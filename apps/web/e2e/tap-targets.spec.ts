import { expect, test, type Page } from '@playwright/test';

// Every control a shopper taps is at least 44 × 44 px (WCAG 2.5.5, and a thumb on a cheap phone), on every main
// page at 390 px, in English and in Somali. Measured: every visible link, button, [role=button], and the label of
// every checkbox and radio (the label is what is tapped). One rule leaves a target out: a link inside running text,
// that is inside a <p> or the map's credits line (INLINE_TEXT), whose height is the line's; WCAG 2.5.5 exempts
// inline links the same way.

const PHONE = { width: 390, height: 844 };
// A 1×1 transparent PNG: map tiles answered locally, so the map (and its zoom buttons) shows without internet.
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const MIN = 44;
const CUSTOMER = { login: 'customer@suuq.so', password: 'suuq-customer' };
// Half a pixel of rounding: a box of 2.75rem measures 43.99 px at some zoom levels.
const TOLERANCE = 0.5;

interface Small {
  what: string;
  width: number;
  height: number;
}

/** The visible tap targets smaller than 44 × 44 px on the page as it is now. */
function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate(
    ({ min, tolerance }) => {
      const INLINE_TEXT = 'p a, .leaflet-control-attribution a';
      const targets = new Set<Element>();
      for (const element of document.querySelectorAll('a[href], button, [role="button"], summary')) {
        if (element.matches(INLINE_TEXT)) continue;
        targets.add(element);
      }
      for (const input of document.querySelectorAll<HTMLInputElement>(
        'input[type="checkbox"], input[type="radio"]',
      )) {
        const label =
          input.closest('label') ?? (input.id ? document.querySelector(`label[for="${input.id}"]`) : null);
        targets.add(label ?? input);
      }
      const small: { what: string; width: number; height: number }[] = [];
      for (const element of targets) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Not shown: hidden, collapsed, or off the page's width (a carousel's next slides are scrolled out of view).
        if (box.width === 0 || box.height === 0) continue;
        // Off the page until focused, like the skip link.
        if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue;
        if (style.visibility === 'hidden' || element.closest('[hidden], [aria-hidden="true"], [inert]'))
          continue;
        if (element.checkVisibility && !element.checkVisibility({ opacityProperty: true })) continue;
        if (box.width + tolerance >= min && box.height + tolerance >= min) continue;
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        small.push({
          what: `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return small;
    },
    { min: MIN, tolerance: TOLERANCE },
  );
}

async function scrollThrough(page: Page) {
  // Lazy parts (below the fold) render as they come into view: scroll to the end and back.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
}

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void>; signedIn?: boolean }[] = [];
const main = (page: Page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
PAGES.push({
  name: 'home',
  path: '/',
  // The parts below the fold too: the categories' carousel and the map with its zoom buttons.
  ready: async (page) => {
    await expect(page.locator('.category-strip').getByRole('link').first()).toBeVisible();
    await page.locator('.map-slot').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-control-zoom-in')).toBeVisible();
  },
});
PAGES.push({
  name: 'store',
  path: '/store/bakaaro family store',
  // One product into the cart, so the cart and checkout pages are measured with a line in them.
  ready: async (page) => {
    await page
      .getByRole('button', { name: /^(Add .+ to the cart|Ku dar .+ dambiisha)$/ })
      .first()
      .click();
    await expect(page.locator('.cart-badge')).toHaveText('1');
  },
});
for (const [name, path] of [
  ['industry', '/industry?industry=food'],
  ['product', '/products/cooking-gas-refill'],
  ['category', '/category'],
  ['search', '/search?q=rice'],
  ['cart', '/cart'],
  ['checkout', '/checkout'],
  ['sign in', '/sign-in'],
  ['register', '/register'],
  ['contact', '/contact'],
  ['about', '/about'],
  ['track order', '/thankyou?order-number=SQ-0000'],
] as const) {
  PAGES.push({ name, path, ready: main });
}
for (const [name, path] of [
  ['profile', '/profile'],
  ['edit profile', '/edit-profile'],
  ['address book', '/address-book'],
  ['order history', '/order-history'],
  ['wish list', '/wish-list'],
  ['change password', '/change-password'],
] as const) {
  PAGES.push({ name, path, ready: main, signedIn: true });
}

async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/^(Phone number or email|Lambarka telefoonka ama iimaylka)$/).fill(CUSTOMER.login);
  await page.getByLabel(/^(Password|Furaha sirta ah)$/).fill(CUSTOMER.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Sign in|Soo gal)$/ })
    .click();
  await expect(page).not.toHaveURL(/sign-in/);
}

for (const lang of ['en', 'so'] as const) {
  test(`${lang}: every tap target on every main page is at least 44 × 44 px at 390 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
    );
    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    const found: string[] = [];
    for (const entry of PAGES) {
      if (entry.signedIn && !found.includes('signed in')) {
        await signIn(page);
        found.push('signed in');
      }
      await page.goto(entry.path);
      await entry.ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await scrollThrough(page);
      for (const small of await smallTargets(page)) {
        found.push(`${entry.name}: ${small.what} ${small.width}×${small.height}`);
      }
    }
    expect(found.filter((line) => line !== 'signed in')).toEqual([]);
  });
}
