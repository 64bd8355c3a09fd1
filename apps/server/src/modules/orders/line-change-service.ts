/**
 * Staff changing an order after it was placed, before it is on its way: removing one line (out of stock, the
 * customer asked) or replacing it with another product of the store at a quantity. The server reprices the new
 * line, gives back exactly the stock the old line took and takes the new line's, in one statement that locks the
 * stock rows in the one lock order placement uses (so two staff changing lines at once queue, never deadlock and
 * never lose a unit), and writes the order's new sums. A paid order that becomes cheaper owes the difference back
 * by hand (`hand_refunds`); a paid order may not become dearer. Every change is kept with its reason, and the
 * shopper's tracking page follows it live.
 *
 * The store's minimum order is not applied here: it keeps shoppers from placing orders too small to be worth
 * making, while a change is the store's own decision (a line it cannot sell), and refusing it would leave staff
 * only the choice of cancelling the whole order.
 */
import type { Language } from '@suuq/shared/labels';
import type { LineChangeReason } from '@suuq/shared/order-reasons';
import { mayCancelOrder, type OrderStatus } from '@suuq/shared/order-status';
import type { OrderLineRequest } from '@suuq/shared/orders';
import { paymentFlow } from '@suuq/shared/payment-methods';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { ConflictError, fieldProblem, NotFoundError } from '../../lib/domain-error';
import type { OrderEvents } from './order-events';
import type { OrderChangeRepository } from './order-change-repository';
import type { OrderRepository } from './order-repository';
import type { PaymentService } from './payment-service';
import { priceLines } from './pricing';
import type { StockLine, StockService, StockTake } from './stock-service';

export interface LineChangeWhy {
  reason: LineChangeReason;
  note?: string | undefined;
}

export class LineChangeService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderRepository,
    private readonly changes: OrderChangeRepository,
    private readonly stock: StockService,
    private readonly payments: PaymentService,
    private readonly events: OrderEvents,
  ) {}

  /** Removes one line; 409 for the order's only line (cancel it instead). */
  remove(orderNumber: string, storeId: number, lineId: number, why: LineChangeWhy, byUserId: number) {
    return this.change(orderNumber, storeId, lineId, why, byUserId, undefined, 'en');
  }

  /** Replaces one line with `item` (a product of the store, repriced here). */
  replace(
    orderNumber: string,
    storeId: number,
    lineId: number,
    item: OrderLineRequest,
    why: LineChangeWhy,
    byUserId: number,
    lang: Language,
  ) {
    return this.change(orderNumber, storeId, lineId, why, byUserId, item, lang);
  }

  private async change(
    orderNumber: string,
    storeId: number,
    lineId: number,
    why: LineChangeWhy,
    byUserId: number,
    replacement: OrderLineRequest | undefined,
    lang: Language,
  ): Promise<void> {
    const note = why.note?.trim() || null;
    if (why.reason === 'other' && !note) throw fieldProblem('invalid', 'reasonNoteRequired', 'note');
    // The new line priced from the catalog as it is now (its stock is checked under lock below).
    const catalog = replacement ? await this.stock.catalog([replacement.product_id]) : undefined;
    const priced = replacement && catalog ? priceLines([replacement], storeId, catalog, lang)[0] : undefined;
    let take: StockTake | undefined;
    let changed: { at: string; status: OrderStatus };
    try {
      changed = await withTransaction(this.db, async (tx) => {
        take = undefined;
        const order = await this.orders.lockInStore(orderNumber, storeId, tx);
        if (!order) throw new NotFoundError();
        if (!mayCancelOrder(order.status)) throw new ConflictError('orderTooLateToChange');
        // A wallet or PayPal payment still being made is for the total as it is: it may not change under it.
        if (paymentFlow(order.paymentMethod) !== 'by_hand' && order.paymentStatus === 'pending')
          throw new ConflictError('paymentWaitingNoChange');
        const lines = await this.changes.lockItems(order.id, tx);
        const line = lines.find((candidate) => candidate.id === lineId);
        if (!line) throw new NotFoundError('lineNotFound');
        if (!priced && lines.length === 1) throw new ConflictError('lastLineCannotGo');

        const before = line.total + line.depositTotal;
        const after = priced ? priced.total + priced.depositTotal : 0;
        const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'awaiting_confirmation';
        if (paid && after > before) throw new ConflictError('paidCannotCostMore');

        // Exactly what the old line took goes back, and the new line's units are taken, in one locked statement.
        const moves: StockLine[] = [];
        if (line.stockTaken > 0)
          moves.push({ productId: line.productId, variantId: line.variantId, quantity: -line.stockTaken });
        if (priced && !priced.unlimited)
          moves.push({ productId: priced.productId, variantId: priced.variantId, quantity: priced.quantity });
        take = this.stock.toTake(moves);
        if (take) await this.stock.take(take, tx);

        await this.changes.deleteItem(line.id, tx);
        if (priced) {
          await this.changes.insertItem(
            {
              orderId: order.id,
              productId: priced.productId,
              variantId: priced.variantId,
              name: priced.name,
              nameSo: priced.nameSo,
              quantity: priced.quantity,
              unitPrice: priced.unitPrice,
              optionPrice: priced.optionPrice,
              addonPrice: priced.addonPrice,
              total: priced.total,
              options: priced.options,
              addons: priced.addons,
              stockTaken: priced.unlimited ? 0 : priced.quantity,
              containerMode: priced.containerMode,
              depositTotal: priced.depositTotal,
            },
            tx,
          );
        }
        const subtotal = order.subtotal - line.total + (priced?.total ?? 0);
        const depositTotal = order.depositTotal - line.depositTotal + (priced?.depositTotal ?? 0);
        const now = new Date();
        await this.changes.setTotals(
          order.id,
          { subtotal, depositTotal, total: subtotal + order.deliveryFee + depositTotal },
          now,
          tx,
        );
        if (paid && after < before) await this.payments.oweForChange(order, before - after, tx);
        await this.changes.addChange(
          order.id,
          {
            kind: priced ? 'replaced' : 'removed',
            name: line.name,
            name_so: line.nameSo,
            quantity: line.quantity,
            new_name: priced?.name ?? null,
            new_name_so: priced?.nameSo ?? null,
            new_quantity: priced?.quantity ?? null,
            amount: after - before,
            reason: why.reason,
            note: why.reason === 'other' ? note : null,
            by_user_id: byUserId,
            at: now.toISOString(),
          },
          tx,
        );
        return { at: now.toISOString(), status: order.status };
      });
    } catch (error) {
      const short = take ? this.stock.shortfall(error, take) : undefined;
      throw short ?? error;
    }
    const { at, status } = changed;
    await this.events.catalogChanged(storeId);
    // The same event a status change sends: the tracking page fetches the order again and shows the change.
    await this.events.statusChanged(orderNumber, status, at);
    await this.events.storeOrder(storeId, orderNumber, status);
  }
}
