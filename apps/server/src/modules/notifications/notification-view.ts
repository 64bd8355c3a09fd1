/**
 * How a message of the outbox is shown in the log: the phone masked (`+25261•••••78`), the text of an order's
 * message shown, a code's text with every digit masked, any other text not shown, and the outbox's own statuses
 * told as the log's five.
 */
import type { NotificationLogEntry, NotificationStatus } from '@suuq/shared/notification-log';
import type { OutboxRow } from './outbox-repository';

const DOT = '•';

/** Kinds whose text holds a secret code (a password reset, a one-time sign-in): its digits are never shown. */
export const CODE_KINDS: readonly string[] = ['password_reset', 'sign_in_code'];

/** The outbox's statuses behind each status of the log. */
export const STATUS_ROWS: Record<NotificationStatus, OutboxRow['status'][]> = {
  queued: ['pending', 'sending'],
  sent: ['sent'],
  failed: ['retry'],
  dead: ['dead'],
  stopped: ['skipped'],
};

const STATUS_OF: Record<OutboxRow['status'], NotificationStatus> = {
  pending: 'queued',
  sending: 'queued',
  sent: 'sent',
  retry: 'failed',
  dead: 'dead',
  skipped: 'stopped',
};

/** A phone in international digits, masked: `+` and the country code and prefix, then the last two digits. */
export function maskRecipient(digits: string): string {
  if (digits.length < 8) return `+${DOT.repeat(digits.length)}`;
  return `+${digits.slice(0, 5)}${DOT.repeat(digits.length - 7)}${digits.slice(-2)}`;
}

/** A provider's words with any long run of digits (a phone, a code) masked. */
function maskNumbers(text: string): string {
  return text.replace(/\+?\d[\d ]{5,}\d/g, (run) => run.replace(/\d/g, DOT));
}

function textOf(row: OutboxRow): string | null {
  if (CODE_KINDS.includes(row.kind)) return row.body.replace(/\d/g, DOT);
  // Texts about an order (to the shopper, and the store's alert about one) are shown; no other is.
  return row.orderNumber === null ? null : row.body;
}

export function toLogEntry(row: OutboxRow): NotificationLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: maskRecipient(row.recipient),
    language: row.language,
    status: STATUS_OF[row.status],
    attempts: row.attempts,
    last_error: row.lastError === null ? null : maskNumbers(row.lastError),
    order_number: row.orderNumber,
    text: textOf(row),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
