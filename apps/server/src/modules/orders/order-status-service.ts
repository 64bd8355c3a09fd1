/**
 * Staff moving an order through its statuses (the moves allowed are in `@suuq/shared/order-status`). Cancelling
 * puts the stock back and settles the payment (a paid PayPal order is refunded) in the same transaction;
 * delivering posts the order's money to the ledger in it.
 */
import { mayCancelOrder, mayMoveOrder, type OrderStatus } from '@suuq/shared/order-status';
import { paymentFlow } from '@suuq/shared/payment-methods';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import type { CancelReason } from '@suuq/shared/order-reasons';
import { ConflictError, fieldProblem, notFound } from '../../lib/domain-error';
import { LedgerWriter } from '../../lib/ledger';
import type { OrderEvents } from './order-events';
import type { OrderChangeRepository } from './order-change-repository';
import type { OrderRepository } from './order-repository';
import type { PaymentService } from './payment-service';
import type { StockService } from './stock-service';
import type { SlotGate } from '../hours/hours-module';
import { NO_COURIERS, type CourierPort } from './courier-port';
import type { ShopperTexts } from './shopper-texts';

/** The moves the shopper is texted about (ready is shown on the tracking page only). */
const TEXTED = {
  accepted: 'accepted',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const satisfies Partial<Record<OrderStatus, string>>;

export class OrderStatusService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderRepository,
    private readonly changes: Pick<OrderChangeRepository, 'setCancelReason'>,
    private readonly stock: StockService,
    private readonly payments: PaymentService,
    private readonly events: OrderEvents,
    private readonly slots: Pick<SlotGate, 'giveBack'>,
    private readonly texts: ShopperTexts,
    private readonly couriers: Pick<CourierPort, 'orderMoving'> = NO_COURIERS,
    private readonly ledger: Pick<LedgerWriter, 'orderDelivered'> = new LedgerWriter(),
  ) {}

  /**
   * Moves an order forward (never back). Cancelling is allowed until the order is on its way, and puts the stock
   * back. Returns the new status.
   */
  async advance(
    orderNumber: string,
    storeId: number,
    next: OrderStatus,
    byUserId: number,
    /** Why it is cancelled: what the shopper reads (`note` is required with `other`). */
    why?: { reason?: CancelReason | undefined; note?: string | undefined },
  ): Promise<OrderStatus> {
    const note = why?.note?.trim() || null;
    if (next === 'cancelled' && why?.reason === 'other' && !note)
      throw fieldProblem('invalid', 'reasonNoteRequired', 'note');
    const { status, at, afterCommit } = await withTransaction(this.db, async (tx) => {
      const order = await this.orders.lockInStore(orderNumber, storeId, tx);
      if (!order) throw notFound();
      // A pickup or dine-in order is collected at the store: it has no road to be on.
      if (next === 'on_the_way' && order.deliveryMethod !== 'delivery' && order.status !== 'cancelled')
        throw new ConflictError('notOnPickupPath');
      if (!mayMoveOrder(order.status, next, order.deliveryMethod))
        throw new ConflictError('statusNotForward');
      // A wallet or PayPal payment not through yet holds the order: it may be prepared, but it leaves the store
      // (past the point where it can still be cancelled) only once paid, or the hold could cancel it on the road.
      const unpaid =
        paymentFlow(order.paymentMethod) !== 'by_hand' &&
        (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
      if (next !== 'cancelled' && !mayCancelOrder(next) && unpaid)
        throw new ConflictError('unpaidCannotLeave');
      if (next === 'cancelled') {
        const lines = await this.orders.items(order.id, tx);
        await this.stock.giveBackOrder(lines, tx);
        // An order for later gives its place in the slot back.
        if (order.scheduledFor) await this.slots.giveBack(order.storeId, order.scheduledFor, tx);
        await this.payments.settleCancelled(order, tx);
        if (why?.reason) await this.changes.setCancelReason(order.id, why.reason, note, tx);
      }
      // A Suuq captain's delivery starts, ends or refuses the move in the same transaction.
      const afterCommit = await this.couriers.orderMoving(order, next, byUserId, tx);
      // Delivered: its sale, commission and collection are posted with the status, once (decision 025).
      if (next === 'delivered') await this.ledger.orderDelivered(order, tx);
      const now = new Date();
      await this.orders.setStatus(order.id, next, now, tx);
      await this.orders.addStatus({ orderId: order.id, status: next, at: now, byUserId }, tx);
      const told = TEXTED[next as keyof typeof TEXTED] as (typeof TEXTED)[keyof typeof TEXTED] | undefined;
      if (told) await this.texts.send(tx, told, order);
      return { status: next, at: now.toISOString(), afterCommit };
    });
    this.texts.committed();
    // Cancelling put the stock back.
    if (status === 'cancelled') await this.events.catalogChanged(storeId);
    await this.events.statusChanged(orderNumber, status, at);
    await this.events.storeOrder(storeId, orderNumber, status);
    await afterCommit();
    return status;
  }
}
