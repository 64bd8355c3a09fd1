import { LIVE_REPLAY_MS } from '@suuq/shared/constants';
import type { ClientFrame, ServerFrame } from '@suuq/shared/live';
import { loadConfig, type AppConfig } from './use-config';

/**
 * `idle`: no channel wanted, no socket. `connecting`: opening one. `open`: connected and subscribed.
 * `waiting`: the socket is down and the next attempt is scheduled (the app keeps working without it).
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'waiting';
export type FrameListener = (frame: ServerFrame) => void;

export interface LiveSocket {
  /**
   * Listens to one channel (`stores`, `order.{number}`, `store.{id}` with a staff token). Connects on the first
   * subscription and subscribes again after every reconnect. `readSince`: when the listener began reading what it
   * shows (`now()` time); the server then sends again, after `subscribed`, the channel's events since (within two
   * minutes), which it would otherwise have missed. Only the subscription that opens the channel asks for them.
   * Returns the function that stops listening.
   */
  subscribe(
    channel: string,
    listener: FrameListener,
    options?: { token?: string; readSince?: number },
  ): () => void;
  /** Calls `listener` on every status change; returns the function that stops it. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
  status(): LiveStatus;
  /** Skips the wait before the next attempt, e.g. when the phone reports that it is online again. */
  reconnectNow(): void;
  /** Closes the socket for good and forgets every listener. */
  close(): void;
}

/** The parts of the browser's `WebSocket` this client uses, so tests can pass a fake. */
export interface SocketLike {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  /** The socket URL; asked before every attempt, so a failed configuration fetch is simply retried. */
  url: () => Promise<string>;
  createSocket?: (url: string) => SocketLike;
  /** How often a ping is sent while connected (the server also drops sockets that stay silent). */
  pingMs?: number;
  /** First wait after a failure; it doubles with every failure in a row, up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long the socket stays open after the last listener leaves, so a page change does not reconnect. */
  idleCloseMs?: number;
  random?: () => number;
  now?: () => number;
}

const OPEN = 1;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): exponential, capped, with jitter between half and
 * all of it, so phones that lost the server together do not all come back in the same second.
 */
export function backoffDelay(attempt: number, minMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, minMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function parseFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const frame: unknown = JSON.parse(data);
    if (
      typeof frame === 'object' &&
      frame !== null &&
      typeof (frame as { event?: unknown }).event === 'string'
    )
      return frame as ServerFrame;
  } catch {
    // Not JSON: ignored like any other frame this client does not know.
  }
  return undefined;
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const {
    url,
    createSocket = (address: string) => new WebSocket(address),
    pingMs = 25_000,
    minDelayMs = 1_000,
    maxDelayMs = 30_000,
    idleCloseMs = 10_000,
    random = Math.random,
    now = Date.now,
  } = options;

  /** `readSince`: until the channel is confirmed, since when its first listener has been reading. */
  const channels = new Map<string, { listeners: Set<FrameListener>; token?: string; readSince?: number }>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'idle';
  let socket: SocketLike | undefined;
  let attempt = 0;
  // Bumped whenever an attempt is abandoned, so a late answer from `url()` cannot open a second socket.
  let generation = 0;
  let lastHeard = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  /** Read a second before what it shows: the answer may have been worked out just before the clock was read. */
  const REPLAY_MARGIN_MS = 1_000;
  const subscribeFrame = (
    channel: string,
    { token, readSince }: { token?: string; readSince?: number },
  ): ClientFrame => {
    const frame: Extract<ClientFrame, { event: 'subscribe' }> = token
      ? { event: 'subscribe', channel, token }
      : { event: 'subscribe', channel };
    if (readSince === undefined) return frame;
    const replay = Math.round(Math.min(LIVE_REPLAY_MS, Math.max(0, now() - readSince + REPLAY_MARGIN_MS)));
    return { ...frame, replay_ms: replay };
  };

  const stopTimers = () => {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    retryTimer = undefined;
    pingTimer = undefined;
  };

  /** Lets go of the current socket without waiting for its close handshake (a dead link may never finish it). */
  const drop = () => {
    generation += 1;
    stopTimers();
    const old = socket;
    socket = undefined;
    if (!old) return;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  };

  const scheduleRetry = () => {
    drop();
    if (closed || channels.size === 0) {
      setStatus('idle');
      return;
    }
    setStatus('waiting');
    retryTimer = setTimeout(connect, backoffDelay(attempt, minDelayMs, maxDelayMs, random));
    attempt += 1;
  };

  const deliver = (frame: ServerFrame) => {
    if (frame.event === 'error' || !('channel' in frame)) {
      if (frame.event === 'error') console.warn('Live updates:', frame.message, frame.channel ?? '');
      return;
    }
    const entry = channels.get(frame.channel);
    if (!entry) return;
    // Confirmed: what was missed before has been asked for; after a reconnect listeners read again themselves.
    if (frame.event === 'subscribed') entry.readSince = undefined;
    for (const listener of [...entry.listeners]) {
      try {
        listener(frame);
      } catch (error) {
        // One broken listener must not starve the others.
        console.error('A live update listener failed:', error);
      }
    }
  };

  function connect() {
    stopTimers();
    if (closed || channels.size === 0) {
      setStatus('idle');
      return;
    }
    const current = ++generation;
    setStatus('connecting');
    url().then(
      (address) => {
        if (current !== generation) return;
        let next: SocketLike;
        try {
          next = createSocket(address);
        } catch (error) {
          console.warn('Live updates: could not open the socket', error);
          scheduleRetry();
          return;
        }
        socket = next;
        next.onopen = () => {
          attempt = 0;
          lastHeard = now();
          for (const [channel, entry] of channels) send(subscribeFrame(channel, entry));
          pingTimer = setInterval(() => {
            // Two pings without any answer: the link is dead even if the phone has not noticed yet.
            if (now() - lastHeard > pingMs * 2 + 5_000) {
              scheduleRetry();
              return;
            }
            send({ event: 'ping' });
          }, pingMs);
          setStatus('open');
        };
        next.onmessage = (event) => {
          lastHeard = now();
          const frame = parseFrame(event.data);
          if (frame) deliver(frame);
        };
        // An error is always followed by a close; the close decides what happens next.
        next.onerror = () => {};
        next.onclose = () => scheduleRetry();
      },
      (error: unknown) => {
        if (current !== generation) return;
        console.warn('Live updates: no socket address', error);
        scheduleRetry();
      },
    );
  }

  const ensureConnected = () => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (closed || status !== 'idle') return;
    connect();
  };

  return {
    subscribe(channel, listener, { token, readSince } = {}) {
      let entry = channels.get(channel);
      if (!entry) {
        entry = { listeners: new Set(), token, readSince };
        channels.set(channel, entry);
        send(subscribeFrame(channel, entry));
      }
      entry.listeners.add(listener);
      ensureConnected();

      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = channels.get(channel);
        if (!current?.listeners.delete(listener) || current.listeners.size > 0) return;
        channels.delete(channel);
        send({ event: 'unsubscribe', channel });
        if (channels.size > 0 || closed) return;
        idleTimer = setTimeout(() => {
          idleTimer = undefined;
          if (channels.size > 0) return;
          drop();
          attempt = 0;
          setStatus('idle');
        }, idleCloseMs);
      };
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    status: () => status,
    reconnectNow() {
      if (closed || status !== 'waiting') return;
      attempt = 0;
      connect();
    },
    close() {
      closed = true;
      clearTimeout(idleTimer);
      drop();
      channels.clear();
      setStatus('idle');
      statusListeners.clear();
    },
  };
}

/** `ws://host:port/app/key` on the page's host, or `wss://` when the page itself is served over HTTPS. */
export function socketUrl(
  config: Pick<AppConfig, 'ws_port' | 'app_key'>,
  location: Pick<Location, 'protocol' | 'hostname'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.hostname}:${config.ws_port}/app/${encodeURIComponent(config.app_key)}`;
}

let shared: LiveSocket | undefined;

/**
 * The app's one live socket, shared by every page (store status on the home page, order tracking). Import this
 * module lazily (after first paint): nothing on screen waits for it, and the app works without it.
 */
export function liveSocket(): LiveSocket {
  if (!shared) {
    const socket = createLiveSocket({
      url: async () => socketUrl(await loadConfig(), window.location),
    });
    window.addEventListener('online', () => socket.reconnectNow());
    shared = socket;
  }
  return shared;
}
