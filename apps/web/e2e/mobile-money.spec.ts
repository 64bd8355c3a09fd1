import { expect, test, type Page } from '@playwright/test';
import { addFromProductPage, chooseTimeIfClosed, offline, orderNumberOn } from './order-test-kit';

// The stand-in wallets (PAYMENTS_FAKE=1) answer after a few seconds by the number's last seven digits:
// 1111111 approves, 2222222 is rejected on the phone.
const WALLET_ANSWER = { timeout: 20_000 };

/** A plate from Nasiib Restaurant, collected, paid by the wallet the number belongs to. */
async function orderWithWallet(page: Page, wallet: string, phone: string) {
  await addFromProductPage(page, 'rice-with-chicken', { radios: ['Basmati rice', 'Mild'] });
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await chooseTimeIfClosed(page);
  await page.getByLabel('Name').fill('Hodan Ali');
  await page.getByLabel('Phone number').fill('061 234 5678');
  await page.getByRole('radio', { name: new RegExp(`^${wallet}`) }).check();
  await page.getByLabel(`${wallet} number`).fill(phone);
  await page.getByRole('button', { name: 'Place order' }).click();
  return orderNumberOn(page);
}

test.describe('paying by mobile money', () => {
  test('a shopper pays by EVC Plus: the page asks for the PIN, then shows it paid without a reload', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await offline(context);
    await orderWithWallet(page, 'EVC Plus', '061 111 1111');
    await expect(page.getByText('Check your phone and enter your PIN')).toBeVisible();
    // The phone that placed the order holds its key: it is told which number the prompt went to, masked.
    await expect(page.getByText(/^EVC Plus has sent a PIN prompt to \+252 61 \*\*\* \*111\./)).toBeVisible();
    await expect(page.getByText('Paid with EVC Plus. Thank you!')).toBeVisible(WALLET_ANSWER);
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByText('EVC Plus · Paid'),
    ).toBeVisible();
  });

  test('a refused payment is tried again from the page with another number, its wallet picked from it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await offline(context);
    await orderWithWallet(page, 'EVC Plus', '61 222 2222');
    await expect(page.getByText('Check your phone and enter your PIN')).toBeVisible();
    await expect(page.getByText('The payment was rejected on the phone.')).toBeVisible(WALLET_ANSWER);

    await page.getByLabel('EVC Plus number').fill('+252 63 111 1111');
    await expect(page.getByRole('radio', { name: 'Zaad' })).toBeChecked();
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await expect(page.getByText('Check your phone and enter your PIN')).toBeVisible();
    await expect(page.getByText('Paid with Zaad. Thank you!')).toBeVisible(WALLET_ANSWER);
  });
});
