/**
 * What the payment service needs from a mobile-money provider, whoever it is: ask the payer's phone for a payment,
 * look an earlier request up by its reference, and give an approved payment back. Each provider's client turns its
 * own answers into these.
 */
import type { PaymentReason } from '@suuq/shared/payments';

export interface WalletRequest {
  /** Unique per attempt, derived from the order number: the same reference is never charged twice. */
  reference: string;
  /** The order number, as the wallet's invoice. */
  invoice: string;
  /** `2526XXXXXXXX`. */
  phone: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
}

export type WalletAnswer =
  | {
      kind: 'approved';
      transactionId: string;
      /** Minor units the wallet took, when it says (eDahab's status does not: its invoice was for the amount). */
      amount?: number;
    }
  | { kind: 'refused'; reason: PaymentReason }
  /** No answer in time: the payer may still approve, so the attempt is looked up again before anything else. */
  | { kind: 'unconfirmed' }
  /**
   * The request's own answer was lost (its connection failed): the provider may have sent the payer a request we
   * cannot find, so no new one is sent until it would have expired (`requestLifeMs`).
   */
  | { kind: 'unknown' };

export interface Wallet {
  /**
   * Asks the payer's phone for the payment and waits for the answer (or the timeout). `onIssued` receives the
   * provider's own id of the request as soon as it has one (eDahab's invoice), so a crash while waiting can still
   * find it.
   */
  pay(request: WalletRequest, onIssued: (providerRef: string) => Promise<void>): Promise<WalletAnswer>;
  /** What became of an earlier request; `unconfirmed` while the provider has no final answer (or none at all). */
  lookUp(attempt: { reference: string; providerRef: string | null }): Promise<WalletAnswer>;
  /** Gives an approved payment back; false when the provider refused or could not be reached (tried again later). */
  reverse(attempt: { reference: string; transactionId: string }): Promise<boolean>;
  /** How long a request sent to the payer's phone can still be approved (an eDahab invoice's life). */
  readonly requestLifeMs?: number;
}

/** Whole cents from a provider's decimal amount (`"10.0"`, `12.5`). */
export function toMinorAmount(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(parsed) ? Math.round(parsed * 100) : Number.NaN;
}

/** A provider's message reduced to a reason the shopper can read (each provider words its refusals its own way). */
export function reasonFromMessage(text: string): PaymentReason {
  const words = text.toUpperCase();
  if (words.includes('DUPLICATE')) return 'paymentDuplicate';
  if (words.includes('PIN')) return 'paymentWrongPin';
  if (words.includes('BALANCE') || words.includes('FUNDS')) return 'paymentInsufficientBalance';
  if (words.includes('REJECT') || words.includes('CANCELLED BY USER') || words.includes('DECLINED'))
    return 'paymentRejected';
  if (words.includes('ACCOUNT') || words.includes('SUBSCRIBER') || words.includes('NOT REGISTERED'))
    return 'paymentNotOnWallet';
  if (words.includes('TIMEOUT') || words.includes('EXPIRED')) return 'paymentNotConfirmed';
  return 'paymentWalletFailed';
}
