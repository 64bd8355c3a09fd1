/** Helpers for the outbox tests: a silent logger, a worker on a test database, texts written as an event would. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { OutboxRepository } from './outbox-repository';
import { OutboxService, type SmsMessage } from './outbox-service';
import { DEFAULT_WORKER_OPTIONS, OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
import type { SmsProvider } from './sms-provider';

const noop = () => {};
export const silentLog = {
  level: 'silent',
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** A provider that keeps what it was asked to send; `fail` decides, per call, whether the gateway refuses it. */
export class RecordingProvider implements SmsProvider {
  readonly name = 'recording';
  readonly sent: { to: string; text: string }[] = [];
  calls = 0;
  constructor(private readonly fail: (call: number) => boolean = () => false) {}

  async send(to: string, text: string): Promise<void> {
    this.calls += 1;
    const call = this.calls;
    // Let other workers run between the claim and the answer, as a real gateway's round trip would.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.fail(call)) throw new Error(`gateway refused call ${call}`);
    this.sent.push({ to, text });
  }
}

/** A worker (and the service that writes for it) on `db`; no retries wait unless the options say so. */
export function outboxOn(db: Db, provider: SmsProvider, options: Partial<OutboxWorkerOptions> = {}) {
  const repository = new OutboxRepository(db);
  const worker = new OutboxWorker(repository, provider, silentLog, {
    ...DEFAULT_WORKER_OPTIONS,
    backoffMs: 0,
    pollMs: 60_000,
    perPhonePerHour: 1_000,
    ...options,
  });
  return { repository, worker, outbox: new OutboxService(repository, worker) };
}

let sequence = 0;
/** A Somali phone no other message of the file has. */
export function phoneForTest(): string {
  sequence += 1;
  return `+25261${3_000_000 + sequence}`;
}

/** Writes one text in a transaction of its own, as the change it tells of would. */
export function writeText(
  db: Db,
  outbox: OutboxService,
  message: Partial<SmsMessage> & { to: string },
): Promise<boolean> {
  sequence += 1;
  return withTransaction(db, (tx) =>
    outbox.enqueueSms(tx, {
      text: 'Suuq: test text',
      kind: 'test',
      language: 'en',
      dedupeKey: `test:${sequence}`,
      ...message,
    }),
  );
}
