import { z } from 'zod';
import { ALL_ORDER_STATUSES } from './labels';

/** Channels a socket may subscribe to. */
export const channel = z.union([
  z.literal('stores'),
  z.string().regex(/^order\.[A-Z0-9-]{4,32}$/),
  // A store's incoming orders: staff of that store only (the subscribe frame carries their access token).
  z.string().regex(/^store\.[0-9]{1,10}$/),
]);

/** Frames a client sends. */
export const clientFrame = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribe'), channel, token: z.string().max(4096).optional() }),
  z.object({ event: z.literal('unsubscribe'), channel }),
  z.object({ event: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

export const orderStatusEvent = z.object({
  event: z.literal('order.status'),
  channel: z.string(),
  data: z.object({ order_number: z.string(), status: z.enum(ALL_ORDER_STATUSES), at: z.string() }),
});
export const storeStatusEvent = z.object({
  event: z.literal('store.status'),
  channel: z.literal('stores'),
  data: z.object({ store_id: z.number().int(), is_open: z.boolean() }),
});
export const storeOrderEvent = z.object({
  event: z.literal('store.order'),
  channel: z.string().regex(/^store\.[0-9]+$/),
  data: z.object({ order_number: z.string() }),
});

/** Frames the server sends. */
export const serverFrame = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribed'), channel: z.string() }),
  z.object({ event: z.literal('pong') }),
  z.object({ event: z.literal('error'), message: z.string() }),
  orderStatusEvent,
  storeStatusEvent,
  storeOrderEvent,
]);
export type ServerFrame = z.infer<typeof serverFrame>;
/** Events the server publishes to a channel (what fans out between processes). */
export type LiveEvent =
  z.infer<typeof orderStatusEvent> | z.infer<typeof storeStatusEvent> | z.infer<typeof storeOrderEvent>;
