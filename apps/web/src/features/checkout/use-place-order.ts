import { useCallback } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { message } from '@suuq/shared/labels';
import type { Language } from '@suuq/shared/labels';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import { apiProblem, isOffline } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import type { CartState } from '../cart/cart-slice';
import { usePlaceOrderMutation, useVerifyQuantityMutation } from './checkout-api';
import { checkoutAttempt, finishCheckoutAttempt, markAttemptSent } from './idempotency-key';
import { enqueueOrder } from './order-queue';
import { useCheckoutMessages } from './messages';

/** What the server says is left of a line that asked for more. */
export interface Shortfall {
  product_id: number;
  variant_id: number | null;
  available: number;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: Order }
  /** No network: the order waits in the queue (features/checkout/order-queue.ts) under this key. */
  | { kind: 'queued'; key: string }
  | {
      kind: 'refused';
      /** The server's own words (already in the shopper's language), or ours when it could not be reached. */
      message: string;
      shortfalls: Shortfall[];
      /** Fields the server found wrong, e.g. `customer.phone`, `address`. */
      fields: string[];
    };

function isShortfall(value: unknown): value is Shortfall {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.product_id === 'number' && typeof line.available === 'number';
}

/**
 * The HTTP status of an answer the server gave in JSON, or undefined when it could not be reached (or its answer
 * was not the API's).
 */
export function answerStatus(error: FetchBaseQueryError | SerializedError): number | undefined {
  const problem = apiProblem(error);
  return problem.kind === 'offline' || problem.kind === 'unreadable' ? undefined : problem.status;
}

/** What the server said when it refused: its words (or a general one), the short lines and the wrong fields. */
export function refusalOf(error: FetchBaseQueryError | SerializedError, lang: Language) {
  const problem = apiProblem(error);
  const errors = problem.body.errors as Record<string, unknown> | undefined;
  const items = errors?.items;
  return {
    message: problem.message ?? message('internal', lang),
    shortfalls: problem.status === 409 && Array.isArray(items) ? items.filter(isShortfall) : [],
    fields: Object.keys(problem.fields),
  };
}

/**
 * Checks stock, then places the order with this checkout attempt's Idempotency-Key. Answers what happened in
 * words a shopper can act on. With no network (before or during the request) the order is queued with its key and
 * sent when the network returns; the key goes with it, so it cannot make a second order.
 */
export function usePlaceOrder() {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const [verifyQuantity] = useVerifyQuantityMutation();
  const [placeOrder] = usePlaceOrderMutation();

  return useCallback(
    async (storeId: number, body: PlaceOrderRequest, cart: CartState): Promise<PlaceOrderOutcome> => {
      const attempt = checkoutAttempt();
      const queue = (): PlaceOrderOutcome => {
        enqueueOrder({ key: attempt.key, storeId, body, cart });
        // The key now belongs to the queued order; the next checkout is another order with a key of its own.
        finishCheckoutAttempt();
        return { kind: 'queued', key: attempt.key };
      };
      const refused = (error: FetchBaseQueryError | SerializedError): PlaceOrderOutcome => {
        if (isOffline(apiProblem(error))) return queue();
        if (answerStatus(error) === undefined)
          return { kind: 'refused', message: t('offline'), shortfalls: [], fields: [] };
        return { kind: 'refused', ...refusalOf(error, lang) };
      };

      if (!navigator.onLine) return queue();
      // Stock is checked first, unless an earlier try may have placed the order already: then its own stock
      // taking could make the check fail, while placing again with the same key returns that order.
      if (!attempt.sent) {
        const checked = await verifyQuantity({
          storeId,
          items: body.items.map(({ product_id, variant_id, quantity }) => ({
            product_id,
            variant_id,
            quantity,
          })),
        });
        if (checked.error) return refused(checked.error);
      }

      markAttemptSent(true);
      const placed = await placeOrder({ storeId, idempotencyKey: attempt.key, body });
      if (placed.data) {
        finishCheckoutAttempt();
        return { kind: 'placed', order: placed.data };
      }
      const outcome = refused(placed.error);
      if (outcome.kind === 'queued') return outcome;
      // A validation or stock refusal means no order was made with this key (the server gives it back). Anything
      // else (no answer, a server error, "still being placed") may hide an order, so the key stays marked.
      if (
        apiProblem(placed.error).status === 422 ||
        (outcome.kind === 'refused' && outcome.shortfalls.length > 0)
      )
        markAttemptSent(false);
      return outcome;
    },
    [lang, placeOrder, t, verifyQuantity],
  );
}
