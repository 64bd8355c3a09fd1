/**
 * The captain's phone loses the network while carrying a store's order: the positions it reads meanwhile wait on the
 * phone, and when the network returns the newest reaches the server, so the shopper's map shows where the captain
 * is now (not where they were when the network dropped); the handover with the shopper's code still works.
 */
import { expect, test, type Request } from '@playwright/test';
import {
  WORDS,
  deliveredLabel,
  newCaptainPhone,
  shopperOrders,
  staffStartsPreparing,
  suuqCarries,
} from './dispatch-kit';

const BEFORE_THE_DROP = { latitude: 2.0515, longitude: 45.3442 };
/** Read while offline, each well over 50 m from the last: both are kept, the last is where the captain is. */
const OFFLINE_RIDE = [
  { latitude: 2.0508, longitude: 45.3448 },
  { latitude: 2.0501, longitude: 45.3453 },
];

test('positions read while the captain is offline reach the shopper’s map when the network returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const words = WORDS.en;
  await suuqCarries(request);
  const captain = await newCaptainPhone(browser, request, 'Cumar Gaarsiiye', 'en');
  // Two regulators: the cash to collect tells this journey's offer from any other at the same store.
  const shopper = await shopperOrders(browser, 'en', 2);
  const { orderNumber, page } = shopper;
  const staff = await staffStartsPreparing(browser, orderNumber);

  const offer = captain.page
    .getByRole('article', { name: 'Nuur Gas and Charcoal' })
    .filter({ hasText: words.cash('16.00') });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: words.accept }).click();
  await expect(captain.page.getByText(words.delivery(orderNumber))).toBeVisible();
  await captain.page.getByRole('button', { name: words.pickedUp }).click();
  await expect(captain.page.getByRole('heading', { name: words.toShopper })).toBeVisible();

  const map = page.getByTestId('courier-map');
  await captain.context.setGeolocation(BEFORE_THE_DROP);
  await expect(map).toHaveAttribute('data-lat', String(BEFORE_THE_DROP.latitude), { timeout: 30_000 });

  // The network drops; the captain rides on. Nothing reaches the shopper; the positions wait on the phone.
  const sent: { lat: number; lng: number }[] = [];
  const refused: { lat: number; lng: number }[] = [];
  const isPosition = (request: Request) =>
    request.method() === 'POST' && request.url().endsWith('/api/captain/position');
  // What the server took, and what the dropped network refused.
  captain.page.on('response', (response) => {
    if (isPosition(response.request()) && response.ok())
      sent.push(response.request().postDataJSON() as { lat: number; lng: number });
  });
  captain.page.on('requestfailed', (request) => {
    if (isPosition(request)) refused.push(request.postDataJSON() as { lat: number; lng: number });
  });
  await captain.context.setOffline(true);
  for (const point of OFFLINE_RIDE) {
    await captain.context.setGeolocation(point);
    // Kept on the phone, and tried while the network was down (not merely waiting to be tried: on a busy phone the
    // attempt could otherwise leave only once the network is back, and rightly reach the server).
    await expect
      .poll(() =>
        captain.page.evaluate(
          (lat) =>
            (
              JSON.parse(localStorage.getItem('suuq.captain.path.courier') ?? '{"pending":[]}') as {
                pending: { lat: number }[];
              }
            ).pending.some((waiting) => waiting.lat === lat),
          point.latitude,
        ),
      )
      .toBe(true);
    await expect.poll(() => refused).toContainEqual({ lat: point.latitude, lng: point.longitude });
  }
  await expect(map).toHaveAttribute('data-lat', String(BEFORE_THE_DROP.latitude));
  const minutesBefore = await page.getByTestId('courier-minutes').textContent();

  // Back online: the newest position goes, once, and the shopper's map shows it.
  const last = OFFLINE_RIDE[OFFLINE_RIDE.length - 1]!;
  await captain.context.setOffline(false);
  await expect(map).toHaveAttribute('data-lat', String(last.latitude), { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-lng', String(last.longitude));
  await expect
    .poll(() =>
      captain.page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('suuq.captain.path.courier') ?? '{"pending":[]}') as {
              pending: unknown[];
            }
          ).pending.length,
      ),
    )
    .toBe(0);
  // The newest went; the one it overtook was never sent (the server keeps only the last).
  expect(sent).toContainEqual({ lat: last.latitude, lng: last.longitude });
  expect(sent).not.toContainEqual({ lat: OFFLINE_RIDE[0]!.latitude, lng: OFFLINE_RIDE[0]!.longitude });
  await expect(page.getByTestId('courier-minutes')).toHaveText(/^\d+ min away$/);
  expect(minutesBefore).toMatch(/^\d+ min away$/);

  // A reload shows the same last position, from the order's answer.
  await page.reload();
  await expect(page.getByTestId('courier-map')).toHaveAttribute('data-lat', String(last.latitude));

  // The handover still works.
  const code = (await page.getByTestId('handover-code').textContent())!.trim();
  await captain.page.getByLabel(words.code).fill(code);
  await captain.page.getByRole('button', { name: words.finish }).click();
  await expect(captain.page.getByText(words.done)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText(deliveredLabel('en'));
  await expect(page.getByTestId('courier-map')).toHaveCount(0);

  await captain.context.close();
  await shopper.context.close();
  await staff.context.close();
});
