/**
 * Runs the load generator in its own process, so it never shares an event loop with the server it measures. Each
 * request picks a random body (or path) from the list it was given; for orders it also sends a fresh
 * Idempotency-Key and keeps the order number of every 201. As fast as answers come, autocannon sends; at an offered
 * rate, `paced` does (autocannon's own rate sends each connection's share of a second at once, at the start of the
 * second, which measures a burst rather than buyers arriving at that rate).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
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
  /**
   * Requests per second (an offered load): one every 1/rate s whatever the answers' pace, over up to `connections`
   * connections, each timed from when it was due. As fast as answers come without it.
   */
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

/** What a request carries: its path, body and headers, as `job` asks. */
function requestMaker(job: LoadJob) {
  const rnd = random(job.seed ?? 1);
  let next = 0;
  const choose = <T>(list: T[]): T => (job.amount ? list[next % list.length]! : rnd.pick(list));
  return () => {
    const headers: Record<string, string> = {};
    if (job.bodies) headers['content-type'] = 'application/json';
    if (job.idempotencyKeys) headers['idempotency-key'] = randomUUID();
    if (job.forwardedFor)
      headers['x-forwarded-for'] = `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`;
    const made = {
      path: job.paths.length > 1 ? choose(job.paths) : job.paths[0]!,
      body: job.bodies ? choose(job.bodies) : undefined,
      headers,
    };
    next += 1;
    return made;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

/**
 * An offered load: request n is due at n/rate s from the start and sent then, answered or not, on one of up to
 * `connections` kept-alive connections (waiting for a free one if all are busy). Its latency runs from when it was
 * due, so a request the server kept waiting, or that waited for a connection, counts in full.
 */
async function paced(job: LoadJob & { rate: number }): Promise<LoadResult> {
  const make = requestMaker(job);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const total = Math.round(job.seconds * job.rate);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const orderNumbers: string[] = [];
  let errors = 0;
  let timeouts = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { path, body, headers } = make();
      const request = http.request(new URL(path, job.url), {
        method: job.method,
        agent,
        headers,
        timeout: 10_000,
      });
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - due);
          const status = String(response.statusCode);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (job.collectOrderNumbers && status === '201') {
            const text = Buffer.concat(chunks).toString();
            orderNumbers.push((JSON.parse(text) as { data: { order_number: string } }).data.order_number);
          }
          resolve();
        });
      });
      request.end(body);
    });
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(send(due));
  }
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    type: 'result',
    requests: total,
    rps: sorted.length / seconds,
    latency: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      mean: sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1),
    },
    statuses,
    errors,
    timeouts,
    orderNumbers,
    seconds,
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  if (job.rate) return paced({ ...job, rate: job.rate });
  const make = requestMaker(job);
  const orderNumbers: string[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.seconds }),
    timeout: 10,
    requests: [
      {
        method: job.method,
        path: job.paths[0]!,
        setupRequest: (request) => {
          const { path, body, headers } = make();
          return {
            ...request,
            path,
            ...(body === undefined ? {} : { body }),
            headers: { ...(request.headers as Record<string, string>), ...headers },
          };
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
