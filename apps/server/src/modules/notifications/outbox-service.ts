/**
 * What other modules call to send a message: `enqueue` writes it in their transaction, with the change it tells
 * of, so either both happen or neither; `committed` then wakes this process's worker so the text leaves at once.
 */
import type { Tx } from '../../db/tx';
import { smsRecipient, toSms } from './gsm7';
import type { NewOutboxRow, OutboxRepository } from './outbox-repository';
import type { OutboxWorker } from './outbox-worker';

export interface SmsMessage {
  /** The phone as stored on accounts (+252612345678). */
  to: string;
  /** Made to fit one GSM-7 text (see `toSms`). */
  text: string;
  kind: string;
  language: 'en' | 'so';
  /** One event, one message: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  storeId?: number | undefined;
  orderNumber?: string | undefined;
}

export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly worker: OutboxWorker,
  ) {}

  /** Writes a text in `tx`; answers false when a message with its key was already written. */
  enqueueSms(tx: Tx, message: SmsMessage): Promise<boolean> {
    return this.repository.insert(
      {
        channel: 'sms',
        recipient: smsRecipient(message.to),
        body: toSms(message.text),
        kind: message.kind,
        language: message.language,
        dedupeKey: message.dedupeKey,
        storeId: message.storeId ?? null,
        orderNumber: message.orderNumber ?? null,
      },
      tx,
    );
  }

  /** Writes a message another part built whole (its text already fitted); false when its key was written before. */
  enqueueRow(tx: Tx, row: NewOutboxRow): Promise<boolean> {
    return this.repository.insert(row, tx);
  }

  /** After the commit of a transaction that enqueued something: the worker looks now rather than at its next poll. */
  committed(): void {
    this.worker.wake();
  }
}
