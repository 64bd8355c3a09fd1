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
import { fmt, loadAverage } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import { onCleanup } from '../lib/cleanup';
import { cpuMeter, type CpuUsed } from '../lib/cpu';
import { random } from '../lib/random';

const LISTING_PATH = '/api/stores/products';

export interface Measured {
  loadMs: number;
  shape: CatalogShape;
  pageBytes: number;
  listing?: LoadResult;
  listingCpu?: CpuUsed;
  listingSingle?: LoadResult;
  /** The same requests with the answer cache off: every request computed from the database. */
  listingMiss?: LoadResult;
  listingMissCpu?: CpuUsed;
  listingMissSingle?: LoadResult;
  ceiling?: LoadResult;
  ceilingCpu?: CpuUsed;
  search?: LoadResult;
  searchCpu?: CpuUsed;
  searchSingle?: LoadResult;
  searchMissSingle?: LoadResult;
  searchMissCpu?: CpuUsed;
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
        loadAverage: await loadAverage(),
      };
      // Every run starts on an idle server.
      const postgres = kind === 'postgres' ? bench.database.db : undefined;
      const load = async (job: Parameters<typeof run>[0], cpu?: (used: CpuUsed) => void) => {
        const stop = await cpuMeter(postgres);
        const before = statements;
        const result = await run(job);
        const used = await stop();
        used.statements = statements - before;
        cpu?.(used);
        await settle(server.url);
        return result;
      };
      const common = { connections: options.connections, seconds: options.seconds };
      const warm = { connections: options.connections, seconds: options.warmupSeconds };
      if (options.parts.has('listing')) {
        const job = { url: server.url, method: 'POST' as const, paths: [LISTING_PATH], bodies };
        await load({ ...job, ...warm });
        result.listing = await load({ ...job, ...common }, (used) => (result.listingCpu = used));
        // One request at a time through the first 100 bodies: the service time, without queueing.
        result.listingSingle = await load({ ...job, connections: 1, seconds: 300, amount: 100 });
        const missJob = { ...job, url: uncached.url };
        await load({ ...missJob, ...warm });
        result.listingMiss = await load({ ...missJob, ...common }, (used) => (result.listingMissCpu = used));
        result.listingMissSingle = await load({ ...missJob, connections: 1, seconds: 300, amount: 100 });
        const ceiling = await startCeiling(page);
        try {
          await load({ ...job, url: ceiling.url, ...warm });
          result.ceiling = await load(
            { ...job, url: ceiling.url, ...common },
            (used) => (result.ceilingCpu = used),
          );
        } finally {
          await ceiling.close();
        }
        log(
          `  ${DB_LABEL[kind]}: listing ${fmt.int(result.listing.rps)} req/s, p99 ${fmt.ms(result.listing.latency.p99)}; ` +
            `ceiling ${fmt.int(result.ceiling.rps)} req/s`,
        );
      }
      if (options.parts.has('search')) {
        const paths = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
        const job = { url: server.url, method: 'GET' as const, paths };
        await load({ ...job, ...warm });
        result.search = await load({ ...job, ...common }, (used) => (result.searchCpu = used));
        // Every query once, one at a time: the service time of each, without queueing.
        result.searchSingle = await load({ ...job, connections: 1, seconds: 300, amount: paths.length });
        result.searchMissSingle = await load(
          { ...job, url: uncached.url, connections: 1, seconds: 300, amount: paths.length },
          (used) => (result.searchMissCpu = used),
        );
        log(
          `  ${DB_LABEL[kind]}: search ${fmt.int(result.search.rps)} req/s, p99 ${fmt.ms(result.search.latency.p99)}`,
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
