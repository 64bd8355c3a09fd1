/**
 * What the rest of the server asks of a way to pay, whoever runs it: whether it is configured and which methods it
 * takes, checking a new order's payment, starting it once the order is committed, asking the provider again what
 * became of it, and giving the money back when the order is cancelled. Each provider (cash, bank transfer,
 * PayPal, each mobile wallet) implements it in its folder under `providers/`; `PaymentProviders` holds them all.
 */
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { Tx } from '../../db/tx';
import type { orders } from '../../db/schema';

/** An order's row as a provider reads it (its payment columns among the rest). */
export type PaymentOrder = typeof orders.$inferSelect;

/** An order just committed, whose payment starts now. */
export interface PlacedOrder {
  id: number;
  orderNumber: string;
}

export interface PaymentProvider {
  /** Its name in logs. */
  readonly name: string;
  /** The methods a shopper may choose that this provider takes. */
  readonly methods: readonly PaymentMethod[];
  /** Whether its settings are all present: a provider that is not is never offered. */
  readonly configured: boolean;
  /** Whether the store's staff settle its payments by hand (confirm, or reject a receipt). */
  readonly settledByStaff: boolean;
  /**
   * Checks the payment of an order about to be placed, inside its transaction: answers the payer's number to keep
   * with the order (a wallet's), else null. Throws a domain error the shopper can fix (a missing number).
   */
  admit(method: PaymentMethod, payerPhone: string | undefined): string | null;
  /**
   * Starts paying an order once it is committed (a PIN prompt, an approval link); the order stands whatever
   * happens here. True when the order's answer changed since it was written (it carries a new link).
   */
  start(order: PlacedOrder): Promise<boolean>;
  /** Asks the provider again what became of the order's payment, and writes down an approval that came late. */
  lookUp(orderId: number): Promise<void>;
  /**
   * Inside the transaction cancelling an order: gives back what it paid (a refund, or a reversal marked for
   * after the commit) and makes a payment still waiting impossible to finish.
   */
  settleCancelled(order: PaymentOrder, tx: Tx): Promise<void>;
}
