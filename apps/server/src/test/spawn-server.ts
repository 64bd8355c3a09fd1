/** Starts the real server (`src/server.ts`) as a child process, as `npm start` does, for tests across processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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
  /** SIGTERM, and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const serverFile = fileURLToPath(new URL('../server.ts', import.meta.url));

/** Waits for the start line, so LOG_LEVEL must be info or more verbose (the default here). */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<RunningServer> {
  const port = await freePort();
  const wsPort = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PORT: String(port),
      WS_PORT: String(wsPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Suuq is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    port,
    wsPort,
    output: () => output,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}
