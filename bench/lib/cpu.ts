/**
 * CPU time spent serving a run, which a busy machine stretches far less than it stretches latency: the bench
 * process (the app, and PGlite inside it) and the PostgreSQL backends serving the app's database.
 */
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/** Clock ticks per second of /proc/<pid>/stat; 100 on every Linux this runs on. */
const TICKS = 100;

async function backendTicks(db: Db | undefined): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  if (!db || process.platform !== 'linux') return ticks;
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  for (const row of result.rows) {
    const stat = await readFile(`/proc/${row.pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (Number.isFinite(utime) && Number.isFinite(stime)) ticks.set(row.pid, utime + stime);
  }
  return ticks;
}

export interface CpuUsed {
  /** Milliseconds of CPU in this process (the app). */
  app: number;
  /** Milliseconds of CPU in PostgreSQL backends of the database (undefined for PGlite). */
  db: number | undefined;
  /** SQL statements the app sent meanwhile, when counted. */
  statements?: number;
  /** How late the app's event loop ran its timers: p99 and max, in milliseconds. */
  loopDelay: { p99: number; max: number };
}

/** Starts counting; the returned function stops and answers the CPU used in between. */
export async function cpuMeter(postgres: Db | undefined): Promise<() => Promise<CpuUsed>> {
  const appStart = process.cpuUsage();
  const dbStart = await backendTicks(postgres);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return async () => {
    loop.disable();
    const app = process.cpuUsage(appStart);
    const dbEnd = await backendTicks(postgres);
    let db = 0;
    for (const [pid, ticks] of dbEnd) db += ticks - (dbStart.get(pid) ?? 0);
    return {
      app: (app.user + app.system) / 1000,
      db: postgres ? (db * 1000) / TICKS : undefined,
      loopDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    };
  };
}
