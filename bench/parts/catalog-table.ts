/** The listing and search table: a row per figure and catalog size, a column per database kind. */
import { SEARCH_QUERIES } from '../lib/catalog-words';
import { DB_LABEL, type DbKind } from '../lib/databases';
import { failures, type LoadResult } from '../lib/load';
import { cell, fmt, na, type Cell, type Row, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import type { CpuUsed } from '../lib/cpu';
import type { Measured, Results } from './catalog-measure';

/** CPU milliseconds per request in the app and in PostgreSQL (PGlite's share is inside the app's). */
function perRequest(cpu: CpuUsed, result: LoadResult): string {
  const app = cpu.app / result.requests;
  const db = cpu.db === undefined ? 'in the app' : `${(cpu.db / result.requests).toFixed(2)} ms`;
  const statements =
    cpu.statements === undefined ? '' : `; ${(cpu.statements / result.requests).toFixed(1)} SQL statements`;
  return `${app.toFixed(2)} ms / ${db}${statements}`;
}

export function catalogTable(options: BenchOptions, kinds: { kind: DbKind }[], results: Results): Table {
  const rows: Row[] = [];
  const largest = 100_000;
  const smallest = 1_000;
  const get = (size: number, kind: DbKind) => {
    const value = results.get(size)?.get(kind);
    return value && !('error' in value) ? value : undefined;
  };
  const errorOf = (size: number, kind: DbKind) => {
    const value = results.get(size)?.get(kind);
    return value && 'error' in value ? value.error : 'not measured';
  };
  /** One row: a cell per database kind from `pick`, or why it is missing. */
  const row = (
    label: string,
    target: string | undefined,
    pick: (m: Measured, kind: DbKind) => Cell | undefined,
    size: number,
  ) => {
    const cells = kinds.map(({ kind }) => {
      const m = get(size, kind);
      if (!m) return na(errorOf(size, kind));
      return pick(m, kind) ?? na('—');
    });
    if (cells.every((c) => c.text === '—')) return;
    rows.push({ label, cells, ...(target ? { target } : {}) });
  };
  const pgFigure = (size: number, pick: (m: Measured) => number | undefined) => {
    const m = get(size, 'postgres');
    return m ? pick(m) : undefined;
  };
  const third = (size: number, kind: DbKind, value: number, pick: (m: Measured) => number | undefined) => {
    if (kind !== 'pglite') return undefined;
    const pg = pgFigure(size, pick);
    return pg === undefined ? undefined : value >= pg / 3;
  };
  const faults = (r: LoadResult | undefined) => {
    const text = r ? failures(r) : '';
    return text ? ` (${text})` : '';
  };

  for (const size of options.sizes) {
    const at = `${fmt.int(size)}`;
    const isLargest = size === largest;
    row(
      `${at}: catalog (stores / products / variants / choice groups)`,
      undefined,
      (m) =>
        cell(
          `${fmt.int(m.shape.stores)} / ${fmt.int(m.shape.products)} / ${fmt.int(m.shape.variants)} / ${fmt.int(m.shape.groups)}; loaded in ${fmt.s(m.loadMs)}`,
        ),
      size,
    );
    if (options.parts.has('listing')) {
      row(
        `${at}: listing req/s (store of ${fmt.int(get(size, 'postgres')?.shape.bigStore.products ?? get(size, 'pglite')?.shape.bigStore.products ?? 0)} products, 50 conn.)`,
        'PGlite ≥ ⅓ of PostgreSQL',
        (m, kind) =>
          m.listing &&
          cell(
            `${fmt.int(m.listing.rps)}${faults(m.listing)}`,
            third(size, kind, m.listing.rps, (x) => x.listing?.rps),
          ),
        size,
      );
      row(
        `${at}: listing p50 / p99`,
        isLargest ? 'p99 ≤ 20 ms at 100,000' : undefined,
        (m) =>
          m.listing &&
          cell(
            `${fmt.ms(m.listing.latency.p50)} / ${fmt.ms(m.listing.latency.p99)}`,
            isLargest ? m.listing.latency.p99 <= 20 : undefined,
          ),
        size,
      );
      row(
        `${at}: listing p50 / p99 one request at a time (100 pages; service time)`,
        undefined,
        (m) =>
          m.listingSingle &&
          cell(
            `${fmt.ms(m.listingSingle.latency.p50)} / ${fmt.ms(m.listingSingle.latency.p99)} (${fmt.int(m.listingSingle.rps)} req/s)`,
          ),
        size,
      );
      row(
        `${at}: listing CPU per request: app / PostgreSQL; statements`,
        undefined,
        (m) => m.listing && m.listingCpu && cell(perRequest(m.listingCpu, m.listing)),
        size,
      );
      row(
        `${at}: listing, answer cache off: req/s; p50 / p99`,
        undefined,
        (m) =>
          m.listingMiss &&
          cell(
            `${fmt.int(m.listingMiss.rps)}${faults(m.listingMiss)}; ${fmt.ms(m.listingMiss.latency.p50)} / ${fmt.ms(m.listingMiss.latency.p99)}`,
          ),
        size,
      );
      row(
        `${at}: listing, answer cache off: one at a time p50 / p99; CPU app / PostgreSQL; statements`,
        undefined,
        (m) =>
          m.listingMissSingle &&
          m.listingMiss &&
          m.listingMissCpu &&
          cell(
            `${fmt.ms(m.listingMissSingle.latency.p50)} / ${fmt.ms(m.listingMissSingle.latency.p99)}; ${perRequest(m.listingMissCpu, m.listingMiss)}`,
          ),
        size,
      );
      row(
        `${at}: listing: app event loop delay p99 / max`,
        undefined,
        (m) =>
          m.listingCpu &&
          cell(`${fmt.ms(m.listingCpu.loopDelay.p99)} / ${fmt.ms(m.listingCpu.loopDelay.max)}`),
        size,
      );
      row(
        `${at}: ceiling req/s (bare Fastify, same ${fmt.kb(get(size, 'postgres')?.pageBytes ?? get(size, 'pglite')?.pageBytes ?? 0)} JSON)`,
        undefined,
        (m) =>
          m.ceiling &&
          cell(
            `${fmt.int(m.ceiling.rps)}, p99 ${fmt.ms(m.ceiling.latency.p99)}${faults(m.ceiling)}` +
              (m.ceilingCpu
                ? `; ${(m.ceilingCpu.app / m.ceiling.requests).toFixed(3)} ms CPU per request`
                : ''),
          ),
        size,
      );
      row(
        `${at}: listing / ceiling`,
        isLargest ? '≥ 0.5 at 100,000' : undefined,
        (m) => {
          if (!m.listing || !m.ceiling) return undefined;
          const ratio = m.listing.rps / m.ceiling.rps;
          return cell(ratio.toFixed(3), isLargest ? ratio >= 0.5 : undefined);
        },
        size,
      );
    }
    if (options.parts.has('search')) {
      row(
        `${at}: search req/s (${SEARCH_QUERIES.length} rotating queries, typos included)`,
        'PGlite ≥ ⅓ of PostgreSQL',
        (m, kind) =>
          m.search &&
          cell(
            `${fmt.int(m.search.rps)}${faults(m.search)}`,
            third(size, kind, m.search.rps, (x) => x.search?.rps),
          ),
        size,
      );
      row(
        `${at}: search p50 / p99`,
        isLargest ? 'p99 ≤ 30 ms at 100,000' : undefined,
        (m) =>
          m.search &&
          cell(
            `${fmt.ms(m.search.latency.p50)} / ${fmt.ms(m.search.latency.p99)}`,
            isLargest ? m.search.latency.p99 <= 30 : undefined,
          ),
        size,
      );
      row(
        `${at}: search p50 / p99 one request at a time (each query once; service time)`,
        undefined,
        (m) =>
          m.searchSingle &&
          cell(
            `${fmt.ms(m.searchSingle.latency.p50)} / ${fmt.ms(m.searchSingle.latency.p99)} (${fmt.int(m.searchSingle.rps)} req/s)`,
          ),
        size,
      );
      row(
        `${at}: search CPU per request: app / PostgreSQL; statements`,
        undefined,
        (m) => m.search && m.searchCpu && cell(perRequest(m.searchCpu, m.search)),
        size,
      );
      row(
        `${at}: search, answer cache off: one at a time p50 / p99; CPU app / PostgreSQL; statements`,
        undefined,
        (m) =>
          m.searchMissSingle &&
          m.searchMissCpu &&
          cell(
            `${fmt.ms(m.searchMissSingle.latency.p50)} / ${fmt.ms(m.searchMissSingle.latency.p99)}; ${perRequest(m.searchMissCpu, m.searchMissSingle)}`,
          ),
        size,
      );
    }
  }
  if (options.parts.has('listing') && options.sizes.includes(smallest) && options.sizes.includes(largest)) {
    row(
      'listing at 100,000 vs 1,000: req/s slowdown; CPU per request (app + database) ratio',
      '≤ 1.5× (both)',
      (m, kind) => {
        const small = get(smallest, kind);
        if (!small?.listing || !m.listing) return undefined;
        const slowdown = small.listing.rps / m.listing.rps;
        const cpu = (x: Measured) =>
          x.listingCpu && x.listing
            ? (x.listingCpu.app + (x.listingCpu.db ?? 0)) / x.listing.requests
            : Number.NaN;
        const cpuRatio = cpu(m) / cpu(small);
        // Throughput follows whatever else the machine runs; CPU time per request much less so.
        return cell(
          `${fmt.ratio(slowdown)}; ${fmt.ratio(cpuRatio)}`,
          slowdown <= 1.5 && (Number.isNaN(cpuRatio) || cpuRatio <= 1.5),
        );
      },
      largest,
    );
  }
  const loads = options.sizes.flatMap((size) =>
    kinds.flatMap(({ kind }) => {
      const m = get(size, kind);
      return m ? [`${fmt.int(size)} ${DB_LABEL[kind]} ${m.loadAverage.toFixed(1)}`] : [];
    }),
  );
  return {
    title: 'Catalog listing and search (POST /api/stores/products, GET /api/search)',
    columns: kinds.map(({ kind }) => DB_LABEL[kind]),
    rows,
    notes: [
      `autocannon, ${options.connections} connections, ${options.seconds} s measured after ${options.warmupSeconds} s of warm-up, ` +
        'in its own process; the app runs in the bench process (buildApp, logs off, PostgreSQL pool of 10 as in production).',
      'Requests carry no Accept-Encoding, so neither the app nor the ceiling compresses: the two answer the same bytes. ' +
        'The app keeps finished answers in memory (dropped when their store changes); the "answer cache off" rows ' +
        'send the same requests to a second app on the same database with CATALOG_CACHE_TTL_SECONDS=0. ' +
        'Listing requests page through the largest store: half all products (pages 1-10), half one random category (pages 1-3), 20 per page. ' +
        'Latency figures count 2xx answers only; any other answer is shown in brackets.',
      `1-minute load average when each measurement began (other work on the machine shows here): ${loads.join('; ')}.`,
    ],
  };
}
