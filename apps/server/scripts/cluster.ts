/**
 * The production topology without containers: N processes of the built server on one PostgreSQL and one Redis,
 * sharing one DATA_DIR, behind Debian's nginx with a generated configuration (one upstream for HTTP, one for the
 * live socket port). `npm run cluster` runs it in the foreground; `npm run cluster -- restart` (or SIGHUP to it)
 * restarts the processes one by one. The rolling-restart stress test and the capacity bench start it from code.
 *
 *   npm run build
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- [--processes 3] [--port 3000] [--ws-port 6001]
 *     [--app-port 3100] [--app-ws-port 6100] [--data-dir data] [--state-dir .cluster] [--drain-ms 5000]
 *   npm run cluster -- restart [--state-dir .cluster]
 *
 * A restart of process i: nginx is reloaded with i marked `down` (new requests and sockets go to the others), i
 * gets SIGTERM and drains (SHUTDOWN_DRAIN_MS, every answer closing its connection), exits, starts again, is waited
 * for on `/api/ready`, and nginx is reloaded with i back. See docs/decisions/035-running-several-processes.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nginxConfig, PROXY_TIMEOUTS } from './cluster-nginx';

export { nginxConfig, PROXY_TIMEOUTS };

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const DEFAULT_SERVER_FILE = path.join(root, 'apps/server/dist/server.js');
export const DEFAULT_NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  processes?: number;
  /** The proxy's HTTP port (the one shoppers reach) and its live socket port. */
  port?: number;
  wsPort?: number;
  /** The processes listen on appPort+1… and appWsPort+1… */
  appPort?: number;
  appWsPort?: number;
  /** Or each process's ports, when they are not in a row (tests take free ones). */
  appPorts?: { port: number; wsPort: number }[];
  listenHost?: string;
  /** Shared by every process: uploads, the generated keys. */
  dataDir?: string;
  /** nginx's configuration, logs, pid file and the processes' logs; a temp folder by default (removed at stop). */
  stateDir?: string;
  drainMs?: number;
  serverFile?: string;
  nginx?: string;
  /** More environment for every process. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface AppProcess {
  index: number;
  port: number;
  wsPort: number;
  child: ChildProcess | undefined;
  /** The last lines this process printed. */
  tail(): string;
}

export interface Cluster {
  /** `http://127.0.0.1:<port>` of the proxy. */
  url: string;
  /** `ws://127.0.0.1:<wsPort>/app/<APP_KEY>` through the proxy. */
  socketUrl: string;
  stateDir: string;
  processes: AppProcess[];
  /** Direct URL of process i, bypassing the proxy. */
  processUrl(index: number, pathname: string): string;
  /** Restarts process i: out of nginx, SIGTERM, exit, start, ready, back in nginx. */
  restart(index: number): Promise<void>;
  /** Restarts every process, one after the other. */
  rollingRestart(): Promise<void>;
  /** The proxy's access log: one line per answer, `status upstream_status request_id method uri`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 3;
  const port = options.port ?? 3000;
  const wsPort = options.wsPort ?? 6001;
  const appPort = options.appPort ?? 3100;
  const appWsPort = options.appWsPort ?? 6100;
  const listenHost = options.listenHost ?? '127.0.0.1';
  const serverFile = options.serverFile ?? DEFAULT_SERVER_FILE;
  const nginx = options.nginx ?? DEFAULT_NGINX;
  const drainMs = options.drainMs ?? 5_000;
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run \`npm run build\` first`);
  if (!existsSync(nginx)) throw new Error(`nginx is not at ${nginx} (apt-get install nginx, or set NGINX)`);
  if (drainMs <= PROXY_TIMEOUTS.upstreamKeepAliveSeconds * 1000) {
    throw new Error(
      `--drain-ms must exceed nginx's upstream keepalive_timeout (${PROXY_TIMEOUTS.upstreamKeepAliveSeconds} s)`,
    );
  }

  const ownState = !options.stateDir;
  const stateDir = path.resolve(options.stateDir ?? (await mkdtemp(path.join(os.tmpdir(), 'suuq-cluster-'))));
  mkdirSync(stateDir, { recursive: true });
  // nginx's workers drop root for nobody when started as root: its temp folders must be theirs to enter.
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'suuq-nginx-'));
  chmodSync(tempDir, 0o755);
  const user = process.getuid?.() === 0 ? 'nobody nogroup' : undefined;
  const dataDir = path.resolve(options.dataDir ?? path.join(stateDir, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const confFile = path.join(stateDir, 'nginx.conf');
  const accessLogFile = path.join(stateDir, 'nginx-access.log');

  const upstreams =
    options.appPorts?.slice(0, count) ??
    Array.from({ length: count }, (_, i) => ({
      port: appPort + 1 + i,
      wsPort: appWsPort + 1 + i,
    }));
  const down = new Set<number>();
  let generation = 0;
  const processes: AppProcess[] = [];
  const url = `http://127.0.0.1:${port}`;

  const writeConfig = () => {
    generation += 1;
    writeFileSync(
      confFile,
      nginxConfig({ stateDir, tempDir, listenHost, port, wsPort, upstreams, down, generation, user }),
    );
  };
  const nginxCommand = (...args: string[]) => {
    const result = spawnSync(nginx, ['-c', confFile, '-p', stateDir, ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed: ${result.stderr}`);
  };
  /** Writes the configuration, has nginx load it, and waits until its new workers answer. */
  const reloadNginx = async () => {
    writeConfig();
    nginxCommand('-t', '-q');
    nginxCommand('-s', 'reload');
    const wanted = String(generation);
    await waitFor(
      `nginx generation ${wanted}`,
      async () => (await (await fetch(`${url}/.cluster/generation`)).text()) === wanted,
      30_000,
    );
  };

  const processEnv = (i: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(upstreams[i]!.port),
    WS_PORT: String(upstreams[i]!.wsPort),
    PUBLIC_WS_PORT: String(wsPort),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: String(drainMs),
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    ...options.env,
  });

  const startProcess = (i: number): ChildProcess => {
    const logFile = createWriteStream(path.join(stateDir, `app-${i + 1}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', serverFile], {
      env: processEnv(i),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk: Buffer) => {
      logFile.write(chunk);
      tail = (tail + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', () => logFile.end());
    processes[i] = { index: i, ...upstreams[i]!, child, tail: () => tail };
    return child;
  };
  const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
  const waitReady = async (i: number) => {
    const child = processes[i]!.child!;
    await waitFor(
      `process ${i + 1} ready`,
      async () => {
        if (exited(child)) throw new Error(`process ${i + 1} exited:\n${processes[i]!.tail()}`);
        return (await fetch(`http://127.0.0.1:${upstreams[i]!.port}/api/ready`)).status === 200;
      },
      180_000,
    ).catch((error: unknown) => {
      if (exited(child)) throw new Error(`process ${i + 1} exited:\n${processes[i]!.tail()}`);
      throw error;
    });
  };
  const stopProcess = (i: number): Promise<number | null> => {
    const child = processes[i]?.child;
    if (!child || exited(child)) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      // The server bounds its own stop (SHUTDOWN_GRACE_MS and a watchdog); this is only a last resort.
      const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('exit', (code) => {
        clearTimeout(killer);
        resolve(code);
      });
      child.kill('SIGTERM');
    });
  };

  let nginxStarted = false;
  const stop = async () => {
    await Promise.all(processes.map((_, i) => stopProcess(i)));
    if (nginxStarted) {
      const pidFile = path.join(stateDir, 'nginx.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
      try {
        nginxCommand('-s', 'quit');
      } catch {
        if (pid) process.kill(pid, 'SIGTERM');
      }
      if (pid) {
        await waitFor(
          'nginx exit',
          async () => {
            try {
              process.kill(pid, 0);
              return false;
            } catch {
              return true;
            }
          },
          20_000,
        ).catch(() => process.kill(pid, 'SIGKILL'));
      }
      nginxStarted = false;
    }
    rmSync(tempDir, { recursive: true, force: true });
    if (ownState) rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    // Every process starts at once: migrations and the demo seed each take an advisory lock, so one does the work.
    for (let i = 0; i < count; i += 1) startProcess(i);
    await Promise.all(processes.map((_, i) => waitReady(i)));
    writeConfig();
    nginxCommand('-t', '-q');
    const started = spawnSync(nginx, ['-c', confFile, '-p', stateDir], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
    nginxStarted = true;
    await waitFor('nginx', async () => (await fetch(`${url}/api/ready`)).ok, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`${count} processes behind nginx: ${url} (live socket port ${wsPort}), state in ${stateDir}`);

  const restart = async (i: number) => {
    const started = Date.now();
    down.add(i);
    await reloadNginx();
    const code = await stopProcess(i);
    startProcess(i);
    await waitReady(i);
    down.delete(i);
    await reloadNginx();
    log(`process ${i + 1} restarted (exit code ${code}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  return {
    url,
    socketUrl: `ws://127.0.0.1:${wsPort}/app/${options.env?.APP_KEY ?? process.env.APP_KEY ?? 'suuq'}`,
    stateDir,
    processes,
    processUrl: (i, pathname) => `http://127.0.0.1:${upstreams[i]!.port}${pathname}`,
    restart,
    async rollingRestart() {
      for (let i = 0; i < count; i += 1) await restart(i);
    },
    accessLog: () =>
      existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8').split('\n').filter(Boolean) : [],
    stop,
  };
}

function flag(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function cli(argv: string[]) {
  const stateDir = path.resolve(flag(argv, 'state-dir') ?? path.join(root, '.cluster'));
  const pidFile = path.join(stateDir, 'cluster.pid');
  if (argv[0] === 'restart') {
    if (!existsSync(pidFile)) throw new Error(`No cluster is running from ${stateDir}`);
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGHUP');
    console.log('Rolling restart asked; the cluster logs each process as it comes back.');
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      'Set DATABASE_URL (PostgreSQL) and REDIS_URL: several processes share one database and one bus',
    );
  }
  const number = (name: string, fallback: number) => {
    const value = Number(flag(argv, name) ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
    return value;
  };
  const cluster = await startCluster({
    databaseUrl,
    redisUrl,
    processes: number('processes', 3),
    port: number('port', 3000),
    wsPort: number('ws-port', 6001),
    appPort: number('app-port', 3100),
    appWsPort: number('app-ws-port', 6100),
    listenHost: flag(argv, 'host') ?? '0.0.0.0',
    dataDir: flag(argv, 'data-dir') ?? process.env.DATA_DIR ?? path.join(root, 'data'),
    stateDir,
    drainMs: number('drain-ms', Number(process.env.SHUTDOWN_DRAIN_MS ?? 5_000)),
  });
  writeFileSync(pidFile, String(process.pid));
  let busy = Promise.resolve();
  process.on('SIGHUP', () => {
    busy = busy
      .then(() => cluster.rollingRestart())
      .catch((error: unknown) => console.error('[cluster] rolling restart failed:', error));
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping`);
    void cluster.stop().finally(() => {
      rmSync(pidFile, { force: true });
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`[cluster] ${(error as Error).message}`);
    process.exit(1);
  });
}
