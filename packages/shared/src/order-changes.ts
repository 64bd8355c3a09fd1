/** What staff send to change one line of an order (remove it, or replace it) and why (`order-reasons.ts`). */
import { z } from 'zod';
import { id } from './api';
import { orderLineRequest, orderStatus } from './orders';
import { CANCEL_REASONS, LINE_CHANGE_REASONS } from './order-reasons';

export * from './order-reasons';

const note = z.string().trim().max(300).optional();

/** The reason a line change or a cancel carries; `other` needs a note (422 without one). */
function withReason<T extends readonly [string, ...string[]]>(reasons: T) {
  return z.object({ reason: z.enum(reasons), note });
}

/** Staff remove one line of an order. */
export const removeLineRequest = withReason(LINE_CHANGE_REASONS).meta({ id: 'RemoveLineRequest' });
export type RemoveLineRequest = z.infer<typeof removeLineRequest>;

/** Staff replace one line with another product of the store, at a quantity (repriced by the server). */
export const replaceLineRequest = withReason(LINE_CHANGE_REASONS)
  .extend({ item: orderLineRequest })
  .meta({ id: 'ReplaceLineRequest' });
export type ReplaceLineRequest = z.infer<typeof replaceLineRequest>;

export const lineParams = z.object({
  order_number: z.string().trim().min(4).max(40),
  line_id: z.coerce.number().pipe(id),
});

/**
 * Staff move an order on. Cancelling should say why (`reason`, with a `note` for `other`): the shopper reads it.
 * Older clients that send no reason still cancel; the board always asks.
 */
export const orderStatusRequest = z
  .object({ status: orderStatus, reason: z.enum(CANCEL_REASONS).optional(), note })
  .meta({ id: 'OrderStatusRequest' });
export type OrderStatusRequest = z.infer<typeof orderStatusRequest>;
