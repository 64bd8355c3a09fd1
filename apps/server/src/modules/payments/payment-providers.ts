/**
 * The registry of payment providers, built once from the configuration: it answers which methods this server
 * offers (`/api/config`, checkout), which provider takes an order's method (placement, cancelling, staff's
 * decisions), and lists them for the staff board.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '@suuq/shared/payment-methods';
import type { PaymentProvider } from './payment-provider';

export class PaymentProviders {
  private readonly byMethod = new Map<PaymentMethod, PaymentProvider>();

  constructor(readonly all: readonly PaymentProvider[]) {
    for (const provider of all) {
      for (const method of provider.methods) {
        if (this.byMethod.has(method)) throw new Error(`Two payment providers take ${method}`);
        this.byMethod.set(method, provider);
      }
    }
  }

  /** The methods a shopper may choose here: those of configured providers, in the shared table's order. */
  get offered(): PaymentMethod[] {
    return PAYMENT_METHODS.filter((method) => this.offering(method) !== undefined);
  }

  /** The provider that takes a method for new orders, when it is configured. */
  offering(method: PaymentMethod): PaymentProvider | undefined {
    const provider = this.byMethod.get(method);
    return provider?.configured ? provider : undefined;
  }

  /**
   * The provider of an existing order's method, configured or not: an order paid before its settings were removed
   * is still settled by it (which refuses what it cannot do without them).
   */
  of(method: PaymentMethod): PaymentProvider | undefined {
    return this.byMethod.get(method);
  }
}
