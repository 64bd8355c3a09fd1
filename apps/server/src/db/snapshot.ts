/**
 * The embedded database's part of the data folder, and a consistent copy of it taken while the store runs.
 *
 * PGlite keeps a PostgreSQL cluster in DATA_DIR beside the uploads and keys. A plain copy of a live cluster is not
 * a backup: a statement may write pages and the write-ahead log in the middle of it. PGlite runs in this process
 * and every statement of ours (queries, and each transaction whole) holds its one session in turn, so a copy made
 * from inside a transaction of our own runs while nothing else can touch the database. The copy first asks for a
 * CHECKPOINT, so the data files themselves hold everything committed, and what it copies is the state of one moment:
 * the last committed transaction is in it whole, the next one not at all.
 */
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether an entry at the top of DATA_DIR belongs to the PostgreSQL cluster (by PostgreSQL's own names). The
 * running process's `postmaster.pid` is left out: a restored folder must not claim to be in use.
 */
export function isClusterEntry(name: string): boolean {
  return name === 'base' || name === 'global' || name === 'PG_VERSION' || /^(pg_|postgresql\.)/.test(name);
}

/** The figures of a snapshot, read in the same transaction as the copy, so they describe exactly what it holds. */
export interface SnapshotFigures {
  /** Migrations the database has run. */
  migrations: number;
  orders: number;
  /** Milliseconds the database was held for the copy. */
  heldMs: number;
}

/** The part of a PGlite client a snapshot needs. */
export interface SnapshotClient {
  transaction<T>(
    run: (tx: {
      exec(sql: string): Promise<unknown>;
      query<Row>(sql: string): Promise<{ rows: Row[] }>;
    }) => Promise<T>,
  ): Promise<T>;
}

/** Copies the cluster in `dataDir` into `target` (a new folder) while no statement can run. */
export async function snapshotCluster(
  client: SnapshotClient,
  dataDir: string,
  target: string,
): Promise<SnapshotFigures> {
  return client.transaction(async (tx) => {
    const held = Date.now();
    await tx.exec('CHECKPOINT');
    const [row] = (
      await tx.query<{ migrations: number; orders: number }>(
        `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
                (select count(*) from orders)::int as orders`,
      )
    ).rows;
    await mkdir(target);
    for (const name of await readdir(dataDir)) {
      if (!isClusterEntry(name)) continue;
      await cp(path.join(dataDir, name), path.join(target, name), {
        recursive: true,
        preserveTimestamps: true,
      });
    }
    return { migrations: row?.migrations ?? 0, orders: row?.orders ?? 0, heldMs: Date.now() - held };
  });
}
