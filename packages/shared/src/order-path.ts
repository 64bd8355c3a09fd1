/**
 * The words of an order's statuses for the way it is received: a pickup order is "Ready for pickup", then
 * "Collected"; a dine-in order is served. The statuses themselves are the same (`order-status.ts`).
 */
import { ORDER_STATUS_LABELS, type DeliveryMethod, type Language } from './labels';
import type { OrderStatus } from './order-status';

const AT_STORE_LABELS: Record<
  Exclude<DeliveryMethod, 'delivery'>,
  Partial<Record<OrderStatus, Record<Language, string>>>
> = {
  pickup: {
    ready: { en: 'Ready for pickup', so: 'Diyaar u ah in la qaado' },
    delivered: { en: 'Collected', so: 'Waa la qaatay' },
  },
  dine_in: {
    ready: { en: 'Ready to serve', so: 'Diyaar u ah in la keeno miiska' },
    delivered: { en: 'Served', so: 'Miiska waa la keenay' },
  },
};

/** A status's label for an order received this way, in the language on screen. */
export function orderStatusLabel(status: OrderStatus, method: DeliveryMethod, lang: Language): string {
  const own = method === 'delivery' ? undefined : AT_STORE_LABELS[method][status];
  return (own ?? ORDER_STATUS_LABELS[status])[lang];
}
