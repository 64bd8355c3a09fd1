/**
 * A TCP proxy for fault tests: sits between the API and PostgreSQL and, on command, cuts every connection (and
 * refuses new ones), delays every chunk in both directions, or holds every chunk back until told otherwise, as a
 * broken, congested or partitioned network would.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The same connection string, going through the proxy. */
  url(targetUrl: string): string;
  /** Cuts every open connection; until `restore()`, new ones are cut the moment they open. */
  cut(): void;
  /** Holds back every chunk, both ways, for this many milliseconds (order kept) until `restore()`. */
  delay(ms: number): void;
  /** Holds back every chunk, both ways, until `restore()`: no answer, no error, as in a network partition. */
  stall(): void;
  /** Lets traffic through again, at full speed; chunks held by `stall()` go on now. */
  restore(): void;
  /** Connections cut so far, and chunks delayed so far. */
  readonly stats: { connectionsCut: number; chunksDelayed: number };
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: { kind: 'pass' | 'cut' | 'stall' } | { kind: 'delay'; ms: number } = { kind: 'pass' };
  const stats = { connectionsCut: 0, chunksDelayed: 0 };
  const open = new Set<{ client: Socket; upstream: Socket }>();
  /** Releases the chunks each direction holds back without a due time. */
  const releases = new Set<() => void>();

  /** Forwards chunks from one socket to the other, each no earlier than its due time, in order. */
  function pipe(from: Socket, to: Socket) {
    const queue: { chunk: Buffer; due: number }[] = [];
    let waiting = false;
    const pump = () => {
      while (!waiting && queue.length) {
        const wait = queue[0]!.due - Date.now();
        if (wait === Infinity) return;
        if (wait > 0) {
          waiting = true;
          setTimeout(() => {
            waiting = false;
            pump();
          }, wait);
          return;
        }
        if (!to.destroyed) to.write(queue.shift()!.chunk);
        else queue.length = 0;
      }
    };
    const release = () => {
      for (const item of queue) if (item.due === Infinity) item.due = 0;
      pump();
    };
    releases.add(release);
    from.on('close', () => releases.delete(release));
    from.on('data', (chunk: Buffer) => {
      const delay = mode.kind === 'delay' ? mode.ms : mode.kind === 'stall' ? Infinity : 0;
      if (delay) stats.chunksDelayed += 1;
      queue.push({ chunk, due: Date.now() + delay });
      pump();
    });
  }

  const server = createServer((client) => {
    if (mode.kind === 'cut') {
      stats.connectionsCut += 1;
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    open.add(pair);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    stats,
    url(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      mode = { kind: 'cut' };
      for (const pair of open) {
        stats.connectionsCut += 1;
        // A reset, as when a network path or the database host goes away, not a polite goodbye.
        pair.client.resetAndDestroy();
        pair.upstream.resetAndDestroy();
      }
      open.clear();
    },
    delay(ms) {
      mode = { kind: 'delay', ms };
    },
    stall() {
      mode = { kind: 'stall' };
    },
    restore() {
      mode = { kind: 'pass' };
      for (const release of releases) release();
    },
    close() {
      for (const pair of open) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
