import type { PaymentMethod, DeliveryMethod } from '@suuq/shared/labels';
import type { PlaceOrderRequest } from '@suuq/shared/orders';
import { isMobileMoney } from '@suuq/shared/mobile-money';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import type { CartItem } from '../cart/cart-slice';
import type { CheckoutDetails } from './checkout-details';

/** What checkout knows when the shopper places the order. */
export interface PlaceOrderInput {
  cart: { items: readonly CartItem[]; store: { branch_id: number } };
  details: CheckoutDetails;
  delivery: {
    method: DeliveryMethod;
    /**
     * Where the door is: the map pin, a saved address's point or the phone's location. A delivery needs one (the
     * form asks for it); without it no address is sent, never a guess such as the store's own location.
     */
    pin?: { lat: number; lng: number } | undefined;
    /** The saved address the written one is, if it is one (it then goes to the top of the address book). */
    addressId?: number | undefined;
  };
  payment: PaymentMethod;
  /** The wallet's number, in any common form; sent only with a mobile-money method. */
  payerPhone?: string | undefined;
  /** The chosen slot's start, or undefined for as soon as possible. */
  scheduledFor?: string | undefined;
}

const optional = (text: string) => text.trim() || undefined;

/** The placeOrder body: trimmed words, the address only for delivery, and every line with its choices. */
export function buildPlaceOrderRequest({
  cart,
  details,
  delivery,
  payment,
  payerPhone,
  scheduledFor,
}: PlaceOrderInput): PlaceOrderRequest {
  const delivering = delivery.method === 'delivery';
  const point = delivering ? delivery.pin : undefined;
  return {
    branch_id: cart.store.branch_id,
    delivery_method: delivery.method,
    payment_method: payment,
    customer: { name: details.name.trim(), phone: details.phone.trim(), email: optional(details.email) },
    address: delivering
      ? {
          line: details.addressLine.trim(),
          lat: point?.lat,
          lng: point?.lng,
          notes: optional(details.addressNotes),
        }
      : undefined,
    address_id: delivering ? delivery.addressId : undefined,
    items: cart.items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variant?.id ?? null,
      option_ids: item.option.map((choice) => choice.id),
      addon_ids: item.addons.map((choice) => choice.id),
      quantity: item.quantity,
      // A returnable container's line says whether an empty is handed back or a new one taken (with deposit).
      ...(item.container ? { container_mode: item.container.mode } : {}),
    })),
    notes: optional(details.notes),
    ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
    // The wallets' own form when it reads as one; otherwise as typed, so the server names the field.
    ...(isMobileMoney(payment)
      ? { payer_phone: normalizeSomaliPhone(payerPhone ?? '') ?? (payerPhone ?? '').trim() }
      : {}),
  };
}
