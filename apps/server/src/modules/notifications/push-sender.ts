/**
 * Sends a push row of the outbox to its browser: web-push encrypts the payload for the subscription's keys
 * (aes128gcm) and signs the VAPID header; the request itself goes out with fetch, so a push service at any address
 * (a local one in tests) is reached the same way. A 404 or 410 means the browser dropped the subscription: it is
 * deleted and the push is not tried again. Any other refusal throws, so the worker retries it later.
 */
import webPush from 'web-push';
import type { OutboxRow } from './outbox-repository';
import type { VapidKeys } from './push-keys';
import { subscriptionIdOf, type PushRepository } from './push-repository';

/** How the worker sends a push: undefined when sent, or why it will never be (the subscription is gone). */
export interface PushDelivery {
  deliver(row: OutboxRow): Promise<string | undefined>;
}

/** Seconds a push service keeps a push for a browser that is offline: an order's news is stale after an hour. */
const TTL_SECONDS = 60 * 60;

export class WebPushSender implements PushDelivery {
  constructor(
    private readonly subscriptions: PushRepository,
    private readonly keys: VapidKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  async deliver(row: OutboxRow): Promise<string | undefined> {
    const id = subscriptionIdOf(row.recipient);
    const subscription = id === undefined ? undefined : await this.subscriptions.byId(id);
    if (!subscription) return 'gone: the browser unsubscribed';
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      row.body,
      {
        vapidDetails: this.keys,
        TTL: TTL_SECONDS,
        urgency: row.kind === 'push_new_order' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = await response.text().catch(() => '');
    if (response.status === 404 || response.status === 410) {
      await this.subscriptions.removeById(subscription.id);
      return `gone: the push service answered ${response.status}`;
    }
    if (!response.ok) {
      await this.subscriptions.failed(subscription.id);
      throw new Error(`push service answered ${response.status}: ${answer.slice(0, 200)}`);
    }
    await this.subscriptions.delivered(subscription.id);
    return undefined;
  }
}
