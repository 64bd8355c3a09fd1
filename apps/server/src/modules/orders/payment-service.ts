/**
 * What orders asks of the payments module, through its registry of providers: which provider takes a new order's
 * method (and the payer's number it keeps), starting that payment once the order is committed, and settling the
 * payment of an order being cancelled. Nothing here names a provider: each method's rules live in its provider.
 */
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { Tx } from '../../db/tx';
import { InvalidError } from '../../lib/domain-error';
import type {
  PaymentOrder,
  PaymentProvider,
  PaymentProviders,
  PaymentsDeps,
} from '../payments/payments-module';

export interface AdmittedPayment {
  provider: PaymentProvider;
  /** The wallet's number to keep with the order, for a wallet payment. */
  payerPhone: string | null;
}

export class PaymentService {
  constructor(
    private readonly providers: PaymentProviders,
    private readonly refunds: Pick<
      PaymentsDeps['refunds'],
      'oweForChange' | 'oweRestByHand' | 'settleCancelled'
    >,
  ) {}

  /** The provider of a new order's method, when this server takes it (422 otherwise), with its checks passed. */
  admit(method: PaymentMethod, payerPhone: string | undefined): AdmittedPayment {
    const provider = this.providers.offering(method);
    if (!provider) throw new InvalidError('paymentUnavailable');
    return { provider, payerPhone: provider.admit(method, payerPhone) };
  }

  /**
   * Settles the payment of an order being cancelled, inside the cancelling transaction; a provider that cannot
   * give the money back now refuses the cancel (503), for staff to try again.
   */
  async settleCancelled(order: PaymentOrder, tx: Tx): Promise<void> {
    if (await this.refunds.oweRestByHand(order, tx)) return;
    await this.providers.of(order.paymentMethod)?.settleCancelled(order, tx);
    await this.refunds.settleCancelled(order, tx);
  }

  /**
   * Inside the transaction changing a paid order's lines: what the change took off its total (minor units) is
   * owed back to the payer, by hand.
   */
  async oweForChange(order: PaymentOrder, amount: number, tx: Tx): Promise<void> {
    await this.refunds.oweForChange(order, amount, tx);
  }
}
