import { expect, test, type Page } from '@playwright/test';
import { cartButton, offline, openCart } from './order-test-kit';

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const shot = (name: string) => `${process.env.E2E_SHOTS ?? 'test-results/shots'}/${name}`;

test('Add to Cart again adds the chosen quantity on top and says how many the cart holds, at 390 px in English and Somali', async ({
  page,
  context,
}) => {
  await offline(context);
  await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/products/soft-drink-330-ml-can');
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: /Add to Cart/ });
  await add.click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();
  await expect(main.getByText('1 in your cart')).toBeVisible();

  // Two more on top of the one already there.
  await main.getByRole('button', { name: 'One more' }).click();
  await add.click();
  await expect(toast(page, 'Quantity updated in cart. 3 in your cart')).toBeVisible();
  await expect(main.getByText('3 in your cart')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await page.screenshot({ path: shot('product-in-cart-en.png') });

  // The store page's card adds one more each tap, with the same words.
  await page.goto('/store/nasiib%20restaurant');
  const card = page.getByRole('article').filter({ hasText: 'Soft drink (330 ml can)' });
  await card.getByRole('button', { name: 'Add Soft drink (330 ml can) to the cart' }).click();
  await expect(toast(page, 'Quantity updated in cart. 4 in your cart')).toBeVisible();

  // In Somali, on the product page.
  await page.evaluate(() => localStorage.setItem('language', 'so'));
  await page.goto('/products/soft-drink-330-ml-can');
  await expect(main.getByText('Dambiishaada waxaa ku jira 4')).toBeVisible();
  await main.getByRole('button', { name: /Ku dar dambiisha/ }).click();
  await expect(
    toast(page, 'Tirada dambiisha waa la cusboonaysiiyay. Dambiishaada waxaa ku jira 5'),
  ).toBeVisible();
  await expect(main.getByText('Dambiishaada waxaa ku jira 5')).toBeVisible();
  await page.screenshot({ path: shot('product-in-cart-so.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  const drawer = await openCart(page);
  await expect(drawer.getByRole('group', { name: /^Quantity of / }).getByRole('status')).toHaveText('5');
  expect(problems).toEqual([]);
});
