/**
 * How many wrong passwords are tolerated, and what follows. Sign-in failures are counted per account and client
 * address together: after a few, that pair must wait, twice as long after each further failure, so a guesser is
 * slowed to a handful of tries a day while the owner, signing in from anywhere else, is never locked out. Somali
 * carriers put many phones behind one address, so the limit per address alone is generous and only caps a flood.
 * Checks of the current password (before a password, phone or email change) have counters of their own, which
 * unlocking sign-in does not clear: a stolen access token must not buy more guesses.
 */
import type { Env } from '../../env';
import { fieldProblem, TooManyError } from '../../lib/domain-error';
import { verifyPassword } from './passwords';
import type { Counter, RateLimitRepository } from './rate-limit-repository';
import type { UserRow } from './user-repository';

export type GuessLimitSettings = Pick<
  Env,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_IP'
  | 'LOGIN_FAILURE_WINDOW_MINUTES'
  | 'LOGIN_MAX_DELAY_MINUTES'
  | 'PASSWORD_CHECK_FAILURES_PER_IP'
>;

const BUCKETS = {
  /** Followed by the client address; the key is the account (`user:{id}`, or `name:{text}` for unknown ones). */
  signInPair: 'login:pair:',
  signInIp: 'login:ip',
  passwordAccount: 'password:account',
  passwordIp: 'password:ip',
} as const;

/** Failures of a pair are remembered this long at most, so the delay can keep growing (rows live a day). */
const PAIR_MEMORY_SECONDS = 24 * 60 * 60;

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

export class GuessLimits {
  constructor(
    private readonly limiter: RateLimitRepository,
    private readonly settings: GuessLimitSettings,
  ) {}

  private get windowSeconds() {
    return this.settings.LOGIN_FAILURE_WINDOW_MINUTES * 60;
  }

  /** How long a pair waits after `failures` wrong passwords: nothing at first, then doubling, up to the cap. */
  private delayMs(failures: number): number {
    const free = this.settings.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    if (failures < free) return 0;
    const capMs = Math.min(this.settings.LOGIN_MAX_DELAY_MINUTES * 60, PAIR_MEMORY_SECONDS) * 1000;
    return Math.min(this.windowSeconds * 1000 * 2 ** Math.min(failures - free, 30), capMs);
  }

  /** When the pair may try again, given its failures, or null when it may now. */
  private retryAt(failures: number, latest: Date, now: Date): Date | null {
    const at = new Date(latest.getTime() + this.delayMs(failures));
    return failures >= this.settings.LOGIN_MAX_FAILURES_PER_ACCOUNT && at > now ? at : null;
  }

  /**
   * Counts a sign-in attempt for account `key` from `ip` before it is judged (so parallel guesses cannot all
   * slip in), or refuses it with a 429 and when to retry. Answers the ids to hand to `signedIn` or `failed`.
   */
  async beginSignIn(key: string, ip: string): Promise<number[]> {
    const pair: Counter = { bucket: `${BUCKETS.signInPair}${ip}`, key, windowSeconds: PAIR_MEMORY_SECONDS };
    const address: Counter = { bucket: BUCKETS.signInIp, key: ip, windowSeconds: this.windowSeconds };
    const { ids, counts } = await this.limiter.record([pair, address]);
    const [, addressCount = 0] = counts;
    const [others] = await this.limiter.recent(pair.bucket, key, PAIR_MEMORY_SECONDS, ids);
    const waitUntil = others ? this.retryAt(others.count, others.latest, others.now) : null;
    if (waitUntil || addressCount > this.settings.LOGIN_MAX_FAILURES_PER_IP) {
      // A refused attempt was never tried: it does not push the wait further out.
      await this.limiter.remove(ids);
      if (waitUntil) throw new TooManyError(secondsUntil(waitUntil, others!.now));
      const freeAt = await this.limiter.unlocksAt(address, this.settings.LOGIN_MAX_FAILURES_PER_IP);
      throw new TooManyError(freeAt ? secondsUntil(freeAt, new Date()) : this.windowSeconds);
    }
    return ids;
  }

  /** The right password: the attempt is not a failure, and the pair starts afresh. */
  async signedIn(key: string, ip: string, ids: number[]): Promise<void> {
    await this.limiter.remove(ids);
    await this.limiter.clear(`${BUCKETS.signInPair}${ip}`, key);
  }

  /** Until when sign-in to this account waits at some address, or null when it waits nowhere. */
  async signInWaitsUntil(userId: number): Promise<Date | null> {
    const pairs = await this.limiter.recent(BUCKETS.signInPair, `user:${userId}`, PAIR_MEMORY_SECONDS);
    let latest: Date | null = null;
    for (const pair of pairs) {
      const at = this.retryAt(pair.count, pair.latest, pair.now);
      if (at && (!latest || at > latest)) latest = at;
    }
    return latest;
  }

  /** Lifts every sign-in wait of the account (its owner asked, signed in). */
  async unlockSignIn(userId: number): Promise<void> {
    await this.limiter.clearLike(BUCKETS.signInPair, `user:${userId}`);
  }

  /**
   * Checks the current password of a signed-in user: 422 on `current_password` when wrong, 429 after repeated
   * wrong ones, counted per account and per client address.
   */
  async checkCurrentPassword(user: UserRow, given: string, ip: string): Promise<void> {
    const key = `user:${user.id}`;
    const { ids, counts } = await this.limiter.record([
      { bucket: BUCKETS.passwordAccount, key, windowSeconds: this.windowSeconds },
      { bucket: BUCKETS.passwordIp, key: ip, windowSeconds: this.windowSeconds },
    ]);
    const [accountCount = 0, ipCount = 0] = counts;
    if (
      accountCount > this.settings.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      ipCount > this.settings.PASSWORD_CHECK_FAILURES_PER_IP
    ) {
      await this.limiter.remove(ids);
      throw new TooManyError(this.windowSeconds);
    }
    if (!(await verifyPassword(user.passwordHash, given))) {
      throw fieldProblem('invalid', 'wrongCurrentPassword', 'current_password');
    }
    await this.limiter.remove(ids);
    await this.limiter.clear(BUCKETS.passwordAccount, key);
  }
}
