/**
 * One listing and search measurement: a fresh database of one kind, the synthetic catalog loaded into it, the real
 * app started in this process (and a second one with its answer cache off), autocannon driving them, and a bare
 * Fastify route answering the listing's JSON, precomputed, as the ceiling the listing is compared with.
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import type { CatalogShape, GeneratedCatalog } from '../lib/catalog';
import { loadCatalog } from '../lib/catalog-load';
import { SEARCH_QUERIES } from '../lib/catalog-words';
import { createDatabase, DB_LABEL, type DbKind } from '../lib/databases';
import { startApp } from '../lib/app';
import { load as run, settle, type LoadResult } from '../lib/load';
import { fmt, loadAverage, median } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import { onCleanup } from '../lib/cleanup';
import { cpuMeter, type CpuUsed } from '../lib/cpu';
import { random } from '../lib/random';

const LISTING_PATH = '/api/stores/products';

/** One measured run of load: its result, the CPU it cost, and the 1-minute load average when it began. */
export interface Run {
  result: LoadResult;
  cpu: CpuUsed;
  load: number;
}

export interface Measured {
  loadMs: number;
  shape: CatalogShape;
  pageBytes: number;
  /** Each figure's runs (options.runs of them); the ceiling's runs alternate with the listing's. */
  listing: Run[];
  listingSingle: Run[];
  /** The same requests with the answer cache off: every request computed from the database. */
  listingMiss: Run[];
  listingMissSingle: Run[];
  ceiling: Run[];
  search: Run[];
  searchSingle: Run[];
  searchMissSingle: Run[];
  loadAverage: number;
}

export type Results = Map<number, Map<DbKind, Measured | { error: string }>>;

/** Listing request bodies: the big store's pages, all products or one category, mostly the first pages. */
function listingBodies(shape: CatalogShape, categorySizes: Map<number, number>): string[] {
  const rnd = random(7);
  const bodies: string[] = [];
  const allPages = Math.ceil(shape.bigStore.products / 20);
  for (let i = 0; i < 400; i += 1) {
    if (i % 2 === 0) {
      bodies.push(
        JSON.stringify({
          store_id: shape.bigStore.id,
          page: rnd.int(1, Math.min(10, allPages)),
          per_page: 20,
        }),
      );
    } else {
      const categoryId = rnd.pick(shape.bigStore.categoryIds);
      const pages = Math.max(1, Math.ceil((categorySizes.get(categoryId) ?? 0) / 20));
      bodies.push(
        JSON.stringify({
          store_id: shape.bigStore.id,
          category_id: categoryId,
          page: rnd.int(1, Math.min(3, pages)),
          per_page: 20,
        }),
      );
    }
  }
  return bodies;
}

/** A bare Fastify route that answers the same JSON, precomputed: what the listing could be at best. */
async function startCeiling(body: string) {
  const app = Fastify({ logger: false });
  app.post(LISTING_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const close = onCleanup('ceiling server', () => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close };
}

export async function measure(
  options: BenchOptions,
  kind: DbKind,
  size: number,
  catalog: GeneratedCatalog,
  log: (line: string) => void,
): Promise<Measured> {
  // Statements the app sends, counted through the database's query log hook.
  let statements = 0;
  const bench = await createDatabase(kind, options.adminUrl, { onQuery: () => void (statements += 1) });
  try {
    const loadMs = await loadCatalog(bench.database.db, catalog);
    log(`  ${DB_LABEL[kind]}: catalog loaded in ${fmt.s(loadMs)}`);
    const server = await startApp(bench.database);
    // A second app on the same database with its answer cache off: what a request costs when its answer is not
    // cached (the first request for a page, or the first after the store changed).
    const uncached = await startApp(bench.database, { CATALOG_CACHE_TTL_SECONDS: '0' });
    try {
      const categorySizes = new Map<number, number>();
      for (const p of catalog.products) {
        if (p.storeId === catalog.shape.bigStore.id)
          categorySizes.set(p.categoryId, (categorySizes.get(p.categoryId) ?? 0) + 1);
      }
      const bodies = listingBodies(catalog.shape, categorySizes);
      const first = await fetch(`${server.url}${LISTING_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[0],
      });
      const page = await first.text();
      const count = (JSON.parse(page) as { data?: { products?: unknown[] } }).data?.products?.length;
      if (first.status !== 200 || count !== 20) {
        throw new Error(`listing answered ${first.status} with ${count} products: ${page.slice(0, 200)}`);
      }
      const result: Measured = {
        loadMs,
        shape: catalog.shape,
        pageBytes: Buffer.byteLength(page),
        listing: [],
        listingSingle: [],
        listingMiss: [],
        listingMissSingle: [],
        ceiling: [],
        search: [],
        searchSingle: [],
        searchMissSingle: [],
        loadAverage: await loadAverage(),
      };
      const postgres = kind === 'postgres' ? bench.database.db : undefined;
      /** One run: the load average as it begins, the CPU and statements it costs; the app settles after it. */
      const measured = async (job: Parameters<typeof run>[0]): Promise<Run> => {
        const load = await loadAverage();
        const stop = await cpuMeter(postgres);
        const before = statements;
        const outcome = await run(job);
        const cpu = await stop();
        cpu.statements = statements - before;
        await settle(server.url);
        return { result: outcome, cpu, load };
      };
      const warmUp = async (job: Omit<Parameters<typeof run>[0], 'connections' | 'seconds'>) => {
        await run({ ...job, connections: options.connections, seconds: options.warmupSeconds });
        await settle(server.url);
      };
      const common = { connections: options.connections, seconds: options.seconds };
      const single = (count: number) => ({ connections: 1, seconds: 300, amount: count });
      if (options.parts.has('listing')) {
        const job = { url: server.url, method: 'POST' as const, paths: [LISTING_PATH], bodies };
        const ceiling = await startCeiling(page);
        try {
          const ceilingJob = { ...job, url: ceiling.url };
          await warmUp(job);
          await warmUp(ceilingJob);
          // The listing and its ceiling take turns, so each pair of runs sees the same machine.
          for (let i = 0; i < options.runs; i += 1) {
            result.listing.push(await measured({ ...job, ...common }));
            result.ceiling.push(await measured({ ...ceilingJob, ...common }));
          }
        } finally {
          await ceiling.close();
        }
        // One request at a time through the first 100 bodies: the service time, without queueing.
        for (let i = 0; i < options.runs; i += 1)
          result.listingSingle.push(await measured({ ...job, ...single(100) }));
        const missJob = { ...job, url: uncached.url };
        await warmUp(missJob);
        for (let i = 0; i < options.runs; i += 1) {
          result.listingMiss.push(await measured({ ...missJob, ...common }));
          result.listingMissSingle.push(await measured({ ...missJob, ...single(100) }));
        }
        const rps = (runs: Run[]) => median(runs.map((r) => r.result.rps));
        log(
          `  ${DB_LABEL[kind]}: listing ${fmt.int(rps(result.listing))} req/s, ceiling ${fmt.int(rps(result.ceiling))} req/s ` +
            `(medians of ${options.runs} runs)`,
        );
      }
      if (options.parts.has('search')) {
        const paths = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
        const job = { url: server.url, method: 'GET' as const, paths };
        await warmUp(job);
        for (let i = 0; i < options.runs; i += 1) {
          result.search.push(await measured({ ...job, ...common }));
          // Every query once, one at a time: the service time of each, without queueing.
          result.searchSingle.push(await measured({ ...job, ...single(paths.length) }));
          result.searchMissSingle.push(
            await measured({ ...job, url: uncached.url, ...single(paths.length) }),
          );
        }
        log(
          `  ${DB_LABEL[kind]}: search ${fmt.int(median(result.search.map((r) => r.result.rps)))} req/s (median of ${options.runs} runs)`,
        );
      }
      return result;
    } finally {
      await uncached.close();
      await server.close();
    }
  } finally {
    await bench.drop();
  }
}
