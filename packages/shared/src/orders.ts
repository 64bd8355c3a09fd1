import { z } from 'zod';
import { orderCourier } from './dispatch';
import { id, money } from './api';
import { containerMode } from './containers';
import { etaWithText } from './eta-schemas';
import { lat, lng } from './geo';
import { ALL_ORDER_STATUSES, DELIVERY_METHODS, PAYMENT_METHODS } from './labels';
import { CANCEL_REASONS, LINE_CHANGE_REASONS } from './order-reasons';

export const orderStatus = z.enum(ALL_ORDER_STATUSES);
export const deliveryMethod = z.enum(DELIVERY_METHODS);
export const paymentMethod = z.enum(PAYMENT_METHODS);
export const paymentStatus = z.enum([
  'pending',
  /** A bank-transfer receipt was sent and waits for the store's staff. */
  'awaiting_confirmation',
  'paid',
  'failed',
  'refunded',
]);

export const deliveryOption = z
  .object({
    key: deliveryMethod,
    name: z.string(),
    available: z.boolean(),
    fee: money.meta({
      description:
        'What this method adds to the order total: 0 for dine-in and pickup; for delivery the fee of the zone ' +
        "the point is in, or the store's flat fee when it has no zones (without a point: its cheapest active " +
        "zone's fee).",
    }),
    zone: z
      .string()
      .optional()
      .meta({ description: "Delivery with a point inside a zone: the zone's name." }),
    reason: z.string().optional().meta({
      description: 'Why the method is not available (delivery with a point outside every zone).',
    }),
    min_order_amount: money.optional().meta({
      description:
        "Delivery with a point inside a zone: the minimum order there (the zone's, else the store's).",
    }),
    estimate: etaWithText.optional().meta({
      description:
        "How long from ordering, in minutes: dine-in and pickup the store's preparation time (`min` = `max`); " +
        'delivery preparation plus the ride to the point (a typical 3 km without one); with its words in the ' +
        'answer\'s language ("35–45 min"). Absent when delivery is not available at the point.',
    }),
  })
  .meta({ id: 'DeliveryOption' });
export type DeliveryOption = z.infer<typeof deliveryOption>;

/** One line that is short of stock, with what is left of it: the 409's `errors.items` on ordering. */
export const stockShortfall = z
  .object({
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    available: z.number().int(),
  })
  .meta({ id: 'StockShortfall' });
export type StockShortfall = z.infer<typeof stockShortfall>;
/** The field errors of a stock conflict (409): every line that fell short. */
export const stockConflictErrors = z.object({ items: z.array(stockShortfall) });

export const orderLineRequest = z.object({
  product_id: id,
  variant_id: id.optional().nullable(),
  option_ids: z.array(id).max(20).optional(),
  addon_ids: z.array(id).max(50).optional(),
  quantity: z.number().int().min(1).max(999),
  /** Required for a product with a `container`: hand back an empty, or take a new one and pay its deposit. */
  container_mode: containerMode.optional(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequest>;

export const verifyQuantityRequest = z
  .object({
    items: z
      .array(orderLineRequest.pick({ product_id: true, variant_id: true, quantity: true }))
      .min(1)
      .max(100),
  })
  .meta({ id: 'VerifyQuantityRequest' });

export const placeOrderRequest = z
  .object({
    branch_id: id,
    delivery_method: deliveryMethod,
    payment_method: paymentMethod,
    customer: z.object({
      name: z.string().trim().min(1).max(100),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number.'),
      email: z.string().trim().email().max(200).optional().or(z.literal('')),
    }),
    address: z
      .object({
        line: z.string().trim().min(1).max(300),
        /** The map pin; optional, because a written address is enough when the map cannot load. */
        lat: lat.optional().nullable(),
        lng: lng.optional().nullable(),
        notes: z.string().trim().max(500).optional(),
      })
      .optional()
      .nullable(),
    /** The address-book entry the address came from, when signed in: it moves to the top of the recent list. */
    address_id: id.optional().nullable(),
    items: z.array(orderLineRequest).min(1).max(100),
    notes: z.string().trim().max(1000).optional(),
    /**
     * Mobile money (`evc_plus`, `zaad`, `sahal`, `edahab`): the wallet's number in any common Somali form
     * (`61 1234567`, `0611234567`, `+252611234567`); required for those methods, kept as `2526XXXXXXXX`.
     */
    payer_phone: z
      .string()
      .trim()
      .max(30)
      .optional()
      .meta({
        description:
          'Mobile money (`evc_plus`, `zaad`, `sahal`, `edahab`): the wallet’s number in any common Somali form ' +
          '(`61 1234567`, `0611234567`, `+252611234567`); required for those methods (422 on this field when ' +
          'missing or malformed). The order answers 201 at once with `payment_status: "pending"` while the ' +
          'phone asks for the PIN; the outcome follows as `order.status` with `payment_status`.',
      }),
    scheduled_for: z.iso
      .datetime({ offset: true, message: 'Choose a time slot.' })
      .optional()
      .nullable()
      .meta({
        description:
          'A slot’s `start` from the slots list, for an order for later; absent = as soon as possible.',
      }),
  })
  .meta({ id: 'PlaceOrderRequest' });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

const chosen = z.object({
  id: z.number().int(),
  /** In English (older orders: in the language they were placed in); `group_so`/`item_so` in Somali, or null. */
  group: z.string(),
  item: z.string(),
  group_so: z.string().nullable().optional(),
  item_so: z.string().nullable().optional(),
  price: money,
});

export const orderItem = z
  .object({
    /** The line's own id: what staff name to remove or replace it. */
    line_id: z.number().int().optional(),
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    /** The name when ordered, in English (orders placed before `name_so` existed: in the language they were placed in). */
    name: z.string(),
    /** The name when ordered, in Somali; null on older orders, which show `name` (see `orderLineName`). */
    name_so: z.string().nullable().optional(),
    image: z.string(),
    quantity: z.number().int(),
    unit_price: money,
    option_price: money,
    addon_price: money,
    total: money,
    options: z.array(chosen),
    addons: z.array(chosen),
    /** For a product with a returnable container: `exchange` or `new`; null otherwise. */
    container_mode: containerMode.nullable().optional(),
    /** Deposits this line charges (a `new` container's deposit × quantity), not part of its `total`. */
    deposit_total: money.optional(),
  })
  .meta({ id: 'OrderItem' });

/** Why an order was cancelled, as the order answer shows it. */
export const cancellation = z
  .object({
    reason: z.enum(CANCEL_REASONS),
    note: z.string().nullable(),
    /** The reason in the answer's language (staff's note for `other`). */
    text: z.string(),
  })
  .meta({ id: 'Cancellation' });

/** One change staff made to the order's lines, as the order answer shows it. */
export const orderChange = z
  .object({
    kind: z.enum(['removed', 'replaced']),
    /** The line as it was, in the answer's language. */
    name: z.string(),
    quantity: z.number().int(),
    /** What replaced it (for `replaced`). */
    new_name: z.string().nullable(),
    new_quantity: z.number().int().nullable(),
    /** What the change did to the order's total: negative when it went down. */
    amount: z.number(),
    reason: z.enum(LINE_CHANGE_REASONS),
    note: z.string().nullable(),
    /** The reason in the answer's language (staff's note for `other`). */
    text: z.string(),
    at: z.string(),
  })
  .meta({ id: 'OrderChange' });
export type OrderChange = z.infer<typeof orderChange>;

export { orderChoice, orderLineName } from './order-lines';

export const order = z
  .object({
    order_number: z.string(),
    view_key: z
      .string()
      .optional()
      .meta({
        description:
          'Only in the answer to whoever placed the order (a guest too): sent back as `X-Order-Key` when tracking, ' +
          'it shows the contact, address and note to the phone that placed the order.',
      }),
    status: orderStatus,
    status_history: z.array(z.object({ status: orderStatus, at: z.string() })),
    store: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      phone: z.string(),
      /** Where the store is, in the answer's language, and its point: where to collect a pickup order. */
      address: z.string().optional(),
      lat: z.number().optional(),
      lng: z.number().optional(),
    }),
    items: z.array(orderItem),
    subtotal: money,
    delivery_fee: money,
    /** Container deposits of the order's `new` lines; `total` = `subtotal` + `delivery_fee` + `deposit_total`. */
    deposit_total: money.optional(),
    /** How many of the order's new (deposit) containers have come back. */
    containers_returned: z.number().int().optional(),
    total: money,
    currency: z.string(),
    delivery_method: deliveryMethod,
    payment_method: paymentMethod,
    payment_status: paymentStatus,
    scheduled_for: z.string().nullable().meta({
      description:
        'The booked slot’s start (ISO 8601 with the store’s offset); null for as soon as possible.',
    }),
    created_at: z.string(),
    estimated_ready_at: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          'When the order should be ready, fixed at placement from the store’s preparation time (ISO 8601 with the ' +
          'store’s offset); null for an order for later (its slot is the promise) and orders placed before estimates.',
      }),
    estimated_delivery_at: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          'Delivery: when the order should be at the door at the latest, fixed at placement from the preparation ' +
          'time and the distance from the store to the address (ISO 8601 with the store’s offset); null otherwise.',
      }),
    courier_eta_minutes: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({
        description:
          'Minutes until the courier reaches the shopper, once a courier carries the order: a place kept for ' +
          'dispatch to fill, null until it does (then it says more than `estimated_delivery_at`).',
      }),
    courier: orderCourier
      .nullable()
      .optional()
      .meta({
        description:
          'The Suuq captain carrying a delivery order (name, phone, vehicle, position while carrying, minutes ' +
          'away); only for the customer who placed it and the store’s staff, null when none carries it.',
      }),
    handover_code: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          'The 4-digit code the shopper gives the Suuq captain at the door; only for whoever placed the order, ' +
          'while a captain is on the way to them.',
      }),
    /** Only for the customer who placed it and the store's staff; absent in the public view. */
    customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }).optional(),
    address: z
      .object({
        line: z.string(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
        notes: z.string().nullable(),
      })
      .nullable()
      .optional(),
    /**
     * The shopper's note for the store (an allergy, "call when ready"), in full. Only for the customer who placed
     * it and the store's staff, like the address.
     */
    notes: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          'The shopper’s note for the store (an allergy, “call when ready”), in full; null when none. Only for ' +
          'the customer who placed the order and the store’s staff.',
      }),
    /** Bank details to pay into, for bank transfers that are not paid yet. */
    bank_details: z
      .object({
        bank: z.string(),
        account_name: z.string(),
        account_number: z.string(),
        reference: z.string(),
      })
      .nullable()
      .optional(),
    /**
     * The bank-transfer receipt the shopper sent (`GET` it with the same credentials), only for the order's owner
     * and its store's staff; null when none was sent.
     */
    receipt_url: z.string().nullable().optional(),
    /** Where to send the shopper to approve a PayPal payment, while it is pending. */
    approve_url: z.string().nullable().optional(),
    /** Mobile money: the wallet's number, masked (`+252 61 *** *561`); only for the order's owner. */
    payer_phone: z.string().nullable().optional().meta({
      description:
        'Mobile money: the wallet’s number, masked (`+252 61 *** *561`); only for the order’s owner.',
    }),
    /**
     * Money still to be given back to the payer: a wallet payment approved for an order cancelled meanwhile (or
     * for another amount, or after a retry paid), not yet taken back by the wallet (eDahab has no reversal, so
     * staff return it by hand); or the bank transfer of an order cancelled after it was paid or its receipt sent,
     * which staff return by hand. Only for the order's owner and its store's staff; absent when nothing is due.
     */
    refund_due: z
      .number()
      .optional()
      .meta({
        description:
          'Money still to be given back to the payer: a wallet payment approved for an order cancelled ' +
          'meanwhile (or for another amount, or after a retry paid), not yet taken back by the wallet (eDahab ' +
          'has no reversal, so staff return it by hand); or the bank transfer of an order cancelled after it was ' +
          'paid or its receipt sent, which staff return by hand. Only for the order’s owner and its store’s ' +
          'staff; absent when nothing is due.',
      }),
    /**
     * With `refund_due`: whether staff must give it back by hand (eDahab, a bank transfer) and say so, or it goes
     * back by itself (WaafiPay's reversal, PayPal's refund) and there is nothing to do.
     */
    refund_by_hand: z
      .boolean()
      .optional()
      .meta({
        description:
          'With `refund_due`: true when staff must give it back by hand (eDahab, a bank transfer) and say so ' +
          'with the refund route; false when it goes back by itself (a wallet reversal, a PayPal refund).',
      }),
    /** Why staff cancelled the order (only on a cancelled order whose reason was given). */
    cancellation: cancellation.nullable().optional(),
    /** What staff changed in the order's lines after it was placed, oldest first (absent when nothing). */
    changes: z.array(orderChange).optional(),
    /** Why the payment did not go through, in the request's language, while `payment_status` is `failed`. */
    payment_message: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          'Why the payment did not go through (the wallet’s refusal, a timeout, a rejected receipt), in the ' +
          'request’s language, while `payment_status` is `failed`.',
      }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;
