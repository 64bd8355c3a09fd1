import { expect, test, type Locator } from '@playwright/test';
import { addFromProductPage, cartButton, offline, staffBoard } from './order-test-kit';

/** Taps a Leaflet map `dx`, `dy` pixels from its centre. */
async function tapMap(map: Locator, dx: number, dy: number) {
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

test.describe('delivery zones', () => {
  test('staff draw a zone on the map and a shopper inside it sees its fee at checkout', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(90_000);
    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await offline(staffContext);
    await offline(context);

    // Karaan Fresh Market delivers at $1.00 near the shop; its staff draw a cheaper zone around it.
    const staff = await staffBoard(staffContext, '+252610000108', 'suuq-staff-8');
    await staff.getByRole('button', { name: 'Settings' }).click();
    await staff.getByRole('button', { name: 'Delivery zones' }).click();
    await staff.getByRole('button', { name: 'Add a shape' }).click();
    const drawing = staff.getByLabel(/^Map of the delivery zones: tap to draw/);
    await expect(drawing).toBeVisible();
    for (const [dx, dy] of [
      [-60, -60],
      [60, -60],
      [60, 60],
      [-60, 60],
    ] as const)
      await tapMap(drawing, dx, dy);
    await expect(staff.getByText('Corners: 4. Tap the map to add another.')).toBeVisible();
    await staff.getByLabel('Zone name').fill('Karaan corner');
    await staff.getByLabel('Delivery fee').fill('0.25');
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(staff.getByText('Saved. Shoppers see it now.')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Edit Karaan corner' })).toBeVisible();

    // A shopper whose door is inside it pays its fee, the cheapest of the zones there.
    await addFromProductPage(page, 'watermelon-whole');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pin my door on the map' }).click();
    const map = page.getByLabel('Map of the delivery area');
    await expect(map).toBeVisible();
    await tapMap(map, 20, 10);
    await expect(page.getByText('Delivery zone Karaan corner: $0.25')).toBeVisible();

    // The zone goes again, so other journeys on this store see its demo fees.
    await staff.getByRole('button', { name: 'Remove Karaan corner' }).click();
    const saved = staff.waitForResponse(
      (response) => response.url().endsWith('/api/merchant/zones') && response.request().method() === 'PUT',
    );
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await staff.reload();
    await staff.getByRole('button', { name: 'Settings' }).click();
    await staff.getByRole('button', { name: 'Delivery zones' }).click();
    await expect(staff.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Edit Karaan corner' })).toHaveCount(0);
    await staffContext.close();
  });
});
