import { assertRunning } from './cleanup';
import { startChild, type Child } from './children';
import type { LoadJob, LoadResult } from '../load-worker';

export type { LoadResult };

let worker: Child | undefined;

/** Runs one autocannon job in the load generator process (started on first use, reused after). */
export async function load(job: Omit<LoadJob, 'type'>): Promise<LoadResult> {
  assertRunning();
  worker ??= await startChild('load-worker.ts', { openFiles: 4_096 });
  return worker.ask<LoadResult>({ type: 'run', ...job }, (job.seconds + 60) * 1000);
}

/**
 * Waits until the app answers its health check promptly: requests still queued from a run (PGlite runs one query
 * at a time) must not spill into the next measurement.
 */
export async function settle(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    await response?.arrayBuffer();
    quick = response?.ok && performance.now() - started < 100 ? quick + 1 : 0;
    if (quick >= 3) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not settle within ${timeoutMs} ms after a load run`);
}

export async function stopLoadWorker(): Promise<void> {
  await worker?.stop();
  worker = undefined;
}

/** Requests that were not answered with the expected status, as a short text ('' when none). */
export function failures(result: LoadResult, ok: number[] = [200]): string {
  const bad = Object.entries(result.statuses).filter(([status]) => !ok.includes(Number(status)));
  const parts = bad.map(([status, count]) => `${count}× ${status}`);
  if (result.errors) parts.push(`${result.errors} errors`);
  if (result.timeouts) parts.push(`${result.timeouts} timeouts`);
  return parts.join(', ');
}
