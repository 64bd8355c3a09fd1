/**
 * A local stand-in for the PayPal Orders v2 endpoints the server uses, so payment tests never need the internet.
 * Orders are approved by calling `approve(id)`, as the shopper would on PayPal's page; a captured order can be
 * refunded (`/v2/payments/captures/CAP-<order id>/refund`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  amount: { currency_code: string; value: string };
  approved: boolean;
  captured: boolean;
  /** Set once the capture is refunded. */
  refunded: boolean;
}

export interface FakePayPal {
  url: string;
  orders: Map<string, FakeOrder>;
  approve(id: string): void;
  /** Makes the next capture report this amount instead of the order's (a tampered or partial payment). */
  captureAmountOverride: string | undefined;
  close(): Promise<void>;
}

export async function startFakePayPal(credentials = { id: 'client', secret: 'secret' }): Promise<FakePayPal> {
  const orders = new Map<string, FakeOrder>();
  let counter = 0;
  const fake: Partial<FakePayPal> = { orders, captureAmountOverride: undefined };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const auth = req.headers.authorization ?? '';
      if (req.url === '/v1/oauth2/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`;
        if (auth !== expected) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: 'fake-token', token_type: 'Bearer', expires_in: 3600 });
      }
      if (auth !== 'Bearer fake-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (req.url === '/v2/checkout/orders' && req.method === 'POST') {
        const body = JSON.parse(raw) as { purchase_units: { amount: FakeOrder['amount'] }[] };
        counter += 1;
        const id = `FAKE${counter.toString().padStart(6, '0')}`;
        orders.set(id, {
          id,
          amount: body.purchase_units[0]!.amount,
          approved: false,
          captured: false,
          refunded: false,
        });
        return send(201, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: `${fake.url}/checkoutnow?token=${id}`, method: 'GET' }],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(req.url ?? '');
      if (capture && req.method === 'POST') {
        const order = orders.get(capture[1]!);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        if (!order.approved)
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        order.captured = true;
        const value = fake.captureAmountOverride ?? order.amount.value;
        return send(201, {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [
            {
              payments: {
                captures: [
                  { id: `CAP-${order.id}`, status: 'COMPLETED', amount: { ...order.amount, value } },
                ],
              },
            },
          ],
        });
      }
      const refund = /^\/v2\/payments\/captures\/CAP-([A-Z0-9]+)\/refund$/.exec(req.url ?? '');
      if (refund && req.method === 'POST') {
        const order = orders.get(refund[1]!);
        if (!order?.captured) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        order.refunded = true;
        return send(201, { id: `REF-${order.id}`, status: 'COMPLETED' });
      }
      send(404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.approve = (id: string) => {
    const order = orders.get(id);
    if (order) order.approved = true;
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake as FakePayPal;
}
