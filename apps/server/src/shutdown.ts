/**
 * Stops the process on SIGTERM or SIGINT, at any stage of its life, within a bounded time.
 *
 * What is open is closed last-opened-first (socket server, HTTP, live bus, database), after any start-up step in
 * progress (a migration, the demo seed) has finished, so a stop never cuts a transaction of ours in half by choice.
 * Two guards bound it: a timer on the main thread that exits with 1 after the grace period (not unref'd, so an
 * emptied event loop cannot end the process quietly before it), and a watchdog thread that kills the process a
 * little later if the main thread itself is stuck (blocked in a synchronous wait, say) and that timer cannot run.
 * Everything the stop path needs is loaded and started here, at start-up: nothing is loaded once a signal comes.
 */
import { Worker } from 'node:worker_threads';

/** The part of a pino logger the stop path uses; the console until the app's logger exists. */
export interface StopLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ShutdownOptions {
  /** Milliseconds the whole stop may take before the process exits with 1 (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** Milliseconds past the grace period after which the watchdog kills a process whose main thread is stuck. */
  watchdogSlackMs?: number;
}

export interface Shutdown {
  readonly stopping: boolean;
  /** Registers something to close at stop; closed in the reverse order of registration. */
  onStop(name: string, close: () => Promise<unknown>): void;
  /** Runs a start-up step that a stop waits for (bounded by the grace period) before closing anything. */
  step<T>(run: Promise<T>): Promise<T>;
  setLog(log: StopLog): void;
  /** Starts the stop; the process exits when it is done, or when the guards fire. */
  stop(reason: string): void;
  /** Stops on these signals. */
  listen(signals?: NodeJS.Signals[]): void;
}

const consoleLog: StopLog = {
  info: (object, message) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), ...object, msg: message })),
  error: (object, message) =>
    console.error(JSON.stringify({ level: 50, time: Date.now(), ...object, msg: message })),
};

// Runs on its own thread with its own event loop, as a CommonJS script: it waits (without polling) to be armed,
// then waits the limit for the process to be gone, and kills it if it is not.
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const state = new Int32Array(workerData.state);
while (Atomics.load(state, 0) === 0) Atomics.wait(state, 0, 0);
if (Atomics.wait(state, 0, 1, workerData.limitMs) === 'timed-out') {
  const line = { level: 60, time: Date.now(), pid: process.pid, msg: 'shutdown watchdog: the process did not exit; killing it' };
  try { writeSync(2, JSON.stringify(line) + '\\n'); } catch {}
  process.kill(process.pid, 'SIGKILL');
}
`;

/** Arms with one atomic store, which needs no event loop; the thread does not keep the process alive. */
function startWatchdog(limitMs: number): () => void {
  const state = new Int32Array(new SharedArrayBuffer(4));
  // No loader flags (such as --import tsx) in the watchdog: it needs none, and must depend on nothing.
  const worker = new Worker(WATCHDOG, {
    eval: true,
    execArgv: [],
    workerData: { state: state.buffer, limitMs },
  });
  worker.unref();
  worker.on('error', (error) => consoleLog.error({ err: String(error) }, 'shutdown watchdog failed'));
  return () => {
    Atomics.store(state, 0, 1);
    Atomics.notify(state, 0);
  };
}

export function createShutdown({ graceMs, watchdogSlackMs = 3_000 }: ShutdownOptions): Shutdown {
  const closers: { name: string; close: () => Promise<unknown> }[] = [];
  const armWatchdog = startWatchdog(graceMs + watchdogSlackMs);
  let log = consoleLog;
  let stopping = false;
  let current: Promise<unknown> = Promise.resolve();

  const exit = (code: number): never => {
    // Flushes nothing asynchronously: pino writes synchronously, and the watchdog uses writeSync.
    process.exit(code);
  };

  const shutdown: Shutdown = {
    get stopping() {
      return stopping;
    },
    onStop(name, close) {
      closers.push({ name, close });
    },
    step(run) {
      current = run.catch(() => {});
      return run;
    },
    setLog(next) {
      log = next;
    },
    stop(reason) {
      if (stopping) {
        // npm relays the signal its process group already got: a second one is expected and changes nothing.
        log.info({ reason }, 'already shutting down');
        return;
      }
      stopping = true;
      armWatchdog();
      log.info({ reason, graceMs }, 'shutting down');
      setTimeout(() => {
        log.error({ graceMs }, 'shutdown took too long; exiting');
        exit(1);
      }, graceMs);
      void (async () => {
        try {
          await current;
          for (const { name, close } of closers.toReversed()) {
            await close().catch((error: unknown) => {
              throw Object.assign(new Error(`could not close ${name}`), { cause: error });
            });
          }
          log.info({}, 'stopped');
          exit(0);
        } catch (error) {
          log.error({ err: error }, 'error while shutting down');
          exit(1);
        }
      })();
    },
    listen(signals = ['SIGTERM', 'SIGINT']) {
      for (const signal of signals) process.on(signal, () => shutdown.stop(signal));
    },
  };
  return shutdown;
}
