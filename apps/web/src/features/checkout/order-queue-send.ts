import type { AppStore } from '../../lib/store';
import { currentLanguage } from '../../lib/i18n';
import { checkoutApi } from './checkout-api';
import type { SendOrder } from './order-queue';
import { answerStatus, refusalOf } from './use-place-order';

/**
 * Sends a queued order through the app's API client (the signed-in customer's token goes along). Only an answer
 * that settles the order ends its wait: the order itself, or a refusal that made no order (bad details, not enough
 * stock, an unknown store). No answer, a server error, too many requests or "still being placed" (another tab's
 * request with the same key is on its way) are tried again later.
 */
export function sendWith(appStore: AppStore): SendOrder {
  return async (order) => {
    const result = await appStore.dispatch(
      checkoutApi.endpoints.placeOrder.initiate(
        { storeId: order.storeId, idempotencyKey: order.key, body: order.body },
        { track: false },
      ),
    );
    if (result.data)
      return { kind: 'placed', orderNumber: result.data.order_number, viewKey: result.data.view_key };
    const status = result.error ? answerStatus(result.error) : undefined;
    if (!result.error || status === undefined || status >= 500 || status === 429) return { kind: 'retry' };
    const refusal = refusalOf(result.error, currentLanguage());
    if (status === 409 && refusal.shortfalls.length === 0) return { kind: 'retry' };
    return { kind: 'refused', ...refusal };
  };
}
