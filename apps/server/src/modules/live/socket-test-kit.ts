/** Sockets for the live tests: open one, collect its frames, wait for the frame you expect. */
import WebSocket from 'ws';
import type { ServerFrame } from '@suuq/shared/live';

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** The first frame (already received or still to come) that matches, within `ms`. */
  next(predicate: (frame: ServerFrame) => boolean, ms?: number): Promise<ServerFrame>;
  /** Sends a frame as JSON. */
  send(frame: object): void;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<number>;
}

export async function openSocket(port: number, key = 'test-key', options: WebSocket.ClientOptions = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}`, options);
  const frames: ServerFrame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as ServerFrame));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = async (predicate: (frame: ServerFrame) => boolean, ms = 5000) => {
    for (let waited = 0; waited < ms; waited += 20) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No such frame; got ${JSON.stringify(frames)}`);
  };
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  return { ws, frames, next, send, closed } satisfies TestSocket;
}

/** Waits until `check` holds, polling, or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Condition not met in time');
}
