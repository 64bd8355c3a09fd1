/**
 * Child processes of the bench (load generator, socket server, socket clients): TypeScript run through tsx, with
 * an IPC channel, a raised open-files limit, and a cleanup step that kills them if the bench stops early. Children
 * exit by themselves when the IPC channel closes, so a killed bench leaves none behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertRunning, onCleanup } from './cleanup';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Child {
  process: ChildProcess;
  pid: number;
  /** Sends a message and resolves with the child's next message (rejects on its `error` message or its exit). */
  ask<T>(message: object, timeoutMs?: number): Promise<T>;
  /** Resolves with the child's next message. */
  next<T>(timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

export async function startChild(script: string, options: { openFiles?: number } = {}): Promise<Child> {
  assertRunning();
  const path = fileURLToPath(new URL(`../${script}`, import.meta.url));
  const limit = Math.round(options.openFiles ?? 0);
  // Node cannot raise its own limit; the shell can, up to the hard limit (or beyond it as root).
  const raise = limit
    ? `n=$(ulimit -n); if [ "$n" != unlimited ] && [ "$n" -lt ${limit} ]; then ` +
      `ulimit -n ${limit} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; fi; `
    : '';
  const shell = `${raise}exec "$@"`;
  const child = spawn('sh', ['-c', shell, 'sh', process.execPath, '--import', 'tsx', path], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${script}`);

  const waiting: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const inbox: unknown[] = [];
  let exited: Error | undefined;
  child.on('message', (message) => {
    const waiter = waiting.shift();
    if (!waiter) return void inbox.push(message);
    const m = message as { type?: string; message?: string };
    if (m.type === 'error') waiter.reject(new Error(`${script}: ${m.message}`));
    else waiter.resolve(message);
  });
  // A message sent as the child dies fails here; the exit below rejects whoever waits for an answer.
  child.on('error', () => {});
  child.on('exit', (code, signal) => {
    exited = new Error(`${script} exited (${signal ?? code})`);
    for (const waiter of waiting.splice(0)) waiter.reject(exited);
  });

  const next = <T>(timeoutMs = 600_000) =>
    new Promise<T>((resolve, reject) => {
      const queued = inbox.shift();
      if (queued !== undefined) {
        const m = queued as { type?: string; message?: string };
        return m.type === 'error' ? reject(new Error(`${script}: ${m.message}`)) : resolve(queued as T);
      }
      if (exited) return reject(exited);
      const timer = setTimeout(() => {
        const index = waiting.indexOf(waiter);
        if (index >= 0) waiting.splice(index, 1);
        reject(new Error(`${script} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = {
        resolve: (value: unknown) => (clearTimeout(timer), resolve(value as T)),
        reject: (error: Error) => (clearTimeout(timer), reject(error)),
      };
      waiting.push(waiter);
    });

  const stop = onCleanup(`child ${script} (${pid})`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  });

  const ready = await next<{ type: string }>(120_000);
  if (ready.type !== 'ready') throw new Error(`${script} sent ${JSON.stringify(ready)} instead of ready`);
  return {
    process: child,
    pid,
    next,
    ask: <T>(message: object, timeoutMs?: number) => {
      if (!child.connected) return Promise.reject(exited ?? new Error(`${script} is not connected`));
      const answer = next<T>(timeoutMs);
      child.send(message, (error) => {
        if (error) answer.catch(() => {});
      });
      return answer;
    },
    stop,
  };
}

/** For the child side: answers each message with `handle`'s result, and exits when the parent goes away. */
export function serveParent(handle: (message: Record<string, unknown>) => Promise<object>): void {
  if (!process.send) throw new Error('This file is started by the bench (bench/run.ts), not by hand.');
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    handle(message as Record<string, unknown>).then(
      (answer) => process.send?.(answer),
      (error: unknown) =>
        process.send?.({
          type: 'error',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
  process.send({ type: 'ready' });
}
