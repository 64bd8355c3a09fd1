/**
 * A local stand-in for WaafiPay's API (`API_PURCHASE`, `HPP_GETTRANINFO`, `API_CANCELPURCHASE` on one endpoint), so
 * payment tests and a newcomer's `PAYMENTS_FAKE=1` never reach the internet. It checks each request's shape
 * (fields, lengths, credentials; what is wrong lands in `problems`) and answers by the payer's number (see
 * `fake-wallet-numbers.ts`). Each reference is charged at most once, as WaafiPay does.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checker, fakeOutcome, isAmount, lengthBetween, type FakeOutcome } from './fake-wallet-numbers';

export interface WaafiCredentials {
  merchantUid: string;
  apiUserId: string;
  apiKey: string;
}

export const FAKE_WAAFI_CREDENTIALS: WaafiCredentials = {
  merchantUid: 'M0910291',
  apiUserId: '1000416',
  apiKey: 'API-675418888AHX-FAKE-KEY',
};

interface Purchase {
  reference: string;
  phone: string;
  amount: number;
  outcome: FakeOutcome;
  state: 'approved' | 'refused' | 'waiting' | 'reversed';
  transactionId?: string;
}

export interface FakeWaafi {
  url: string;
  /** Every purchase by reference, and the ones that took money. */
  purchases: Map<string, Purchase>;
  charges(): Purchase[];
  /** What the fake found wrong in the requests it got. */
  problems: string[];
  /** Requests by service name. */
  calls: string[];
  /** While true, purchase answers wait (the payer has not reached the PIN yet) until `release()`. */
  hold: boolean;
  release(): void;
  /** The payer approves, late, a purchase that got no answer in time. */
  approveLate(reference: string): void;
  close(): Promise<void>;
}

const REFERENCE = /^[A-Za-z0-9._-]{1,50}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFUSALS: Partial<Record<FakeOutcome, { errorCode: string; responseMsg: string }>> = {
  rejected: { errorCode: 'E10205', responseMsg: 'RCS_USER_REJECTED' },
  wrongPin: { errorCode: 'E10309', responseMsg: 'RCS_INVALID_PIN' },
  insufficient: { errorCode: 'E10308', responseMsg: 'RCS_NO_SUFFICIENT_BALANCE' },
  notOnWallet: { errorCode: 'E10203', responseMsg: 'RCS_INVALID_ACCOUNT' },
  duplicate: { errorCode: 'E10101', responseMsg: 'RCS_DUPLICATE_REFERENCE' },
};

/** `delayMs`: how long the payer takes to answer the PIN prompt (0 in tests; a few seconds to try it by hand). */
export async function startFakeWaafi(
  credentials = FAKE_WAAFI_CREDENTIALS,
  { port = 0, delayMs = 0 } = {},
): Promise<FakeWaafi> {
  const purchases = new Map<string, Purchase>();
  const problems: string[] = [];
  const calls: string[] = [];
  const held: (() => void)[] = [];
  const check = checker(problems);
  let counter = 0;
  const fake: Partial<FakeWaafi> = { purchases, problems, calls, hold: false };
  fake.charges = () => [...purchases.values()].filter((p) => p.transactionId !== undefined);
  fake.release = () => held.splice(0).forEach((go) => go());
  const approve = (purchase: Purchase) => {
    counter += 1;
    purchase.state = 'approved';
    purchase.transactionId = String(4_000_000 + counter);
  };
  fake.approveLate = (reference) => {
    const purchase = purchases.get(reference);
    if (purchase?.state === 'waiting') approve(purchase);
  };

  function answer(res: ServerResponse, code: string, extra: object) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        schemaVersion: '1.0',
        timestamp: new Date().toISOString(),
        responseId: String(Date.now()),
        responseCode: code,
        errorCode: code === '2001' ? '0' : 'E10000',
        responseMsg: code === '2001' ? 'RCS_SUCCESS' : 'RCS_FAILED',
        ...extra,
      }),
    );
  }
  const refuse = (res: ServerResponse, outcome: FakeOutcome) =>
    answer(res, '5206', { ...REFUSALS[outcome], params: {} });

  function envelopeOk(body: Record<string, unknown>, params: Record<string, unknown>): boolean {
    return [
      check(body.schemaVersion === '1.0', 'schemaVersion'),
      check(typeof body.requestId === 'string' && UUID.test(body.requestId), 'requestId'),
      check(lengthBetween(body.timestamp, 1, 20), 'timestamp'),
      check(body.channelName === 'WEB', 'channelName'),
      check(lengthBetween(body.serviceName, 10, 25), 'serviceName'),
      check(lengthBetween(params.merchantUid, 7, 15), 'merchantUid length'),
      check(lengthBetween(params.apiUserId, 7, 15), 'apiUserId length'),
      check(lengthBetween(params.apiKey, 20, 40), 'apiKey length'),
      check(
        params.merchantUid === credentials.merchantUid &&
          params.apiUserId === credentials.apiUserId &&
          params.apiKey === credentials.apiKey,
        'credentials',
      ),
    ].every(Boolean);
  }

  function purchase(params: Record<string, unknown>, res: ServerResponse) {
    const payer = (params.payerInfo ?? {}) as Record<string, unknown>;
    const info = (params.transactionInfo ?? {}) as Record<string, unknown>;
    const ok = [
      check(params.paymentMethod === 'MWALLET_ACCOUNT', 'paymentMethod'),
      check(typeof payer.accountNo === 'string' && /^\d{10,20}$/.test(payer.accountNo), 'accountNo'),
      check(typeof info.referenceId === 'string' && REFERENCE.test(info.referenceId), 'referenceId'),
      check(lengthBetween(info.invoiceId, 1, 50), 'invoiceId'),
      check(isAmount(info.amount), 'amount'),
      check(typeof info.currency === 'string' && /^[A-Z]{3,4}$/.test(info.currency), 'currency'),
      check(info.description === undefined || lengthBetween(info.description, 0, 255), 'description'),
    ].every(Boolean);
    if (!ok) return answer(res, '5001', { responseMsg: 'RCS_INVALID_REQUEST', params: {} });
    const reference = info.referenceId as string;
    if (purchases.has(reference)) return refuse(res, 'duplicate');
    const phone = payer.accountNo as string;
    // WaafiPay serves EVC Plus, Zaad and Sahal numbers; an eDahab number is not on it.
    const onWaafi = /^252(61|77|63|90)/.test(phone);
    const outcome = onWaafi ? fakeOutcome(phone) : 'notOnWallet';
    const entry: Purchase = { reference, phone, amount: info.amount as number, outcome, state: 'waiting' };
    purchases.set(reference, entry);
    const settle = () => {
      if (outcome === 'noAnswer') return; // the phone never answers: the caller's timeout ends the request
      if (outcome !== 'approved') {
        entry.state = 'refused';
        return refuse(res, outcome);
      }
      approve(entry);
      answer(res, '2001', {
        params: {
          accountNo: `${phone.slice(0, 6)}****${phone.slice(-4)}`,
          accountType: 'MWALLET_ACCOUNT',
          state: 'APPROVED',
          referenceId: reference,
          transactionId: entry.transactionId,
          issuerTransactionId: `ISR00${entry.transactionId}`,
          txAmount: String(entry.amount),
        },
      });
    };
    if (fake.hold) held.push(settle);
    else if (delayMs > 0) setTimeout(settle, delayMs);
    else settle();
  }

  function tranInfo(params: Record<string, unknown>, res: ServerResponse) {
    const found = purchases.get(String(params.referenceId));
    if (!found || found.state === 'waiting') {
      return answer(res, '5310', { responseMsg: 'RCS_TRAN_NOT_FOUND', params: {} });
    }
    if (found.state === 'approved') {
      return answer(res, '2001', {
        params: {
          state: 'APPROVED',
          referenceId: found.reference,
          transactionId: found.transactionId,
          txAmount: String(found.amount),
        },
      });
    }
    const refusal = REFUSALS[found.outcome] ?? { errorCode: 'E10000', responseMsg: 'RCS_FAILED' };
    return answer(res, '5206', {
      ...refusal,
      params: { state: found.state === 'reversed' ? 'REVERSED' : 'FAILED' },
    });
  }

  function cancelPurchase(params: Record<string, unknown>, res: ServerResponse) {
    check(params.paymentMethod === 'MWALLET_ACCOUNT', 'cancel paymentMethod');
    const found = [...purchases.values()].find((p) => p.transactionId === params.transactionId);
    if (!found) return answer(res, '5206', { responseMsg: 'RCS_TRAN_NOT_FOUND', params: {} });
    if (found.state === 'reversed') {
      return answer(res, '5206', {
        errorCode: 'E10207',
        responseMsg: 'RCS_TRAN_ALREADY_CANCELLED',
        params: {},
      });
    }
    found.state = 'reversed';
    answer(res, '2001', {
      params: {
        description: 'success',
        state: 'approved',
        transactionId: found.transactionId,
        referenceId: found.reference,
      },
    });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        problems.push('body is not JSON');
        return answer(res, '5001', { params: {} });
      }
      const params = (body.serviceParams ?? {}) as Record<string, unknown>;
      calls.push(String(body.serviceName));
      if (!envelopeOk(body, params))
        return answer(res, '5001', { responseMsg: 'RCS_INVALID_REQUEST', params: {} });
      if (body.serviceName === 'API_PURCHASE') return purchase(params, res);
      if (body.serviceName === 'HPP_GETTRANINFO') return tranInfo(params, res);
      if (body.serviceName === 'API_CANCELPURCHASE') return cancelPurchase(params, res);
      problems.push(`unknown service ${String(body.serviceName)}`);
      answer(res, '5001', { params: {} });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/asm`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake as FakeWaafi;
}
