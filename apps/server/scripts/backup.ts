/**
 * `npm run backup`: one timestamped folder holding the database, the uploads and keys, and a manifest (when, the
 * schema's migration level, the orders, each part's size and sha256). The store keeps running.
 *
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom` from an exported snapshot, whose figures are read in that
 * same snapshot. PGlite (DATA_DIR): the running store copies its database at one consistent moment on request over
 * its control socket (src/control-socket.ts); with the store stopped, the folder is copied as it lies. Either copy is
 * then opened here to prove that it opens and to count what it holds. The files follow the database, so every photo
 * the database names was on disk before the database was read.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { isClusterEntry } from '../src/db/snapshot';
import { controlSocketPath, MAX_SOCKET_PATH } from '../src/control-socket';
import {
  MANIFEST,
  MANIFEST_FORMAT,
  Refusal,
  buildMigrations,
  control,
  countFiles,
  databaseFigures,
  describePart,
  fileEntries,
  majorOf,
  megabytes,
  pgConnection,
  requireTool,
  run,
  runMain,
  settings,
  tarCreate,
  type Manifest,
  type Part,
  type SnapshotFigures,
} from './backup-kit';

const HELP = `Usage: npm run backup [-- --out <folder>]

Backs up the store while it runs: the database, the uploads (photos, receipts) and the keys kept in DATA_DIR,
into a new folder <out>/suuq-backup-<UTC time>/ with manifest.json (time, schema migration level, orders, the
size and sha256 of each part).

  DATABASE_URL set   PostgreSQL: pg_dump --format=custom (pg_dump on PATH, of the server's major version or newer)
  DATABASE_URL unset PGlite in DATA_DIR: the running store copies its database at one consistent moment

Options:
  --out <folder>   where backups go (default: BACKUP_DIR, else backups/ at the top of the project)
  --help           this text

Exit code 0 when the backup is complete, 1 when it failed (nothing half-written is left under its final name).`;

const projectRoot = path.resolve(import.meta.dirname, '../../..');

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z');
}

/** The database's part of a backup and what it holds. */
interface DatabasePart {
  part: string;
  migrations: number;
  orders: number;
  server_version?: string;
  dump_tool?: string;
}

/** PostgreSQL: the dump and its figures, from one snapshot. */
async function dumpPostgres(url: string, folder: string): Promise<DatabasePart> {
  const dumpTool = requireTool('pg_dump', 'it writes the PostgreSQL part of the backup');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new Refusal(`Cannot connect to DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    const serverVersion = (await client.query<{ v: string }>("select current_setting('server_version') as v"))
      .rows[0]!.v;
    const serverNum = (await client.query<{ v: string }>("select current_setting('server_version_num') as v"))
      .rows[0]!.v;
    if (majorOf(dumpTool) < majorOf(serverNum)) {
      throw new Refusal(
        `${dumpTool} is older than the server (PostgreSQL ${serverVersion}); pg_dump cannot read a newer server. ` +
          `Install postgresql-client-${majorOf(serverNum)} (or newer) and run the backup again.`,
      );
    }
    // The figures and the dump see the same snapshot: this transaction stays open until pg_dump is done.
    await client.query('begin isolation level repeatable read read only');
    const snapshotId = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const figures = (
      await client.query<{ migrations: number; orders: number }>(
        `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
                (select count(*) from orders)::int as orders`,
      )
    ).rows[0]!;
    const connection = pgConnection(url);
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshotId}`,
        `--file=${path.join(folder, 'database.dump')}`,
        `--dbname=${connection.dbname}`,
      ],
      { env: connection.env },
    );
    await client.query('commit');
    return {
      part: 'database.dump',
      migrations: figures.migrations,
      orders: figures.orders,
      server_version: serverVersion,
      dump_tool: dumpTool,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** PGlite: a consistent copy of the cluster, from the running store or from the stopped folder. */
async function snapshotPglite(dataDir: string, folder: string): Promise<DatabasePart> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Refusal(
      `DATA_DIR (${dataDir}) holds no database. Set DATA_DIR (or DATABASE_URL) as the store has it.`,
    );
  }
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Refusal(
      `DATA_DIR's path is too long for the store's control socket (more than ${MAX_SOCKET_PATH} bytes), so the ` +
        'running store cannot be asked for a snapshot. Move DATA_DIR to a shorter path.',
    );
  }
  const target = path.join(folder, 'database');
  let figures: SnapshotFigures | undefined;
  const status = await control<{ pid: number }>(socketPath, 'GET', '/status');
  if (status) {
    const answer = await control<SnapshotFigures & { message?: string }>(socketPath, 'POST', '/snapshot', {
      target,
    });
    if (!answer || answer.status !== 200) {
      throw new Refusal(
        `The store (pid ${status.body.pid}) could not take a snapshot: ${answer?.body.message}`,
      );
    }
    figures = answer.body;
    console.log(
      `  the running store (pid ${status.body.pid}) copied its database, held ${figures.heldMs} ms`,
    );
  } else {
    // Stopped: nothing writes the folder. A store that died leaves postmaster.pid; its next start recovers the
    // folder, and only then is it a backup's to copy.
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      throw new Refusal(
        'The database in DATA_DIR is open in a process that does not answer on its control socket, or was not ' +
          'closed cleanly. Start the store (it recovers the folder) and run the backup while it runs.',
      );
    }
    await mkdir(target);
    for (const name of await readdir(dataDir)) {
      if (isClusterEntry(name))
        await cp(path.join(dataDir, name), path.join(target, name), { recursive: true });
    }
    if (existsSync(path.join(dataDir, 'postmaster.pid')) || (await control(socketPath, 'GET', '/status'))) {
      throw new Refusal('The store started while its stopped folder was being copied; run the backup again.');
    }
    console.log('  the store is stopped: its database folder was copied as it lies');
  }

  // The copy must open; what it holds is counted there, and must be what the store counted.
  const copy = openDatabase({ dataDir: target });
  let counted: { migrations: number; orders: number };
  try {
    counted = await databaseFigures(copy.db);
  } finally {
    await copy.close();
  }
  if (figures && (figures.orders !== counted.orders || figures.migrations !== counted.migrations)) {
    throw new Refusal(
      `The snapshot does not hold what the store counted (${figures.orders} orders, ${figures.migrations} ` +
        `migrations; it opens with ${counted.orders} and ${counted.migrations}). Nothing was kept.`,
    );
  }
  await rm(path.join(target, 'postmaster.pid'), { force: true });
  await tarCreate(path.join(folder, 'database.tar'), target, await readdir(target));
  await rm(target, { recursive: true, force: true });
  return { part: 'database.tar', ...counted };
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const { databaseUrl, dataDir } = settings();
  const out = path.resolve(
    values.out ?? (process.env.BACKUP_DIR?.trim() || path.join(projectRoot, 'backups')),
  );
  const started = new Date();
  const name = `suuq-backup-${stamp(started)}`;
  const final = path.join(out, name);
  const folder = path.join(out, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  await mkdir(folder, { recursive: true });
  const kind = databaseUrl ? 'postgres' : 'pglite';
  console.log(`Backing up the ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} store to ${final}`);
  try {
    const database = databaseUrl
      ? await dumpPostgres(databaseUrl, folder)
      : await snapshotPglite(dataDir, folder);
    console.log(`  database: ${database.orders} orders, ${database.migrations} migrations`);

    const entries = await fileEntries(dataDir);
    const files = await countFiles(dataDir, entries);
    await tarCreate(path.join(folder, 'files.tar'), dataDir, entries);
    console.log(
      `  files: ${files.count} (${megabytes(files.bytes)}) from ${entries.join(', ') || 'nothing'}`,
    );

    const parts: Part[] = [
      await describePart(folder, database.part),
      await describePart(folder, 'files.tar'),
    ];
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      created_at: started.toISOString(),
      kind,
      database: {
        migrations: database.migrations,
        orders: database.orders,
        ...(database.server_version
          ? { server_version: database.server_version, dump_tool: database.dump_tool }
          : {}),
      },
      build_migrations: buildMigrations(),
      files,
      parts,
    };
    await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(folder, final);
    const total = parts.reduce((sum, part) => sum + part.bytes, 0);
    console.log(
      `Backup complete: ${final}\n  ${database.orders} orders, ${files.count} files, ${megabytes(total)}, ` +
        `${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

runMain(main);
