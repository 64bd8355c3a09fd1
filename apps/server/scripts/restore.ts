/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back. Every part's sha256 is checked
 * first, and the schema's level: a backup from a newer build is refused (run the restore with that build). Then
 * the database (PostgreSQL: `pg_restore --clean --if-exists` into DATABASE_URL; PGlite: the snapshot unpacked into
 * DATA_DIR while the store is stopped), then the uploads and keys into DATA_DIR, and the result is counted against
 * the manifest. It refuses a database or DATA_DIR that holds something unless given --force.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { CONTROL_SOCKET, controlSocketPath } from '../src/control-socket';
import {
  MANIFEST,
  MANIFEST_FORMAT,
  Refusal,
  buildMigrations,
  control,
  databaseFigures,
  describePart,
  fileEntries,
  megabytes,
  pgConnection,
  requireTool,
  run,
  runMain,
  settings,
  tarExtract,
  type Manifest,
} from './backup-kit';

const HELP = `Usage: npm run restore -- <backup folder> [--force]

Restores a backup made by npm run backup: the database, then the uploads and keys into DATA_DIR.

  DATABASE_URL set   PostgreSQL: pg_restore --clean --if-exists into that database (pg_restore on PATH)
  DATABASE_URL unset PGlite: into DATA_DIR; stop the store first

Every part's sha256 is checked against the manifest first. A backup taken by a newer build (more migrations than
this build carries) is refused: restore it with that build. An older one is fine: the store migrates it at start.

Options:
  --force   restore into a database, or a DATA_DIR, that is not empty (PGlite: what DATA_DIR holds is deleted
            first; PostgreSQL: the backup's tables replace those of the same name, and files of the same name
            in DATA_DIR are overwritten)
  --help    this text

Exit code 0 when the store is restored and holds what the manifest says, 1 when the restore failed or was
refused (2 when the command line is wrong).`;

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new Refusal(`${folder} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new Refusal(
      `${MANIFEST} is of format ${manifest.format}; this build reads format ${MANIFEST_FORMAT}.`,
    );
  }
  for (const part of manifest.parts) {
    if (!existsSync(path.join(folder, part.name))) throw new Refusal(`The backup's ${part.name} is missing.`);
    const found = await describePart(folder, part.name);
    if (found.sha256 !== part.sha256 || found.bytes !== part.bytes) {
      throw new Refusal(
        `The backup's ${part.name} is damaged: its sha256 is not the one in ${MANIFEST}. Use another copy.`,
      );
    }
  }
  const carried = buildMigrations();
  if (manifest.database.migrations > carried) {
    throw new Refusal(
      `This backup's database has run ${manifest.database.migrations} migrations; this build carries ` +
        `${carried}. Run the restore with the newer build the backup came from (or a later one).`,
    );
  }
  return manifest;
}

/** The files part into DATA_DIR; refuses a DATA_DIR that already holds uploads or keys, unless forced. */
async function checkFilesTarget(dataDir: string, force: boolean) {
  const present = await fileEntries(dataDir);
  if (present.length > 0 && !force) {
    throw new Refusal(
      `DATA_DIR (${dataDir}) already holds ${present.join(', ')}. Restore into an empty DATA_DIR, or pass ` +
        '--force to write the backup over it.',
    );
  }
}

async function restorePostgres(
  url: string,
  folder: string,
  manifest: Manifest,
  dataDir: string,
  force: boolean,
) {
  const tool = requireTool('pg_restore', 'it restores the PostgreSQL part of the backup');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new Refusal(
      `Cannot connect to DATABASE_URL: ${(error as Error).message}. Create the database first (createdb).`,
    );
  }
  try {
    const tables = Number(
      (
        await client.query<{ count: string }>(
          `select count(*) as count from information_schema.tables
           where table_schema not in ('pg_catalog', 'information_schema')`,
        )
      ).rows[0]!.count,
    );
    if (tables > 0 && !force) {
      throw new Refusal(
        `The database at DATABASE_URL is not empty (${tables} tables). Restore into a new database ` +
          '(createdb), or pass --force to replace its tables with the backup.',
      );
    }
    await checkFilesTarget(dataDir, force);
    console.log(`  pg_restore (${tool}) into the database`);
    const connection = pgConnection(url);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--single-transaction',
        `--dbname=${connection.dbname}`,
        path.join(folder, 'database.dump'),
      ],
      { env: connection.env },
    );
  } finally {
    await client.end().catch(() => {});
  }
  const database = openDatabase({ url, poolSize: 1 });
  try {
    return await databaseFigures(database.db);
  } finally {
    await database.close();
  }
}

async function restorePglite(folder: string, dataDir: string, force: boolean) {
  const status = await control<{ pid: number }>(controlSocketPath(dataDir), 'GET', '/status');
  if (status) {
    throw new Refusal(
      `The store is running on DATA_DIR (pid ${status.body.pid}). Stop it, then run the restore again.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const present = (await readdir(dataDir)).filter((name) => name !== CONTROL_SOCKET);
  if (present.length > 0) {
    if (!force) {
      throw new Refusal(
        `DATA_DIR (${dataDir}) is not empty (${present.slice(0, 6).join(', ')}${present.length > 6 ? ', …' : ''}). ` +
          'Restore into an empty DATA_DIR, or pass --force to delete what it holds first.',
      );
    }
    console.log(`  --force: deleting what DATA_DIR holds (${present.length} entries)`);
    for (const name of await readdir(dataDir))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
  await tarExtract(path.join(folder, 'database.tar'), dataDir);
  const database = openDatabase({ dataDir });
  try {
    return await databaseFigures(database.db);
  } finally {
    await database.close();
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return;
  }
  if (positionals.length !== 1) {
    console.error(`Name one backup folder.\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  const folder = path.resolve(positionals[0]!);
  const force = values.force ?? false;
  const { databaseUrl, dataDir } = settings();
  const started = Date.now();
  const manifest = await readManifest(folder);
  const kind = databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) {
    throw new Refusal(
      `This is a backup of a ${manifest.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} store; ` +
        (databaseUrl ? 'unset DATABASE_URL to restore it into DATA_DIR.' : 'set DATABASE_URL to restore it.'),
    );
  }
  console.log(
    `Restoring ${folder} (taken ${manifest.created_at}: ${manifest.database.orders} orders, ` +
      `${manifest.files.count} files)`,
  );
  const restored = databaseUrl
    ? await restorePostgres(databaseUrl, folder, manifest, dataDir, force)
    : await restorePglite(folder, dataDir, force);
  await mkdir(dataDir, { recursive: true });
  await tarExtract(path.join(folder, 'files.tar'), dataDir);

  if (restored.orders !== manifest.database.orders || restored.migrations !== manifest.database.migrations) {
    throw new Refusal(
      `The restored database does not hold what the backup says: ${restored.orders} orders and ` +
        `${restored.migrations} migrations, not ${manifest.database.orders} and ${manifest.database.migrations}.`,
    );
  }
  const carried = buildMigrations();
  console.log(
    `Restore complete: ${restored.orders} orders, ${manifest.files.count} files ` +
      `(${megabytes(manifest.files.bytes)}) into ${databaseUrl ? 'DATABASE_URL' : dataDir} and ${dataDir}, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s` +
      (restored.migrations < carried
        ? `\n  The backup is ${carried - restored.migrations} migrations behind this build: the store runs them at start.`
        : ''),
  );
}

runMain(main);
