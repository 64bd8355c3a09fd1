/**
 * Starts the real server as a child process, as `npm start` does: the built JavaScript run by `node`, for tests
 * across processes. Each test process builds its own copy once. No child outlives the test process: `stop` ends
 * with SIGKILL when SIGTERM did not work in time, and whatever is still running when the process exits is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  wsPort: number;
  /** Everything the process printed so far. */
  output(): string;
  url(path: string): string;
  /** SIGTERM (or the signal given), and waits for the exit code; SIGKILL if it has not exited in time. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

let built: Promise<string> | undefined;
const buildsDir = path.resolve(fileURLToPath(new URL('../../dist', import.meta.url)));

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server built into a folder of this test process's own, so parallel files never race. Test runners may end a
 * worker without its exit handlers, so each build also removes the folders of processes that are gone.
 */
export function builtServer(): Promise<string> {
  built ??= (async () => {
    for (const name of existsSync(buildsDir) ? readdirSync(buildsDir) : []) {
      const pid = /^test-(\d+)$/.exec(name)?.[1];
      if (pid && !alive(Number(pid))) rmSync(path.join(buildsDir, name), { recursive: true, force: true });
    }
    const outDir = path.join(buildsDir, `test-${process.pid}`);
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    return buildServer(outDir);
  })();
  return built;
}

export interface SpawnOptions {
  /** Resolves once the output holds this text; by default the start line (so LOG_LEVEL must be info or finer). */
  waitFor?: string;
  timeoutMs?: number;
}

export async function spawnServer(
  env: NodeJS.ProcessEnv,
  options: SpawnOptions = {},
): Promise<RunningServer> {
  const { waitFor = 'Suuq is running at', timeoutMs = 90_000 } = options;
  const serverFile = await builtServer();
  const port = await freePort();
  const wsPort = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Demo stores open around the clock: what a test orders must not depend on the hour it runs.
    SEED_DEMO_HOURS: 'false',
    PORT: String(port),
    WS_PORT: String(wsPort),
    ...env,
  };
  let output = '';
  // Its own process group, so a stop can signal the group, as a terminal or a process manager does.
  const child = spawn(process.execPath, ['--enable-source-maps', serverFile], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(waitFor)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not reach "${waitFor}":\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const graceMs = Number(childEnv.SHUTDOWN_GRACE_MS ?? 10_000);
  return {
    child,
    port,
    wsPort,
    output: () => output,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs + 10_000);
        child.once('exit', (code) => {
          clearTimeout(killer);
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}

/** Starts the server and waits until it serves. */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<RunningServer> {
  return spawnServer(env, { timeoutMs });
}
