/** Web push: what a browser sends to subscribe and unsubscribe, and what each push carries to the service worker. */
import { z } from 'zod';

export const pushSubscriptionInput = z
  .object({
    /** The push service's address for this browser, as `PushSubscription.endpoint` gives it. */
    endpoint: z.url().max(1000),
    keys: z.object({
      p256dh: z.string().min(20).max(200),
      auth: z.string().min(8).max(100),
    }),
    /** A shopper's subscription to one order's changes (sent with the order's key as `X-Order-Key`). */
    order_number: z.string().min(1).max(40).optional(),
    /** The language the pushes are written in; English when not given. */
    language: z.enum(['en', 'so']).optional(),
  })
  .meta({ id: 'PushSubscriptionInput' });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const PUSH_SCOPES = ['staff', 'captain', 'order'] as const;
export type PushScope = (typeof PUSH_SCOPES)[number];

export const pushSubscriptionSaved = z
  .object({
    endpoint: z.string(),
    /** What the browser will be told of: its store's new orders, its ride offers, or one order's changes. */
    scope: z.enum(PUSH_SCOPES),
  })
  .meta({ id: 'PushSubscriptionSaved' });
export type PushSubscriptionSaved = z.infer<typeof pushSubscriptionSaved>;

export const pushUnsubscribeInput = z
  .object({ endpoint: z.string().min(1).max(1000) })
  .meta({ id: 'PushUnsubscribeInput' });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

export const pushUnsubscribed = z.object({ removed: z.boolean() }).meta({ id: 'PushUnsubscribed' });
export type PushUnsubscribed = z.infer<typeof pushUnsubscribed>;

/** What one push carries (its JSON body), already in the subscriber's language. */
export const pushPayload = z
  .object({
    title: z.string(),
    body: z.string(),
    /** Where a tap on the notification leads, a path of the web app. */
    url: z.string(),
    /** Notifications with the same tag replace each other. */
    tag: z.string(),
  })
  .meta({ id: 'PushPayload' });
export type PushPayload = z.infer<typeof pushPayload>;
