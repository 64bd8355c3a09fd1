/**
 * Client storage that cannot be trusted: a cart saved by an older version, a value edited by hand, a browser whose
 * storage is full or refuses access. Whatever local storage holds, the app starts, logs the spec's message and
 * carries on with a working cart.
 */
import { expect, test, type Page } from '@playwright/test';
import { addFromProductPage, cartButton, offline } from './order-test-kit';

const LOAD_FAILED = 'Error loading state from localStorage:';
const SAVE_FAILED = 'Error saving state to localStorage:';

interface Watch {
  errors: string[];
  crashes: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { errors: [], crashes: [] };
  page.on('pageerror', (error) => seen.crashes.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  return seen;
}

/** Puts values in local storage before any of the app's code runs, on the first load only. */
async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** The cart is restored just after the first page starts, so its message may come a moment later. */
async function expectLogged(seen: Watch, message: string) {
  await expect.poll(() => seen.errors.some((text) => text.startsWith(message))).toBe(true);
}

async function expectWorkingStore(page: Page, seen: Watch) {
  await expect(page.getByRole('region', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
  await addFromProductPage(page, 'soft-drink-330-ml-can');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  expect(seen.crashes).toEqual([]);
}

const BAD_CARTS: Record<string, string> = {
  'not JSON': '{"cart": {"items": [',
  'JSON of the wrong shape': JSON.stringify({ cart: { items: 'many', storeId: { id: 1 } } }),
  'negative and fractional quantities': JSON.stringify({
    cart: {
      store: { id: 1, name: 'X', slug: 'x', min_order_amount: '0', currency: 'USD' },
      items: [{ key: 'a', product_id: 1, name: 'X', quantity: -3, unit_price: '1.00' }],
    },
  }),
  'a prototype-polluting object': '{"__proto__": {"polluted": true}, "cart": {"__proto__": {"items": []}}}',
  'a script in place of a name': JSON.stringify({
    cart: { items: [{ name: '<img src=x onerror="window.__storageXss=1">', quantity: 1 }] },
  }),
  'the literal null': 'null',
  'a number': '42',
};

test.describe('client storage that cannot be trusted', () => {
  test.beforeEach(async ({ context }) => {
    await offline(context);
  });

  for (const [kind, value] of Object.entries(BAD_CARTS)) {
    test(`a saved cart that is ${kind} is logged and replaced by a working cart`, async ({ page }) => {
      const seen = watch(page);
      await seedStorage(page, { reduxState: value });
      await page.goto('/');
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      await expectLogged(seen, LOAD_FAILED);

      await expectWorkingStore(page, seen);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('reduxState') ?? 'null'));
      expect(saved.cart.items).toEqual([
        expect.objectContaining({ name: 'Soft drink (330 ml can)', quantity: 1 }),
      ]);
      expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
      expect(await page.evaluate(() => 'polluted' in Object.prototype)).toBe(false);
      expect(await page.evaluate(() => (window as { __storageXss?: unknown }).__storageXss)).toBeUndefined();
    });
  }

  test('an oversized saved cart (4 MB) does not stop the app', async ({ page }) => {
    const seen = watch(page);
    const huge = JSON.stringify({
      cart: { items: Array.from({ length: 20_000 }, (_, n) => ({ name: 'x'.repeat(180), quantity: n })) },
    });
    expect(huge.length).toBeGreaterThan(3_900_000);
    await seedStorage(page, { reduxState: huge });
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await expectLogged(seen, LOAD_FAILED);
    await expectWorkingStore(page, seen);
  });

  for (const language of [
    'fr',
    '',
    '<script>alert(1)</script>',
    '{"lang":"so"}',
    'SO ',
    'x'.repeat(100_000),
  ]) {
    test(`a language value of ${JSON.stringify(language.slice(0, 30))} falls back to English`, async ({
      page,
    }) => {
      const seen = watch(page);
      await seedStorage(page, { language });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible();
      await expectWorkingStore(page, seen);
      await page.getByRole('banner').getByRole('button', { name: 'Soomaali' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    });
  }

  test('a corrupt sign-in and wish list are logged and the shopper is simply signed out', async ({
    page,
  }) => {
    const seen = watch(page);
    await seedStorage(page, {
      userToken: '{"access_token": 5, "refresh_token": [',
      'suuq.wishlist': '{"items": "all"}',
      'suuq.checkout.details': '[[[',
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectLogged(seen, LOAD_FAILED);
    await expectWorkingStore(page, seen);
  });

  test('a full local storage is logged on save and the cart still works for this visit', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/');
    // Fill the origin's storage to the brim, the way other apps on a shared phone browser can.
    const filled = await page.evaluate(() => {
      const chunk = 'x'.repeat(256 * 1024);
      let n = 0;
      try {
        for (; n < 200; n += 1) localStorage.setItem(`filler-${n}`, chunk);
      } catch {
        let small = 1024;
        for (let m = 0; small >= 1; m += 1) {
          try {
            localStorage.setItem(`filler-small-${m}`, 'x'.repeat(small));
          } catch {
            small = Math.floor(small / 2);
          }
        }
      }
      return n;
    });
    expect(filled).toBeLessThan(200);
    await addFromProductPage(page, 'soft-drink-330-ml-can', { quantity: 2 });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await expectLogged(seen, SAVE_FAILED);
    expect(seen.crashes).toEqual([]);
  });

  test('a browser that refuses local storage altogether still sells', async ({ page }) => {
    const seen = watch(page);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse, configurable: true });
    });
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await expectWorkingStore(page, seen);
    await expectLogged(seen, LOAD_FAILED);
    await expectLogged(seen, SAVE_FAILED);
  });
});
