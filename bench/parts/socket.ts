/**
 * Live updates: the real server (API and socket server, as `npm start` runs them) in a child process whose memory
 * is read from /proc, many sockets in another child all subscribed to the same orders, and order status changes
 * made through the real staff endpoint. Each change is timed from the request leaving to its arrival at every
 * socket.
 */
import { readFile } from 'node:fs/promises';
import { startChild } from '../lib/children';
import { createDatabase } from '../lib/databases';
import { cell, fmt, loadAverage, percentile, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import type { ServerStarted } from '../server-child';
import type { RoundResult } from '../socket-clients';

const ORDERS = 4;
const STATUSES = ['accepted', 'processing', 'ready', 'on_the_way', 'delivered'] as const;
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
async function prepare(api: string) {
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
    (p) => !p.has_variant && p.saleable && (p.unlimited_stock || p.stock >= ORDERS * 2),
  );
  if (!product || !branchId) throw new Error('no product to order in the demo store');
  const optionIds = product.options.filter((g) => g.required).map((g) => g.children[0]!.id);
  const numbers: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
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
      const { token, numbers } = await prepare(started.url);
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
        const average = await loadAverage();
        const latencies: number[] = [];
        const roundMax: number[] = [];
        const roundP95: number[] = [];
        const roundMin: number[] = [];
        let missing = 0;
        let wrong = 0;
        const http: number[] = [];
        for (const number of numbers) {
          for (const status of STATUSES) {
            const round = await clients.ask<RoundResult>({
              type: 'round',
              apiUrl: started.url,
              token,
              orderNumber: number,
              status,
              timeoutMs: 10_000,
            });
            if (round.httpStatus !== 200) throw new Error(`staff status change answered ${round.httpStatus}`);
            const sorted = round.latencies.sort((a, b) => a - b);
            latencies.push(...sorted);
            roundMax.push(sorted[sorted.length - 1] ?? Number.NaN);
            roundMin.push(sorted[0] ?? Number.NaN);
            roundP95.push(percentile(sorted, 95));
            missing += round.missing;
            wrong += round.wrong;
            http.push(round.httpMs);
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        const after = await memory(server.pid);
        const fanOut = (await server.ask<{ ms: number[] }>({ type: 'fan-out' })).ms.sort((a, b) => a - b);
        latencies.sort((a, b) => a - b);
        const rounds = numbers.length * STATUSES.length;
        const p95 = percentile(latencies, 95);
        log(
          `  p50 ${fmt.ms(percentile(latencies, 50))}, p95 ${fmt.ms(p95)}, max ${fmt.ms(latencies.at(-1) ?? Number.NaN)}; RSS ${fmt.mib(after.rss)}`,
        );
        await clients.ask({ type: 'close' }, 60_000);
        http.sort((a, b) => a - b);
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
                label: `status change → arrival at every socket: p50 / p95 / max (${rounds} changes × ${fmt.int(connected.sockets)} sockets)`,
                cells: [
                  cell(
                    `${fmt.ms(percentile(latencies, 50))} / ${fmt.ms(p95)} / ${fmt.ms(latencies.at(-1) ?? Number.NaN)}`,
                    p95 <= 250,
                  ),
                ],
                target: 'p95 ≤ 250 ms',
              },
              {
                label: 'per change, median: first socket (API + database) / last socket (+ fan-out)',
                cells: [
                  cell(
                    `${fmt.ms(
                      percentile(
                        [...roundMin].sort((a, b) => a - b),
                        50,
                      ),
                    )} / ${fmt.ms(
                      percentile(
                        [...roundMax].sort((a, b) => a - b),
                        50,
                      ),
                    )}`,
                  ),
                ],
              },
              {
                label: `server time to hand one event to all ${fmt.int(connected.sockets)} sockets (ws.send each): median / max`,
                cells: [cell(`${fmt.ms(percentile(fanOut, 50))} / ${fmt.ms(fanOut.at(-1) ?? Number.NaN)}`)],
              },
              {
                label: 'slowest socket per change: median / worst; p95 per change: median',
                cells: [
                  cell(
                    `${fmt.ms(
                      percentile(
                        [...roundMax].sort((a, b) => a - b),
                        50,
                      ),
                    )} / ${fmt.ms(Math.max(...roundMax))}; ${fmt.ms(
                      percentile(
                        [...roundP95].sort((a, b) => a - b),
                        50,
                      ),
                    )}`,
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
                cells: [cell(fmt.ms(percentile(http, 50)))],
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
              `1-minute load average before the changes: ${average.toFixed(1)}.`,
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
