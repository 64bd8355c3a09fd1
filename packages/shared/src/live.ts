import { z } from 'zod';
import { BOOKING_STATUSES } from './captain';
import { LIVE_REPLAY_MS } from './constants';
import { DELIVERY_STATUSES } from './dispatch';
import { ALL_ORDER_STATUSES } from './labels';
import { paymentStatus } from './orders';

/** Channels a socket may subscribe to. */
export const channel = z.union([
  z.literal('stores'),
  z.string().regex(/^order\.[A-Z0-9-]{4,32}$/),
  // A store's incoming orders: staff of that store only (the subscribe frame carries their access token).
  z.string().regex(/^store\.[0-9]{1,10}$/),
  // A booking's progress: its customer and its captain only.
  z.string().regex(/^booking\.[0-9]{1,10}$/),
  // Trips waiting for a captain of a vehicle type: captains on duty with a vehicle of that type only.
  z.string().regex(/^offers\.[0-9]{1,10}$/),
  // A captain's own deliveries: offered near them, taken, assigned or cancelled. That captain only.
  z.string().regex(/^captain\.[0-9]{1,10}$/),
]);

/** Channels that need a live access token in the subscribe frame, checked by the server before joining. */
export function isPrivateChannel(name: string): boolean {
  return (
    name.startsWith('store.') ||
    name.startsWith('booking.') ||
    name.startsWith('offers.') ||
    name.startsWith('captain.')
  );
}

/** Frames a client sends. */
export const clientFrame = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('subscribe'),
    channel,
    token: z.string().max(4096).optional(),
    /**
     * The channel's events of the last `replay_ms` milliseconds (at most `LIVE_REPLAY_MS`) are sent again, in order,
     * after `subscribed`: those the client may have missed since it read what it shows. A duration, not an
     * instant, so that a phone's clock set wrong does not matter.
     */
    replay_ms: z.number().int().min(0).max(LIVE_REPLAY_MS).optional(),
  }),
  z.object({ event: z.literal('unsubscribe'), channel }),
  z.object({ event: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

export const orderStatusEvent = z.object({
  event: z.literal('order.status'),
  channel: z.string(),
  data: z.object({
    order_number: z.string(),
    status: z.enum(ALL_ORDER_STATUSES),
    at: z.string(),
    /** Present when the payment changed (or with every change of a mobile-money order). */
    payment_status: paymentStatus.optional(),
  }),
});
export const storeStatusEvent = z.object({
  event: z.literal('store.status'),
  channel: z.literal('stores'),
  data: z.object({ store_id: z.number().int(), is_open: z.boolean() }),
});
/** A store's order arrived (no `status`) or moved on (`status`): every staff device of the store refreshes its board. */
export const storeOrderEvent = z.object({
  event: z.literal('store.order'),
  channel: z.string().regex(/^store\.[0-9]+$/),
  data: z.object({ order_number: z.string(), status: z.enum(ALL_ORDER_STATUSES).optional() }),
});
export const bookingStatusEvent = z.object({
  event: z.literal('booking.status'),
  channel: z.string().regex(/^booking\.[0-9]+$/),
  data: z.object({
    booking_id: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    at: z.string(),
    /** Where the captain is: sent with every position update while the trip is open. */
    captain_position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable().optional(),
  }),
});
/**
 * A trip of the channel's vehicle type began waiting for a captain (`available`: a rider booked, or a captain gave it
 * back) or stopped waiting (a captain took it, the rider cancelled). Only the id: captains read the offer itself
 * through the API, which keeps the rider's details from them.
 */
export const bookingOfferEvent = z.object({
  event: z.literal('booking.offer'),
  channel: z.string().regex(/^offers\.[0-9]+$/),
  data: z.object({ booking_id: z.number().int(), available: z.boolean(), at: z.string() }),
});

/**
 * A delivery began waiting near the captain (`delivery.offered`: staff started preparing a Suuq-carried order, or a
 * captain gave one back) or stopped (`delivery.taken`: another captain took it, or it was cancelled). Only the id:
 * captains read the offer through the API, which keeps the shopper's details from them.
 */
export const deliveryOfferEvent = z.object({
  event: z.enum(['delivery.offered', 'delivery.taken']),
  channel: z.string().regex(/^captain\.[0-9]+$/),
  data: z.object({ delivery_id: z.number().int(), at: z.string() }),
});
/** The captain's own delivery changed hands or ended without them: staff assigned it, took it back or cancelled it. */
export const deliveryStatusEvent = z.object({
  event: z.literal('delivery.status'),
  channel: z.string().regex(/^captain\.[0-9]+$/),
  data: z.object({ delivery_id: z.number().int(), status: z.enum(DELIVERY_STATUSES), at: z.string() }),
});
/** Where the courier carrying the order is, on the order's channel, only while carrying. */
export const courierPositionEvent = z.object({
  event: z.literal('courier.position'),
  channel: z.string().regex(/^order\.[A-Z0-9-]+$/),
  data: z.object({ lat: z.number(), lng: z.number(), at: z.string() }),
});
/** Nobody accepted the store's delivery within `DISPATCH_TIMEOUT_MINUTES`: its staff are told. */
export const deliveryWaitingEvent = z.object({
  event: z.literal('delivery.waiting'),
  channel: z.string().regex(/^store\.[0-9]+$/),
  data: z.object({ order_number: z.string(), delivery_id: z.number().int(), since: z.string() }),
});

/**
 * Between API processes only, never sent to a socket (no client can subscribe to `catalog`): what a store shows
 * changed (stock, open or closed, products), so cached listings of it are dropped. `store_id` null: every store.
 */
export const catalogChangedEvent = z.object({
  event: z.literal('catalog.changed'),
  channel: z.literal('catalog'),
  /** `searches`: its products were added, renamed or removed, so every cached search answer goes too. */
  data: z.object({ store_id: z.number().int().nullable(), searches: z.boolean().optional() }),
});

/**
 * Between API processes only, never sent to a socket (no client can subscribe to `access`): an account lost its
 * rights (a staff member removed from a store), so every socket server asks again, at once, who may stay on its
 * private channels.
 */
export const accessRevokedEvent = z.object({
  event: z.literal('access.revoked'),
  channel: z.literal('access'),
  data: z.object({ user_id: z.number().int() }),
});

/** Frames the server sends. */
export const serverFrame = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribed'), channel: z.string() }),
  z.object({ event: z.literal('pong') }),
  /** `channel` names the subscription that was refused, when the error is about one. */
  z.object({ event: z.literal('error'), message: z.string(), channel: z.string().optional() }),
  orderStatusEvent,
  storeStatusEvent,
  storeOrderEvent,
  bookingStatusEvent,
  bookingOfferEvent,
  deliveryOfferEvent,
  deliveryStatusEvent,
  courierPositionEvent,
  deliveryWaitingEvent,
]);
export type ServerFrame = z.infer<typeof serverFrame>;
/** Events the server publishes to a channel (what fans out between processes). */
export type LiveEvent =
  | z.infer<typeof orderStatusEvent>
  | z.infer<typeof storeStatusEvent>
  | z.infer<typeof storeOrderEvent>
  | z.infer<typeof bookingStatusEvent>
  | z.infer<typeof bookingOfferEvent>
  | z.infer<typeof deliveryOfferEvent>
  | z.infer<typeof deliveryStatusEvent>
  | z.infer<typeof courierPositionEvent>
  | z.infer<typeof deliveryWaitingEvent>
  | z.infer<typeof catalogChangedEvent>
  | z.infer<typeof accessRevokedEvent>;
