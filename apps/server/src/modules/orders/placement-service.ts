/**
 * Placing an order: repriced from the database, minimum enforced, stock taken atomically with the order, and made
 * safe to retry with an Idempotency-Key. The new order is published on its live channels after it commits.
 */
import type { FastifyBaseLogger } from 'fastify';
import { promisedWindow } from '@suuq/shared/eta';
import type { LatLng } from '@suuq/shared/geo';
import type { Language } from '@suuq/shared/labels';
import { formatMoney, fromMinor } from '@suuq/shared/money';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import { storePaymentMethods } from '@suuq/shared/store-ordering';
import type { Db } from '../../db/client';
import { violatesForeignKey } from '../../db/pg-errors';
import { withTransaction, type Tx } from '../../db/tx';
import { ConflictError, DomainError, InvalidError, NotFoundError } from '../../lib/domain-error';
import { methodAvailable, priceDelivery } from '../stores/stores-module';
import {
  AnsweredMeanwhile,
  answerOf,
  answerToStore,
  requestFingerprint,
  storedAnswer,
  type IdempotencyClaim,
  type StoredAnswer,
} from './idempotency';
import type { IdempotencyRepository } from './idempotency-repository';
import type { OrderEvents } from './order-events';
import { newOrderNumber } from './order-number';
import type { OrderItemRow, OrderRepository, OrderRow, OrderStatusRow, Placement } from './order-repository';
import { stripInternal, toOrder } from './order-view';
import type { PaymentService } from './payment-service';
import { priceLines, type CatalogSnapshot, type PricedLine } from './pricing';
import type { StockService, StockTake } from './stock-service';
import type { StoreRow } from '../stores/stores-module';
import type { PlacementRepository } from './placement-repository';
import type { SlotGate } from '../hours/hours-module';
import type { PaymentProvider } from '../payments/payments-module';
import type { ShopperTexts } from './shopper-texts';

export interface PlaceOrderContext {
  storeId: number;
  body: PlaceOrderRequest;
  userId: number | null;
  idempotencyKey: string | undefined;
  lang: Language;
}

type Placed =
  | { replay: StoredAnswer }
  | {
      order: OrderRow;
      items: OrderItemRow[];
      history: OrderStatusRow[];
      store: StoreRow;
      catalog: CatalogSnapshot;
      lines: PricedLine[];
      payerPhone: string | null;
      /** Who takes the order's payment, started once the order is committed. */
      provider: PaymentProvider;
      /** The stock still to take, by the transaction's last statement. */
      take: StockTake | undefined;
    };

export class PlacementService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderRepository,
    private readonly stores: PlacementRepository,
    private readonly stock: StockService,
    private readonly payments: PaymentService,
    private readonly keys: IdempotencyRepository,
    private readonly events: OrderEvents,
    private readonly log: FastifyBaseLogger,
    private readonly slots: SlotGate,
    private readonly texts: ShopperTexts,
  ) {}

  async placeOrder(ctx: PlaceOrderContext): Promise<{ status: number; order: Order }> {
    if (!ctx.idempotencyKey) return this.createOrder(ctx, undefined);
    // The key is the caller's: the same key from someone else is another request, never a replay of this one.
    const caller = ctx.userId === null ? 'guest' : `user:${ctx.userId}`;
    const scope = `place-order:${ctx.storeId}:${caller}`;
    const claim: IdempotencyClaim = {
      scope,
      key: ctx.idempotencyKey,
      fingerprint: requestFingerprint(scope, ctx.body),
    };
    try {
      return await this.createOrder(ctx, claim);
    } catch (error) {
      // Another request with this key committed its order between this one's read and its hold: that order is the
      // answer (this one rolled back).
      if (error instanceof AnsweredMeanwhile) {
        const answered = await storedAnswer(this.keys, claim);
        if (answered) return this.replay(answered);
        throw error;
      }
      // A retry checked while the original was still running (its stock not yet taken, say) is refused only if
      // the original did not commit meanwhile: if it did, its order is the answer.
      if (!(error instanceof DomainError)) throw error;
      const late = await storedAnswer(this.keys, claim).catch(() => {
        throw error;
      });
      if (late) return this.replay(late);
      throw error;
    }
  }

  /** The first request's answer again, with the order as it is now. */
  private async replay(answer: StoredAnswer): Promise<{ status: number; order: Order }> {
    const replayed = answer.body as Order;
    const current = await this.orders.byNumber(replayed.order_number, 'private');
    return { status: answer.status, order: current ? stripInternal(current) : replayed };
  }

  private async createOrder(
    ctx: PlaceOrderContext,
    claim: IdempotencyClaim | undefined,
  ): Promise<{ status: number; order: Order }> {
    const { body, lang } = ctx;
    // The stock the order takes, once its lines are priced.
    let take: StockTake | undefined;
    const placed = await withTransaction(
      this.db,
      async (tx): Promise<Placed> => {
        // One statement: the key held for this transaction with what is stored under it, the store, its branch,
        // hours and zones, and the cart's catalog. A retry racing the original is refused (409); one arriving after
        // it committed replays it.
        const found = await this.stores.forPlacement(
          {
            storeId: ctx.storeId,
            branchId: body.branch_id,
            key: claim,
            productIds: body.items.map((i) => i.product_id),
            delivery: body.delivery_method === 'delivery',
          },
          tx,
        );
        if (!found.held) throw new ConflictError('idempotencyInProgress');
        const stored = claim && answerOf(found.stored, claim);
        if (stored) return { replay: stored };
        const { store, catalog } = found;
        if (!store) throw new NotFoundError();
        if (store.status !== 'active') throw new InvalidError('storeNotTakingOrders');
        if (!store.isOpen) throw new ConflictError('storeClosed');
        // For now: open by the hours (else when it opens); for later: a slot the store offers (room taken below).
        const slot = this.slots.admit(store, found.times, body.scheduled_for, lang);
        if (found.branchId === null) {
          throw new InvalidError('branchMismatch', {}, { branch_id: ['branchMismatch'] });
        }
        const branchId = found.branchId;

        if (!methodAvailable(store, body.delivery_method)) throw new InvalidError('deliveryUnavailable');
        if (body.delivery_method === 'delivery' && !body.address) {
          throw new InvalidError('addressRequired', {}, { address: ['addressRequired'] });
        }
        // A method the store takes (its staff choose among the server's), else 422 as for one the server lacks.
        if (!storePaymentMethods(store.paymentMethods).includes(body.payment_method)) {
          throw new InvalidError('paymentUnavailable');
        }
        // A method this server takes (422 otherwise), and what its provider needs from the order: for a wallet, a
        // Somali mobile number to push the PIN prompt to.
        const { provider, payerPhone } = this.payments.admit(body.payment_method, body.payer_phone);
        const lines = priceLines(body.items, store.id, catalog, lang);
        const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
        // Delivery is priced by the address's cheapest zone whose minimum (when set, it replaces the store's) the
        // order meets.
        const { fee, minimum } = priceDelivery(
          store,
          found.zones,
          body.delivery_method,
          body.address,
          subtotal,
        );
        // Container deposits are charged on top, never counted toward the minimum.
        const depositTotal = lines.reduce((sum, line) => sum + line.depositTotal, 0);
        if (subtotal < minimum) {
          // Written as every price is ('$5.00'), as the cart and checkout write the same minimum.
          // The spec's words, the minimum, and how much more the order needs, as the cart says it too.
          const amount = formatMoney(fromMinor(minimum), store.currency, lang);
          const more = formatMoney(fromMinor(minimum - subtotal), store.currency, lang);
          throw new InvalidError('minimumOrderShort', { amount, more }, { minimum: [amount] });
        }
        // Sold out as the catalog was read: refused before any stock row is locked.
        this.stock.checkSnapshot(lines, catalog);
        take = this.stock.toTake(limitedLines(lines));

        // The order, its lines, its first status and the key's answer are written by one statement; its stock is
        // taken last (below).
        const written = await this.insertOrder(
          {
            storeId: store.id,
            storeName: store.name,
            language: lang,
            branchId,
            userId: ctx.userId,
            body,
            subtotal,
            deliveryFee: fee,
            depositTotal,
            currency: store.currency,
            scheduledFor: slot?.start ?? null,
            payerPhone,
            // For as soon as possible: the window promised now, from the store's preparation time and the ride to
            // the address; an order for later has its slot instead.
            window: slot
              ? null
              : promisedWindow(
                  new Date(),
                  body.delivery_method,
                  store.prepMinutes,
                  store,
                  pointOf(body.address),
                ),
          },
          lines.map((line) => ({
            productId: line.productId,
            variantId: line.variantId,
            name: line.name,
            nameSo: line.nameSo,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            optionPrice: line.optionPrice,
            addonPrice: line.addonPrice,
            total: line.total,
            options: line.options,
            addons: line.addons,
            // Unlimited products take nothing; cancelling gives back exactly what was taken.
            stockTaken: line.unlimited ? 0 : line.quantity,
            containerMode: line.containerMode,
            depositTotal: line.depositTotal,
          })),
          claim,
          tx,
        );
        // An order for later takes its place in the slot after the stock (one lock order everywhere): both here, a
        // full slot rolling the order back (409). Any other order's stock is its last statement, sent with COMMIT.
        if (slot) {
          if (take) await this.stock.take(take, tx);
          await this.slots.take(slot, lang, tx);
          return { ...written, store, catalog, lines, payerPhone, provider, take: undefined };
        }
        return { ...written, store, catalog, lines, payerPhone, provider, take };
      },
      {
        last: (done) => ('take' in done && done.take ? this.stock.takeStatement(done.take) : undefined),
      },
    ).catch((error: unknown) => {
      // Too little stock for a line once its row was locked: 409, and the order rolled back.
      const short = take && this.stock.shortfall(error, take);
      if (short) throw short;
      // Staff deleted a product of the cart after it was priced: the order cannot name it any more.
      if (violatesForeignKey(error, 'product')) throw new ConflictError('productUnavailable');
      throw error;
    });
    if ('replay' in placed) return this.replay(placed.replay);
    this.texts.committed();
    const { store, catalog, lines, provider } = placed;
    const { orderNumber } = placed.order;
    if (lines.some((line) => !line.unlimited)) await this.events.catalogChanged(store.id);

    // The order stands without its payment started (the shopper can start it again from the order): a PayPal
    // link, a wallet's PIN prompt whose answer comes live.
    const changed = await provider.start({ id: placed.order.id, orderNumber }).catch((err: unknown) => {
      this.log.error({ err, orderNumber, provider: provider.name }, 'payment not started');
      return false;
    });
    if (ctx.userId && body.address_id) await this.orders.markAddressUsed(body.address_id, ctx.userId);
    // The order as just written, without reading it back, unless starting its payment changed it (a link).
    const order = changed
      ? await this.orders.byNumber(orderNumber, 'private')
      : toOrder(
          placed.order,
          store,
          placed.items.map((item) => ({ item, image: catalog.products.get(item.productId)?.image ?? '' })),
          placed.history,
          'private',
          this.orders.bank,
        );
    if (!order) throw new Error(`Order ${orderNumber} vanished after commit`);
    await this.events.statusChanged(
      orderNumber,
      'sent',
      order.status_history[0]?.at ?? new Date().toISOString(),
    );
    await this.events.storeOrder(store.id, orderNumber);
    return { status: 201, order: stripInternal(order) };
  }

  private async insertOrder(
    o: {
      storeId: number;
      storeName: string;
      language: Language;
      branchId: number;
      userId: number | null;
      body: PlaceOrderRequest;
      subtotal: number;
      deliveryFee: number;
      depositTotal: number;
      currency: string;
      scheduledFor: Date | null;
      payerPhone: string | null;
      window: { readyAt: Date; deliveryAt: Date | null } | null;
    },
    items: Placement['items'],
    claim: IdempotencyClaim | undefined,
    tx: Tx,
  ): Promise<{
    order: OrderRow;
    items: OrderItemRow[];
    history: OrderStatusRow[];
  }> {
    const address = o.body.delivery_method === 'delivery' ? o.body.address : undefined;
    // 40 random bits: a clash is rare, and then the next number is tried.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const orderNumber = newOrderNumber();
      const written = await this.orders.insertPlacement(
        {
          order: {
            orderNumber,
            storeId: o.storeId,
            branchId: o.branchId,
            userId: o.userId,
            deliveryMethod: o.body.delivery_method,
            paymentMethod: o.body.payment_method,
            customerName: o.body.customer.name,
            customerPhone: o.body.customer.phone,
            customerEmail: o.body.customer.email || null,
            addressLine: address?.line ?? null,
            addressLat: address?.lat ?? null,
            addressLng: address?.lng ?? null,
            addressNotes: address?.notes ?? null,
            notes: o.body.notes ?? null,
            scheduledFor: o.scheduledFor,
            estimatedReadyAt: o.window?.readyAt ?? null,
            estimatedDeliveryAt: o.window?.deliveryAt ?? null,
            payerPhone: o.payerPhone,
            subtotal: o.subtotal,
            deliveryFee: o.deliveryFee,
            depositTotal: o.depositTotal,
            total: o.subtotal + o.deliveryFee + o.depositTotal,
            currency: o.currency,
            language: o.language,
          },
          items,
          status: 'sent',
          byUserId: o.userId,
          // The answer is recorded with the order: either both exist or neither does.
          answer: claim && answerToStore(claim, { status: 201, body: { order_number: orderNumber } }),
          // So is the shopper's text that it was placed.
          text: this.texts.placed(
            {
              orderNumber,
              storeId: o.storeId,
              customerPhone: o.body.customer.phone,
              language: o.language,
              deliveryMethod: o.body.delivery_method,
            },
            o.storeName,
          ),
          // And the push to the store's staff.
          push: this.texts.newOrderPush(orderNumber, o.storeId),
        },
        tx,
      );
      if (!written) continue;
      if (!written.answered) throw new AnsweredMeanwhile();
      return written;
    }
    throw new Error('Could not find a free order number');
  }
}

/** The address's map pin when it has one (a written address alone has none: a typical distance is assumed). */
function pointOf(address: PlaceOrderRequest['address']): LatLng | null {
  return address && typeof address.lat === 'number' && typeof address.lng === 'number'
    ? { lat: address.lat, lng: address.lng }
    : null;
}

/** The lines whose stock is counted (not unlimited), as stock takes them. */
function limitedLines(lines: readonly PricedLine[]) {
  return lines.filter((line) => !line.unlimited);
}
