/**
 * A local stand-in for a generic JSON SMS gateway (`SMS_PROVIDER=http`): it takes `POST {to, text}` with the
 * bearer token, keeps what it got, and can be told to refuse the next few texts, so tests never reach the internet.
 * `GET /texts` answers what it kept, so browser journeys in other processes can read the codes they were sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsGateway {
  url: string;
  token: string;
  /** Texts it accepted, in order. */
  texts: { to: string; text: string }[];
  /** Requests it refused (a wrong token, a bad body, or `failNext`). */
  refused: number;
  /** Answers 503 to the next `n` texts. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export const FAKE_SMS_TOKEN = 'fake-sms-gateway-token';

export async function startFakeSmsGateway(port = 0, token = FAKE_SMS_TOKEN): Promise<FakeSmsGateway> {
  let failing = 0;
  const gateway: FakeSmsGateway = {
    url: '',
    token,
    texts: [],
    refused: 0,
    failNext: (n) => {
      failing = n;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        if (status >= 300) gateway.refused += 1;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method === 'GET' && request.url === '/texts') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(gateway.texts));
        return;
      }
      if (request.method !== 'POST') return answer(405, { error: 'POST only' });
      if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { error: 'bad token' });
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { error: 'not JSON' });
      }
      const { to, text } = (body ?? {}) as { to?: unknown; text?: unknown };
      if (typeof to !== 'string' || !/^\d{8,15}$/.test(to) || typeof text !== 'string' || !text) {
        return answer(422, { error: 'to and text required' });
      }
      if (failing > 0) {
        failing -= 1;
        return answer(503, { error: 'try later' });
      }
      gateway.texts.push({ to, text });
      return answer(200, { status: 'queued', id: gateway.texts.length });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return gateway;
}
