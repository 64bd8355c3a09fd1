/**
 * Runs autocannon in its own process, so the load generator never shares an event loop with the server it
 * measures. Each request picks a random body (or path) from the list it was given; for orders it also sends a
 * fresh Idempotency-Key and keeps the order number of every 201.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { serveParent } from './lib/children';
import { random } from './lib/random';

export interface LoadJob {
  type: 'run';
  url: string;
  method: 'GET' | 'POST';
  /** Paths to rotate through (GET), or one path for every body (POST). */
  paths: string[];
  bodies?: string[];
  connections: number;
  /** How long to run (ignored with `amount`). */
  seconds: number;
  /** Send exactly this many requests (then `paths` and `bodies` are taken in order, not at random). */
  amount?: number;
  /** Requests per second over all connections (an offered load); as fast as answers come without it. */
  rate?: number;
  idempotencyKeys?: boolean;
  /**
   * Send each request from its own client address (X-Forwarded-For, with the app trusting its proxy): many
   * buyers behind a load balancer, rather than one address that per-address rate limits would stop.
   */
  forwardedFor?: boolean;
  /** Keep the `data.order_number` of every 201 answer. */
  collectOrderNumbers?: boolean;
  seed?: number;
}

export interface LoadResult {
  type: 'result';
  requests: number;
  rps: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  orderNumbers: string[];
  seconds: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const rnd = random(job.seed ?? 1);
  const orderNumbers: string[] = [];
  const statuses: Record<string, number> = {};
  const bodies = job.bodies;
  let next = 0;
  const choose = <T>(list: T[]): T => (job.amount ? list[next % list.length]! : rnd.pick(list));
  const started = performance.now();
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.seconds }),
    ...(job.rate ? { overallRate: job.rate } : {}),
    timeout: 10,
    requests: [
      {
        method: job.method,
        path: job.paths[0]!,
        setupRequest: (request) => {
          const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
          if (bodies) headers['content-type'] = 'application/json';
          if (job.idempotencyKeys) headers['idempotency-key'] = randomUUID();
          if (job.forwardedFor)
            headers['x-forwarded-for'] = `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`;
          const chosen = {
            ...request,
            path: job.paths.length > 1 ? choose(job.paths) : job.paths[0]!,
            ...(bodies ? { body: choose(bodies) } : {}),
            headers,
          };
          next += 1;
          return chosen;
        },
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (job.collectOrderNumbers && status === 201) {
            orderNumbers.push((JSON.parse(body) as { data: { order_number: string } }).data.order_number);
          }
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    type: 'result',
    requests: result.requests.total,
    rps: result.requests.total / (job.amount ? seconds : result.duration),
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    orderNumbers,
    seconds,
  };
}

serveParent(async (message) => run(message as unknown as LoadJob));
