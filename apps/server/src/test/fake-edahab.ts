/**
 * A local stand-in for eDahab's invoice API (`IssueInvoice`, `CheckInvoiceStatus`). It checks every request's
 * `?hash=` (hex SHA-256 of the raw body followed by the secret), the credentials and the fields (what is wrong
 * lands in `problems`), and answers by the payer's number (see `fake-wallet-numbers.ts`): an invoice is then paid,
 * refused with the wallet's reason, or left pending forever.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checker, fakeOutcome, isAmount, lengthBetween } from './fake-wallet-numbers';

export const FAKE_EDAHAB_CREDENTIALS = {
  apiKey: 'EDAHAB-FAKE-API-KEY-0001',
  apiSecret: 'edahab-fake-secret',
  agentCode: '712345',
};

interface Invoice {
  id: number;
  phone: string;
  amount: number;
  status: 'Paid' | 'Pending' | 'Rejected';
  description: string;
  /** Until then the payer has not answered: the invoice reads Pending. */
  answersAt: number;
}

export interface FakeEdahab {
  url: string;
  invoices: Map<number, Invoice>;
  /** Invoices that took money. */
  charges(): Invoice[];
  problems: string[];
  calls: string[];
  /** The next invoice is issued but its answer never reaches the client (the connection drops). */
  loseNextIssueAnswer: boolean;
  close(): Promise<void>;
}

const REFUSALS: Record<string, string> = {
  rejected: 'Rejected by user',
  wrongPin: 'Invalid PIN',
  insufficient: 'Insufficient balance',
};

/** `delayMs`: how long the payer takes to answer the invoice (0 in tests; a few seconds to try it by hand). */
export async function startFakeEdahab(
  credentials = FAKE_EDAHAB_CREDENTIALS,
  { port = 0, delayMs = 0 } = {},
): Promise<FakeEdahab> {
  const invoices = new Map<number, Invoice>();
  const problems: string[] = [];
  const calls: string[] = [];
  const check = checker(problems);
  let counter = 0;
  const send = (res: ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ RequestId: String(Date.now()), ValidationErrors: null, ...body }));
  };

  function issue(body: Record<string, unknown>, res: ServerResponse) {
    const number = String(body.edahabNumber);
    const ok = [
      check(/^\d{9}$/.test(number), 'edahabNumber'),
      check(isAmount(body.amount), 'amount'),
      check(body.agentCode === credentials.agentCode, 'agentCode'),
      check(body.currency === 'USD' || body.currency === 'SLSH', 'currency'),
    ].every(Boolean);
    if (!ok) return send(res, { StatusCode: 1, StatusDescription: 'Validation error' });
    const outcome = /^6[256]/.test(number) ? fakeOutcome(number) : 'notOnWallet';
    if (outcome === 'notOnWallet') {
      return send(res, { StatusCode: 5, StatusDescription: 'Customer account not registered' });
    }
    if (outcome === 'duplicate') return send(res, { StatusCode: 6, StatusDescription: 'Duplicate request' });
    counter += 1;
    const invoice: Invoice = {
      id: 90_000 + counter,
      phone: number,
      amount: body.amount as number,
      status: outcome === 'approved' ? 'Paid' : outcome === 'noAnswer' ? 'Pending' : 'Rejected',
      description: REFUSALS[outcome] ?? 'Success',
      answersAt: Date.now() + delayMs,
    };
    invoices.set(invoice.id, invoice);
    if (fake.loseNextIssueAnswer) {
      fake.loseNextIssueAnswer = false;
      res.socket?.destroy();
      return;
    }
    send(res, {
      InvoiceStatus: 'Pending',
      TransactionId: null,
      InvoiceId: invoice.id,
      StatusCode: 0,
      StatusDescription: 'Success',
    });
  }

  function status(body: Record<string, unknown>, res: ServerResponse) {
    const invoice = invoices.get(Number(body.invoiceId));
    if (!invoice) return send(res, { StatusCode: 4, StatusDescription: 'Invoice not found' });
    if (Date.now() < invoice.answersAt) {
      return send(res, {
        InvoiceStatus: 'Pending',
        InvoiceId: invoice.id,
        StatusCode: 0,
        StatusDescription: 'Success',
      });
    }
    send(res, {
      InvoiceStatus: invoice.status,
      TransactionId: invoice.status === 'Paid' ? `ED${invoice.id}` : null,
      InvoiceId: invoice.id,
      StatusCode: 0,
      StatusDescription: invoice.description,
    });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const operation = url.pathname.split('/').pop() ?? '';
      calls.push(operation);
      const expected = createHash('sha256')
        .update(raw + credentials.apiSecret)
        .digest('hex');
      if (!check(url.searchParams.get('hash') === expected, `${operation} hash`)) {
        return send(res, { StatusCode: 2, StatusDescription: 'Invalid hash' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        problems.push('body is not JSON');
        return send(res, { StatusCode: 1, StatusDescription: 'Invalid body' });
      }
      if (!check(body.apiKey === credentials.apiKey && lengthBetween(body.apiKey, 1, 100), 'apiKey')) {
        return send(res, { StatusCode: 3, StatusDescription: 'Invalid API key' });
      }
      if (operation === 'IssueInvoice' && req.method === 'POST') return issue(body, res);
      if (operation === 'CheckInvoiceStatus' && req.method === 'POST') return status(body, res);
      problems.push(`unknown operation ${operation}`);
      send(res, { StatusCode: 1, StatusDescription: 'Unknown operation' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const fake: FakeEdahab = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    invoices,
    charges: () => [...invoices.values()].filter((invoice) => invoice.status === 'Paid'),
    problems,
    calls,
    loseNextIssueAnswer: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
