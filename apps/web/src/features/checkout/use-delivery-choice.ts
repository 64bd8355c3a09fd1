import { useState } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import type { DeliveryMethod } from '@suuq/shared/labels';
import type { DeliveryOption } from '@suuq/shared/orders';
import { useDeliveryOptionsAt } from '../../lib/delivery-options';

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

/** A text field of an option that older answers do not carry (`zone`, `reason`). */
function textOf(option: DeliveryOption | undefined, field: 'zone' | 'reason'): string | undefined {
  const value: unknown = (option as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Whether the store prices delivery by zone: then only the address's own answer knows the fee. */
export function hasZones(store: object | null | undefined): boolean {
  const zones: unknown = (store as { zones?: unknown } | null | undefined)?.zones;
  return Array.isArray(zones) && zones.length > 0;
}

/**
 * The store's delivery options in checkout's order, the one chosen (the first available by default) and its fee.
 * With a point (pin, saved address, phone location) the server prices delivery there, or refuses it outside the
 * store's zones; pickup and dine-in stay offered.
 */
export function useDeliveryChoice(
  store: { id: number } | null,
  point: LatLng | undefined,
  subtotal?: number,
) {
  // With the items total, the zone chosen is the one the order will be placed in (its minimum met if any is).
  const quote = useDeliveryOptionsAt(store?.id, point, subtotal);
  const [method, setMethod] = useState<DeliveryMethod>();
  const query = quote.general;
  const listed = quote.options;
  const delivery = listed.find((option) => option.key === 'delivery');
  const generalDelivery = query.data?.find((option) => option.key === 'delivery');
  // Refused here, though the store delivers elsewhere: the shopper may move the pin, or pick up.
  const refusedHere =
    quote.pointed && delivery && !delivery.available && generalDelivery?.available
      ? (textOf(delivery, 'reason') ?? '')
      : undefined;
  // A method the store does not offer is not listed at all; only delivery refused at this address stays, disabled,
  // so the shopper sees why.
  const options = METHOD_ORDER.flatMap((key) =>
    listed.filter(
      (option) =>
        option.key === key && (option.available || (key === 'delivery' && refusedHere !== undefined)),
    ),
  );
  const available = options.filter((option) => option.available);
  const chosenOption = available.find((option) => option.key === method) ?? available[0];
  const feeKnown = chosenOption?.key !== 'delivery' || quote.pointed || !hasZones(store);
  return {
    query,
    /** The methods the store offers, delivery first; delivery refused at the address is shown disabled. */
    options,
    chosen: chosenOption?.key,
    choose: setMethod,
    fee: feeKnown ? feeOf(chosenOption) : undefined,
    /** The delivery fee waits for the address's point (the store prices by zone). */
    feeNeedsPoint: !feeKnown,
    /** Whether delivery's own fee is known yet: not while a store that prices by zone waits for the point. */
    deliveryFeeKnown: quote.pointed || !hasZones(store),
    /** The delivery zone the point is in, when the store names zones. */
    zone: quote.pointed && delivery?.available ? textOf(delivery, 'zone') : undefined,
    /** The minimum order for delivery at the point (its zone's, else the store's), when the server named it. */
    minimum:
      chosenOption?.key === 'delivery' && quote.pointed && typeof delivery?.min_order_amount === 'number'
        ? delivery.min_order_amount
        : undefined,
    /** The server's reason delivery is refused at the point ('' when it gave none). */
    refusedHere,
    /** The point's own answer is on its way. */
    pricing: point !== undefined && !quote.pointed && quote.at.isFetching,
    noPickupOrDelivery:
      query.isSuccess &&
      !(query.data ?? []).some(
        (option) => (option.key === 'pickup' || option.key === 'delivery') && option.available,
      ),
  };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
