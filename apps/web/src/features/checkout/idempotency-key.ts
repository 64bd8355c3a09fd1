/**
 * One Idempotency-Key per checkout attempt, kept in sessionStorage: a retry after a dropped connection, a double
 * tap or a reload sends the same key, so the server answers with the order it already made instead of making a
 * second one. The key is dropped only once an order is confirmed.
 */
export const CHECKOUT_ATTEMPT_STORAGE_KEY = 'suuq.checkout.attempt';

export interface CheckoutAttempt {
  key: string;
  /**
   * Whether an order request with this key may have reached the server without an answer. Then the next try goes
   * straight to placing the order (the server replays its answer) instead of checking stock first: the first
   * order may have taken the last units itself.
   */
  sent: boolean;
}

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

// Without sessionStorage (some private modes) the attempt still lives as long as the page.
let memory: CheckoutAttempt | undefined;

function read(): CheckoutAttempt | undefined {
  try {
    const saved: unknown = JSON.parse(session()?.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY) ?? 'null');
    if (
      typeof saved === 'object' &&
      saved !== null &&
      typeof (saved as CheckoutAttempt).key === 'string' &&
      typeof (saved as CheckoutAttempt).sent === 'boolean'
    ) {
      return saved as CheckoutAttempt;
    }
  } catch {
    // Unreadable: the in-memory attempt below is used.
  }
  return memory;
}

function write(attempt: CheckoutAttempt) {
  memory = attempt;
  try {
    session()?.setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Kept in memory only.
  }
}

/** The current attempt, started on first use. */
export function checkoutAttempt(): CheckoutAttempt {
  const attempt = read() ?? { key: newKey(), sent: false };
  write(attempt);
  return attempt;
}

/** Records whether an order request with the current key may be on the server without an answer. */
export function markAttemptSent(sent: boolean): void {
  write({ ...checkoutAttempt(), sent });
}

/** Ends the attempt: the next checkout gets a new key. */
export function finishCheckoutAttempt(): void {
  memory = undefined;
  try {
    session()?.removeItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing saved.
  }
}
