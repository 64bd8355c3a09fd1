/**
 * An order as the API shows it, built from its rows (as read, or as just written). The public view (tracking by
 * number) carries no phone number or address. Built here, not in the repository, so an order just written is shown
 * without reading it back.
 */
import { instantInZone } from '@suuq/shared/hours';
import { fromMinor } from '@suuq/shared/money';
import { paymentFlow } from '@suuq/shared/payment-methods';
import type { Order } from '@suuq/shared/orders';
import { LINE_CHANGE_REASONS, reasonText, type CancelReason } from '@suuq/shared/order-reasons';
import type { orderItems, orderStatusHistory, orders, stores } from '../../db/schema';
import type { Language } from '@suuq/shared/labels';
import { mobileMoneyView } from '../payments/payments-module';

export type OrderView = 'public' | 'private';

/** An order with the internal ids the routes need to decide who may see it. */
export type OrderWithOwner = Order & { id: number; userId: number | null; storeId: number };

export interface BankDetails {
  bank: string;
  accountName: string;
  accountNumber: string;
}

/** A chosen option or addon as kept on an order line: a snapshot, so later menu changes do not rewrite history. */
export interface ChosenSnapshot {
  id: number;
  /** In English (on lines placed before the Somali was kept: in the language the order was placed in). */
  group: string;
  item: string;
  /** In Somali, each falling back to the English; absent on older lines. */
  group_so?: string;
  item_so?: string;
  /** Minor units. */
  price: number;
}

/** One change staff made to an order's lines, as kept on the order (`orders.changes`); amounts in minor units. */
export interface OrderChangeSnapshot {
  kind: 'removed' | 'replaced';
  name: string;
  name_so: string | null;
  quantity: number;
  new_name: string | null;
  new_name_so: string | null;
  new_quantity: number | null;
  /** What it did to the total: negative when the total went down. */
  amount: number;
  reason: string;
  note: string | null;
  by_user_id: number;
  at: string;
}

export function toOrder(
  order: typeof orders.$inferSelect,
  store: Pick<
    typeof stores.$inferSelect,
    'name' | 'slug' | 'phone' | 'timezone' | 'address' | 'addressSo' | 'lat' | 'lng'
  >,
  items: { item: typeof orderItems.$inferSelect; image: string }[],
  history: (typeof orderStatusHistory.$inferSelect)[],
  view: OrderView,
  bank: BankDetails,
  lang: Language = 'en',
  /** What is still to be given back to the payer (minor units), and how much of it staff give back by hand. */
  refundDue: { total: number; byHand: number } = { total: 0, byHand: 0 },
): OrderWithOwner {
  const changes = (order.changes ?? []) as OrderChangeSnapshot[];
  const named = (name: string, nameSo: string | null) => (lang === 'so' && nameSo ? nameSo : name);
  const snapshot = (chosen: unknown) =>
    (chosen as ChosenSnapshot[]).map((c) => ({
      id: c.id,
      group: c.group,
      item: c.item,
      group_so: c.group_so ?? null,
      item_so: c.item_so ?? null,
      price: fromMinor(c.price),
    }));
  // A cancelled order is never paid: it shows no approval link and no bank details.
  const owed = order.paymentStatus === 'pending' && order.status !== 'cancelled';
  // A rejected transfer receipt leaves the order to be paid again, into the same account.
  const transferOwed =
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') && order.status !== 'cancelled';
  const result: OrderWithOwner = {
    id: order.id,
    userId: order.userId,
    storeId: order.storeId,
    order_number: order.orderNumber,
    status: order.status,
    status_history: history.map((h) => ({
      status: h.status as Order['status'],
      at: h.at.toISOString(),
    })),
    store: {
      id: order.storeId,
      name: store.name,
      slug: store.slug,
      phone: store.phone,
      address: lang === 'so' && store.addressSo ? store.addressSo : store.address,
      lat: store.lat,
      lng: store.lng,
    },
    items: items.map(({ item, image }) => ({
      line_id: item.id,
      product_id: item.productId,
      variant_id: item.variantId,
      name: item.name,
      name_so: item.nameSo,
      image,
      quantity: item.quantity,
      unit_price: fromMinor(item.unitPrice),
      option_price: fromMinor(item.optionPrice),
      addon_price: fromMinor(item.addonPrice),
      total: fromMinor(item.total),
      options: snapshot(item.options),
      addons: snapshot(item.addons),
      container_mode: item.containerMode,
      deposit_total: fromMinor(item.depositTotal),
    })),
    subtotal: fromMinor(order.subtotal),
    delivery_fee: fromMinor(order.deliveryFee),
    deposit_total: fromMinor(order.depositTotal),
    containers_returned: order.containersReturned,
    total: fromMinor(order.total),
    currency: order.currency,
    delivery_method: order.deliveryMethod,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    // The slot as the store's clock reads it, whatever the server's zone.
    scheduled_for: order.scheduledFor ? instantInZone(order.scheduledFor, store.timezone) : null,
    created_at: order.createdAt.toISOString(),
    // The window promised at placement, on the store's clock.
    estimated_ready_at: order.estimatedReadyAt ? instantInZone(order.estimatedReadyAt, store.timezone) : null,
    estimated_delivery_at: order.estimatedDeliveryAt
      ? instantInZone(order.estimatedDeliveryAt, store.timezone)
      : null,
    // Filled by dispatch once a courier carries the order and reports where it is.
    courier_eta_minutes: null,
    bank_details:
      order.paymentMethod === 'bank_transfer' && transferOwed
        ? {
            bank: bank.bank,
            account_name: bank.accountName,
            account_number: bank.accountNumber,
            reference: order.orderNumber,
          }
        : null,
    approve_url: paymentFlow(order.paymentMethod) === 'redirect' && owed ? order.paymentApproveUrl : null,
  };
  if (order.status === 'cancelled' && order.cancelReason) {
    result.cancellation = {
      reason: order.cancelReason as CancelReason,
      note: order.cancelNote,
      text: reasonText(order.cancelReason, order.cancelNote, lang),
    };
  }
  if (changes.length > 0) {
    result.changes = changes.map((change) => ({
      kind: change.kind,
      name: named(change.name, change.name_so),
      quantity: change.quantity,
      new_name: change.new_name === null ? null : named(change.new_name, change.new_name_so),
      new_quantity: change.new_quantity,
      amount: fromMinor(change.amount),
      reason: (LINE_CHANGE_REASONS as readonly string[]).includes(change.reason)
        ? (change.reason as (typeof LINE_CHANGE_REASONS)[number])
        : 'other',
      note: change.note,
      text: reasonText(change.reason, change.note, lang),
      at: change.at,
    }));
  }
  // A rejected receipt's reason, in staff's words, while the payment has failed.
  if (order.paymentStatus === 'failed' && order.receiptRejection) {
    result.payment_message = order.receiptRejection;
  }
  if (view === 'private') {
    // The receipt itself is served only to the order's owner and its store's staff (receipt-service).
    result.receipt_url = order.receiptFile
      ? `/v1/api/orders/${encodeURIComponent(order.orderNumber)}/receipt`
      : null;
    result.customer = {
      name: order.customerName,
      phone: order.customerPhone,
      email: order.customerEmail,
    };
    result.address =
      order.addressLine !== null
        ? {
            line: order.addressLine,
            lat: order.addressLat,
            lng: order.addressLng,
            notes: order.addressNotes,
          }
        : null;
    result.notes = order.notes;
  }
  // Money to give back that has not gone back yet: staff must see it, and whether it is theirs to give.
  if (view === 'private' && refundDue.total > 0) {
    result.refund_due = fromMinor(refundDue.total);
    result.refund_by_hand = refundDue.byHand > 0;
  }
  // Mobile money: the wallet's number (masked) and, while failed, the wallet's reason.
  Object.assign(result, mobileMoneyView(order, view, lang));
  return result;
}

/** Drops the internal ids the repository carries for authorization. */
export function stripInternal(
  order: Order & { id?: number; userId?: number | null; storeId?: number },
): Order {
  const { id: _id, userId: _userId, storeId: _storeId, ...rest } = order;
  return rest;
}
