/**
 * A local stand-in for Africa's Talking's SMS API (`POST /version1/messaging`), so the adapter is tried without the
 * internet: it checks the username and `apiKey` header, keeps each form it got, and answers as the real API does,
 * or as it is told to next: a refused recipient, a 5xx, or no answer at all.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAtMode = 'accept' | 'reject' | 'error' | 'hang';

export interface FakeAfricasTalking {
  /** The base URL to give as AT_BASE_URL. */
  url: string;
  username: string;
  apiKey: string;
  /** Every form it got (a wrong key included), with the headers that matter. */
  requests: { form: Record<string, string>; apiKey: string | undefined; accept: string | undefined }[];
  /** How it answers from now on. */
  mode: FakeAtMode;
  close(): Promise<void>;
}

export async function startFakeAfricasTalking(
  username = 'suuq-test',
  apiKey = 'fake-at-api-key',
): Promise<FakeAfricasTalking> {
  const hanging: ServerResponse[] = [];
  const fake: FakeAfricasTalking = {
    url: '',
    username,
    apiKey,
    requests: [],
    mode: 'accept',
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const key = request.headers.apikey;
      fake.requests.push({
        form,
        apiKey: typeof key === 'string' ? key : undefined,
        accept: request.headers.accept,
      });
      const json = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/version1/messaging') {
        return response.writeHead(404).end('Not found');
      }
      if (key !== apiKey || form.username !== username) {
        return response
          .writeHead(401, { 'content-type': 'text/plain' })
          .end('The supplied authentication is invalid');
      }
      if (fake.mode === 'hang') return void hanging.push(response);
      if (fake.mode === 'error') {
        return response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      }
      const number = form.to ?? '';
      if (fake.mode === 'reject' || !/^\+\d{8,15}$/.test(number)) {
        return json(201, {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [
              { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' },
            ],
          },
        });
      }
      return json(201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: USD 0.0200',
          Recipients: [
            {
              statusCode: 101,
              number,
              status: 'Success',
              cost: 'USD 0.0200',
              messageId: `ATXid_${fake.requests.length}`,
            },
          ],
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
