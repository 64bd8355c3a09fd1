/**
 * Hostile input against every endpoint of the OpenAPI document: malformed JSON, wrong types, huge strings and
 * numbers, negative quantities, unknown ids, SQL and HTML payloads, oversized bodies, with and without a valid
 * token. Whatever arrives, the answer is never a 5xx, every 4xx carries a message, and nothing is stored from a
 * rejected request.
 */
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, idempotencyKeys, orders, users, wishlistItems } from '../db/schema';
import { newAccount } from '../modules/accounts/accounts-test-kit';
import { createTestApp, type TestContext } from '../test/test-app';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

let ctx: TestContext;
let token: string;
interface Operation {
  method: string;
  path: string;
}
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp({
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
  });
  token = (await newAccount(ctx.app)).tokens.access_token;
  const doc = (await ctx.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => ctx.close());

const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE orders; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '𝕊𝕦𝕦𝕢 💥',
    'null',
    '-1',
    '1e309',
    '9999999999999999999999',
    '{{7*7}}',
    '${process.exit()}',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);

const scalar = fc.oneof(
  nasty,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1.5, -0.01),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const fieldNames = fc.constantFrom(
  'store_id',
  'product_id',
  'variant_id',
  'quantity',
  'items',
  'branch_id',
  'delivery_method',
  'payment_method',
  'customer',
  'address',
  'name',
  'phone',
  'email',
  'password',
  'username',
  'grant_type',
  'client_id',
  'refresh_token',
  'id',
  'label',
  'line',
  'lat',
  'lng',
  'status',
  'stock',
  'is_open',
  'page',
  'per_page',
  'search',
  'industry',
  'option_ids',
  'addon_ids',
  'product_ids',
  'points',
  'booking_id',
  'rating',
);

const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 8 }),
})).value;

const body = fc.oneof(
  json.map((value) => ({ raw: JSON.stringify(value) ?? 'null', type: 'application/json' })),
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'not json',
      '',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    )
    .map((raw) => ({ raw, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'text/plain' })),
  fc.constant({ raw: 'x'.repeat(300 * 1024), type: 'application/json' }),
  fc.string({ maxLength: 100 }).map((raw) => ({ raw, type: 'multipart/form-data; boundary=xyz' })),
);

async function rowCounts() {
  const db = ctx.testDb.database.db;
  const tables = { orders, users, addresses, wishlistItems, idempotencyKeys };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('hostile input', () => {
  it(`never causes a 5xx, always explains a 4xx, and stores nothing it refused (${REQUESTS} requests)`, async () => {
    const before = await rowCounts();
    let sent = 0;
    let accepted = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.array(nasty, { minLength: 3, maxLength: 3 }),
        fc.dictionary(fc.oneof(fieldNames, fc.constantFrom('q', 'lang', 'client', 'status')), nasty, {
          maxKeys: 3,
        }),
        body,
        fc.constantFrom('none', 'valid', 'garbage'),
        async (operation, params, query, payload, auth) => {
          let i = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] ?? 'x'));
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const headers: Record<string, string> = { 'content-type': payload.type };
          if (auth === 'valid') headers.authorization = `Bearer ${token}`;
          if (auth === 'garbage') headers.authorization = `Bearer ${params[0]?.slice(0, 500)}`;
          const res = await ctx.app.inject({
            method: operation.method as 'GET',
            url: search ? `${path}?${search}` : path,
            headers,
            ...(operation.method === 'GET' ? {} : { payload: payload.raw }),
          });
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode < 300) accepted += 1;
          expect(res.statusCode, `${operation.method} ${path}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && !path.startsWith('/images/')) {
            const answer = res.json<{ message?: unknown }>();
            expect(typeof answer.message, `${operation.method} ${path}`).toBe('string');
            expect((answer.message as string).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: REQUESTS, seed: Number(process.env.FUZZ_SEED ?? 20_261_121) },
    );
    const after = await rowCounts();
    console.log(
      `hostile input: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // Only requests that were accepted may have stored anything (the random bodies practically never are).
    const grown = Object.entries(after).filter(([name, n]) => n !== before[name]);
    if (accepted === 0) expect(grown).toEqual([]);
    expect(sent).toBe(REQUESTS);
  });
});
