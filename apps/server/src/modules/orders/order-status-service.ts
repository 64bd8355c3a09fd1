/**
 * Staff moving an order through its statuses (the moves allowed are in `@suuq/shared/order-status`). Cancelling
 * puts the stock back and settles the payment (a paid PayPal order is refunded) in the same transaction.
 */
import { mayCancelOrder, mayMoveOrder, type OrderStatus } from '@suuq/shared/order-status';
import { paymentFlow } from '@suuq/shared/payment-methods';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import type { CancelReason } from '@suuq/shared/order-reasons';
import { ConflictError, fieldProblem, notFound } from '../../lib/domain-error';
import type { OrderEvents } from './order-events';
import type { OrderChangeRepository } from './order-change-repository';
import type { OrderRepository } from './order-repository';
import type { PaymentService } from './payment-service';
import type { StockService } from './stock-service';
import type { SlotGate } from '../hours/hours-module';
import { NO_COURIERS, type CourierPort } from './courier-port';

export class OrderStatusService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderRepository,
    private readonly changes: Pick<OrderChangeRepository, 'setCancelReason'>,
    private readonly stock: StockService,
    private readonly payments: PaymentService,
    private readonly events: OrderEvents,
    private readonly slots: Pick<SlotGate, 'giveBack'>,
    private readonly couriers: Pick<CourierPort, 'orderMoving'> = NO_COURIERS,
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
      const now = new Date();
      await this.orders.setStatus(order.id, next, now, tx);
      await this.orders.addStatus({ orderId: order.id, status: next, at: now, byUserId }, tx);
      return { status: next, at: now.toISOString(), afterCommit };
    });
    // Cancelling put the stock back.
    if (status === 'cancelled') await this.events.catalogChanged(storeId);
    await this.events.statusChanged(orderNumber, status, at);
    await this.events.storeOrder(storeId, orderNumber, status);
    await afterCommit();
    return status;
  }
}
