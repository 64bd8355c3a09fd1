/**
 * Bank-transfer proof: the shopper sends a receipt (the order's owner, or anyone holding the number of a guest
 * order), the payment waits for the store, and staff confirm it (paid) or reject it with a reason the shopper
 * reads (failed, and a new receipt may follow), texted to the shopper with the rejection. A cancelled order is never paid: it takes no receipt and no
 * confirmation. Receipts are shown only to the order's owner and its store's staff. Every change is pushed live.
 */
import type { PaymentDecisionRequest } from '@suuq/shared/receipts';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import { ConflictError, InvalidError, NotAllowedError, NotFoundError } from '../../../../lib/domain-error';
import type { OrderPaymentRepository } from '../../order-payment-repository';
import type { OrderPorts, PaymentEvents, Viewer } from '../../order-ports';
import type { PaymentOrder } from '../../payment-provider';
import type { ReceiptRepository } from './receipt-repository';
import type { ReceiptStore, StoredReceipt } from './receipt-store';

type OrderRow = PaymentOrder;

export class ReceiptService {
  constructor(
    private readonly orders: OrderPaymentRepository,
    private readonly receipts: ReceiptRepository,
    private readonly files: ReceiptStore,
    private readonly events: PaymentEvents,
    /** Whether staff settle a method by hand (its provider says); the others are settled by their provider. */
    private readonly settledByStaff: (method: PaymentMethod) => boolean,
    /** The shopper's text that their receipt was rejected, written with the rejection. */
    private readonly texts: Pick<OrderPorts, 'receiptRejected' | 'committed'>,
  ) {}

  /** Keeps the shopper's receipt and sets the payment awaiting confirmation. */
  async upload(orderNumber: string, viewer: Viewer | undefined, file: Buffer | undefined): Promise<void> {
    const order = await this.orders.row(orderNumber);
    if (!order) throw new NotFoundError();
    // A customer's order is theirs (and their store's); a guest order belongs to whoever holds its number.
    if (order.userId !== null && !isOwnerOrStaff(order, viewer)) throw new NotAllowedError('forbidden');
    refuseUnpayable(order);
    if (!file) throw new InvalidError('receiptRequired', {}, { receipt: ['receiptRequired'] });

    const name = await this.files.save(file);
    const attached = await this.receipts.attach(
      order.id,
      { file: name, at: new Date(), by: viewer?.id ?? null },
      ['pending', 'failed', 'awaiting_confirmation'],
    );
    if (!attached) {
      // Cancelled or paid while the file was being checked.
      await this.files.remove(name);
      const now = await this.orders.rowById(order.id);
      if (now) refuseUnpayable(now);
      throw new ConflictError('receiptAlreadyPaid');
    }
    // The earlier receipt stays: anyone holding a guest order's number may send one, and must not erase another's.
    await this.events.paymentChanged(order.orderNumber, order.status, 'awaiting_confirmation');
    await this.events.storeOrder(order.storeId, order.orderNumber);
  }

  /** The receipt's bytes, for the order's owner and its store's staff only (403 for anyone else). */
  async read(orderNumber: string, viewer: Viewer | undefined): Promise<StoredReceipt> {
    const order = await this.orders.row(orderNumber);
    if (!order) throw new NotFoundError();
    if (!isOwnerOrStaff(order, viewer)) throw new NotAllowedError('forbidden');
    const receipt = order.receiptFile ? await this.files.read(order.receiptFile) : undefined;
    if (!receipt) throw new NotFoundError();
    return receipt;
  }

  /**
   * Staff settle a cash or bank-transfer payment: `confirm` marks it paid, `reject` (a receipt awaiting
   * confirmation) marks it failed with the reason the shopper sees. Provider payments are refused (409).
   */
  async decide(orderNumber: string, storeId: number, request: PaymentDecisionRequest): Promise<void> {
    const order = await this.orders.rowInStore(orderNumber, storeId);
    if (!order) throw new NotFoundError();
    if (!this.settledByStaff(order.paymentMethod)) throw new ConflictError('paymentUnavailable');
    if (order.status === 'cancelled') throw new ConflictError('orderCancelled');

    if (request.decision === 'confirm') {
      if (order.paymentStatus === 'paid') return;
      const done = await this.receipts.decide(order.id, { paymentStatus: 'paid' }, [
        'pending',
        'awaiting_confirmation',
        'failed',
      ]);
      if (!done) throw await this.moved(order.id);
      await this.events.paymentChanged(order.orderNumber, order.status, 'paid');
      return;
    }

    const reason = request.reason?.trim();
    if (!reason) {
      throw new InvalidError('rejectionReasonRequired', {}, { reason: ['rejectionReasonRequired'] });
    }
    if (order.paymentMethod !== 'bank_transfer' || order.paymentStatus !== 'awaiting_confirmation') {
      throw new ConflictError('receiptNotAwaiting');
    }
    // The rejection and the shopper's text commit together; each receipt rejected is texted once.
    const done = await this.receipts.transaction(async (tx) => {
      const rejected = await this.receipts.reject(order.id, reason, tx);
      if (!rejected) return false;
      const receipt = `receipt-${rejected.uploadedAt?.getTime() ?? 0}`;
      await this.texts.receiptRejected(order, receipt, tx);
      return true;
    });
    if (!done) throw await this.moved(order.id);
    this.texts.committed();
    await this.events.paymentChanged(order.orderNumber, order.status, 'failed');
  }

  /** Why a decision found the order changed under it: cancelled meanwhile, or settled by someone else. */
  private async moved(orderId: number): Promise<ConflictError> {
    const now = await this.orders.rowById(orderId);
    if (now?.status === 'cancelled') return new ConflictError('orderCancelled');
    if (now?.paymentStatus === 'paid') return new ConflictError('receiptAlreadyPaid');
    return new ConflictError('receiptNotAwaiting');
  }
}

function isOwnerOrStaff(order: OrderRow, viewer: Viewer | undefined): boolean {
  if (!viewer) return false;
  if (order.userId !== null && order.userId === viewer.id) return true;
  return viewer.role === 'staff' && viewer.storeId === order.storeId;
}

/** A receipt is only for a bank transfer still owed: never for a cancelled order, nor one already paid. */
function refuseUnpayable(order: OrderRow): void {
  if (order.paymentMethod !== 'bank_transfer') throw new ConflictError('receiptNotBankTransfer');
  if (order.status === 'cancelled') throw new ConflictError('orderCancelled');
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    throw new ConflictError('receiptAlreadyPaid');
  }
}
