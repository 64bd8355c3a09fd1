/**
 * WaafiPay (EVC Plus, Zaad, Sahal): `API_PURCHASE` pushes a PIN prompt to the payer's phone and answers once they
 * approve or refuse it; `HPP_GETTRANINFO` looks a reference up; `API_CANCELPURCHASE` reverses an approved purchase.
 * One endpoint, one envelope; every call has a timeout.
 */
import { randomUUID } from 'node:crypto';
import { fromMinor } from '@suuq/shared/money';
import {
  reasonFromMessage,
  toMinorAmount,
  type Wallet,
  type WalletAnswer,
  type WalletRequest,
} from '../../wallet';

export interface WaafiOptions {
  url: string;
  merchantUid: string;
  apiUserId: string;
  apiKey: string;
  /** Milliseconds to wait for the payer's PIN. */
  timeoutMs: number;
  /** Milliseconds for a look-up or a reversal. */
  shortTimeoutMs?: number;
}

interface WaafiResponse {
  responseCode?: string;
  errorCode?: string;
  responseMsg?: string;
  params?: { state?: string; transactionId?: string; txAmount?: string | number; referenceId?: string };
}

/** The envelope's timestamp: `YYYY-MM-DD HH:MM:SS` (WaafiPay takes up to 20 characters). */
function timestamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

export class WaafiClient implements Wallet {
  constructor(private readonly options: WaafiOptions) {}

  private credentials() {
    const { merchantUid, apiUserId, apiKey } = this.options;
    return { merchantUid, apiUserId, apiKey };
  }

  private async call(serviceName: string, serviceParams: object, timeoutMs: number): Promise<WaafiResponse> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        schemaVersion: '1.0',
        requestId: randomUUID(),
        timestamp: timestamp(),
        channelName: 'WEB',
        serviceName,
        serviceParams,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`WaafiPay ${serviceName} answered HTTP ${response.status}`);
    return (await response.json()) as WaafiResponse;
  }

  async pay(request: WalletRequest): Promise<WalletAnswer> {
    let answer: WaafiResponse;
    try {
      answer = await this.call(
        'API_PURCHASE',
        {
          ...this.credentials(),
          paymentMethod: 'MWALLET_ACCOUNT',
          payerInfo: { accountNo: request.phone },
          transactionInfo: {
            referenceId: request.reference,
            invoiceId: request.invoice,
            amount: fromMinor(request.amount),
            currency: request.currency,
            description: request.description.slice(0, 255),
          },
        },
        this.options.timeoutMs,
      );
    } catch {
      // Timed out or cut off: the payer may still approve, so nothing is concluded until the reference is looked up.
      return { kind: 'unconfirmed' };
    }
    // The reference was sent before (a retried call): what it came to is what the look-up says.
    if (reasonFromMessage(answer.responseMsg ?? '') === 'paymentDuplicate') {
      const found = await this.lookUp({ reference: request.reference, providerRef: null });
      return found.kind === 'unconfirmed' ? { kind: 'refused', reason: 'paymentDuplicate' } : found;
    }
    return this.read(answer);
  }

  private read(answer: WaafiResponse): WalletAnswer {
    if (answer.responseCode === '2001' && answer.params?.state?.toUpperCase() === 'APPROVED') {
      return {
        kind: 'approved',
        transactionId: String(answer.params.transactionId ?? ''),
        amount: toMinorAmount(answer.params.txAmount),
      };
    }
    return { kind: 'refused', reason: reasonFromMessage(answer.responseMsg ?? '') };
  }

  async lookUp(attempt: { reference: string; providerRef?: string | null }): Promise<WalletAnswer> {
    try {
      const answer = await this.call(
        'HPP_GETTRANINFO',
        { ...this.credentials(), referenceId: attempt.reference },
        this.options.shortTimeoutMs ?? 15_000,
      );
      if (answer.responseCode === '2001' && answer.params?.state?.toUpperCase() === 'APPROVED') {
        return this.read(answer);
      }
      const state = answer.params?.state?.toUpperCase();
      // Not found, or still waiting on the phone: no conclusion yet.
      if (!state || state === 'PENDING' || state === 'INITIATED') return { kind: 'unconfirmed' };
      return { kind: 'refused', reason: reasonFromMessage(answer.responseMsg ?? state) };
    } catch {
      return { kind: 'unconfirmed' };
    }
  }

  async reverse(attempt: { reference: string; transactionId: string }): Promise<boolean> {
    try {
      const answer = await this.call(
        'API_CANCELPURCHASE',
        {
          ...this.credentials(),
          paymentMethod: 'MWALLET_ACCOUNT',
          transactionId: attempt.transactionId,
          referenceId: attempt.reference,
          description: 'Order cancelled',
        },
        this.options.shortTimeoutMs ?? 15_000,
      );
      // Already reversed (a second process, a retried sweep) counts as done.
      return answer.responseCode === '2001' || /ALREADY_CANCELLED/i.test(answer.responseMsg ?? '');
    } catch {
      return false;
    }
  }
}
