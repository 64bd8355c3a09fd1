/**
 * What an operator watches: readiness (database, live bus, migrations, not stopping), the Prometheus figures behind
 * their token, and the request id on every answer, the proxy's when it sent a sane one. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await ctx?.close();
});

describe('readiness', () => {
  it('is ready when the database, the bus and the migrations are, and not once the process is stopping', async () => {
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.headers.connection).not.toBe('close');
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, live_bus: true, migrations: true, accepting: true },
    });
    ctx.app.readiness.accepting = false;
    try {
      const stopping = await ctx.app.inject('/api/ready');
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json().checks.accepting).toBe(false);
      // Alive all the same: the process finishes what it has, and each answer closes its connection, so a
      // proxy never sends another request on a connection the process is about to close.
      const health = await ctx.app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      ctx.app.readiness.accepting = true;
    }
  });

  it('is not ready while the live bus does not answer', async () => {
    const ping = ctx.bus.ping.bind(ctx.bus);
    ctx.bus.ping = () => Promise.reject(new Error('redis is down'));
    try {
      const answer = await ctx.app.inject('/api/ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toMatchObject({ database: true, live_bus: false });
    } finally {
      ctx.bus.ping = ping;
    }
  });
});

describe('metrics', () => {
  it('asks for the token', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers Prometheus text with the store-wide figures and the durations by route pattern', async () => {
    // A request to a route with a parameter: counted under its pattern, not its URL.
    await ctx.app.inject('/api/stores/no-such-store');
    const answer = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(/^suuq_orders_placed_total \d+$/m);
    expect(text).toMatch(/^suuq_outbox_depth\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^suuq_oldest_unaccepted_order_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^suuq_open_sockets 0$/m);
    expect(text).toContain('suuq_process_');
    expect(text).toMatch(
      /^suuq_http_request_duration_seconds_count\{method="GET",route="\/api\/stores\/:slug",status="404"\} 1$/m,
    );
    expect(text).not.toContain('no-such-store');
  });

  it('is off without a token configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('request ids', () => {
  it("answers with the proxy's id when it is a plain token, and a new one otherwise", async () => {
    const given = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-4f2a.9' } });
    expect(given.headers['x-request-id']).toBe('edge-4f2a.9');
    const odd = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0000<script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await ctx.app.inject('/api/health');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // An error's answer carries it too.
    expect((await ctx.app.inject('/api/stores/none-here')).headers['x-request-id']).toBeTruthy();
  });
});
