/**
 * Everything the bench creates (databases, temp folders, child processes, servers, browsers) registers how to undo
 * it here, so a failure, Ctrl+C or SIGTERM still leaves the machine as it was.
 */
type Undo = () => Promise<void> | void;

const stack: { label: string; undo: Undo }[] = [];
let stopping = false;

/** Throws once the bench is stopping, so nothing new is created while it cleans up. */
export function assertRunning(): void {
  if (stopping) throw new Error('the bench is stopping');
}

export const isStopping = () => stopping;

/** Resolves after `ms`, or rejects with `what` timed out when given a promise that takes longer. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Registers an undo step; returns a function that runs it now (once) and forgets it. */
export function onCleanup(label: string, undo: Undo): () => Promise<void> {
  const entry = { label, undo };
  stack.push(entry);
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    const index = stack.indexOf(entry);
    if (index >= 0) stack.splice(index, 1);
    await undo();
  };
}

/** Runs every registered step, newest first, each at most `timeoutMs`; failures are reported, not thrown. */
export async function cleanupAll(timeoutMs = 15_000): Promise<void> {
  while (stack.length) {
    const entry = stack.pop()!;
    try {
      await within(Promise.resolve().then(entry.undo), timeoutMs, entry.label);
    } catch (error) {
      console.error(`cleanup of ${entry.label} failed: ${(error as Error).message}`);
    }
  }
}

let exiting = false;
/** Cleans up and exits on SIGINT, SIGTERM and uncaught errors. */
export function installExitHandlers(): void {
  const bail = (code: number, reason: string) => {
    if (exiting) return;
    exiting = true;
    stopping = true;
    console.error(`\nbench: ${reason}; cleaning up`);
    // A second pass catches whatever the running part created while the first one ran.
    void cleanupAll()
      .then(() => new Promise((resolve) => setTimeout(resolve, 1_000)))
      .then(() => cleanupAll())
      .finally(() => process.exit(code));
  };
  process.on('SIGINT', () => bail(130, 'interrupted'));
  process.on('SIGTERM', () => bail(143, 'terminated'));
  process.on('uncaughtException', (error) => {
    console.error(error);
    bail(1, 'uncaught error');
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    bail(1, 'unhandled rejection');
  });
}
