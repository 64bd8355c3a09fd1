/**
 * Live updates: the real server (API and socket server, as `npm start` runs them) in a child process whose memory
 * is read from /proc, many sockets in another child all subscribed to the same orders, and order status changes
 * made through the real staff endpoint. Each change is timed from the request leaving to its arrival at every
 * socket.
 */
import { readFile } from 'node:fs/promises';
import { startChild } from '../lib/children';
import { createDatabase } from '../lib/databases';
import { cell, fmt, loadAverage, loads, median, percentile, spread, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import type { ServerStarted } from '../server-child';
import type { RoundResult } from '../socket-clients';

/** Orders whose every status change one run makes; each socket follows the orders of all runs. */
const ORDERS_PER_RUN = 2;
// The orders are for pickup: collected from the counter, they go ready → delivered and are never on the way.
const STATUSES = ['accepted', 'processing', 'ready', 'delivered'] as const;
/** The first demo staff account (Nasiib Restaurant), loaded with the demo catalog. */
const STAFF = { username: '+252610000101', password: 'suuq-staff-1' };

async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Signs the staff member in and places the orders whose channels every socket follows. */
async function prepare(api: string, orders: number) {
  const tokens = await json<{ access_token: string }>(`${api}/api/oauth/token`, {
    method: 'POST',
    body: JSON.stringify({ grant_type: 'password', client_id: 'web', client_secret: '', ...STAFF }),
  });
  const auth = { authorization: `Bearer ${tokens.access_token}` };
  const me = await json<{ data: { store_id: number | null } }>(`${api}/api/user/get`, { headers: auth });
  const storeId = me.data.store_id;
  if (!storeId) throw new Error('the demo staff account has no store');
  const stores = await json<{ data: { id: number; branch_id: number }[] }>(`${api}/api/stores`, {
    method: 'POST',
    body: '{}',
  });
  const branchId = stores.data.find((s) => s.id === storeId)?.branch_id;
  type P = {
    id: number;
    has_variant: boolean;
    saleable: boolean;
    stock: number;
    unlimited_stock: boolean;
    options: { required: boolean; children: { id: number }[] }[];
  };
  const listing = await json<{ data: { products: P[] } }>(`${api}/api/stores/products`, {
    method: 'POST',
    body: JSON.stringify({ store_id: storeId, per_page: 100 }),
  });
  const product = listing.data.products.find(
    (p) => !p.has_variant && p.saleable && (p.unlimited_stock || p.stock >= orders * 2),
  );
  if (!product || !branchId) throw new Error('no product to order in the demo store');
  const optionIds = product.options.filter((g) => g.required).map((g) => g.children[0]!.id);
  const numbers: string[] = [];
  for (let i = 0; i < orders; i += 1) {
    const order = await json<{ data: { order_number: string } }>(
      `${api}/v1/api/stores/${storeId}/placeOrder`,
      {
        method: 'POST',
        body: JSON.stringify({
          branch_id: branchId,
          delivery_method: 'pickup',
          payment_method: 'cash',
          customer: { name: `Subscriber test ${i}`, phone: '+252615550000' },
          items: [
            { product_id: product.id, quantity: 1, ...(optionIds.length ? { option_ids: optionIds } : {}) },
          ],
        }),
      },
    );
    numbers.push(order.data.order_number);
  }
  return { token: tokens.access_token, numbers };
}

export async function runSocket(
  options: BenchOptions,
  postgres: boolean,
  log: (line: string) => void,
): Promise<Table[]> {
  log(`live updates to ${fmt.int(options.sockets)} sockets`);
  const bench = postgres ? await createDatabase('postgres', options.adminUrl) : undefined;
  const fds = options.sockets + 2_048;
  try {
    const server = await startChild('server-child.ts', { openFiles: fds });
    try {
      const started = await server.ask<ServerStarted>({
        type: 'start',
        databaseUrl: bench?.url,
        sockets: true,
      });
      const { token, numbers } = await prepare(started.url, ORDERS_PER_RUN * options.runs);
      const idle = await memory(server.pid);
      const clients = await startChild('socket-clients.ts', { openFiles: fds });
      try {
        const connected = await clients.ask<{ sockets: number; ms: number }>(
          {
            type: 'connect',
            wsUrl: started.wsUrl,
            sockets: options.sockets,
            channels: numbers.map((n) => `order.${n}`),
          },
          300_000,
        );
        log(`  ${fmt.int(connected.sockets)} sockets subscribed in ${fmt.s(connected.ms)}`);
        const subscribed = await memory(server.pid);
        /** Each run's changes: arrival latencies, per change the first, slowest and p95 socket, the API's time. */
        interface SocketRun {
          latencies: number[];
          roundMax: number[];
          roundP95: number[];
          roundMin: number[];
          http: number[];
          load: number;
        }
        const runs: SocketRun[] = [];
        let missing = 0;
        let wrong = 0;
        for (let r = 0; r < options.runs; r += 1) {
          const run: SocketRun = {
            latencies: [],
            roundMax: [],
            roundP95: [],
            roundMin: [],
            http: [],
            load: await loadAverage(),
          };
          runs.push(run);
          for (const number of numbers.slice(r * ORDERS_PER_RUN, (r + 1) * ORDERS_PER_RUN)) {
            for (const status of STATUSES) {
              const round = await clients.ask<RoundResult>({
                type: 'round',
                apiUrl: started.url,
                token,
                orderNumber: number,
                status,
                timeoutMs: 10_000,
              });
              if (round.httpStatus !== 200)
                throw new Error(`staff status change answered ${round.httpStatus}`);
              const sorted = round.latencies.sort((a, b) => a - b);
              run.latencies.push(...sorted);
              run.roundMax.push(sorted[sorted.length - 1] ?? Number.NaN);
              run.roundMin.push(sorted[0] ?? Number.NaN);
              run.roundP95.push(percentile(sorted, 95));
              missing += round.missing;
              wrong += round.wrong;
              run.http.push(round.httpMs);
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          }
          run.latencies.sort((a, b) => a - b);
        }
        const after = await memory(server.pid);
        // The server's fan-out times, one per order.status event in the order they were sent: the runs' changes last.
        const fanOutAll = (await server.ask<{ ms: number[] }>({ type: 'fan-out' })).ms;
        const changes = ORDERS_PER_RUN * STATUSES.length;
        const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
        /** A figure of each run, as the median and range over the runs. */
        const over = (pick: (run: SocketRun) => number) => spread(runs.map(pick), fmt.ms);
        const p95 = median(runs.map((run) => percentile(run.latencies, 95)));
        log(
          `  p95 ${over((run) => percentile(run.latencies, 95))} (median and range of ${runs.length} runs); RSS ${fmt.mib(after.rss)}`,
        );
        await clients.ask({ type: 'close' }, 60_000);
        const fanOutChanges = fanOutAll.slice(-runs.length * changes);
        const fanOut = sortedOf(fanOutChanges);
        const fanOutRuns = runs.map((_, r) => sortedOf(fanOutChanges.slice(r * changes, (r + 1) * changes)));
        return [
          {
            title: 'Live updates (web socket server of modules/live)',
            columns: ['Result'],
            rows: [
              {
                label: 'subscribed sockets (one server process)',
                cells: [
                  cell(`${fmt.int(connected.sockets)}, connected and subscribed in ${fmt.s(connected.ms)}`),
                ],
              },
              {
                label: `status change → arrival at every socket: p50 / p95 / max (${runs.length} runs of ${changes} changes × ${fmt.int(connected.sockets)} sockets)`,
                cells: [
                  cell(
                    `${over((run) => percentile(run.latencies, 50))} / ${over((run) => percentile(run.latencies, 95))} / ` +
                      `${over((run) => run.latencies.at(-1) ?? Number.NaN)}; ${loads(runs.map((run) => run.load))}`,
                    p95 <= 250,
                  ),
                ],
                target: 'p95 ≤ 250 ms',
              },
              {
                label: 'per change, median: first socket (API + database) / last socket (+ fan-out)',
                cells: [
                  cell(
                    `${over((run) => percentile(sortedOf(run.roundMin), 50))} / ${over((run) =>
                      percentile(sortedOf(run.roundMax), 50),
                    )}`,
                  ),
                ],
              },
              {
                label: `server time to hand one event to all ${fmt.int(connected.sockets)} sockets (ws.send each): median / max`,
                cells: [
                  cell(
                    fanOutRuns.every((run) => run.length > 0)
                      ? `${spread(
                          fanOutRuns.map((run) => percentile(run, 50)),
                          fmt.ms,
                        )} / ${spread(
                          fanOutRuns.map((run) => run.at(-1) ?? Number.NaN),
                          fmt.ms,
                        )}`
                      : `${fmt.ms(percentile(fanOut, 50))} / ${fmt.ms(fanOut.at(-1) ?? Number.NaN)}`,
                  ),
                ],
              },
              {
                label: 'slowest socket per change: median / worst; p95 per change: median',
                cells: [
                  cell(
                    `${over((run) => percentile(sortedOf(run.roundMax), 50))} / ${over((run) =>
                      Math.max(...run.roundMax),
                    )}; ${over((run) => percentile(sortedOf(run.roundP95), 50))}`,
                  ),
                ],
              },
              {
                label: 'events missing / wrong',
                cells: [cell(`${missing} / ${wrong}`, missing === 0 && wrong === 0)],
                target: '0 / 0',
              },
              {
                label: 'staff status request (POST /api/merchant/orders/:n/status): median',
                cells: [cell(over((run) => percentile(sortedOf(run.http), 50)))],
              },
              {
                label: 'server process RSS: idle / subscribed / after the changes (peak)',
                cells: [
                  cell(
                    `${fmt.mib(idle.rss)} / ${fmt.mib(subscribed.rss)} / ${fmt.mib(after.rss)} (${fmt.mib(after.peak)})`,
                    after.peak <= 1024 ** 3,
                  ),
                ],
                target: '≤ 1 GiB',
              },
              {
                label: 'memory per subscribed socket',
                cells: [cell(`${((subscribed.rss - idle.rss) / connected.sockets / 1024).toFixed(1)} KB`)],
              },
            ],
            notes: [
              `The server child runs the API and the socket server in one process, as \`npm start\` does, on ${
                bench
                  ? 'a fresh PostgreSQL database'
                  : 'PGlite in memory (PostgreSQL unreachable; its ~650 MB count in the RSS)'
              } with the demo catalog; the ${fmt.int(connected.sockets)} sockets live in another child. ` +
                `Each socket follows ${numbers.length} orders; every change is made by the store's staff through the API, ` +
                'timed from the request leaving to the event arriving, on the same clock. Both children share the 2 cores with the bench.',
              `The changes come in ${runs.length} runs of ${changes} (${ORDERS_PER_RUN} orders through every status); each ` +
                'timed figure is the median with the range of the runs, "median (lowest–highest)", and "load" is the ' +
                '1-minute load average when each run began. Memory is read once, after the last run.',
            ],
          },
        ];
      } finally {
        await clients.stop();
      }
    } finally {
      await server.ask({ type: 'stop' }, 30_000).catch(() => {});
      await server.stop();
    }
  } finally {
    await bench?.drop();
  }
}
