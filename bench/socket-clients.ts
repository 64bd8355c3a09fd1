/**
 * Many live-update subscribers in one process: opens the sockets, subscribes each to the same order channels, then
 * for each round changes an order's status through the real staff endpoint and times the event's arrival at every
 * socket. The clock that starts a round and the one that stamps arrivals are the same, in this process.
 */
import { WebSocket } from 'ws';
import { serveParent } from './lib/children';

export interface ConnectJob {
  type: 'connect';
  wsUrl: string;
  sockets: number;
  channels: string[];
}
export interface RoundJob {
  type: 'round';
  apiUrl: string;
  token: string;
  orderNumber: string;
  status: string;
  timeoutMs: number;
}
export interface RoundResult {
  type: 'round';
  /** Milliseconds from the request being sent to the event's arrival, one per socket that got it. */
  latencies: number[];
  missing: number;
  wrong: number;
  httpStatus: number;
  httpMs: number;
}

const sockets: WebSocket[] = [];
let round:
  | { t0: number; arrivals: Float64Array; frames: (Buffer | undefined)[]; count: number; done: () => void }
  | undefined;

function onFrame(index: number, data: Buffer) {
  const current = round;
  if (!current || current.frames[index]) return;
  current.arrivals[index] = performance.now() - current.t0;
  current.frames[index] = data;
  current.count += 1;
  if (current.count === sockets.length) current.done();
}

function open(index: number, wsUrl: string, channels: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Spread over several loopback source addresses so a large count never runs out of ephemeral ports.
    const localAddress = process.platform === 'linux' ? `127.0.0.${1 + (index % 8)}` : undefined;
    const ws = new WebSocket(wsUrl, localAddress ? { localAddress } : {});
    let subscribed = 0;
    const timer = setTimeout(() => reject(new Error(`socket ${index} not subscribed within 30 s`)), 30_000);
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('open', () => {
      for (const channel of channels) ws.send(JSON.stringify({ event: 'subscribe', channel }));
    });
    ws.on('message', (data: Buffer) => {
      if (subscribed < channels.length) {
        const frame = JSON.parse(data.toString()) as { event: string };
        if (frame.event !== 'subscribed') return reject(new Error(`socket ${index} got ${data.toString()}`));
        subscribed += 1;
        if (subscribed === channels.length) {
          clearTimeout(timer);
          sockets[index] = ws;
          resolve();
        }
        return;
      }
      onFrame(index, data);
    });
  });
}

async function connect(job: ConnectJob) {
  const started = performance.now();
  const batch = 250;
  for (let start = 0; start < job.sockets; start += batch) {
    const opening: Promise<void>[] = [];
    for (let i = start; i < Math.min(job.sockets, start + batch); i += 1)
      opening.push(open(i, job.wsUrl, job.channels));
    await Promise.all(opening);
  }
  return { type: 'connected', sockets: sockets.length, ms: performance.now() - started };
}

async function runRound(job: RoundJob): Promise<RoundResult> {
  const frames: (Buffer | undefined)[] = new Array(sockets.length);
  const arrivals = new Float64Array(sockets.length).fill(Number.NaN);
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  const t0 = performance.now();
  round = { t0, arrivals, frames, count: 0, done };
  const response = await fetch(`${job.apiUrl}/api/merchant/orders/${job.orderNumber}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: job.status }),
  });
  await response.arrayBuffer();
  const httpMs = performance.now() - t0;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, job.timeoutMs)))]);
  clearTimeout(timer);
  round = undefined;

  const latencies: number[] = [];
  let missing = 0;
  let wrong = 0;
  frames.forEach((frame, index) => {
    if (!frame) return void (missing += 1);
    const event = JSON.parse(frame.toString()) as {
      event: string;
      data?: { status?: string; order_number?: string };
    };
    if (
      event.event !== 'order.status' ||
      event.data?.status !== job.status ||
      event.data.order_number !== job.orderNumber
    )
      wrong += 1;
    latencies.push(arrivals[index]!);
  });
  return { type: 'round', latencies, missing, wrong, httpStatus: response.status, httpMs };
}

async function close() {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
          setTimeout(() => (ws.terminate(), resolve()), 2_000).unref();
        }),
    ),
  );
  sockets.length = 0;
  return { type: 'closed' };
}

serveParent(async (message) => {
  if (message.type === 'connect') return connect(message as unknown as ConnectJob);
  if (message.type === 'round') return runRound(message as unknown as RoundJob);
  if (message.type === 'close') return close();
  throw new Error(`unknown message ${String(message.type)}`);
});
