/**
 * The texts a shopper gets about their order, in the language they ordered in, each one GSM-7 SMS: placed (with the
 * short link to follow it, and how to stop texts), accepted, on its way (with the courier when one carries it),
 * done, payment failed, bank-transfer receipt rejected (the link shows why, and takes a new one) and cancelled. A store's name is shortened, never the link, when a text would run long.
 * The messages are written in the transaction of the change they tell of; one event, one text (its dedupe key).
 */
import type { Language } from '@suuq/shared/labels';
import type { Tx } from '../../db/tx';
import { gsm7Length, SMS_MAX_UNITS, smsRecipient, toSms } from './gsm7';
import type { NewOutboxRow } from './outbox-repository';
import type { OutboxService } from './outbox-service';
import { newOrderPush, orderEventPush } from './push-messages';
import type { PushFanout, PushRepository } from './push-repository';

export const ORDER_TEXT_EVENTS = [
  'placed',
  'accepted',
  'on_the_way',
  'delivered',
  'payment_failed',
  'receipt_rejected',
  'cancelled',
] as const;
export type OrderTextEvent = (typeof ORDER_TEXT_EVENTS)[number];

export interface OrderTextFacts {
  orderNumber: string;
  /** The tracking link, `https://…/t/{order number}`. */
  link: string;
  storeName: string;
  /** Only for pickup and dine-in: what "done" means there. */
  collected?: boolean;
  courier?: { name: string; phone: string } | undefined;
}

type Template = (facts: OrderTextFacts, store: string) => string;

const TEMPLATES: Record<Language, Record<OrderTextEvent, Template>> = {
  en: {
    placed: (f, store) =>
      `Suuq: ${store} got your order ${f.orderNumber}. Follow it: ${f.link} Reply STOP for no more texts.`,
    accepted: (f, store) => `Suuq: ${store} accepted your order ${f.orderNumber} and is preparing it.`,
    on_the_way: (f, store) =>
      f.courier
        ? `Suuq: Your order ${f.orderNumber} is on its way with ${f.courier.name}, ${f.courier.phone}. ${f.link}`
        : `Suuq: Your order ${f.orderNumber} from ${store} is on its way. ${f.link}`,
    delivered: (f, store) =>
      f.collected
        ? `Suuq: Your order ${f.orderNumber} from ${store} is done. Thank you!`
        : `Suuq: Your order ${f.orderNumber} from ${store} was delivered. Thank you!`,
    payment_failed: (f) =>
      `Suuq: The payment for order ${f.orderNumber} did not go through. Try again: ${f.link}`,
    receipt_rejected: (f, store) =>
      `Suuq: ${store} did not accept the bank transfer receipt for your order ${f.orderNumber}. See why and send a new one: ${f.link}`,
    cancelled: (f, store) => `Suuq: ${store} cancelled your order ${f.orderNumber}. Why: ${f.link}`,
  },
  so: {
    placed: (f, store) =>
      `Suuq: ${store} wuu helay dalabkaaga ${f.orderNumber}. Kala soco: ${f.link} Qor JOOJI haddii aadan fariimo rabin.`,
    accepted: (f, store) => `Suuq: ${store} wuu aqbalay dalabkaaga ${f.orderNumber}, waana la diyaarinayaa.`,
    on_the_way: (f, store) =>
      f.courier
        ? `Suuq: Dalabkaaga ${f.orderNumber} waa soo socdaa, waxaa wada ${f.courier.name}, ${f.courier.phone}. ${f.link}`
        : `Suuq: Dalabkaaga ${f.orderNumber} ee ${store} waa soo socdaa. ${f.link}`,
    delivered: (f, store) =>
      f.collected
        ? `Suuq: Dalabkaaga ${f.orderNumber} ee ${store} waa diyaar oo la dhammeeyay. Mahadsanid!`
        : `Suuq: Dalabkaaga ${f.orderNumber} ee ${store} waa lagu keenay. Mahadsanid!`,
    payment_failed: (f) =>
      `Suuq: Lacag bixinta dalabka ${f.orderNumber} ma dhicin. Isku day mar kale: ${f.link}`,
    receipt_rejected: (f, store) =>
      `Suuq: ${store} ma aqbalin rasiidka wareejinta bangiga ee dalabkaaga ${f.orderNumber}. Eeg sababta, soo dir rasiid cusub: ${f.link}`,
    cancelled: (f, store) => `Suuq: ${store} wuu joojiyay dalabkaaga ${f.orderNumber}. Sababta: ${f.link}`,
  },
};

/**
 * The text of one event. The store's name (up to 120 characters, perhaps not GSM-7) is made plain and shortened
 * until the whole text fits one SMS; the link and the order number are never cut.
 */
export function orderText(event: OrderTextEvent, facts: OrderTextFacts, lang: Language): string {
  const template = TEMPLATES[lang][event];
  let store = toSms(facts.storeName.trim() || 'Suuq');
  for (;;) {
    const text = toSms(template(facts, store), Number.POSITIVE_INFINITY);
    if (gsm7Length(text) <= SMS_MAX_UNITS || store.length <= 4) return toSms(text);
    store = `${store.slice(0, Math.max(3, store.length - (gsm7Length(text) - SMS_MAX_UNITS) - 1)).trimEnd()}.`;
  }
}

/** The order an event is about, as the orders module knows it. */
export interface TextedOrder {
  orderNumber: string;
  storeId: number;
  storeName: string;
  customerPhone: string;
  language: Language;
  deliveryMethod: 'delivery' | 'pickup' | 'dine_in';
}

/**
 * Builds the shoppers' order texts and writes them to the outbox in the caller's transaction, with a web push of the
 * change to each browser subscribed to the order.
 */
export class OrderTexts {
  constructor(
    private readonly outbox: OutboxService,
    /** Where the tracking links point: the public address of the web app. */
    private readonly publicUrl: string,
    /** The browsers subscribed to an order's changes, pushed to with its texts. */
    private readonly pushes?: PushRepository,
  ) {}

  /** The push to the store's staff that an order came in, written by the placement's own statement. */
  newOrderPush(orderNumber: string, storeId: number): PushFanout {
    return newOrderPush(orderNumber, storeId);
  }

  /** The short link a text carries: `/t/{order number}` opens the order's tracking page. */
  link(orderNumber: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}/t/${orderNumber}`;
  }

  /**
   * The outbox row of an event, for a caller that writes it in a statement of its own (the order's placement writes
   * it with the order). `discriminator` tells apart events that may happen more than once (a second payment that
   * fails).
   */
  message(
    event: OrderTextEvent,
    order: TextedOrder,
    extra: { courier?: OrderTextFacts['courier']; discriminator?: string } = {},
  ): NewOutboxRow {
    const text = orderText(
      event,
      {
        orderNumber: order.orderNumber,
        link: this.link(order.orderNumber),
        storeName: order.storeName,
        collected: order.deliveryMethod !== 'delivery',
        courier: extra.courier,
      },
      order.language,
    );
    return {
      channel: 'sms',
      recipient: smsRecipient(order.customerPhone),
      body: text,
      kind: `order_${event}`,
      language: order.language,
      dedupeKey: `order:${order.orderNumber}:${event}${extra.discriminator ? `:${extra.discriminator}` : ''}`,
      storeId: order.storeId,
      orderNumber: order.orderNumber,
    };
  }

  /** Writes the event's text in `tx`; a second write of the same event is ignored. */
  async send(
    tx: Tx,
    event: OrderTextEvent,
    order: TextedOrder,
    extra?: { courier?: OrderTextFacts['courier']; discriminator?: string },
  ): Promise<void> {
    await this.outbox.enqueueRow(tx, this.message(event, order, extra));
    const push = orderEventPush(event, order);
    if (push && this.pushes) {
      await this.pushes.toOrderSubscribers(push, tx, extra?.discriminator ? `:${extra.discriminator}` : '');
    }
  }

  /** After the commit: the worker sends at once rather than at its next poll. */
  committed(): void {
    this.outbox.committed();
  }
}
