/**
 * Placing orders: concurrent anonymous buyers (each request with its own Idempotency-Key, as the web app sends)
 * on one store, carts of one to three lines from several products with plenty of stock, a product with variants,
 * a product with a required option, and one scarce product that sells out during the run. Afterwards the books
 * must balance: units sold = starting stock − remaining for every product and variant, no stock below zero, and
 * one order in the database for every 201 answer (and none for any other).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  choiceGroups,
  choiceItems,
  orderItems,
  orders,
  productVariants,
  products,
} from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import { generateCatalog } from '../lib/catalog';
import { loadCatalog } from '../lib/catalog-load';
import { random } from '../lib/random';
import { assertRunning } from '../lib/cleanup';
import { cpuMeter, type CpuUsed } from '../lib/cpu';
import { createDatabase, DB_LABEL, type DbKind } from '../lib/databases';
import { startApp } from '../lib/app';
import { failures, load, settle, type LoadResult } from '../lib/load';
import { cell, fmt, loadAverage, na, type Cell, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';

const PLENTY = 1_000_000;
const SCARCE = 100;
/** The offered load of the paced run: the target rate. */
const PACED_RATE = 250;

interface Stockable {
  productId: number;
  variantId: number | null;
}

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

async function setUp(db: Db, storeId: number) {
  const rows = await db
    .select({ id: products.id, hasVariant: products.hasVariant, unlimited: products.unlimitedStock })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(products.id);
  const groups = await db
    .select({ productId: choiceGroups.productId, id: choiceGroups.id, kind: choiceGroups.kind })
    .from(choiceGroups)
    .where(
      inArray(
        choiceGroups.productId,
        rows.map((r) => r.id),
      ),
    );
  const withGroups = new Set(groups.map((g) => g.productId));
  const plain = rows.filter((r) => !r.hasVariant && !withGroups.has(r.id) && !r.unlimited).map((r) => r.id);
  const variantProduct = rows.find((r) => r.hasVariant && !withGroups.has(r.id))?.id;
  const optionGroup = groups.find((g) => g.kind === 'option');
  if (plain.length < 6 || !variantProduct || !optionGroup) {
    throw new Error('the synthetic store lacks plain, variant or option products');
  }
  const plenty = plain.slice(0, 5);
  const scarce = plain[5]!;
  const optionProduct = optionGroup.productId;
  const options = await db
    .select({ id: choiceItems.id })
    .from(choiceItems)
    .where(eq(choiceItems.groupId, optionGroup.id));
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, variantProduct));

  await db
    .update(products)
    .set({ stock: PLENTY, saleable: true, unlimitedStock: false })
    .where(inArray(products.id, [...plenty, optionProduct]));
  await db.update(products).set({ stock: SCARCE, saleable: true }).where(eq(products.id, scarce));
  await db
    .update(productVariants)
    .set({ stock: PLENTY })
    .where(eq(productVariants.productId, variantProduct));
  await db
    .update(products)
    .set({ stock: PLENTY * variants.length, saleable: true })
    .where(eq(products.id, variantProduct));

  const stockables: Stockable[] = [
    // The product with variants shows their sum: its own row must follow them.
    ...[...plenty, optionProduct, scarce, variantProduct].map((productId) => ({
      productId,
      variantId: null,
    })),
    ...variants.map((v) => ({ productId: variantProduct, variantId: v.id })),
  ];
  return {
    plenty,
    scarce,
    optionProduct,
    optionIds: options.map((o) => o.id),
    variantProduct,
    variantIds: variants.map((v) => v.id),
    stockables,
  };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

function carts(setup: Setup, branchId: number, withScarce = true): string[] {
  const rnd = random(11);
  const bodies: string[] = [];
  for (let i = 0; i < 500; i += 1) {
    const chosen = new Set<number>();
    const items: Record<string, unknown>[] = [];
    const lines = rnd.int(1, 3);
    for (let l = 0; l < lines; l += 1) {
      const product = rnd.pick(setup.plenty);
      if (chosen.has(product)) continue;
      chosen.add(product);
      items.push({ product_id: product, quantity: rnd.int(1, 3) });
    }
    if (rnd.chance(0.2)) {
      items.push({ product_id: setup.variantProduct, variant_id: rnd.pick(setup.variantIds), quantity: 1 });
    }
    if (rnd.chance(0.2)) {
      items.push({
        product_id: setup.optionProduct,
        option_ids: [rnd.pick(setup.optionIds)],
        quantity: rnd.int(1, 2),
      });
    }
    if (withScarce && rnd.chance(0.15)) items.push({ product_id: setup.scarce, quantity: rnd.int(1, 2) });
    const delivery = rnd.chance(0.5);
    bodies.push(
      JSON.stringify({
        branch_id: branchId,
        delivery_method: delivery ? 'delivery' : 'pickup',
        payment_method: rnd.chance(0.7) ? 'cash' : 'bank_transfer',
        customer: { name: `Buyer ${i}`, phone: `+25261${String(3_000_000 + i)}` },
        ...(delivery
          ? {
              address: {
                line: `House ${i}, Hodan, Mogadishu`,
                lat: 2.04 + i / 1e5,
                lng: 45.31,
                notes: 'Blue gate',
              },
            }
          : {}),
        items,
      }),
    );
  }
  return bodies;
}

async function stockOf(db: Db, stockables: Stockable[]) {
  const productRows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        stockables.map((s) => s.productId),
      ),
    );
  const variantRows = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        stockables.flatMap((s) => (s.variantId ? [s.variantId] : [])),
      ),
    );
  const byKey = new Map<string, number>();
  for (const row of productRows) byKey.set(`${row.id}:0`, row.stock);
  for (const row of variantRows) {
    const owner = stockables.find((s) => s.variantId === row.id)!;
    byKey.set(`${owner.productId}:${row.id}`, row.stock);
  }
  return byKey;
}

async function check(db: Db, storeId: number, setup: Setup, before: Map<string, number>, numbers: string[]) {
  const after = await stockOf(db, setup.stockables);
  const sold = await db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.storeId, storeId))
    .groupBy(orderItems.productId, orderItems.variantId);
  const soldBy = new Map(sold.map((s) => [`${s.productId}:${s.variantId ?? 0}`, s.units]));
  // Units of a variant are also counted against its product's total stock.
  const variantTotal = new Map<number, number>();
  for (const s of sold)
    if (s.variantId) variantTotal.set(s.productId, (variantTotal.get(s.productId) ?? 0) + s.units);

  const mismatched: string[] = [];
  let oversold = 0;
  for (const [key, start] of before) {
    const [productId] = key.split(':').map(Number) as [number, number];
    const units = soldBy.get(key) ?? (key.endsWith(':0') ? (variantTotal.get(productId) ?? 0) : 0);
    const left = after.get(key) ?? Number.NaN;
    if (start - left !== units) mismatched.push(`${key}: start ${start} − left ${left} ≠ sold ${units}`);
    oversold += Math.max(0, units - start);
  }
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.stock} < 0`);
  const [negativeVariants] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(sql`${productVariants.stock} < 0`);
  const created = await db
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.storeId, storeId)));
  const createdSet = new Set(created.map((o) => o.number));
  const answered = new Set(numbers);
  return {
    created: created.length,
    answered201: numbers.length,
    // A 201 without its order, or two 201s naming the same order.
    unmatched: numbers.filter((n) => !createdSet.has(n)).length + (numbers.length - answered.size),
    // Orders whose request was still in flight when a run stopped: made, but the answer never read.
    cutOff: created.filter((o) => !answered.has(o.number)).length,
    oversold,
    mismatched,
    negative: (negative?.n ?? 0) + (negativeVariants?.n ?? 0),
    scarceLeft: after.get(`${setup.scarce}:0`) ?? Number.NaN,
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
