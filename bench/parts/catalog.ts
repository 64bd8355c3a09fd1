/**
 * Listing and search at several catalog sizes, on PostgreSQL and PGlite: a fresh database per size and kind, the
 * synthetic catalog loaded into it, the real app started in this process, and autocannon (in its own process)
 * driving it. A bare Fastify route answering the listing's JSON, precomputed, on the same machine in the same run
 * is the ceiling the listing is compared with.
 */
import { generateCatalog } from '../lib/catalog';
import { DB_LABEL, type DbKind } from '../lib/databases';
import { fmt, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import { assertRunning } from '../lib/cleanup';
import { measure, type Measured, type Results } from './catalog-measure';
import { catalogTable } from './catalog-table';

export async function runCatalog(
  options: BenchOptions,
  kinds: { kind: DbKind; skip?: string }[],
  log: (line: string) => void,
): Promise<Table[]> {
  const results: Results = new Map();
  for (const size of options.sizes) {
    log(`catalog of ${fmt.int(size)} products`);
    const catalog = generateCatalog(size);
    const bySize = new Map<DbKind, Measured | { error: string }>();
    results.set(size, bySize);
    for (const { kind, skip } of kinds) {
      if (skip) {
        bySize.set(kind, { error: skip });
        continue;
      }
      try {
        bySize.set(kind, await measure(options, kind, size, catalog, log));
      } catch (error) {
        assertRunning();
        const message = (error as Error).message.split('\n')[0] ?? 'failed';
        log(`  ${DB_LABEL[kind]}: failed: ${message}`);
        bySize.set(kind, { error: `failed: ${message}` });
      }
    }
  }
  return [catalogTable(options, kinds, results)];
}
