/**
 * Delivery by captains (dispatch): a store with `courier_mode: "suuq"` has its delivery orders carried by Suuq's
 * captains. Offers near a captain (no shopper contact before accepting), the delivery a captain carries, the
 * handover code, giving one back, staff assigning a captain, the courier as the order shows it, and the operator's
 * list of deliveries waiting too long.
 */
import { z } from 'zod';
import { id, money } from './api';
import { lat, lng } from './geo';

/**
 * `offered` waiting for a captain; `accepted` a captain is going to the store; `picked_up` on the way to the
 * shopper; `delivered` handed over with the code; `released` given back by its captain (offered again as a new
 * delivery); `cancelled` the order was cancelled, or staff carried it themselves.
 */
export const DELIVERY_STATUSES = [
  'offered',
  'accepted',
  'picked_up',
  'delivered',
  'released',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Statuses in which a delivery is still live (at most one per order). */
export const LIVE_DELIVERY_STATUSES = ['offered', 'accepted', 'picked_up'] as const;
/** Statuses in which a captain carries a delivery (at most one per captain). */
export const CARRYING_STATUSES = ['accepted', 'picked_up'] as const;

/** Wrong handover codes a delivery takes before it refuses more (429). */
export const MAX_HANDOVER_FAILURES = 5;

const point = z.object({ lat: z.number(), lng: z.number() });
const timestamp = z.string();

/** A delivery offered near the captain: where from, roughly where to, how far, what it pays and what to collect. */
export const deliveryOffer = z
  .object({
    id: z.number().int(),
    store: z.object({ name: z.string(), address: z.string(), location: point }),
    /** The drop-off's district and a point rounded to about a kilometre: never the shopper's exact address. */
    dropoff: z.object({ district: z.string().nullable(), location: point }),
    /** From the captain's last position to the store, in km. */
    distance_km: z.number(),
    /** What the captain earns for it. */
    fee: money,
    /** Cash to take from the shopper at the door (0 when paid already). */
    cash_to_collect: money,
    currency: z.string(),
    offered_at: timestamp,
  })
  .meta({ id: 'DeliveryOffer' });
export type DeliveryOffer = z.infer<typeof deliveryOffer>;

/** A delivery as the captain who carries it reads it: the shopper's contact and pin are shown once accepted. */
export const delivery = z
  .object({
    id: z.number().int(),
    status: z.enum(DELIVERY_STATUSES),
    order_number: z.string(),
    store: z.object({ name: z.string(), address: z.string(), phone: z.string(), location: point }),
    dropoff: z.object({
      name: z.string(),
      phone: z.string(),
      address: z.string(),
      notes: z.string().nullable(),
      location: point.nullable(),
      district: z.string().nullable(),
    }),
    fee: money,
    cash_to_collect: money,
    currency: z.string(),
    /** Wrong handover codes still allowed. */
    handover_tries_left: z.number().int(),
    offered_at: timestamp,
    accepted_at: timestamp.nullable(),
    picked_up_at: timestamp.nullable(),
    delivered_at: timestamp.nullable(),
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof delivery>;

export const handoverRequest = z
  .object({
    code: z
      .string({ error: 'handoverCodeFormat' })
      .trim()
      .regex(/^\d{4}$/, { error: 'handoverCodeFormat' }),
  })
  .meta({ id: 'HandoverRequest' });

export const releaseRequest = z
  .object({
    reason: z
      .string({ error: 'fieldRequired' })
      .trim()
      .min(1, { error: 'fieldRequired' })
      .max(300, { error: 'fieldTooLong' }),
  })
  .meta({ id: 'ReleaseDeliveryRequest' });

export const assignCourierRequest = z.object({ captain_id: id }).meta({ id: 'AssignCourierRequest' });

export const courierPositionRequest = z.object({ lat, lng }).meta({ id: 'CourierPositionRequest' });

export const courierPositionAnswer = z
  .object({
    at: timestamp,
    /** The order whose channel heard the position, while the captain carries one; null otherwise. */
    carrying: z.string().nullable(),
  })
  .meta({ id: 'CourierPositionAnswer' });
export type CourierPositionAnswer = z.infer<typeof courierPositionAnswer>;

/** Who carries an order, as its shopper and its store's staff see it. */
export const orderCourier = z
  .object({
    delivery_id: z.number().int(),
    status: z.enum(DELIVERY_STATUSES),
    name: z.string(),
    phone: z.string(),
    vehicle: z
      .object({ type: z.string(), plate_number: z.string(), colour: z.string(), make: z.string() })
      .nullable(),
    /** The courier's last position while carrying; null before the first and after the end. */
    position: z.object({ lat: z.number(), lng: z.number(), at: timestamp }).nullable(),
    /** Minutes until the courier reaches the shopper, from the last position; null without one. */
    minutes_away: z.number().int().nullable(),
  })
  .meta({ id: 'OrderCourier' });
export type OrderCourier = z.infer<typeof orderCourier>;

/** A delivery as staff and the operator follow it: waiting for a captain, or carried. */
export const deliveryWatch = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    store: z.object({ id: z.number().int(), name: z.string() }),
    status: z.enum(DELIVERY_STATUSES),
    offered_at: timestamp,
    /** Minutes it has waited for a captain (while offered), or waited before one took it. */
    waiting_minutes: z.number().int(),
    /** Set once it waited past `DISPATCH_TIMEOUT_MINUTES`. */
    overdue_at: timestamp.nullable(),
    captain: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  })
  .meta({ id: 'DeliveryWatch' });
export type DeliveryWatch = z.infer<typeof deliveryWatch>;

export const deliveriesQuery = z.object({
  /** `1`: only deliveries still waiting for a captain past the timeout. */
  waiting: z.enum(['0', '1']).optional(),
});

/**
 * A captain staff may give a delivery by hand: on duty (so approved) and near the store, with what they drive and
 * how far from the store their last position was (to a tenth of a km). Never the position itself, the phone or
 * the plate: those come with the order's courier once the captain carries it.
 */
export const storeCourier = z
  .object({
    id: z.number().int(),
    name: z.string(),
    vehicle: z.object({ type: z.string(), colour: z.string(), make: z.string() }).nullable(),
    /** From the captain's last position (sent in the last minutes) to the store, in km. */
    distance_km: z.number(),
    /** Carrying another delivery now: assigning this one answers 409 until it is handed over. */
    busy: z.boolean(),
  })
  .meta({ id: 'StoreCourier' });
export type StoreCourier = z.infer<typeof storeCourier>;
