/**
 * The web socket server at ws://HOST:WS_PORT/app/{APP_KEY}. Clients subscribe to channels (`stores`,
 * `order.{number}`); events from the live bus are serialized once and sent to that channel's subscribers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientFrame, isPrivateChannel, type LiveEvent, type ServerFrame } from '@suuq/shared/live';
import type { LiveBus } from './live-bus';

export interface SocketServerOptions {
  host: string;
  port: number;
  appKey: string;
  bus: LiveBus;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /**
   * Decides whether a token may listen to a private channel (a store's incoming orders, a booking's progress).
   * Without it, private channels are refused.
   */
  authorize?: (channel: string, token: string | undefined) => Promise<boolean>;
  /** How often dead connections are looked for (they are dropped when they missed one ping). */
  heartbeatMs?: number;
}

export interface SocketServer {
  port: number;
  /** Number of open sockets. */
  clients(): number;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 4 * 1024;
const MAX_CHANNELS_PER_SOCKET = 50;

export async function startSocketServer(options: SocketServerOptions): Promise<SocketServer> {
  const channels = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const http: Server = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Upgrade to a web socket at /app/{key}.' }));
  });

  http.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== `/app/${options.appKey}`) {
      socket.end(
        'HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nUnknown app key',
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const send = (ws: WebSocket, frame: ServerFrame) => ws.send(JSON.stringify(frame));

  wss.on('connection', (ws) => {
    alive.add(ws);
    const mine = new Set<string>();
    ws.on('pong', () => alive.add(ws));
    ws.on('message', (raw) => {
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
          const { channel, token } = frame.data;
          if (!mine.has(channel) && mine.size >= MAX_CHANNELS_PER_SOCKET) {
            return send(ws, { event: 'error', message: 'Too many channels on one socket.' });
          }
          const join = () => {
            if (ws.readyState !== ws.OPEN) return;
            mine.add(channel);
            let members = channels.get(channel);
            if (!members) channels.set(channel, (members = new Set()));
            members.add(ws);
            send(ws, { event: 'subscribed', channel });
          };
          if (!isPrivateChannel(channel)) return join();
          const allowed = options.authorize ? options.authorize(channel, token) : Promise.resolve(false);
          void allowed.then(
            (ok) =>
              ok ? join() : send(ws, { event: 'error', message: 'Not allowed on this channel.', channel }),
            () => send(ws, { event: 'error', message: 'Not allowed on this channel.', channel }),
          );
          return;
        }
        case 'unsubscribe': {
          mine.delete(frame.data.channel);
          channels.get(frame.data.channel)?.delete(ws);
          return;
        }
      }
    });
    ws.on('close', () => {
      for (const channel of mine) {
        const members = channels.get(channel);
        members?.delete(ws);
        if (members?.size === 0) channels.delete(channel);
      }
    });
    ws.on('error', () => ws.terminate());
  });

  const stopListening = options.bus.subscribe((event: LiveEvent) => {
    const members = channels.get(event.channel);
    if (!members?.size) return;
    // Encoded once for all members: each send then only frames the same bytes (a text frame, uncompressed).
    const payload = Buffer.from(JSON.stringify(event));
    const options = { binary: false, compress: false, fin: true };
    for (const ws of members) if (ws.readyState === ws.OPEN) ws.send(payload, options);
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
      stopListening();
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
