/** Loads a generated catalog into a migrated database: batched INSERTs through the product's Drizzle schema. */
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../apps/server/src/db/client';
import {
  branches,
  categories,
  choiceGroups,
  choiceItems,
  industries,
  productVariants,
  products,
  stores,
} from '../../apps/server/src/db/schema';
import type { GeneratedCatalog } from './catalog';

/**
 * Inserts rows in batches of a few thousand as one JSON parameter each (`json_populate_recordset`): far fewer
 * parameters to bind than a multi-row VALUES list, with the same rows, defaults, checks and indexes.
 */
async function insertBatched(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const name = getTableConfig(table).name;
  const keys = Object.keys(rows[0]!);
  const dbNames = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${name} has no column ${key}`);
    return column.name;
  });
  const list = dbNames.map((column) => `"${column}"`).join(', ');
  for (let start = 0; start < rows.length; start += 5_000) {
    const batch = rows.slice(start, start + 5_000).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, i) => (out[dbNames[i]!] = row[key] ?? null));
      return out;
    });
    await db.execute(
      sql`insert into ${sql.raw(`"${name}" (${list})`)} select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(`"${name}"`)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** Loads a generated catalog into a migrated, empty database; returns the milliseconds it took. */
export async function loadCatalog(db: Db, catalog: GeneratedCatalog): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertBatched(t, industries, catalog.industries);
    await insertBatched(t, stores, catalog.stores);
    await insertBatched(t, branches, catalog.branches);
    await insertBatched(t, categories, catalog.categories);
    await insertBatched(t, products, catalog.products);
    await insertBatched(t, productVariants, catalog.variants);
    await insertBatched(t, choiceGroups, catalog.groups);
    await insertBatched(t, choiceItems, catalog.items);
    // Explicit ids were inserted; move the sequences past them so the app's own inserts do not collide.
    for (const table of [
      'industries',
      'stores',
      'branches',
      'categories',
      'products',
      'product_variants',
      'choice_groups',
      'choice_items',
    ]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
  // What autovacuum does on a live server: planner statistics, visibility map, GIN pending lists merged.
  await db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}
