/**
 * Returnable containers: water in 20 L jerrycans, gas in 6 kg and 13 kg cylinders. A product may carry one; each
 * ordered line of it hands back an empty (`exchange`, no deposit) or takes a new one and pays its deposit (`new`).
 * Staff count the containers that come back; the shopper's profile shows those still held and their deposits.
 */
import { z } from 'zod';
import { money } from './api';
import { CONTAINER_MODES } from './container-modes';

export { CONTAINER_MODES };

export const containerMode = z.enum(CONTAINER_MODES).meta({
  description:
    '`exchange`: the shopper hands back an empty container (no deposit); `new`: a new container, its deposit charged.',
});
export type ContainerMode = z.infer<typeof containerMode>;

/** The container a product comes in, in the catalog's answers (its name in the request's language). */
export const productContainer = z
  .object({ name: z.string(), deposit: money })
  .meta({ id: 'ProductContainer' });
export type ProductContainer = z.infer<typeof productContainer>;

/** Staff record how many of an order's deposit containers came back (the count so far, so a retry is harmless). */
export const containersReturnedRequest = z
  .object({
    returned: z.number().int().min(0).max(100_000).meta({
      description:
        'How many of this order’s new (deposit) containers have come back in all; at most the number taken new.',
    }),
  })
  .meta({ id: 'ContainersReturnedRequest' });
export type ContainersReturnedRequest = z.infer<typeof containersReturnedRequest>;

/** One kind of container a customer holds: how many, and the deposits they paid for them. */
export const heldContainer = z
  .object({
    name: z.string(),
    held: z.number().int(),
    deposit: money,
    deposit_total: money,
    currency: z.string(),
  })
  .meta({ id: 'HeldContainer' });
export type HeldContainer = z.infer<typeof heldContainer>;

export const heldContainers = z
  .object({
    containers: z.array(heldContainer),
    /** Deposits paid for the containers still held, per currency. */
    deposits: z.array(z.object({ amount: money, currency: z.string() })),
  })
  .meta({ id: 'HeldContainers' });
export type HeldContainers = z.infer<typeof heldContainers>;

export { CONTAINER_MESSAGES } from './container-messages';
