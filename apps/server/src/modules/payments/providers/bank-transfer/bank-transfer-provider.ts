/**
 * A bank transfer to the shop's account: always offered; the order shows the account to pay into, the shopper
 * sends the transfer's receipt and the store's staff confirm it or reject it (`receipt-service`).
 */
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { PaymentProvider } from '../../payment-provider';

export class BankTransferProvider implements PaymentProvider {
  readonly name = 'bank_transfer';
  readonly methods: readonly PaymentMethod[] = ['bank_transfer'];
  readonly configured = true;
  readonly settledByStaff = true;

  admit(): null {
    return null;
  }

  /** Nothing to start: the order's answer already carries the account and the reference to transfer with. */
  async start(): Promise<boolean> {
    return false;
  }

  /** No bank to ask: the receipt and staff's decision say what happened. */
  async lookUp(): Promise<void> {}

  /** Transfers come back by hand, outside the app: cancelling changes nothing here. */
  async settleCancelled(): Promise<void> {}
}
