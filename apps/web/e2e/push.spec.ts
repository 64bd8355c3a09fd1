/**
 * A staff board that asked for pushes hears of a new order as a notification from its service worker.
 *
 * How the push travels here, and why:
 * - A browser's push service is its vendor's (Chromium's is Google's FCM, which a test may not reach), and
 *   Chromium refuses push subscriptions in the off-the-record contexts tests run in ("Registration failed -
 *   permission denied"). So the run has its own push service, the local stand-in the server's tests use
 *   (apps/server/src/test/fake-push-service.ts), and the browser's `PushManager.subscribe` hands out one of its
 *   subscriptions: an endpoint on this machine and the keys it holds. That one call is all that is replaced.
 * - Everything else is the app's own: the board's button asks for permission (granted to the server's origin) and
 *   subscribes with the VAPID key of `/api/config`; the board posts the subscription to `/api/push/subscriptions`;
 *   placing the order writes the push to the outbox in the order's own statement; the server's worker encrypts it
 *   for the subscription's keys (aes128gcm), signs it with its VAPID key and posts it to the endpoint.
 * - The local push service decrypts what the server sent, as the browser would, and checks the VAPID signature is
 *   the server's. The test then delivers exactly that payload to the board's service worker through the DevTools
 *   protocol (`ServiceWorker.deliverPushMessage`), which fires the worker's `push` event as a push service would,
 *   and reads the notification the worker shows (`registration.getNotifications()`): the order's number and the
 *   words the server wrote, opening the board. Nothing of the notification is made up by the test.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../../server/src/test/fake-push-service';
import {
  addFromProductPage,
  cartButton,
  chooseTimeIfClosed,
  offline,
  orderNumberOn,
  pinDoor,
  staffBoard,
} from './order-test-kit';

// Pushes are shown by the service worker: this journey lets it run.
test.use({ serviceWorkers: 'allow' });

let pushService: FakePushService;
test.beforeAll(async () => {
  pushService = await startFakePushService();
});
test.afterAll(async () => {
  await pushService?.close();
});

/** The browser's push service registration gives the local push service's subscription (see the header). */
async function subscribeAtLocalPushService(context: BrowserContext, subscription: FakeSubscription) {
  await context.addInitScript((given) => {
    PushManager.prototype.subscribe = function subscribe() {
      return Promise.resolve({
        endpoint: given.endpoint,
        toJSON: () => given,
      } as unknown as PushSubscription);
    };
  }, subscription);
}

/** The board's service worker registration, as the DevTools protocol names it, and a way to push to it. */
async function pushChannel(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) {
      if (r.isDeleted) registrations.delete(r.registrationId);
      else if (r.scopeURL === `${origin}/`) registrations.set(r.registrationId, r.scopeURL);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.size).toBeGreaterThan(0);
  return (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: [...registrations.keys()][0]!,
      data,
    });
}

test('a new order reaches the staff board that asked for pushes as a notification with its number', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const subscription = pushService.subscription();

  const staffContext = await browser.newContext();
  await offline(staffContext);
  await staffContext.grantPermissions(['notifications'], { origin });
  await subscribeAtLocalPushService(staffContext, subscription);
  // Karaan Fresh Market's staff member (the eighth demo store).
  const staff = await staffBoard(staffContext, '+252610000108', 'suuq-staff-8');
  const notify = staff.getByRole('button', { name: 'Notify me of new orders on this phone' });
  await notify.click();
  // Subscribed and saved by the server: the button goes, and no failure is shown.
  await expect(notify).toHaveCount(0);
  await expect(staff.getByText('Could not turn on notifications. Try again.')).toHaveCount(0);
  const push = await pushChannel(staff, origin);

  await offline(context);
  await addFromProductPage(page, 'papaya-whole');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout');
  await page.getByLabel('Address', { exact: true }).fill('Kaaraan, near the livestock market');
  await pinDoor(page);
  await chooseTimeIfClosed(page);
  await page.getByLabel('Name').fill('Sahra');
  await page.getByLabel('Phone number').fill('+252 61 733 9012');
  await page.getByRole('button', { name: 'Place order' }).click();
  const orderNumber = await orderNumberOn(page);

  // The server's worker sends the push to the subscription's endpoint, signed with the server's VAPID key.
  await expect
    .poll(() => pushService.received.filter((p) => p.endpoint === subscription.endpoint).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const received = pushService.received.find(
    (p) => p.endpoint === subscription.endpoint && p.payload.title.includes(orderNumber),
  );
  expect(received, `a push about ${orderNumber}`).toBeDefined();
  const config = (await (await staff.request.get('/api/config')).json()) as {
    data: { push_public_key: string };
  };
  expect(String(received!.headers.authorization)).toContain(`k=${config.data.push_public_key}`);
  expect(received!.headers.urgency).toBe('high');

  // Delivered to the board's service worker as its push service would: it shows the server's words.
  await push(JSON.stringify(received!.payload));
  const worker = staffContext.serviceWorkers()[0] ?? (await staffContext.waitForEvent('serviceworker'));
  await expect
    .poll(() =>
      worker.evaluate(async (tag) => {
        const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
        const shown = await registration.getNotifications({ tag });
        return shown.map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
        }));
      }, `order-${orderNumber}`),
    )
    .toEqual([{ title: `New order ${orderNumber}`, body: 'Open the board to accept it.', url: '/staff' }]);

  // This browser stops its pushes, as the board's phone would when it unsubscribes.
  const stopped = await staff.request.delete('/api/push/subscriptions', {
    data: { endpoint: subscription.endpoint },
  });
  expect(stopped.status()).toBe(200);
  await staffContext.close();
});
