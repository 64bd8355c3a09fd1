import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartButton,
  offline,
  orderCard,
  orderNumberOn,
  staffBoard,
  chooseTimeIfClosed,
  pinDoor,
} from './order-test-kit';

test.describe('the staff board', () => {
  test('stock set by staff holds at checkout: the shopper is told what is left, and the new order rings in', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    await offline(context);
    // Karaan Fresh Market delivers only and has no minimum.
    await addFromProductPage(page, 'watermelon-whole', { quantity: 3 });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    const staffContext = await browser.newContext();
    await offline(staffContext);
    const staff = await staffBoard(staffContext, '+252610000108', 'suuq-staff-8');
    await staff.getByRole('button', { name: 'Stock' }).click();
    const stock = staff.getByRole('spinbutton', { name: 'Stock of Watermelon (whole)' });
    await stock.fill('1');
    await stock.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
    await expect(stock.locator('xpath=ancestor::form').getByText('Saved')).toBeVisible();
    await staff.getByRole('button', { name: 'Orders', exact: true }).click();

    await page.goto('/checkout');
    await page.getByLabel('Address', { exact: true }).fill('Wadajir, behind the market');
    await pinDoor(page);
    await chooseTimeIfClosed(page);
    await page.getByLabel('Name').fill('Faadumo');
    await page.getByLabel('Phone number').fill('+252 61 765 4321');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('The selected quantity is greater than available quantity')).toBeVisible();
    await expect(page.getByText('Only 1 available')).toBeVisible();
    await page.getByRole('button', { name: 'Change my cart to what is available' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.getByRole('button', { name: 'Place order' }).click();
    const orderNumber = await orderNumberOn(page);

    // The board hears of it over the socket, well before its 30-second check.
    await expect(orderCard(staff, orderNumber)).toBeVisible({ timeout: 10_000 });
    await expect(staff.getByText(`New order ${orderNumber}`)).toBeAttached();
    // The board's own frame: the store's name and signing out, nothing of the shop (no cart, no footer).
    await expect(staff.getByRole('banner')).toContainText('Karaan Fresh Market');
    await expect(staff.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(cartButton(staff)).toHaveCount(0);
    await expect(staff.getByRole('contentinfo')).toHaveCount(0);
    // The customer's phone is a call link big enough for a thumb.
    const phone = orderCard(staff, orderNumber).getByRole('link', { name: '+252 61 765 4321' });
    await expect(phone).toHaveAttribute('href', 'tel:+252617654321');
    const box = await phone.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await staff.getByRole('button', { name: 'Close the store' }).click();
    await expect(staff.getByText('Karaan Fresh Market is closed')).toBeVisible();
    await staff.getByRole('button', { name: 'Open the store' }).click();
    await expect(staff.getByText('Karaan Fresh Market is open')).toBeVisible();
    await staffContext.close();
  });
});
