/** Cash on delivery or at the counter: always offered, settled by the store's staff when they are paid. */
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { PaymentProvider } from '../../payment-provider';

export class CashProvider implements PaymentProvider {
  readonly name = 'cash';
  readonly methods: readonly PaymentMethod[] = ['cash'];
  readonly configured = true;
  readonly settledByStaff = true;

  admit(): null {
    return null;
  }

  /** Nothing to start: the money changes hands with the order. */
  async start(): Promise<boolean> {
    return false;
  }

  /** Nobody to ask: staff say when it is paid. */
  async lookUp(): Promise<void> {}

  /** Nothing taken ahead: cancelling gives nothing back. */
  async settleCancelled(): Promise<void> {}
}
