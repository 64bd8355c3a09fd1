import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartButton,
  chooseTimeIfClosed,
  offline,
  openCart,
  orderCard,
  orderNumberOn,
  pinDoor,
  staffBoard,
} from './order-test-kit';

test.describe('ordering', () => {
  test('a family fills a cart to the minimum, orders for delivery with cash, and watches it move to Delivered', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    await offline(context);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // A drink alone is below Nasiib Restaurant's minimum of $5.00.
    await addFromProductPage(page, 'soft-drink-330-ml-can');
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    await expect(page.getByText('Item added to cart!')).toBeHidden({ timeout: 5_000 });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    let drawer = await openCart(page);
    await expect(
      drawer.getByText('Select minimum order amount to proceed! $5.00 Add $4.25 more to order.'),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close the cart' }).click();

    // A plate with a chosen rice, spice level and an extra reaches it.
    await addFromProductPage(page, 'rice-with-chicken', {
      radios: ['Basmati rice', 'Mild'],
      checkboxes: ['Extra meat'],
    });
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    drawer = await openCart(page);
    const plate = drawer.getByRole('listitem').filter({ hasText: 'Rice with chicken' });
    await expect(plate.getByText('Choose your rice: Basmati rice')).toBeVisible();
    await expect(plate.getByText('+ Extra meat')).toBeVisible();
    await expect(plate.getByText('$6.50 each')).toBeVisible();
    await expect(drawer.getByText('$7.25')).toBeVisible();
    await expect(drawer.getByText(/Select minimum order amount/)).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    // Checkout: delivery, a written address and the door pinned on the map (no tiles here), cash.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await page.getByLabel('Address', { exact: true }).fill('Hodan, near Tarabuunka');
    await pinDoor(page);
    await chooseTimeIfClosed(page);
    await page.getByLabel('Name').fill('Hodan Ali');
    await page.getByLabel('Phone number').fill('061 234 5678');
    await page.getByLabel('Note for the store (optional)').fill('No onions, please. Call at the gate.');
    await expect(page.getByRole('radio', { name: /Cash/ })).toBeChecked();
    await page.getByRole('button', { name: 'Place order' }).click();

    const orderNumber = await orderNumberOn(page);
    // The guest's own phone sees its address and note, after a reload too; the number alone shows neither.
    await page.reload();
    await expect(page.getByText('No onions, please. Call at the gate.')).toBeVisible();
    await expect(page.getByText('Hodan, near Tarabuunka')).toBeVisible();
    const stranger = await browser.newContext();
    await offline(stranger);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/thankyou?order-number=${orderNumber}`);
    await expect(strangerPage.getByText(`Order number: ${orderNumber}`)).toBeVisible();
    await expect(strangerPage.getByText('No onions, please. Call at the gate.')).toHaveCount(0);
    await expect(strangerPage.getByText('Hodan, near Tarabuunka')).toHaveCount(0);
    await stranger.close();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();
    const progress = page.getByRole('region', { name: 'Order progress' });
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/Order Sent/);
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('$8.25')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

    // The store's staff move it along on their board; the family's page follows without a reload.
    const staffContext = await browser.newContext();
    await offline(staffContext);
    const staff = await staffBoard(staffContext, '+252610000101', 'suuq-staff-1');
    const card = orderCard(staff, orderNumber);
    await expect(card).toBeVisible();
    await expect(card.getByText('Hodan, near Tarabuunka')).toBeVisible();
    for (const status of ['Accepted', 'Processing', 'Ready', 'On The Way', 'Delivered']) {
      await card.getByRole('button', { name: `Mark as ${status}` }).click();
      // Delivered cannot be undone: the board asks once more.
      if (status === 'Delivered')
        await card.getByRole('button', { name: `Yes, ${orderNumber} was delivered` }).click();
      await expect(progress.locator('[aria-current="step"]')).toHaveText(new RegExp(status), {
        timeout: 8_000,
      });
    }
    // Delivered is the end: the title says so and the last step is finished, with when it happened.
    await expect(page.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toHaveAttribute('data-state', 'done');
    await expect(progress.locator('[aria-current="step"] time')).toBeVisible();
    await staffContext.close();
    expect(problems).toEqual([]);
  });

  test('adding from a second store names both stores and asks first, with the exact words', async ({
    page,
    context,
  }) => {
    await offline(context);
    await addFromProductPage(page, 'soft-drink-330-ml-can');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await addFromProductPage(page, 'basmati-rice-5-kg');
    const question = page.getByRole('dialog', { name: 'Start a new cart?' });
    await expect(
      question.getByText(
        'Your cart holds items from Nasiib Restaurant; Barwaaqo Supermarket is another store. ' +
          'Items from different stores cannot be combined in the cart. Do you want to empty your cart?',
        { exact: true },
      ),
    ).toBeVisible();
    await question.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(question).toBeHidden();
    let drawer = await openCart(page);
    await expect(drawer.getByText('Soft drink (330 ml can)', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the cart' }).click();

    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await question.getByRole('button', { name: 'Empty cart and add' }).click();
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    drawer = await openCart(page);
    await expect(drawer.getByText('From Barwaaqo Supermarket', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Basmati rice (5 kg)', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Soft drink (330 ml can)', { exact: true })).toHaveCount(0);
  });

  test('the cart survives a reload, saved under reduxState', async ({ page, context }) => {
    await offline(context);
    await addFromProductPage(page, 'soft-drink-330-ml-can', { quantity: 2 });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('reduxState') ?? 'null'));
    expect(saved.cart.items).toEqual([
      expect.objectContaining({ name: 'Soft drink (330 ml can)', quantity: 2 }),
    ]);

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await page.goto('/cart');
    await expect(page.getByRole('group', { name: 'Quantity of Soft drink (330 ml can)' })).toContainText('2');
  });
});
