/**
 * One-time sign-in codes for the people the operator or an owner takes on: six digits, sent by SMS, kept only as a
 * hash, good for `SIGN_IN_CODE_TTL_HOURS`, once, and dead after a few wrong tries. Who sends the SMS is a port
 * (`SignInCodeSender`): for now the log, later the notifications' outbox, written in the same transaction.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { normalizePhone } from '@suuq/shared/accounts';
import type { TokenResponse } from '@suuq/shared/accounts';
import type { SignInCodeRequest } from '@suuq/shared/operator';
import type { Db } from '../../db/client';
import { signInCodes, users } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/tx';
import type { OutboxService } from '../notifications/notifications-module';
import { fieldProblem, TooManyError } from '../../lib/domain-error';
import {
  hashPassword,
  verifyPassword,
  type AccountsDeps,
  type RateLimitRepository,
} from '../accounts/accounts-module';

/** How long a code works. */
export const SIGN_IN_CODE_TTL_HOURS = 72;
/** Wrong codes a code survives; the next one kills it. */
const MAX_FAILURES = 5;
/** Wrong codes one client address may send per hour, all accounts together. */
const FAILURES_PER_IP_PER_HOUR = 30;
const IP_BUCKET = 'sign-in-code:ip';

/**
 * A code on its way to a phone; `why` says who was taken on (an owner with their new store, staff, or a captain the
 * operator approved, whose `storeName` is empty).
 */
export interface SignInCodeMessage {
  phone: string;
  name: string;
  code: string;
  why: 'owner' | 'staff' | 'captain';
  storeName: string;
}

/** Sends a sign-in code; given the transaction that issued it, so an outbox can write it there. */
export interface SignInCodeSender {
  send(message: SignInCodeMessage, tx: Tx): Promise<void>;
}

const CODE_TEXTS: Record<SignInCodeMessage['why'], (m: SignInCodeMessage) => string> = {
  owner: (m) =>
    `Suuq: ${m.storeName} waa la ansixiyey. Koodhkaaga galitaanka: ${m.code}. Ha la wadaagin cidna.`,
  staff: (m) =>
    `Suuq: waxaa lagugu daray ${m.storeName}. Koodhkaaga galitaanka: ${m.code}. Ha la wadaagin cidna.`,
  captain: (m) =>
    `Suuq: waxaa laguu ansixiyey inaad darawal Suuq noqoto. Koodhkaaga galitaanka: ${m.code}. Ha la wadaagin cidna.`,
};

/**
 * Sends the code as a text through the notifications outbox, in the transaction that issued it. In Somali: the people
 * taken on are shops, their staff and captains in Somalia, and nothing yet records their language before their first sign-in.
 */
export class OutboxSignInCodeSender implements SignInCodeSender {
  constructor(private readonly outbox: Pick<OutboxService, 'enqueueSms'>) {}

  async send(message: SignInCodeMessage, tx: Tx): Promise<void> {
    await this.outbox.enqueueSms(tx, {
      to: message.phone,
      text: CODE_TEXTS[message.why](message),
      kind: 'sign_in_code',
      language: 'so',
      dedupeKey: `sign_in_code:${message.phone}:${randomUUID()}`,
    });
  }
}

/** Writes the code to the log (a sender for tools and tests that want no outbox). */
export class LogSignInCodeSender implements SignInCodeSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: SignInCodeMessage): Promise<void> {
    this.log.info(
      { phone: message.phone, code: message.code, why: message.why, store: message.storeName },
      'sign-in code (SMS_PROVIDER=log)',
    );
  }
}

export class SignInCodeService {
  constructor(
    private readonly db: Db,
    private readonly sender: SignInCodeSender,
    private readonly accounts: Pick<AccountsDeps, 'auth' | 'sessions'>,
    private readonly limiter: RateLimitRepository,
  ) {}

  /** Issues a new code for `userId` in `tx` (older unused ones die) and hands it to the sender. */
  async issue(
    user: { id: number; phone: string; name: string },
    why: SignInCodeMessage['why'],
    storeName: string,
    tx: Tx,
  ) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInCodes.userId, user.id), isNull(signInCodes.usedAt)));
    await tx.insert(signInCodes).values({
      userId: user.id,
      codeHash: await hashPassword(code),
      expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_HOURS * 60 * 60 * 1000),
    });
    await this.sender.send({ phone: user.phone, name: user.name, code, why, storeName }, tx);
  }

  /** Signs in with a code: 422 for a wrong, used or expired one (the same answer for an unknown phone). */
  async signIn(body: SignInCodeRequest, ip: string): Promise<TokenResponse> {
    this.accounts.auth.checkClient(body.client_id, body.client_secret);
    const hour = 60 * 60;
    const [failures = 0] = await this.limiter.count([{ bucket: IP_BUCKET, key: ip, windowSeconds: hour }]);
    if (failures >= FAILURES_PER_IP_PER_HOUR) throw new TooManyError(hour);

    const phone = normalizePhone(body.username);
    const user = await withTransaction(this.db, async (tx) => {
      if (!phone) return undefined;
      const [row] = await tx
        .select({ code: signInCodes, user: users })
        .from(signInCodes)
        .innerJoin(users, eq(users.id, signInCodes.userId))
        .where(
          and(
            eq(users.phone, phone),
            isNull(signInCodes.usedAt),
            gt(signInCodes.expiresAt, sql`now()`),
            lt(signInCodes.failures, MAX_FAILURES),
          ),
        )
        .for('update', { of: signInCodes })
        .limit(1);
      if (!row) return undefined;
      if (await verifyPassword(row.code.codeHash, body.code)) {
        await tx
          .update(signInCodes)
          .set({ usedAt: sql`now()` })
          .where(eq(signInCodes.id, row.code.id));
        return row.user;
      }
      await tx
        .update(signInCodes)
        .set({ failures: sql`${signInCodes.failures} + 1` })
        .where(eq(signInCodes.id, row.code.id));
      return undefined;
    });
    if (!user?.isActive) {
      await this.limiter.record([{ bucket: IP_BUCKET, key: ip, windowSeconds: hour }]);
      throw fieldProblem('invalid', 'signInCodeWrong', 'code');
    }
    return this.accounts.sessions.start(user, body.client_id, body.device_token);
  }
}
