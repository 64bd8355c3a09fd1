/**
 * Registration, sign-in (the OAuth password and refresh-token grants) and password changes, with their rate
 * limits. Sign-in answers one message for an unknown account and a wrong password, and spends the same time on
 * both, so it cannot be used to learn who has an account.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizePhone,
  type RegisterRequest,
  type TokenResponse,
} from '@suuq/shared/accounts';
import { type Language, type MessageKey } from '@suuq/shared/labels';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-error';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords';
import type { Counter, RateLimitRepository } from './rate-limit-repository';
import type { SessionService } from './session-service';
import { fieldError } from '../../lib/field-error';
import { uniqueViolation, type UserRepository, type UserRow } from './user-repository';

/** The web app: a public client, whose secret is the empty string. */
export const PUBLIC_CLIENT_ID = 'web';

const BUCKETS = {
  loginAccount: 'login:account',
  loginIp: 'login:ip',
  registerIp: 'register:ip',
  /** Wrong current passwords, apart from sign-in's: unlocking sign-in must not give a token holder more guesses. */
  passwordAccount: 'password:account',
  passwordIp: 'password:ip',
} as const;

export type AuthLimits = Pick<
  Env,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_IP'
  | 'LOGIN_FAILURE_WINDOW_MINUTES'
  | 'REGISTRATIONS_PER_IP_PER_HOUR'
>;

const PASSWORD_PARAMS: Partial<Record<MessageKey, Record<string, number>>> = {
  passwordTooShort: { n: PASSWORD_MIN_LENGTH },
  passwordTooLong: { n: PASSWORD_MAX_LENGTH },
};

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares secrets in time that does not depend on where they differ (nor on their lengths). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

export class AuthService {
  private readonly clients: Map<string, string>;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimitRepository,
    private readonly limits: AuthLimits,
    oauthClients: Record<string, string>,
  ) {
    this.clients = new Map([[PUBLIC_CLIENT_ID, ''], ...Object.entries(oauthClients)]);
  }

  private get loginWindowSeconds() {
    return this.limits.LOGIN_FAILURE_WINDOW_MINUTES * 60;
  }

  private accountCounter(key: string): Counter {
    return { bucket: BUCKETS.loginAccount, key, windowSeconds: this.loginWindowSeconds };
  }

  /** 401 unless the client is known and its secret matches. */
  checkClient(clientId: string, clientSecret = ''): void {
    const expected = this.clients.get(clientId);
    // Compare against something even for an unknown client, so its time tells nothing either.
    const ok = sameSecret(clientSecret, expected ?? '\u0000unknown') && expected !== undefined;
    if (!ok) throw new HttpError(401, 'invalidClient');
  }

  async register(body: RegisterRequest, ip: string, lang: Language): Promise<UserRow> {
    const { counts } = await this.limiter.record([
      { bucket: BUCKETS.registerIp, key: ip, windowSeconds: 60 * 60 },
    ]);
    if ((counts[0] ?? 0) > this.limits.REGISTRATIONS_PER_IP_PER_HOUR) throw new HttpError(429, 'rateLimited');

    const phone = normalizePhone(body.phone);
    if (!phone) throw fieldError(422, 'invalidPhone', 'phone', lang);
    const email = body.email || undefined;
    const problem = passwordProblem(body.password, { name: body.name, phone, email });
    if (problem) throw fieldError(422, problem, 'password', lang, PASSWORD_PARAMS[problem]);

    await this.assertAvailable(phone, email, lang);
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.users.create({ name: body.name, phone, email: email ?? null, passwordHash });
    } catch (error) {
      const field = uniqueViolation(error);
      if (field) throw fieldError(409, field === 'phone' ? 'phoneTaken' : 'emailTaken', field, lang);
      throw error;
    }
  }

  /** 409 when another account than `exceptId` has this phone or email. */
  async assertAvailable(
    phone: string | undefined,
    email: string | undefined,
    lang: Language,
    exceptId?: number,
  ) {
    const taken = await this.users.taken(phone, email, exceptId);
    if (taken.phone) throw fieldError(409, 'phoneTaken', 'phone', lang);
    if (taken.email) throw fieldError(409, 'emailTaken', 'email', lang);
  }

  /** The account a sign-in name points at, and the key its failures are counted under. */
  private async lookup(username: string): Promise<{ user: UserRow | undefined; key: string }> {
    const trimmed = username.trim();
    let user: UserRow | undefined;
    if (trimmed.includes('@')) user = await this.users.byEmail(trimmed);
    else {
      const phone = normalizePhone(trimmed);
      if (phone) user = await this.users.byPhone(phone);
    }
    // Unknown names are counted too, so they are refused exactly like known ones.
    return { user, key: user ? `user:${user.id}` : `name:${trimmed.toLowerCase()}` };
  }

  async passwordGrant(
    body: {
      client_id: string;
      client_secret?: string | undefined;
      username: string;
      password: string;
      device_token?: string;
    },
    ip: string,
  ): Promise<TokenResponse> {
    this.checkClient(body.client_id, body.client_secret);
    const { user, key } = await this.lookup(body.username);

    // The attempt is counted before it is judged, so parallel guesses cannot all slip in under the limit.
    const { ids, counts } = await this.limiter.record([
      this.accountCounter(key),
      { bucket: BUCKETS.loginIp, key: ip, windowSeconds: this.loginWindowSeconds },
    ]);
    const [accountCount = 0, ipCount = 0] = counts;
    const lockedByHand = Boolean(user?.lockedUntil && user.lockedUntil.getTime() > Date.now());
    if (
      lockedByHand ||
      accountCount > this.limits.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      ipCount > this.limits.LOGIN_MAX_FAILURES_PER_IP
    ) {
      // A refused attempt was never tried: it does not push the lock further out.
      await this.limiter.remove(ids);
      throw new HttpError(429, 'rateLimited');
    }

    const ok = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstNothing(body.password);
    if (!ok || !user) throw new HttpError(401, 'invalidCredentials');

    await this.limiter.remove(ids);
    await this.limiter.clear(BUCKETS.loginAccount, key);
    if (!user.isActive) throw new HttpError(403, 'accountDisabled');
    return this.sessions.start(user, body.client_id, body.device_token);
  }

  async refreshGrant(body: { client_id: string; client_secret?: string | undefined; refresh_token: string }) {
    this.checkClient(body.client_id, body.client_secret);
    return this.sessions.refresh(body.refresh_token, body.client_id);
  }

  /**
   * Changes a password after checking the current one. Wrong guesses are counted per account and per client
   * address, apart from sign-in failures, and unlocking sign-in does not forget them: a stolen access token
   * cannot be used to try passwords. Signs out every other session.
   */
  async changePassword(
    userId: number,
    sessionId: string,
    body: { current_password: string; password: string },
    lang: Language,
    ip = 'unknown',
  ): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new HttpError(401, 'sessionExpired');
    const key = `user:${user.id}`;
    const { ids, counts } = await this.limiter.record([
      { bucket: BUCKETS.passwordAccount, key, windowSeconds: this.loginWindowSeconds },
      { bucket: BUCKETS.passwordIp, key: ip, windowSeconds: this.loginWindowSeconds },
    ]);
    const [accountCount = 0, ipCount = 0] = counts;
    if (
      accountCount > this.limits.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      ipCount > this.limits.LOGIN_MAX_FAILURES_PER_IP
    ) {
      await this.limiter.remove(ids);
      throw new HttpError(429, 'rateLimited');
    }
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      throw fieldError(422, 'wrongCurrentPassword', 'current_password', lang);
    }
    await this.limiter.remove(ids);
    await this.limiter.clear(BUCKETS.passwordAccount, key);

    const problem = passwordProblem(body.password, {
      name: user.name,
      phone: user.phone,
      email: user.email ?? undefined,
    });
    if (problem) throw fieldError(422, problem, 'password', lang, PASSWORD_PARAMS[problem]);
    await this.users.update(user.id, { passwordHash: await hashPassword(body.password) });
    await this.sessions.revokeOthers(user.id, sessionId);
  }

  /** When sign-in stops being refused for this account, or null when it is not refused. */
  async lockedUntil(user: UserRow): Promise<Date | null> {
    const counted = await this.limiter.unlocksAt(
      this.accountCounter(`user:${user.id}`),
      this.limits.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    );
    const byHand = user.lockedUntil && user.lockedUntil.getTime() > Date.now() ? user.lockedUntil : null;
    if (!counted) return byHand;
    if (!byHand) return counted;
    return counted > byHand ? counted : byHand;
  }

  /** Lifts the sign-in lock of the caller's own account. */
  async unlock(user: UserRow): Promise<void> {
    await this.limiter.clear(BUCKETS.loginAccount, `user:${user.id}`);
    if (user.lockedUntil) await this.users.update(user.id, { lockedUntil: null });
  }
}
