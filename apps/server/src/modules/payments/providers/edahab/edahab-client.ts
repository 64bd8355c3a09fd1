/**
 * eDahab (Somtel): `IssueInvoice` sends the payer an invoice to approve with their PIN, then `CheckInvoiceStatus`
 * is asked until the invoice is `Paid`, refused, or the timeout passes. Every request is signed with `?hash=`, the
 * hex SHA-256 of the raw body followed by the secret.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fromMinor } from '@suuq/shared/money';
import { reasonFromMessage, type Wallet, type WalletAnswer, type WalletRequest } from '../../wallet';

export interface EdahabOptions {
  url: string;
  apiKey: string;
  apiSecret: string;
  agentCode: string;
  /** Milliseconds an invoice may stay unpaid; between two status checks; for one call. */
  timeoutMs: number;
  pollMs: number;
  callTimeoutMs?: number;
}

interface EdahabResponse {
  InvoiceStatus?: string;
  TransactionId?: string | number | null;
  InvoiceId?: string | number | null;
  StatusCode?: number;
  StatusDescription?: string;
}

/** The signature eDahab expects: hex SHA-256 of the raw body followed by the secret. */
export function edahabHash(rawBody: string, secret: string): string {
  return createHash('sha256')
    .update(rawBody + secret)
    .digest('hex');
}

export class EdahabClient implements Wallet {
  constructor(private readonly options: EdahabOptions) {}

  /** An invoice may be paid until its timeout. */
  get requestLifeMs(): number {
    return this.options.timeoutMs;
  }

  private async call(operation: string, body: object): Promise<EdahabResponse> {
    const raw = JSON.stringify(body);
    const hash = edahabHash(raw, this.options.apiSecret);
    const response = await fetch(`${this.options.url.replace(/\/$/, '')}/${operation}?hash=${hash}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: raw,
      signal: AbortSignal.timeout(this.options.callTimeoutMs ?? 15_000),
    });
    if (!response.ok) throw new Error(`eDahab ${operation} answered HTTP ${response.status}`);
    return (await response.json()) as EdahabResponse;
  }

  async pay(request: WalletRequest, onIssued: (providerRef: string) => Promise<void>): Promise<WalletAnswer> {
    const deadline = Date.now() + this.options.timeoutMs;
    let issued: EdahabResponse;
    try {
      issued = await this.call('IssueInvoice', {
        apiKey: this.options.apiKey,
        // eDahab knows its subscribers by the national number (62XXXXXXX).
        edahabNumber: request.phone.replace(/^252/, ''),
        amount: fromMinor(request.amount),
        agentCode: this.options.agentCode,
        currency: request.currency,
      });
    } catch {
      // The invoice may have been issued and its answer lost: without its id it cannot be looked up.
      return { kind: 'unknown' };
    }
    if (issued.StatusCode !== 0 || issued.InvoiceId === undefined || issued.InvoiceId === null) {
      return { kind: 'refused', reason: reasonFromMessage(issued.StatusDescription ?? '') };
    }
    const invoiceId = String(issued.InvoiceId);
    await onIssued(invoiceId);
    while (Date.now() < deadline) {
      await sleep(Math.min(this.options.pollMs, Math.max(0, deadline - Date.now())));
      const found = await this.lookUp({ providerRef: invoiceId });
      if (found.kind !== 'unconfirmed') return found;
    }
    return { kind: 'unconfirmed' };
  }

  /** The invoice's state now; an invoice never issued (no id) has nothing to find. */
  async lookUp(attempt: { providerRef: string | null }): Promise<WalletAnswer> {
    if (!attempt.providerRef) return { kind: 'unconfirmed' };
    try {
      const answer = await this.call('CheckInvoiceStatus', {
        apiKey: this.options.apiKey,
        invoiceId: attempt.providerRef,
      });
      const status = (answer.InvoiceStatus ?? '').toLowerCase();
      if (status === 'paid') {
        return { kind: 'approved', transactionId: String(answer.TransactionId ?? attempt.providerRef) };
      }
      if (status === 'pending' || status === 'unpaid' || status === '') return { kind: 'unconfirmed' };
      return { kind: 'refused', reason: reasonFromMessage(answer.StatusDescription ?? status) };
    } catch {
      return { kind: 'unconfirmed' };
    }
  }

  /** eDahab's contract has no reversal: a payment to give back stays due for staff to settle (and is logged). */
  async reverse(): Promise<boolean> {
    return false;
  }
}
