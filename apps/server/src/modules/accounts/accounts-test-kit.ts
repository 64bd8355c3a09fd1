/** Helpers for the accounts tests: make accounts, sign in, and build multipart bodies. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TokenResponse, User } from '@suuq/shared/accounts';
import type { App } from '../../app';

export const PASSWORD = 'quiet-harbour-72';

let sequence = 0;
/** A Somali mobile number no other test account has (the demo accounts use +25261000xxxx). */
export function freshPhone(): string {
  sequence += 1;
  return `+25261${2_000_000 + sequence}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signIn(
  app: App,
  username: string,
  password = PASSWORD,
  extra: Record<string, string> = {},
): Promise<TokenResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: 'web', client_secret: '', username, password, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>();
}

export interface TestAccount {
  user: User;
  password: string;
  tokens: TokenResponse;
  headers: { authorization: string };
}

/** Registers a customer and signs them in. */
export async function newAccount(
  app: App,
  fields: { name?: string; phone?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const password = fields.password ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    // Each from its own address, so the registration limit per address never gets in the way.
    remoteAddress: `10.200.${Math.floor(sequence / 250)}.${sequence % 250}`,
    payload: {
      name: fields.name ?? 'Hodan Ali',
      phone: fields.phone ?? freshPhone(),
      email: fields.email,
      password,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json<{ data: User }>().data;
  const tokens = await signIn(app, user.phone, password);
  return { user, password, tokens, headers: bearer(tokens.access_token) };
}

/** A multipart/form-data body with text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----suuq${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
