/**
 * What `npm run backup` and `npm run restore` share: where things are, the manifest, checksums, the external tools
 * (pg_dump, pg_restore, tar) and the store's control socket.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../src/db/client';
import { isClusterEntry, type SnapshotFigures } from '../src/db/snapshot';
import { CONTROL_SOCKET } from '../src/control-socket';
import { DEFAULT_DATA_DIR } from '../src/env';

export const MANIFEST = 'manifest.json';
export const MANIFEST_FORMAT = 1;

/** A failure the operator can act on: its message is printed alone, and the process exits with 1. */
export class Refusal extends Error {}

export interface Settings {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The same two settings the server reads (src/env.ts): DATABASE_URL, and DATA_DIR with its default. */
export function settings(): Settings {
  const url = process.env.DATABASE_URL?.trim();
  return {
    databaseUrl: url || undefined,
    dataDir: path.resolve(process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
  };
}

export interface Part {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  created_at: string;
  /** Which database the backup came from; a backup restores into the same kind. */
  kind: 'postgres' | 'pglite';
  database: {
    /** Migrations the database had run: its schema's level. */
    migrations: number;
    orders: number;
    /** PostgreSQL: the server's version and the pg_dump that read it. */
    server_version?: string;
    dump_tool?: string;
  };
  /** Migrations the build that took the backup carries. */
  build_migrations: number;
  /** The uploads and keys: files and bytes before packing. */
  files: { count: number; bytes: number };
  parts: Part[];
}

/** The migrations this build carries (its journal's entries). */
export function buildMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Migrations run and orders, from an open database. */
export async function databaseFigures(db: Db): Promise<{ migrations: number; orders: number }> {
  const result = (await db.execute(
    sql`select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
               (select count(*) from orders)::int as orders`,
  )) as unknown as { rows: { migrations: number; orders: number }[] };
  const row = result.rows[0];
  return { migrations: Number(row?.migrations ?? 0), orders: Number(row?.orders ?? 0) };
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describePart(folder: string, name: string): Promise<Part> {
  const file = path.join(folder, name);
  return { name, bytes: (await stat(file)).size, sha256: await sha256(file) };
}

/**
 * The entries at the top of DATA_DIR that the files part carries: everything but the database cluster (the
 * database part carries it), the resized-image cache (made again on demand), the control socket and files being
 * written. New kinds of uploads are carried without a change here.
 */
export async function fileEntries(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const names = await readdir(dataDir);
  return names
    .filter(
      (name) =>
        !isClusterEntry(name) &&
        name !== 'postmaster.pid' &&
        name !== 'cache' &&
        name !== CONTROL_SOCKET &&
        !name.endsWith('.tmp'),
    )
    .sort();
}

/** Files and bytes under the given entries (regular files only). */
export async function countFiles(root: string, entries: string[]): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  const walk = async (file: string): Promise<void> => {
    const info = await lstat(file);
    if (info.isDirectory()) {
      for (const name of await readdir(file)) await walk(path.join(file, name));
    } else if (info.isFile()) {
      count += 1;
      bytes += info.size;
    }
  };
  for (const entry of entries) await walk(path.join(root, entry));
  return { count, bytes };
}

/** The first line a tool prints for --version, or undefined when it is not on PATH. */
export function toolVersion(tool: string): string | undefined {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.trim().split('\n')[0];
}

/** The major version in "pg_dump (PostgreSQL) 15.20 (Debian ...)" or a server_version_num of 150020. */
export function majorOf(version: string): number {
  if (/^\d{5,6}$/.test(version)) return Math.floor(Number(version) / 10_000);
  const match = /\b(\d+)(?:\.(\d+))?/.exec(version.replace(/^[^\d]*/, ''));
  return Number(match?.[1] ?? 0);
}

export function requireTool(tool: string, why: string): string {
  const version = toolVersion(tool);
  if (!version) {
    throw new Refusal(
      `${tool} is not on PATH; ${why}. Install the PostgreSQL client of the server's major version ` +
        '(Debian and Ubuntu: apt-get install postgresql-client, or postgresql-client-NN from apt.postgresql.org).',
    );
  }
  return version;
}

/** Runs a tool to its end; throws with what it printed when it fails. `allowed` lists exit codes that are fine. */
export function run(
  tool: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; allowed?: number[] } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Refusal(`${tool} could not be started: ${error.message}`)));
    child.once('close', (code) => {
      const exit = code ?? 1;
      if (exit === 0 || options.allowed?.includes(exit)) resolve({ code: exit, output });
      else reject(new Refusal(`${tool} failed (exit ${exit}):\n${output.trim()}`));
    });
  });
}

/** Packs the entries of `root` into a tar file (an empty one when there are none). */
export async function tarCreate(file: string, root: string, entries: string[]): Promise<void> {
  requireTar();
  if (entries.length === 0) {
    await run('tar', ['-cf', file, '-T', '/dev/null']);
    return;
  }
  // Exit 1 is GNU tar's "a file changed while it was read": an upload written or removed meanwhile. Uploads are
  // written whole under a temporary name first, so what was read is still a whole file.
  const { code, output } = await run('tar', ['-cf', file, '--exclude=*.tmp', '-C', root, '--', ...entries], {
    allowed: [1],
  });
  if (code === 1) console.warn(`  tar: some files changed while they were read:\n${output.trim()}`);
}

export async function tarExtract(file: string, root: string): Promise<void> {
  requireTar();
  await run('tar', ['-xf', file, '-C', root]);
}

function requireTar() {
  if (!toolVersion('tar')) throw new Refusal('tar is not on PATH; install it (Debian: apt-get install tar).');
}

/**
 * A connection string for pg_dump and pg_restore without its password, which goes in PGPASSWORD instead: the
 * command line of a process is visible to every user of the machine.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** A request to the store's control socket; undefined when nothing answers there. */
export function control<T>(
  socketPath: string,
  method: 'GET' | 'POST',
  route: string,
  body?: object,
): Promise<{ status: number; body: T } | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, method, path: route, agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as T });
          } catch {
            reject(new Refusal(`The store's control socket answered something unreadable: ${text}`));
          }
        });
      },
    );
    request.once('error', (error: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(undefined);
      else reject(error);
    });
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

export type { SnapshotFigures };

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Runs a command-line main: a Refusal prints its message alone, anything else its stack; both exit with 1. The
 * exit code is set, not forced, so open handles close on their own.
 */
export function runMain(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    if (error instanceof Refusal) console.error(`\n${error.message}\n`);
    else console.error(error);
    process.exitCode = 1;
  });
}
