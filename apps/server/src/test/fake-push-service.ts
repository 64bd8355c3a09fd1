/**
 * A local stand-in for a browser's push service (what `PushSubscription.endpoint` points at), so tests never reach
 * the internet. It hands out subscriptions whose keys it holds, decrypts each push it takes (RFC 8291, aes128gcm)
 * and keeps the payload with the VAPID header, and answers an endpoint told to with that status (410: the browser
 * unsubscribed).
 */
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  headers: Record<string, string | string[] | undefined>;
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** A new browser's subscription at this service. */
  subscription(): FakeSubscription;
  /** Answers `status` to every push to `endpoint` from now on. */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

function decrypt(body: Buffer, browser: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = browser.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The record ends with the padding delimiter 2 and any zeros.
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end -= 1;
  return plain.subarray(0, end).toString('utf8');
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  let sequence = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${service.url}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      const status = answers.get(endpoint);
      if (status !== undefined) return response.writeHead(status).end('told to refuse');
      if (request.method !== 'POST' || !browser) return response.writeHead(404).end('no such subscription');
      try {
        const payload = decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth);
        service.received.push({
          endpoint,
          payload: JSON.parse(payload) as ReceivedPush['payload'],
          headers: request.headers,
        });
      } catch (error) {
        return response.writeHead(400).end(`could not decrypt: ${String(error)}`);
      }
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service: FakePushService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    subscription: () => {
      sequence += 1;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${service.url}/push/${sequence}-${randomBytes(6).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer: (endpoint, status) => {
      answers.set(endpoint, status);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return service;
}
