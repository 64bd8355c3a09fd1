/**
 * A bank transfer to the shop's account: always offered; the order shows the account to pay into, the shopper
 * sends the transfer's receipt and the store's staff confirm it or reject it (`receipt-service`).
 */
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { Tx } from '../../../../db/tx';
import type { HandRefundRepository } from '../../hand-refund-repository';
import type { PaymentOrder, PaymentProvider } from '../../payment-provider';

export class BankTransferProvider implements PaymentProvider {
  readonly name = 'bank_transfer';
  readonly methods: readonly PaymentMethod[] = ['bank_transfer'];
  readonly configured = true;
  readonly settledByStaff = true;

  constructor(private readonly refunds: HandRefundRepository) {}

  admit(): null {
    return null;
  }

  /** Nothing to start: the order's answer already carries the account and the reference to transfer with. */
  async start(): Promise<boolean> {
    return false;
  }

  /** No bank to ask: the receipt and staff's decision say what happened. */
  async lookUp(): Promise<void> {}

  /**
   * Transfers come back by hand, outside the app: a cancelled order that was paid, or whose receipt was still
   * waiting for staff (the money has most likely left the customer's account), is recorded as owed back, shown as
   * `refund_due` until staff say they gave it.
   */
  async settleCancelled(order: PaymentOrder, tx: Tx): Promise<void> {
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'awaiting_confirmation')
      await this.refunds.recordDue(order, tx);
  }
}
