import { useState } from 'react';
import type { DeliveryMethod } from '@suuq/shared/labels';
import type { DeliveryOption } from '@suuq/shared/orders';
import { useGetDeliveryOptionsQuery } from '../../lib/delivery-options';
import { useLanguage } from '../../lib/use-translation';

/** Delivery first when the store offers it: most families order to their door. */
const METHOD_ORDER: DeliveryMethod[] = ['delivery', 'pickup', 'dine_in'];

/**
 * What a method adds to the order, when the server said. An answer kept from before the server sent fees (the
 * service worker keeps it for offline use) has none: checkout then says the fee comes with the confirmation.
 */
export function feeOf(option: DeliveryOption | undefined): number | undefined {
  const fee: unknown = option?.fee;
  return typeof fee === 'number' && Number.isFinite(fee) ? fee : undefined;
}

/** The store's delivery options in checkout's order, the one chosen (the first available by default) and its fee. */
export function useDeliveryChoice(storeId: number | undefined) {
  const lang = useLanguage();
  const query = useGetDeliveryOptionsQuery({ storeId: storeId ?? 0, lang }, { skip: !storeId });
  const [method, setMethod] = useState<DeliveryMethod>();
  const listed = query.data ?? [];
  const options = METHOD_ORDER.flatMap((key) => listed.filter((option) => option.key === key));
  const available = options.filter((option) => option.available);
  const chosenOption = available.find((option) => option.key === method) ?? available[0];
  return {
    query,
    /** Every option the store names, delivery first; unavailable ones are shown disabled. */
    options,
    chosen: chosenOption?.key,
    choose: setMethod,
    fee: feeOf(chosenOption),
    noPickupOrDelivery:
      query.isSuccess &&
      !listed.some((option) => (option.key === 'pickup' || option.key === 'delivery') && option.available),
  };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
