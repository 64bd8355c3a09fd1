/**
 * A forgotten password: a six-digit code texted to the account's phone (through the outbox, written in the same
 * transaction as the code), then the code and a new password. The request answers the same whether or not the
 * phone has an account, and spends about the same time, so it cannot be used to learn who has one. A code is
 * stored hashed, lasts a quarter of an hour, takes five wrong tries and works once; using it ends every sign-in
 * of the account and lifts its sign-in waits (its owner had most likely been guessing).
 */
import { randomInt } from 'node:crypto';
import { normalizePhone } from '@suuq/shared/accounts';
import { RESET_CODE_LENGTH, type ResetPasswordRequest } from '@suuq/shared/password-reset';
import type { Language, MessageKey } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import type { Env } from '../../env';
import { fieldProblem, TooManyError } from '../../lib/domain-error';
import type { OutboxService } from '../notifications/notifications-module';
import type { GuessLimits } from './guess-limits';
import type { PasswordResetRepository } from './password-reset-repository';
import { RESET_CODE_MINUTES, resetCodeText } from './password-reset-texts';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords';
import type { RateLimitRepository } from './rate-limit-repository';
import type { UserRepository } from './user-repository';

/** Wrong codes one code takes; the next try is refused even with the right one. */
export const RESET_CODE_TRIES = 5;
/** Tries of a code per client address per hour, as a multiple of the codes it may ask for. */
const TRIES_PER_REQUEST = RESET_CODE_TRIES;
const HOUR = 60 * 60;

const BUCKETS = { forgotPhone: 'forgot:phone', forgotIp: 'forgot:ip', resetIp: 'reset:ip' } as const;

export type ResetLimits = Pick<Env, 'PASSWORD_RESETS_PER_PHONE_PER_HOUR' | 'PASSWORD_RESETS_PER_IP_PER_HOUR'>;

type Outcome = { kind: 'ok' } | { kind: 'refused'; key: MessageKey };

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly limiter: RateLimitRepository,
    private readonly guesses: GuessLimits,
    private readonly outbox: OutboxService,
    private readonly limits: ResetLimits,
    private readonly passwordParams: Partial<Record<MessageKey, Record<string, number>>>,
  ) {}

  /** Texts a code to the account with this phone, if there is one; 429 past the limits per phone or address. */
  async forgot(phoneText: string, ip: string, lang: Language): Promise<void> {
    const phone = normalizePhone(phoneText);
    if (!phone) throw fieldProblem('invalid', 'invalidPhone', 'phone');
    const { ids, counts } = await this.limiter.record([
      { bucket: BUCKETS.forgotPhone, key: phone, windowSeconds: HOUR },
      { bucket: BUCKETS.forgotIp, key: ip, windowSeconds: HOUR },
    ]);
    const [phoneCount = 0, ipCount = 0] = counts;
    if (
      phoneCount > this.limits.PASSWORD_RESETS_PER_PHONE_PER_HOUR ||
      ipCount > this.limits.PASSWORD_RESETS_PER_IP_PER_HOUR
    ) {
      await this.limiter.remove(ids);
      throw new TooManyError(HOUR);
    }

    const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
    // Hashed whether or not there is an account, so both take the same time.
    const codeHash = await hashPassword(code);
    const user = await this.users.byPhone(phone);
    if (!user?.isActive) return;
    await withTransaction(this.db, async (tx) => {
      const id = await this.resets.replace(user.id, codeHash, RESET_CODE_MINUTES, tx);
      await this.outbox.enqueueSms(tx, {
        to: user.phone,
        text: resetCodeText(code, lang),
        kind: 'password_reset',
        language: lang,
        dedupeKey: `password-reset:${id}`,
      });
    });
    this.outbox.committed();
  }

  /**
   * Sets a new password with the code texted to the phone: 422 on `password` when it breaks registration's
   * rules (the code is kept), 422 on `code` when the code is wrong, expired, used or past its tries.
   */
  async reset(body: ResetPasswordRequest, ip: string): Promise<void> {
    const { counts, ids } = await this.limiter.record([
      { bucket: BUCKETS.resetIp, key: ip, windowSeconds: HOUR },
    ]);
    if ((counts[0] ?? 0) > this.limits.PASSWORD_RESETS_PER_IP_PER_HOUR * TRIES_PER_REQUEST) {
      await this.limiter.remove(ids);
      throw new TooManyError(HOUR);
    }
    const phone = normalizePhone(body.phone);
    if (!phone) throw fieldProblem('invalid', 'invalidPhone', 'phone');
    const user = await this.users.byPhone(phone);
    const problem = passwordProblem(
      body.password,
      user ? { name: user.name, phone: user.phone, email: user.email ?? undefined } : { phone },
    );
    if (problem) throw fieldProblem('invalid', problem, 'password', this.passwordParams[problem]);
    const code = body.code.replace(/\s/g, '');
    const passwordHash = await hashPassword(body.password);

    const outcome = await withTransaction(this.db, async (tx): Promise<Outcome> => {
      const reset = user?.isActive ? await this.resets.lockLatest(user.id, tx) : undefined;
      if (!user || !reset?.live) {
        await verifyAgainstNothing(code);
        return { kind: 'refused', key: 'resetCodeWrong' };
      }
      if (reset.wrongTries >= RESET_CODE_TRIES) return { kind: 'refused', key: 'resetCodeSpent' };
      if (!(await verifyPassword(reset.codeHash, code))) {
        const tries = await this.resets.recordWrong(reset.id, tx);
        return { kind: 'refused', key: tries >= RESET_CODE_TRIES ? 'resetCodeSpent' : 'resetCodeWrong' };
      }
      await this.resets.markUsed(reset.id, tx);
      await this.users.update(user.id, { passwordHash }, tx);
      await this.resets.revokeSessions(user.id, tx);
      return { kind: 'ok' };
    });
    if (outcome.kind === 'refused') throw fieldProblem('invalid', outcome.key, 'code');
    await this.guesses.unlockSignIn(user!.id);
  }
}
