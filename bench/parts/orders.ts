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
import { cell, fmt, loadAverage, loads, median, na, spread, type Cell, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import { check, stockOf } from './orders-check';
import { carts, PLENTY, SCARCE, setUp } from './orders-setup';

/** The offered load of the paced run: the target rate. */
const PACED_RATE = 250;

/** One measured run: its result, the CPU it cost, and the 1-minute load average when it began. */
interface Run {
  result: LoadResult;
  cpu: CpuUsed;
  load: number;
}

interface OrdersMeasured {
  /** Capacity runs: buyers ordering again as soon as answered. */
  capacity: Run[];
  /** Buyers arriving at PACED_RATE orders per second, whatever the answers' pace. */
  paced: Run[];
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
      const measured = async (run: typeof job & { seconds: number; seed: number; rate?: number }) => {
        const average = await loadAverage();
        const stop = await cpuMeter(kind === 'postgres' ? db : undefined);
        const statementsBefore = statements;
        const result = await load(run);
        const cpu = await stop();
        cpu.statements = statements - statementsBefore;
        await settle(server.url);
        return { result, cpu, load: average };
      };
      const capacity: Run[] = [];
      for (let i = 0; i < options.runs; i += 1) {
        capacity.push(await measured({ ...job, seconds: options.seconds, seed: 3 + i }));
      }
      // The target is a rate with a latency: buyers arrive at that rate (the scarce product is sold out by now,
      // so carts leave it out and every request is an order), and the time of each answer is measured.
      const paced: Run[] = [];
      for (let i = 0; i < options.runs; i += 1) {
        paced.push(
          await measured({
            ...job,
            bodies: carts(setup, branchId, false),
            seconds: options.seconds,
            seed: 13 + i,
            rate: PACED_RATE,
          }),
        );
      }
      const numbers = [warmup, ...capacity.map((r) => r.result), ...paced.map((r) => r.result)].flatMap(
        (r) => r.orderNumbers,
      );
      const checked = await check(db, storeId, setup, before, numbers);
      const rates = (runs: Run[]) =>
        spread(runs.map((r) => (r.result.statuses['201'] ?? 0) / r.result.seconds));
      log(
        `  ${DB_LABEL[kind]}: capacity ${rates(capacity)} orders/s; at ${PACED_RATE}/s offered: ${rates(paced)}/s, ` +
          `p99 ${spread(
            paced.map((r) => r.result.latency.p99),
            fmt.ms,
          )}; oversold ${checked.oversold}, 201s without an order ${checked.unmatched}`,
      );
      return { capacity, paced, warmup, check: checked };
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
  const ordersPerSecond = (r: Run) => (r.result.statuses['201'] ?? 0) / r.result.seconds;
  const perSecond = (m: OrdersMeasured) => median(m.capacity.map(ordersPerSecond));
  const over = (runs: Run[], pick: (r: Run) => number, format: (n: number) => string = fmt.int) =>
    spread(runs.map(pick), format);
  const loadsOf = (runs: Run[]) => loads(runs.map((r) => r.load));
  /** Answers other than `ok` over the runs ('' when none). */
  const otherAnswers = (runs: Run[], ok: number[]) =>
    runs
      .map((r) => failures(r.result, ok))
      .filter(Boolean)
      .join('; ');
  const pg = measured.get('postgres');
  const cells = (pick: (m: OrdersMeasured, kind: DbKind) => Cell): Cell[] =>
    kinds.map(({ kind }) => {
      const m = measured.get(kind);
      return !m || typeof m === 'string' ? na(m ?? 'not measured') : pick(m, kind);
    });
  // The warm-up and every measured run: each may leave its last requests' answers unread.
  const allRuns = 1 + 2 * options.runs;
  return [
    {
      title: 'Placing orders (POST /v1/api/stores/:id/placeOrder)',
      columns: kinds.map(({ kind }) => DB_LABEL[kind]),
      rows: [
        {
          label: `at ${PACED_RATE} orders/s offered (buyers arriving at that rate): orders/s answered; p50 / p99`,
          // The rate targets are PostgreSQL's; PGlite, one query at a time, is held to its share of it (below).
          cells: cells((m, kind) => {
            const rate = median(m.paced.map(ordersPerSecond));
            const p99 = median(m.paced.map((r) => r.result.latency.p99));
            const other = otherAnswers(m.paced, [201]);
            const ok = rate >= PACED_RATE * 0.98 && p99 <= 100 && !other;
            return cell(
              `${over(m.paced, ordersPerSecond)}; ${over(m.paced, (r) => r.result.latency.p50, fmt.ms)} / ` +
                `${over(m.paced, (r) => r.result.latency.p99, fmt.ms)}${other ? ` (${other})` : ''}; ${loadsOf(m.paced)}`,
              kind === 'postgres' ? ok : undefined,
            );
          }),
          target: `≥ ${PACED_RATE}/s at p99 ≤ 100 ms on PostgreSQL`,
        },
        {
          label: `capacity: orders/s with ${options.connections} buyers ordering as fast as answers come`,
          cells: cells((m, kind) =>
            cell(
              `${over(m.capacity, ordersPerSecond)}; ${loadsOf(m.capacity)}`,
              kind === 'postgres' ? perSecond(m) >= PACED_RATE : undefined,
            ),
          ),
          target: `≥ ${PACED_RATE}/s on PostgreSQL`,
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
          cells: cells((m) =>
            cell(
              `${over(m.capacity, (r) => r.result.latency.p50, fmt.ms)} / ${over(m.capacity, (r) => r.result.latency.p99, fmt.ms)}`,
            ),
          ),
        },
        {
          label: 'CPU per request: app / PostgreSQL; SQL statements per request',
          cells: cells((m) =>
            cell(
              `${over(
                m.capacity,
                (r) => r.cpu.app / r.result.requests,
                (n) => `${n.toFixed(2)} ms`,
              )} / ${
                m.capacity.some((r) => r.cpu.db === undefined)
                  ? 'in the app'
                  : over(
                      m.capacity,
                      (r) => (r.cpu.db ?? 0) / r.result.requests,
                      (n) => `${n.toFixed(2)} ms`,
                    )
              }; ${over(
                m.capacity,
                (r) => (r.cpu.statements ?? 0) / r.result.requests,
                (n) => n.toFixed(1),
              )}`,
            ),
          ),
        },
        {
          label: `other answers (409: the scarce product, ${SCARCE} units, sold out)`,
          cells: cells((m) => {
            const other = otherAnswers(m.capacity, [201]);
            const bad = m.capacity.some(
              (r) =>
                Object.keys(r.result.statuses).some((s) => s !== '201' && s !== '409') ||
                r.result.errors > 0 ||
                r.result.timeouts > 0,
            );
            return cell(other || 'none', !bad);
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
              m.check.cutOff <= options.connections * allRuns,
            ),
          ),
          target: `≤ ${fmt.int(options.connections * allRuns)} (the requests in flight at the end of the ${allRuns} runs)`,
        },
      ],
      notes: [
        `Every timed figure is measured ${options.runs} times and written as the median with the range of the runs, ` +
          '"median (lowest–highest)"; "load" beside it is the 1-minute load average when each run began (other work on ' +
          'the machine shows there). A ✔ or ✘ judges the median; the checks of the books cover every run.',
        `Store with ${fmt.int(PLENTY)} units of five plain products, a product with variants and one with a required option; ` +
          'carts of 1-3 lines, 1-3 units each, half for delivery, each request with its own Idempotency-Key and its own ' +
          'client address (X-Forwarded-For behind a trusted proxy, so per-address rate limits see many buyers, not one). ' +
          `After a warm-up of ${options.warmupSeconds} s: ${options.runs} capacity runs of ${options.seconds} s ` +
          `(${options.connections} buyers each ordering again as soon as answered), then ${options.runs} runs of ` +
          `${options.seconds} s with buyers arriving at ${PACED_RATE} orders/s: one every ${fmt.ms(1000 / PACED_RATE)}, ` +
          `answered or not, over up to ${options.connections} kept-alive connections, each answer timed from when its ` +
          'buyer arrived (a buyer kept waiting for a free connection counts in full). CPU per request is CPU time ' +
          'over the capacity runs: the bench process ' +
          "(the app, and PGlite inside it) and the PostgreSQL backends serving the app's database.",
      ],
    },
  ];
}
