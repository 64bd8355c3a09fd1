/**
 * A shopper's reply, as the gateway delivers it: STOP (or STOPP, UNSUBSCRIBE, the Somali JOOJI) as its first word
 * puts the phone on the STOP list, and no text goes to it any more, those already queued included (the worker
 * checks the list before each send); START (or the Somali BILOW) takes it off. Any other reply changes nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import type { SmsInboundResult } from '@suuq/shared/notification-log';
import { fieldProblem, UnauthenticatedError } from '../../lib/domain-error';
import type { OutboxRepository } from './outbox-repository';

export const STOP_WORDS: readonly string[] = ['STOP', 'STOPP', 'UNSUBSCRIBE', 'JOOJI'];
export const START_WORDS: readonly string[] = ['START', 'BILOW'];

/** What a reply asks for, by its first word (any case, punctuation around it ignored). */
export function replyAction(text: string): SmsInboundResult['action'] {
  const first = (text.trim().split(/\s+/)[0] ?? '').replace(/[^\p{L}]/gu, '').toUpperCase();
  if (STOP_WORDS.includes(first)) return 'stopped';
  if (START_WORDS.includes(first)) return 'started';
  return 'ignored';
}

/** The phone a reply came from, in the outbox's form (international digits); null when it is not a phone. */
export function senderOf(from: string): string | null {
  const somali = normalizeSomaliPhone(from);
  if (somali) return somali;
  const trimmed = from.trim().replace(/[\s().-]/g, '');
  return /^\+?[1-9]\d{7,14}$/.test(trimmed) ? trimmed.replace(/^\+/, '') : null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export class SmsInbound {
  constructor(
    private readonly repository: OutboxRepository,
    /** The secret the gateway must give; unset, every delivery is refused. */
    private readonly token: string | undefined,
  ) {}

  /** Whether `given` is the configured token, compared in constant time. */
  authorize(given: string | undefined): void {
    if (!this.token || given === undefined || !timingSafeEqual(digest(given), digest(this.token))) {
      throw new UnauthenticatedError('smsInboundToken');
    }
  }

  async receive(reply: { from: string; text: string }): Promise<SmsInboundResult> {
    const phone = senderOf(reply.from);
    if (!phone) throw fieldProblem('invalid', 'invalidPhone', 'from');
    const action = replyAction(reply.text);
    if (action === 'stopped') await this.repository.stop(phone);
    if (action === 'started') await this.repository.start(phone);
    return { action };
  }
}
