import { expect, test } from '@playwright/test';
import { staffSignIn } from './pickup-kit';
import { addFromProductPage, cartButton, offline, openCart, pinDoor } from './order-test-kit';

// A phone's screen: the fields to fix are far above the Place order button.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('checkout guides the shopper', () => {
  test('Place order with fields to fix takes the shopper to the first one and says what is missing by the button', async ({
    page,
    context,
  }) => {
    await offline(context);
    await addFromProductPage(page, 'rice-with-chicken', { radios: ['Basmati rice', 'Mild'] });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();

    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.scrollIntoViewIfNeeded();
    await placeOrder.click();
    // The first invalid field has the focus and is on the screen, far above the button.
    const address = page.getByLabel('Address', { exact: true });
    await expect(address).toBeFocused();
    await expect(address).toBeInViewport();
    await expect(
      page.getByText('Please check: Address, Place on the map, Name, Phone number.'),
    ).toBeAttached();

    // With the address and door given, the next one to fix is the name.
    await address.fill('Hodan, near Tarabuunka');
    await pinDoor(page);
    await page.getByLabel('Phone number').fill('061 234 5678');
    await placeOrder.click();
    const name = page.getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(page.getByText('Please check: Name.')).toBeVisible();
  });

  test('opened below the minimum, checkout says why and how much more is needed', async ({
    page,
    context,
  }) => {
    await offline(context);
    await addFromProductPage(page, 'soft-drink-330-ml-can');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your order is below Nasiib Restaurant’s minimum' }),
    ).toBeVisible();
    await expect(
      page.getByText('Select minimum order amount to proceed! $5.00 Add $4.25 more to order.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Add more from Nasiib Restaurant' }).click();
    await expect(page).toHaveURL(/\/store\//);
  });

  test('a closed store says so in the cart and at checkout before anything is filled, and offers only what can succeed', async ({
    page,
    context,
    request,
  }) => {
    await offline(context);
    const { auth } = await staffSignIn(request, 'sahal-fast-food');
    const slots = await request.get('/api/merchant/slots', { headers: auth });
    expect(slots.ok()).toBe(true);
    const { data: ownSlots } = (await slots.json()) as { data: Record<string, unknown> };
    const setOpen = async (isOpen: boolean) =>
      expect(
        (await request.post('/api/merchant/store', { data: { is_open: isOpen }, headers: auth })).ok(),
      ).toBe(true);
    const setLater = async (accepts: boolean) =>
      expect(
        (
          await request.put('/api/merchant/slots', {
            data: { ...ownSlots, accepts_scheduled: accepts },
            headers: auth,
          })
        ).ok(),
      ).toBe(true);

    await addFromProductPage(page, 'beef-burger', { radios: ['With fries and a drink'] });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    try {
      // Closed, and no orders for later: nothing to check out that could only be refused.
      await setLater(false);
      await setOpen(false);
      await page.goto('/about');
      const drawer = await openCart(page);
      await expect(drawer.getByText('Sahal Fast Food is closed now.')).toBeVisible();
      await expect(drawer.getByText(/It does not take orders for later/)).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Checkout' })).toHaveCount(0);

      await page.goto('/checkout');
      await expect(page.getByText('Sahal Fast Food is closed now.')).toBeVisible();
      await expect(page.getByText(/nothing can be ordered until it opens/)).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to Sahal Fast Food' })).toBeVisible();

      // Closed, but orders for later are taken: said at the top, and only a time later is offered.
      await setLater(true);
      await page.reload();
      await expect(page.getByText('Sahal Fast Food is closed now.')).toBeVisible();
      await expect(
        page.getByText('You can still order now for a time when it is open: choose the time below.'),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: /As soon as possible/ })).toBeDisabled();
      await expect(page.getByRole('radio', { name: 'At a later time' })).toBeChecked();
    } finally {
      await setOpen(true);
      await setLater(ownSlots.accepts_scheduled !== false);
    }
  });
});
