/**
 * A process whose main thread blocks for good when it is told to stop, as the server's did in the TypeScript
 * loader's synchronous wait: only the shutdown watchdog's own thread can still end it.
 */
import { createShutdown } from '../shutdown';

const shutdown = createShutdown({ graceMs: Number(process.env.GRACE_MS ?? 500), watchdogSlackMs: 500 });
shutdown.listen();
process.on('SIGTERM', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
setInterval(() => {}, 60_000);
console.log('ready');
