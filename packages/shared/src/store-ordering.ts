/**
 * How a store takes orders, as its staff set it: which ways it hands them over (dine in, pickup, delivery), what
 * delivery costs where the store has drawn no zones, where its pin stands on the map, and which payment methods it
 * takes (of those the server is configured for). The rules are the server's; their words come back by field.
 */
import { z } from 'zod';
import { money } from './api';
import { lat, lng } from './geo';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** Staff `PUT /api/merchant/store/ordering`. */
export const storeOrderingRequest = z
  .object({
    dine_in: z.boolean(),
    pickup: z.boolean(),
    delivery: z.boolean(),
    delivery_fee: described(money, 'What delivery costs when the store has no delivery zones.'),
    lat: described(
      lat,
      "The store's pin: where pickup and dine-in shoppers come, and where delivery starts.",
    ),
    lng,
    payment_methods: described(
      z.array(z.string().max(40)).max(PAYMENT_METHODS.length * 2),
      'The payment methods the store takes: at least one, each one the server takes (`payment_methods` of ' +
        '`/api/config`).',
    ),
  })
  .meta({ id: 'StoreOrderingRequest' });
export type StoreOrderingRequest = z.infer<typeof storeOrderingRequest>;

export const storeOrdering = storeOrderingRequest
  .extend({
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    offered_payment_methods: described(
      z.array(z.enum(PAYMENT_METHODS)),
      'Every payment method the server takes, in the order checkout offers them: what staff may choose from.',
    ),
    currency: z.string(),
  })
  .meta({ id: 'StoreOrdering' });
export type StoreOrdering = z.infer<typeof storeOrdering>;

/** The methods a store takes: its own choice, or every method when it has made none. */
export function storePaymentMethods(chosen: readonly string[] | null | undefined): PaymentMethod[] {
  return chosen ? PAYMENT_METHODS.filter((method) => chosen.includes(method)) : [...PAYMENT_METHODS];
}
