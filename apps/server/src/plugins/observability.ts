/**
 * What an operator watches: a request id on every answer and log line (the proxy's `X-Request-Id` when it sends a
 * sane one), `GET /api/ready` for the proxy's and the orchestrator's health checks, and `GET /metrics` in
 * Prometheus text behind a bearer token: request durations by route, orders placed, payments by method and
 * result, the outbox's depth, the oldest unaccepted order's age and this process's open sockets, with the process's
 * own figures (memory, event loop lag). Store-wide figures are read from the database at each scrape, so every
 * process reports the same ones; durations and sockets are this process's own.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { readyRoute } from '@suuq/shared/routes-shop';
import { z } from 'zod';
import type { HealthRepository } from '../db/health-repository';
import type { LiveBus } from '../lib/live-bus';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the proxy's when it is a plain token, else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What readiness and the socket count need to know from outside the app (the server sets them). */
export interface Readiness {
  /** False from the first moment of a stop: the proxy moves traffic away before the server closes. */
  accepting: boolean;
  /** Open live sockets of this process. */
  sockets: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function observability(
  app: FastifyInstance,
  { health, bus, token }: { health: HealthRepository; bus: LiveBus; token: string | undefined },
) {
  app.decorate('readiness', { accepting: true, sockets: () => 0 } satisfies Readiness);

  // Every answer says which request it was, so a shopper's report and the logs meet.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Stopping: each answer closes its connection, so a proxy never sends a request on a kept-alive connection
    // this process is about to close (a POST lost that way could not be retried). Connections the proxy keeps
    // idle time out on its side during SHUTDOWN_DRAIN_MS (decision 035).
    if (!app.readiness.accepting) reply.header('connection', 'close');
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'suuq_process_' });
  const durations = new Histogram({
    name: 'suuq_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        // The route's pattern, never the raw URL: order numbers and slugs would make a series each.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  let figures: ReturnType<HealthRepository['figures']> | undefined;
  /** One database read per scrape, shared by the figures below. */
  const scrape = () =>
    (figures ??= health.figures().finally(() => setTimeout(() => (figures = undefined), 0)));
  new Counter({
    name: 'suuq_orders_placed_total',
    help: 'Orders placed, store-wide.',
    registers: [registry],
    async collect() {
      this.reset();
      this.inc((await scrape()).ordersPlaced);
    },
  });
  new Gauge({
    name: 'suuq_payments',
    help: 'Orders by payment method and payment status (paid, failed, refunded...), store-wide.',
    labelNames: ['method', 'result'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await scrape()).payments)
        this.set({ method: row.method, result: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'suuq_outbox_depth',
    help: 'Messages waiting to be sent, by state (pending, retry, sending).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ['pending', 'retry', 'sending']) this.set({ status }, 0);
      for (const row of (await scrape()).outbox) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'suuq_oldest_unaccepted_order_seconds',
    help: 'How long the oldest order still waiting for its store to accept it has waited.',
    registers: [registry],
    async collect() {
      this.set((await scrape()).oldestUnacceptedSeconds);
    },
  });
  new Gauge({
    name: 'suuq_open_sockets',
    help: 'Live sockets open on this process.',
    registers: [registry],
    collect() {
      this.set(app.readiness.sockets());
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token)
      return reply.code(404).send({ message: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameToken(given, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Send the metrics token as a bearer token.' });
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });

  const readyAnswer = z.object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: z.boolean(),
      live_bus: z.boolean(),
      migrations: z.boolean(),
      accepting: z.boolean(),
    }),
  });
  app[verb(readyRoute)](
    urlOf(readyRoute),
    {
      schema: {
        tags: ['system'],
        description:
          'Whether this process should get traffic: the database and the live bus (Redis) answer, every ' +
          'migration of this build has run, and the process is not stopping. 200 when all hold, else 503 with ' +
          'the checks that failed. `/api/health` only says the process is alive.',
        response: { 200: answering(readyRoute, readyAnswer), 503: readyAnswer },
      },
    },
    async (_request, reply) => {
      const [database, liveBus, migrations] = await Promise.all([
        health.ping().then(
          () => true,
          () => false,
        ),
        bus.ping().then(
          () => true,
          () => false,
        ),
        health.migrated().catch(() => false),
      ]);
      const checks = { database, live_bus: liveBus, migrations, accepting: app.readiness.accepting };
      const ready = Object.values(checks).every(Boolean);
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? ('ready' as const) : ('not_ready' as const), checks });
    },
  );
}

export default fp(observability, { name: 'observability' });
