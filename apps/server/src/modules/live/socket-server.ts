/**
 * The web socket server at ws://HOST:WS_PORT/app/{APP_KEY}. Clients subscribe to channels (`stores`,
 * `order.{number}`, and with a token the private `store.{id}` and `booking.{id}`); events from the live bus are
 * serialized once and sent to that channel's subscribers. A private channel's right is checked again before each
 * delivery (the check is cached) and every `recheckMs`: a member who lost it is dropped with an error frame.
 * Each socket may send a few frames a second and hold a bounded number of channels; one that floods is closed.
 * A socket that stops answering pings is dropped. A subscription may ask for the channel's events of the last
 * moments (`replay_ms`, at most two minutes): they are sent again after `subscribed`, so a page that read its data
 * before it subscribed misses nothing in between (an event may then arrive twice; every listener takes it so).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  channel as subscribable,
  clientFrame,
  isPrivateChannel,
  type LiveEvent,
  type ServerFrame,
} from '@suuq/shared/live';
import type { LiveBus } from '../../lib/live-bus';
import { FrameBudget } from './frame-budget';
import { RecentEvents } from './recent-events';

export interface SocketServerOptions {
  host: string;
  port: number;
  appKey: string;
  bus: LiveBus;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /**
   * Decides whether a token may listen to a private channel (a store's incoming orders, a booking's progress).
   * Without it, private channels are refused. Asked before each delivery too, so it should be cached.
   */
  authorize?: (channel: string, token: string | undefined) => Promise<boolean>;
  /** How often dead connections are looked for (they are dropped when they missed one ping). */
  heartbeatMs?: number;
  /** How often every private membership is checked again. */
  recheckMs?: number;
  /** Frames a socket may send per second on average (twice that in a burst) before it is closed. */
  framesPerSecond?: number;
  /** Channels one socket may hold, those being checked included. */
  maxChannels?: number;
  /**
   * Milliseconds a connection may take to complete its upgrade to a web socket: one that stays silent, stops
   * half-way through its headers or trickles them is closed then, as the HTTP port does with its headers timeout.
   */
  upgradeTimeoutMs?: number;
}

export interface SocketServer {
  port: number;
  /** Number of open sockets. */
  clients(): number;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 4 * 1024;
/** Close code for a socket that broke the rules (RFC 6455 "policy violation"). */
const POLICY_VIOLATION = 1008;
const NOT_ALLOWED = 'Not allowed on this channel.';

export async function startSocketServer(options: SocketServerOptions): Promise<SocketServer> {
  const maxChannels = options.maxChannels ?? 50;
  const upgradeTimeoutMs = options.upgradeTimeoutMs ?? 20_000;
  const framesPerSecond = options.framesPerSecond ?? 10;
  /** Members of each channel, with the token each joined a private one with. */
  const channels = new Map<string, Map<WebSocket, string | undefined>>();
  const joined = new WeakMap<WebSocket, Set<string>>();
  /** Deliveries on each private channel, one after the other, so its events keep their order. */
  const queues = new Map<string, Promise<void>>();
  const alive = new WeakSet<WebSocket>();
  const recent = new RecentEvents();
  const frameOptions = { binary: false, compress: false, fin: true };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const http: Server = createServer(
    {
      headersTimeout: upgradeTimeoutMs,
      requestTimeout: upgradeTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(upgradeTimeoutMs / 4))),
    },
    (_req, res) => {
      res.writeHead(426, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Upgrade to a web socket at /app/{key}.' }));
    },
  );

  // Node's own timeouts do not cover every way of never finishing (a silent connection, or one whose upgrade
  // request never completes): every connection gets a deadline of its own, lifted once it is a web socket.
  const upgradeDeadlines = new WeakMap<Duplex, NodeJS.Timeout>();
  http.on('connection', (socket: Duplex) => {
    const deadline = setTimeout(() => socket.destroy(), upgradeTimeoutMs);
    deadline.unref();
    upgradeDeadlines.set(socket, deadline);
    socket.once('close', () => clearTimeout(deadline));
  });

  http.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== `/app/${options.appKey}`) {
      socket.end(
        'HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nUnknown app key',
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      clearTimeout(upgradeDeadlines.get(socket));
      wss.emit('connection', ws, request);
    });
  });

  const send = (ws: WebSocket, frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  /** True, false, or undefined when the check itself failed (then nothing is delivered, nobody dropped). */
  const mayListen = (channel: string, token: string | undefined): Promise<boolean | undefined> =>
    options.authorize ? options.authorize(channel, token).catch(() => undefined) : Promise.resolve(false);

  const leave = (ws: WebSocket, channel: string) => {
    joined.get(ws)?.delete(channel);
    const members = channels.get(channel);
    members?.delete(ws);
    if (members?.size === 0) channels.delete(channel);
  };
  const drop = (ws: WebSocket, channel: string) => {
    leave(ws, channel);
    send(ws, { event: 'error', message: NOT_ALLOWED, channel });
  };

  /** Asks again for every member of a private channel; answers those still allowed, drops the others. */
  async function stillAllowed(channel: string): Promise<WebSocket[]> {
    const members = channels.get(channel);
    if (!members) return [];
    const answers = await Promise.all(
      [...members].map(async ([ws, token]) => [ws, await mayListen(channel, token)] as const),
    );
    const allowed: WebSocket[] = [];
    for (const [ws, ok] of answers) {
      // Gone meanwhile (unsubscribed, closed): nothing to send, nothing to drop.
      if (!channels.get(channel)?.has(ws)) continue;
      if (ok) allowed.push(ws);
      else if (ok === false) drop(ws, channel);
    }
    return allowed;
  }

  wss.on('connection', (ws) => {
    alive.add(ws);
    const mine = new Set<string>();
    joined.set(ws, mine);
    const pending = new Set<string>();
    const budget = new FrameBudget(framesPerSecond, framesPerSecond * 2);
    ws.on('pong', () => alive.add(ws));
    ws.on('message', (raw) => {
      if (ws.readyState !== ws.OPEN) return;
      if (!budget.take()) {
        send(ws, { event: 'error', message: 'Too many frames. Slow down.' });
        ws.close(POLICY_VIOLATION, 'Too many frames');
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        return send(ws, { event: 'error', message: 'Frames must be JSON.' });
      }
      const frame = clientFrame.safeParse(parsed);
      if (!frame.success) return send(ws, { event: 'error', message: 'Unknown frame or channel.' });
      switch (frame.data.event) {
        case 'ping':
          return send(ws, { event: 'pong' });
        case 'subscribe': {
          const { channel, token, replay_ms: replayMs } = frame.data;
          if (pending.has(channel)) return;
          if (!mine.has(channel) && mine.size + pending.size >= maxChannels) {
            return send(ws, { event: 'error', message: 'Too many channels on one socket.', channel });
          }
          const join = (withToken?: string) => {
            if (ws.readyState !== ws.OPEN) return;
            mine.add(channel);
            let members = channels.get(channel);
            if (!members) channels.set(channel, (members = new Map()));
            members.set(ws, withToken);
            send(ws, { event: 'subscribed', channel });
            if (replayMs)
              for (const payload of recent.since(channel, replayMs)) ws.send(payload, frameOptions);
          };
          if (!isPrivateChannel(channel)) return join();
          pending.add(channel);
          void mayListen(channel, token).then((ok) => {
            pending.delete(channel);
            if (ok) join(token);
            else send(ws, { event: 'error', message: NOT_ALLOWED, channel });
          });
          return;
        }
        case 'unsubscribe':
          return leave(ws, frame.data.channel);
      }
    });
    ws.on('close', () => {
      for (const channel of [...mine]) leave(ws, channel);
    });
    ws.on('error', () => ws.terminate());
  });

  const stopListening = options.bus.subscribe((event: LiveEvent) => {
    // An account lost its rights: every private membership is asked again now, not at the next recheck.
    if (event.event === 'access.revoked') {
      for (const name of channels.keys()) if (isPrivateChannel(name)) void stillAllowed(name);
      return;
    }
    const channel = event.channel;
    // Between processes only (no client can subscribe to it): nothing to send or keep.
    if (!subscribable.safeParse(channel).success) return;
    // Encoded once for all members: each send then only frames the same bytes (a text frame, uncompressed).
    const payload = Buffer.from(JSON.stringify(event));
    // Kept for a subscriber that comes later and asks for what it missed, whether anyone listens here now or not.
    recent.add(channel, payload);
    if (!channels.get(channel)?.size) return;
    const deliver = (members: Iterable<WebSocket>) => {
      for (const ws of members) if (ws.readyState === ws.OPEN) ws.send(payload, frameOptions);
    };
    if (!isPrivateChannel(channel)) return deliver(channels.get(channel)!.keys());
    const next = (queues.get(channel) ?? Promise.resolve())
      .then(() => stillAllowed(channel))
      .then(deliver, (error: unknown) => options.log.warn({ err: error, channel }, 'live delivery failed'));
    queues.set(channel, next);
    void next.then(() => {
      if (queues.get(channel) === next) queues.delete(channel);
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  const recheck = setInterval(() => {
    for (const channel of channels.keys()) if (isPrivateChannel(channel)) void stillAllowed(channel);
    recent.prune();
  }, options.recheckMs ?? 15_000);
  recheck.unref();

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  options.log.info({ port }, 'web socket server listening');

  return {
    port,
    clients: () => wss.clients.size,
    async close() {
      clearInterval(heartbeat);
      clearInterval(recheck);
      stopListening();
      // The port stops taking connections first: a client told to go away below reconnects at once, and behind a
      // proxy its new connection is refused here and goes to another process instead of being upgraded again.
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await closed;
    },
  };
}
