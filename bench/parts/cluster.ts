/**
 * Several processes behind nginx (`npm run cluster`'s topology): the capacity of 1, 2 and 3 built server processes
 * on one fresh PostgreSQL database and Redis, measured through the proxy with autocannon: a store page (rendered by
 * the server, or its kept render) and placing orders (each with its own Idempotency-Key and client address). Needs
 * `npm run build` first (the built server and web app), nginx and Redis.
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { DEFAULT_NGINX, DEFAULT_SERVER_FILE, startCluster } from '../../apps/server/scripts/cluster';
import { stores } from '../../apps/server/src/db/schema';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed';
import { orderBody, prepareLoadStore } from '../../apps/server/src/test/order-ledger';
import { freePort } from '../../apps/server/src/test/spawn-server';
import { assertRunning, onCleanup } from '../lib/cleanup';
import { createDatabase } from '../lib/databases';
import { failures, load, type LoadResult } from '../lib/load';
import type { BenchOptions } from '../lib/options';
import { cell, fmt, loadAverage, na, type Table } from '../lib/report';

const COUNTS = [1, 2, 3];

interface Measured {
  page: LoadResult;
  orders: LoadResult;
  load: number;
}

async function measure(
  options: BenchOptions,
  processes: number,
  log: (line: string) => void,
): Promise<Measured> {
  const bench = await createDatabase('postgres', options.adminUrl);
  try {
    const db = bench.database.db;
    await seedIfEmpty(db, undefined, { hours: 'slots' });
    const store = await prepareLoadStore(db, 4, 10_000_000);
    const [row] = await db.select({ slug: stores.slug }).from(stores).where(eq(stores.id, store.storeId));
    const appPorts = [];
    for (let i = 0; i < processes; i += 1)
      appPorts.push({ port: await freePort(), wsPort: await freePort() });
    const cluster = await startCluster({
      databaseUrl: bench.url!,
      redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
      processes,
      port: await freePort(),
      wsPort: await freePort(),
      appPorts,
      env: {
        AUTH_SECRET: 'bench-cluster-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ORDERS_PER_MINUTE: '100000000',
      },
      log: (line) => log(`  ${line}`),
    });
    const stop = onCleanup(`cluster of ${processes}`, () => cluster.stop());
    try {
      const page = {
        url: cluster.url,
        method: 'GET' as const,
        paths: [`/store/${row!.slug}`],
        connections: 50,
      };
      const orders = {
        url: cluster.url,
        method: 'POST' as const,
        paths: [`/v1/api/stores/${store.storeId}/placeOrder`],
        bodies: Array.from({ length: 500 }, (_, n) => JSON.stringify(orderBody(store, n))),
        connections: 50,
        idempotencyKeys: true,
        forwardedFor: true,
      };
      await load({ ...page, seconds: options.warmupSeconds, seed: 1 });
      await load({ ...orders, seconds: options.warmupSeconds, seed: 2 });
      const average = await loadAverage();
      const pageResult = await load({ ...page, seconds: options.seconds * 2, seed: 3 });
      const orderResult = await load({ ...orders, seconds: options.seconds * 2, seed: 4 });
      log(
        `  ${processes} process(es): store page ${fmt.int(pageResult.rps)}/s (p99 ${fmt.ms(pageResult.latency.p99)}), ` +
          `orders ${fmt.int(orderResult.rps)}/s (p99 ${fmt.ms(orderResult.latency.p99)})` +
          `${failures(pageResult) ? `; page: ${failures(pageResult)}` : ''}` +
          `${failures(orderResult, [201]) ? `; orders: ${failures(orderResult, [201])}` : ''}`,
      );
      return { page: pageResult, orders: orderResult, load: average };
    } finally {
      await stop();
    }
  } finally {
    await bench.drop();
  }
}

export async function runCluster(
  options: BenchOptions,
  postgres: boolean,
  log: (line: string) => void,
): Promise<Table[]> {
  const title = 'Several processes behind nginx';
  const missing = !postgres
    ? 'no PostgreSQL'
    : !existsSync(DEFAULT_NGINX)
      ? `no nginx at ${DEFAULT_NGINX}`
      : !existsSync(DEFAULT_SERVER_FILE)
        ? 'no built server (npm run build)'
        : undefined;
  if (missing) {
    log(`${title}: skipped, ${missing}`);
    return [{ title, columns: ['Result'], rows: [{ label: title, cells: [na(`skipped: ${missing}`)] }] }];
  }
  log(`${title}: 1, 2 and 3 processes, a store page and placing orders through nginx`);
  const runs: Measured[] = [];
  for (const processes of COUNTS) {
    assertRunning();
    runs.push(await measure(options, processes, log));
  }
  const bad = (r: LoadResult, ok: number[]) => failures(r, ok) || 'none';
  return [
    {
      title,
      columns: COUNTS.map((n) => `${n} process${n > 1 ? 'es' : ''}`),
      rows: [
        { label: 'Store page, answers/s', cells: runs.map((r) => cell(fmt.int(r.page.rps))) },
        { label: 'Store page, p99', cells: runs.map((r) => cell(fmt.ms(r.page.latency.p99))) },
        { label: 'Store page, failures', cells: runs.map((r) => cell(bad(r.page, [200]))) },
        {
          label: 'Orders placed/s',
          cells: runs.map((r) => cell(fmt.int((r.orders.statuses['201'] ?? 0) / r.orders.seconds))),
        },
        { label: 'Orders, p99', cells: runs.map((r) => cell(fmt.ms(r.orders.latency.p99))) },
        { label: 'Orders, failures', cells: runs.map((r) => cell(bad(r.orders, [201]))) },
        { label: '1-minute load average before', cells: runs.map((r) => cell(r.load.toFixed(1))) },
      ],
      notes: [
        '50 connections, through nginx (one worker) on the same machine as the processes, PostgreSQL, Redis and the load.',
      ],
    },
  ];
}
