import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartButton,
  chooseFirstSlot,
  offline,
  orderCard,
  orderNumberOn,
  staffBoard,
} from './order-test-kit';

// Biyo Macaan Water (Dharkenley) sells in one-hour slots, up to a week ahead; its staff member is the ninth.
const STAFF = { username: '+252610000109', password: 'suuq-staff-9' };
// A door near the shop, inside its own district's zone; and Afgooye, some 25 km out, outside every zone.
const NEAR_THE_SHOP = { latitude: 2.0245, longitude: 45.2875 };
const AFGOOYE = { latitude: 2.14, longitude: 45.12 };

test.describe('orders for later and delivery zones', () => {
  test.use({ geolocation: NEAR_THE_SHOP, permissions: ['geolocation'] });

  test('a family orders water for tomorrow in a slot, and sees the slot on the thank-you page and the staff board', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    await offline(context);
    const staffContext = await browser.newContext();
    await offline(staffContext);

    // The refill comes in a returnable jerrycan: the family hands back its empty, so no deposit.
    await addFromProductPage(page, 'drinking-water-refill', {
      radios: ['20 litres', 'I have an empty to exchange'],
    });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'When do you want it?' })).toBeVisible();

    // Tomorrow's first free slot, whatever the hour of the run.
    const slot = await chooseFirstSlot(page, 'Tomorrow');
    expect(slot).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
    const start = slot.slice(0, 5);

    // The phone's location is the door: the fee is its zone's.
    await page.getByLabel('Address', { exact: true }).fill('Dharkenley, by the water tank');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText(/^Delivery zone .+: \$0\.50$/)).toBeVisible();
    await page.getByLabel('Name').fill('Hodan Ali');
    await page.getByLabel('Phone number').fill('061 234 5678');
    await page.getByRole('button', { name: 'Place order' }).click();

    const orderNumber = await orderNumberOn(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(`Tomorrow, ${start}`)).toBeVisible();

    const staff = await staffBoard(staffContext, STAFF.username, STAFF.password);
    const card = orderCard(staff, orderNumber);
    await expect(card).toBeVisible();
    await expect(card).toContainText(/tomorrow/i);
    await expect(card).toContainText(start);
    await expect(card.getByText('Exchange: an empty comes back')).toBeVisible();
    await staffContext.close();
  });

  test('a door outside every delivery zone is offered pickup only', async ({ page, context }) => {
    test.setTimeout(60_000);
    await offline(context);
    await context.setGeolocation(AFGOOYE);

    await addFromProductPage(page, 'drinking-water-refill', {
      radios: ['20 litres', 'I have an empty to exchange'],
    });
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /^Delivery/ })).toBeChecked();
    await page.getByLabel('Address', { exact: true }).fill('Afgooye, by the bridge');
    await page.getByRole('button', { name: 'Use my location' }).click();

    await expect(
      page.getByText('Delivery is not available at this address. Choose pickup, or pin another address.'),
    ).toBeVisible();
    const delivery = page.getByRole('radio', { name: /^Delivery/ });
    await expect(delivery).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeChecked();

    // Pickup needs no address: the order goes through, with no delivery fee.
    await chooseFirstSlot(page, 'Tomorrow');
    await page.getByLabel('Name').fill('Cabdi Nuur');
    await page.getByLabel('Phone number').fill('061 765 4321');
    await page.getByRole('button', { name: 'Place order' }).click();
    await orderNumberOn(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Pickup', { exact: true })).toBeVisible();
    await expect(summary.getByText('Delivery fee')).toHaveCount(0);
  });
});
