/** The listing and search table: a row per figure and catalog size, a column per database kind. */
import { SEARCH_QUERIES } from '../lib/catalog-words';
import { DB_LABEL, type DbKind } from '../lib/databases';
import { failures } from '../lib/load';
import { cell, fmt, loads, median, na, spread, type Cell, type Row, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import type { Measured, Results, Run } from './catalog-measure';

/** A figure of each run, written as its median and range. */
const over = (runs: Run[], pick: (run: Run) => number, format: (n: number) => string = fmt.int) =>
  spread(runs.map(pick), format);

/** The median of a figure over the runs. */
const mid = (runs: Run[], pick: (run: Run) => number) => median(runs.map(pick));

/** p50 / p99 of each run, as medians and ranges. */
const latency = (runs: Run[]) =>
  `${over(runs, (r) => r.result.latency.p50, fmt.ms)} / ${over(runs, (r) => r.result.latency.p99, fmt.ms)}`;

/** CPU milliseconds per request in the app and in PostgreSQL (PGlite's share is inside the app's), and statements. */
function perRequest(runs: Run[]): string {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const app = over(runs, (r) => r.cpu.app / r.result.requests, ms);
  const db = runs.some((r) => r.cpu.db === undefined)
    ? 'in the app'
    : over(runs, (r) => (r.cpu.db ?? 0) / r.result.requests, ms);
  const statements = over(
    runs,
    (r) => (r.cpu.statements ?? 0) / r.result.requests,
    (n) => n.toFixed(1),
  );
  return `${app} / ${db}; ${statements} SQL statements`;
}

/** Answers other than 200 over the runs, in brackets ('' when none). */
const faults = (runs: Run[]) => {
  const text = runs
    .map((r) => failures(r.result))
    .filter(Boolean)
    .join('; ');
  return text ? ` (${text})` : '';
};

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
  /** PGlite's median against a third of PostgreSQL's (undefined for PostgreSQL's own cell). */
  const third = (size: number, kind: DbKind, value: number, pick: (m: Measured) => Run[]) => {
    if (kind !== 'pglite') return undefined;
    const pg = get(size, 'postgres');
    const runs = pg && pick(pg);
    return runs?.length ? value >= mid(runs, (r) => r.result.rps) / 3 : undefined;
  };
  /** Requests per second of each run with the answers that were not 200 and the load averages. */
  const rate = (runs: Run[]) =>
    `${over(runs, (r) => r.result.rps)}${faults(runs)}; ${loads(runs.map((r) => r.load))}`;
  const oneAtATime = (runs: Run[]) =>
    `${latency(runs)} (${over(runs, (r) => r.result.rps)} req/s); ${loads(runs.map((r) => r.load))}`;
  const some = (runs: Run[]) => runs.length > 0;

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
        `${at}: listing req/s (store of ${fmt.int(get(size, 'postgres')?.shape.bigStore.products ?? get(size, 'pglite')?.shape.bigStore.products ?? 0)} products, ${options.connections} conn.)`,
        'PGlite ≥ ⅓ of PostgreSQL',
        (m, kind) =>
          some(m.listing)
            ? cell(
                rate(m.listing),
                third(
                  size,
                  kind,
                  mid(m.listing, (r) => r.result.rps),
                  (x) => x.listing,
                ),
              )
            : undefined,
        size,
      );
      row(
        `${at}: listing p50 / p99`,
        isLargest ? 'p99 ≤ 20 ms at 100,000' : undefined,
        (m) =>
          some(m.listing)
            ? cell(
                latency(m.listing),
                isLargest ? mid(m.listing, (r) => r.result.latency.p99) <= 20 : undefined,
              )
            : undefined,
        size,
      );
      row(
        `${at}: listing p50 / p99 one request at a time (100 pages; service time)`,
        undefined,
        (m) => (some(m.listingSingle) ? cell(oneAtATime(m.listingSingle)) : undefined),
        size,
      );
      row(
        `${at}: listing CPU per request: app / PostgreSQL; statements`,
        undefined,
        (m) => (some(m.listing) ? cell(perRequest(m.listing)) : undefined),
        size,
      );
      row(
        `${at}: listing, answer cache off: req/s; p50 / p99`,
        undefined,
        (m) => (some(m.listingMiss) ? cell(`${rate(m.listingMiss)}; ${latency(m.listingMiss)}`) : undefined),
        size,
      );
      row(
        `${at}: listing, answer cache off: one at a time p50 / p99; CPU app / PostgreSQL; statements`,
        undefined,
        (m) =>
          some(m.listingMissSingle) && some(m.listingMiss)
            ? cell(
                `${latency(m.listingMissSingle)}; ${perRequest(m.listingMiss)}; ${loads(m.listingMissSingle.map((r) => r.load))}`,
              )
            : undefined,
        size,
      );
      row(
        `${at}: listing: app event loop delay p99 / max`,
        undefined,
        (m) =>
          some(m.listing)
            ? cell(
                `${over(m.listing, (r) => r.cpu.loopDelay.p99, fmt.ms)} / ${over(m.listing, (r) => r.cpu.loopDelay.max, fmt.ms)}`,
              )
            : undefined,
        size,
      );
      row(
        `${at}: ceiling req/s (bare Fastify, same ${fmt.kb(get(size, 'postgres')?.pageBytes ?? get(size, 'pglite')?.pageBytes ?? 0)} JSON; runs alternating with the listing's)`,
        undefined,
        (m) =>
          some(m.ceiling)
            ? cell(
                `${rate(m.ceiling)}; p99 ${over(m.ceiling, (r) => r.result.latency.p99, fmt.ms)}; ` +
                  `${over(
                    m.ceiling,
                    (r) => r.cpu.app / r.result.requests,
                    (n) => n.toFixed(3),
                  )} ms CPU per request`,
              )
            : undefined,
        size,
      );
      row(
        `${at}: listing / ceiling (each listing run over the ceiling run after it)`,
        isLargest ? '≥ 0.5 at 100,000' : undefined,
        (m) => {
          const pairs = m.listing.flatMap((r, i) => {
            const ceiling = m.ceiling[i];
            return ceiling ? [r.result.rps / ceiling.result.rps] : [];
          });
          if (pairs.length === 0) return undefined;
          return cell(
            spread(pairs, (n) => n.toFixed(3)),
            isLargest ? median(pairs) >= 0.5 : undefined,
          );
        },
        size,
      );
    }
    if (options.parts.has('search')) {
      row(
        `${at}: search req/s (${SEARCH_QUERIES.length} rotating queries, typos included)`,
        'PGlite ≥ ⅓ of PostgreSQL',
        (m, kind) =>
          some(m.search)
            ? cell(
                rate(m.search),
                third(
                  size,
                  kind,
                  mid(m.search, (r) => r.result.rps),
                  (x) => x.search,
                ),
              )
            : undefined,
        size,
      );
      row(
        `${at}: search p50 / p99`,
        isLargest ? 'p99 ≤ 30 ms at 100,000' : undefined,
        (m) =>
          some(m.search)
            ? cell(
                latency(m.search),
                isLargest ? mid(m.search, (r) => r.result.latency.p99) <= 30 : undefined,
              )
            : undefined,
        size,
      );
      row(
        `${at}: search p50 / p99 one request at a time (each query once; service time)`,
        undefined,
        (m) => (some(m.searchSingle) ? cell(oneAtATime(m.searchSingle)) : undefined),
        size,
      );
      row(
        `${at}: search CPU per request: app / PostgreSQL; statements`,
        undefined,
        (m) => (some(m.search) ? cell(perRequest(m.search)) : undefined),
        size,
      );
      row(
        `${at}: search, answer cache off: one at a time p50 / p99; CPU app / PostgreSQL; statements`,
        undefined,
        (m) =>
          some(m.searchMissSingle)
            ? cell(
                `${latency(m.searchMissSingle)}; ${perRequest(m.searchMissSingle)}; ${loads(m.searchMissSingle.map((r) => r.load))}`,
              )
            : undefined,
        size,
      );
    }
  }
  if (options.parts.has('listing') && options.sizes.includes(smallest) && options.sizes.includes(largest)) {
    row(
      'listing at 100,000 vs 1,000: req/s slowdown; CPU per request (app + database) ratio (medians)',
      '≤ 1.5× (both)',
      (m, kind) => {
        const small = get(smallest, kind);
        if (!small || !some(small.listing) || !some(m.listing)) return undefined;
        const rps = (x: Measured) => mid(x.listing, (r) => r.result.rps);
        const cpu = (x: Measured) => mid(x.listing, (r) => (r.cpu.app + (r.cpu.db ?? 0)) / r.result.requests);
        const slowdown = rps(small) / rps(m);
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
  return {
    title: 'Catalog listing and search (POST /api/stores/products, GET /api/search)',
    columns: kinds.map(({ kind }) => DB_LABEL[kind]),
    rows,
    notes: [
      `Every timed figure is measured ${options.runs} times and written as the median with the range of the runs, ` +
        '"median (lowest–highest)"; "load" beside it is the 1-minute load average when each run began (other work on ' +
        'the machine shows there). A ✔ or ✘ judges the median.',
      `autocannon, ${options.connections} connections, runs of ${options.seconds} s after one warm-up of ${options.warmupSeconds} s, ` +
        'in its own process; the app runs in the bench process (buildApp, logs off, PostgreSQL pool of 10 as in production).',
      'The ceiling is a bare Fastify route in the same process answering the same page, precomputed; its runs ' +
        "alternate with the listing's (listing, ceiling, listing, ceiling, …) so each pair sees the same machine, and " +
        '"listing / ceiling" is the median of the per-pair ratios.',
      'Requests carry no Accept-Encoding, so neither the app nor the ceiling compresses: the two answer the same bytes. ' +
        'The app keeps finished answers in memory (dropped when their store changes); the "answer cache off" rows ' +
        'send the same requests to a second app on the same database with CATALOG_CACHE_TTL_SECONDS=0. ' +
        'Listing requests page through the largest store: half all products (pages 1-10), half one random category (pages 1-3), 20 per page. ' +
        'Latency figures count 2xx answers only; any other answer is shown in brackets.',
    ],
  };
}
