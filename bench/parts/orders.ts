/**
 * Placing orders: concurrent anonymous buyers (each request with its own Idempotency-Key, as the web app sends)
 * on one store, carts of one to three lines from several products with plenty of stock, a product with variants,
 * a product with a required option, and one scarce product that sells out during the run. Afterwards the books
 * must balance: units sold = starting stock − remaining for every product and variant, no stock below zero, and
 * one order in the database for every 201 answer (and none for any other).
 */
import { generateCatalog } from '../lib/catalog';
import { loadCatalog } from '../lib/catalog-load';
import { assertRunning } from '../lib/cleanup';
import { cpuMeter, type CpuUsed } from '../lib/cpu';
import { createDatabase, DB_LABEL, type DbKind } from '../lib/databases';
import { startApp } from '../lib/app';
import { failures, load, settle, type LoadResult } from '../lib/load';
import { cell, fmt, loadAverage, na, type Cell, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import { check, stockOf } from './orders-check';
import { carts, PLENTY, SCARCE, setUp } from './orders-setup';

/** The offered load of the paced run: the target rate. */
const PACED_RATE = 250;

interface OrdersMeasured {
  result: LoadResult;
  /** Buyers arriving at PACED_RATE orders per second, whatever the answers' pace. */
  paced: LoadResult;
  cpu: CpuUsed;
  warmup: LoadResult;
  check: {
    created: number;
    answered201: number;
    unmatched: number;
    cutOff: number;
    oversold: number;
    mismatched: string[];
    negative: number;
    scarceLeft: number;
  };
  loadAverage: number;
}

async function measure(
  options: BenchOptions,
  kind: DbKind,
  log: (line: string) => void,
): Promise<OrdersMeasured> {
  let statements = 0;
  const bench = await createDatabase(kind, options.adminUrl, { onQuery: () => void (statements += 1) });
  try {
    const catalog = generateCatalog(1_000);
    await loadCatalog(bench.database.db, catalog);
    const db = bench.database.db;
    const { id: storeId, branchId } = catalog.shape.bigStore;
    const setup = await setUp(db, storeId);
    const before = await stockOf(db, setup.stockables);
    const server = await startApp(bench.database, { TRUST_PROXY: 'true' });
    try {
      const job = {
        url: server.url,
        method: 'POST' as const,
        paths: [`/v1/api/stores/${storeId}/placeOrder`],
        bodies: carts(setup, branchId),
        connections: options.connections,
        idempotencyKeys: true,
        forwardedFor: true,
        collectOrderNumbers: true,
      };
      const warmup = await load({ ...job, seconds: options.warmupSeconds, seed: 2 });
      await settle(server.url);
      const average = await loadAverage();
      const stop = await cpuMeter(kind === 'postgres' ? db : undefined);
      const statementsBefore = statements;
      const result = await load({ ...job, seconds: options.seconds, seed: 3 });
      const cpu = await stop();
      cpu.statements = statements - statementsBefore;
      await settle(server.url);
      // The target is a rate with a latency: buyers arrive at that rate (the scarce product is sold out by now,
      // so carts leave it out and every request is an order), and the time of each answer is measured.
      const paced = await load({
        ...job,
        bodies: carts(setup, branchId, false),
        seconds: options.seconds,
        seed: 4,
        rate: PACED_RATE,
      });
      await settle(server.url);
      const numbers = [...warmup.orderNumbers, ...result.orderNumbers, ...paced.orderNumbers];
      const checked = await check(db, storeId, setup, before, numbers);
      log(
        `  ${DB_LABEL[kind]}: ${fmt.int(result.statuses['201'] ?? 0)} orders, ${fmt.int(
          (result.statuses['201'] ?? 0) / result.seconds,
        )}/s, p99 ${fmt.ms(result.latency.p99)}; at ${PACED_RATE}/s offered: ${fmt.int(
          (paced.statuses['201'] ?? 0) / paced.seconds,
        )}/s, p99 ${fmt.ms(paced.latency.p99)}; oversold ${checked.oversold}, 201s without an order ${checked.unmatched}`,
      );
      return { result, paced, warmup, cpu, check: checked, loadAverage: average };
    } finally {
      await server.close();
    }
  } finally {
    await bench.drop();
  }
}

export async function runOrders(
  options: BenchOptions,
  kinds: { kind: DbKind; skip?: string }[],
  log: (line: string) => void,
): Promise<Table[]> {
  log('placing orders');
  const measured = new Map<DbKind, OrdersMeasured | string>();
  for (const { kind, skip } of kinds) {
    if (skip) {
      measured.set(kind, skip);
      continue;
    }
    try {
      measured.set(kind, await measure(options, kind, log));
    } catch (error) {
      assertRunning();
      const message = (error as Error).message.split('\n')[0] ?? 'failed';
      log(`  ${DB_LABEL[kind]}: failed: ${message}`);
      measured.set(kind, `failed: ${message}`);
    }
  }
  const perSecond = (m: OrdersMeasured) => (m.result.statuses['201'] ?? 0) / m.result.seconds;
  const pacedPerSecond = (m: OrdersMeasured) => (m.paced.statuses['201'] ?? 0) / m.paced.seconds;
  const pg = measured.get('postgres');
  const cells = (pick: (m: OrdersMeasured, kind: DbKind) => Cell): Cell[] =>
    kinds.map(({ kind }) => {
      const m = measured.get(kind);
      return !m || typeof m === 'string' ? na(m ?? 'not measured') : pick(m, kind);
    });
  return [
    {
      title: 'Placing orders (POST /v1/api/stores/:id/placeOrder)',
      columns: kinds.map(({ kind }) => DB_LABEL[kind]),
      rows: [
        {
          label: `at ${PACED_RATE} orders/s offered (buyers arriving at that rate): orders/s answered; p50 / p99`,
          cells: cells((m) => {
            const rate = pacedPerSecond(m);
            const ok = rate >= PACED_RATE * 0.98 && m.paced.latency.p99 <= 100 && !failures(m.paced, [201]);
            const other = failures(m.paced, [201]);
            return cell(
              `${fmt.int(rate)}; ${fmt.ms(m.paced.latency.p50)} / ${fmt.ms(m.paced.latency.p99)}${other ? ` (${other})` : ''}`,
              ok,
            );
          }),
          target: `≥ ${PACED_RATE}/s at p99 ≤ 100 ms`,
        },
        {
          label: `capacity: orders/s with ${options.connections} buyers ordering as fast as answers come`,
          cells: cells((m) => cell(fmt.int(perSecond(m)), perSecond(m) >= PACED_RATE)),
          target: `≥ ${PACED_RATE}/s`,
        },
        {
          label: 'PGlite ÷ PostgreSQL orders/s',
          cells: kinds.map(({ kind }) => {
            const m = measured.get(kind);
            if (kind !== 'pglite' || !m || typeof m === 'string' || !pg || typeof pg === 'string')
              return na('');
            const ratio = perSecond(m) / perSecond(pg);
            return cell(ratio.toFixed(2), ratio >= 1 / 3);
          }),
          target: '≥ 0.33',
        },
        {
          // With a fixed number of buyers each waiting for its answer, the mean wait is buyers ÷ rate (Little's
          // law): these latencies follow from the capacity and are not compared with the target.
          label: `capacity run: p50 / p99 of a 201 (${options.connections} buyers always waiting)`,
          cells: cells((m) => cell(`${fmt.ms(m.result.latency.p50)} / ${fmt.ms(m.result.latency.p99)}`)),
        },
        {
          label: 'CPU per request: app / PostgreSQL; SQL statements per request',
          cells: cells((m) =>
            cell(
              `${(m.cpu.app / m.result.requests).toFixed(2)} ms / ${
                m.cpu.db === undefined ? 'in the app' : `${(m.cpu.db / m.result.requests).toFixed(2)} ms`
              }; ${((m.cpu.statements ?? 0) / m.result.requests).toFixed(1)}`,
            ),
          ),
        },
        {
          label: `other answers (409: the scarce product, ${SCARCE} units, sold out)`,
          cells: cells((m) => {
            const other = failures(m.result, [201]);
            const bad = Object.keys(m.result.statuses).some((s) => s !== '201' && s !== '409');
            return cell(other || 'none', !bad && !m.result.errors && !m.result.timeouts);
          }),
          target: 'only 409 for sold-out stock',
        },
        {
          label: 'units oversold; rows with negative stock',
          cells: cells((m) =>
            cell(
              `${m.check.oversold}; ${m.check.negative}`,
              m.check.oversold === 0 && m.check.negative === 0,
            ),
          ),
          target: '0; 0',
        },
        {
          label: 'sold = starting stock − remaining, every product and variant',
          cells: cells((m) =>
            cell(
              m.check.mismatched.length
                ? `no: ${m.check.mismatched.slice(0, 3).join('; ')}`
                : `yes (scarce left: ${m.check.scarceLeft})`,
              m.check.mismatched.length === 0,
            ),
          ),
          target: 'yes',
        },
        {
          label: '201 answers without their order in the database',
          cells: cells((m) =>
            cell(`${m.check.unmatched} of ${fmt.int(m.check.answered201)}`, m.check.unmatched === 0),
          ),
          target: '0',
        },
        {
          label: 'orders whose answer was cut off when a run stopped',
          cells: cells((m) =>
            cell(
              `${m.check.cutOff} (${fmt.int(m.check.created)} orders in all)`,
              m.check.cutOff <= options.connections * 3,
            ),
          ),
          target: `≤ ${options.connections * 3} (the requests in flight at the end of the three runs)`,
        },
      ],
      notes: [
        `Store with ${fmt.int(PLENTY)} units of five plain products, a product with variants and one with a required option; ` +
          'carts of 1-3 lines, 1-3 units each, half for delivery, each request with its own Idempotency-Key and its own ' +
          'client address (X-Forwarded-For behind a trusted proxy, so per-address rate limits see many buyers, not one). ' +
          `Checks cover the warm-up (${options.warmupSeconds} s) and both measured runs (${options.seconds} s each): ` +
          `first ${options.connections} buyers each ordering again as soon as answered (capacity), then buyers arriving at ` +
          `${PACED_RATE} orders/s over up to ${options.connections} connections (autocannon overallRate).`,
        `1-minute load average when each measurement began: ${kinds
          .map(({ kind }) => {
            const m = measured.get(kind);
            return m && typeof m !== 'string' ? `${DB_LABEL[kind]} ${m.loadAverage.toFixed(1)}` : '';
          })
          .filter(Boolean)
          .join('; ')}.`,
      ],
    },
  ];
}
