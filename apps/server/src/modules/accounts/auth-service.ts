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
import type { MessageKey } from '@suuq/shared/labels';
import type { Env } from '../../env';
import { fieldProblem, NotAllowedError, TooManyError, UnauthenticatedError } from '../../lib/domain-error';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords';
import type { RateLimitRepository } from './rate-limit-repository';
import { GuessLimits, type GuessLimitSettings } from './guess-limits';
import type { SessionService } from './session-service';
import { uniqueViolation, type UserRepository, type UserRow } from './user-repository';

/** The web app: a public client, whose secret is the empty string. */
export const PUBLIC_CLIENT_ID = 'web';

const BUCKETS = {
  registerIp: 'register:ip',
  identityAccount: 'identity:account',
  identityIp: 'identity:ip',
} as const;

/** An address may change five times as many accounts' phone or email as one account may change its own. */
const IDENTITY_CHANGES_PER_IP_FACTOR = 5;

export type AuthLimits = GuessLimitSettings &
  Pick<Env, 'REGISTRATIONS_PER_IP_PER_HOUR' | 'IDENTITY_CHANGES_PER_HOUR'>;

export const PASSWORD_PARAMS: Partial<Record<MessageKey, Record<string, number>>> = {
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
  private readonly guesses: GuessLimits;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimitRepository,
    private readonly limits: AuthLimits,
    oauthClients: Record<string, string>,
  ) {
    this.clients = new Map([[PUBLIC_CLIENT_ID, ''], ...Object.entries(oauthClients)]);
    this.guesses = new GuessLimits(limiter, limits);
  }

  /** 401 unless the client is known and its secret matches. */
  checkClient(clientId: string, clientSecret = ''): void {
    const expected = this.clients.get(clientId);
    // Compare against something even for an unknown client, so its time tells nothing either.
    const ok = sameSecret(clientSecret, expected ?? '\u0000unknown') && expected !== undefined;
    if (!ok) throw new UnauthenticatedError('invalidClient');
  }

  async register(body: RegisterRequest, ip: string): Promise<UserRow> {
    const { counts } = await this.limiter.record([
      { bucket: BUCKETS.registerIp, key: ip, windowSeconds: 60 * 60 },
    ]);
    if ((counts[0] ?? 0) > this.limits.REGISTRATIONS_PER_IP_PER_HOUR) throw new TooManyError();

    const phone = normalizePhone(body.phone);
    if (!phone) throw fieldProblem('invalid', 'invalidPhone', 'phone');
    const email = body.email || undefined;
    const problem = passwordProblem(body.password, { name: body.name, phone, email });
    if (problem) throw fieldProblem('invalid', problem, 'password', PASSWORD_PARAMS[problem]);

    await this.assertAvailable(phone, email);
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.users.create({ name: body.name, phone, email: email ?? null, passwordHash });
    } catch (error) {
      const field = uniqueViolation(error);
      if (field) throw fieldProblem('conflict', field === 'phone' ? 'phoneTaken' : 'emailTaken', field);
      throw error;
    }
  }

  /** 409 when another account than `exceptId` has this phone or email. */
  async assertAvailable(phone: string | undefined, email: string | undefined, exceptId?: number) {
    const taken = await this.users.taken(phone, email, exceptId);
    if (taken.phone) throw fieldProblem('conflict', 'phoneTaken', 'phone');
    if (taken.email) throw fieldProblem('conflict', 'emailTaken', 'email');
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

    const lockedByHand = Boolean(user?.lockedUntil && user.lockedUntil.getTime() > Date.now());
    if (lockedByHand) throw new TooManyError();
    const ids = await this.guesses.beginSignIn(key, ip);

    const ok = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstNothing(body.password);
    if (!ok || !user) throw new UnauthenticatedError('invalidCredentials');

    await this.guesses.signedIn(key, ip, ids);
    if (!user.isActive) throw new NotAllowedError('accountDisabled');
    return this.sessions.start(user, body.client_id, body.device_token);
  }

  async refreshGrant(body: { client_id: string; client_secret?: string | undefined; refresh_token: string }) {
    this.checkClient(body.client_id, body.client_secret);
    return this.sessions.refresh(body.refresh_token, body.client_id);
  }

  /**
   * Lets a signed-in user change the phone or email they sign in with: a limited number of times (429), each
   * with their current password (422 when missing or wrong), so the 409 for a taken one cannot be used to learn
   * who has an account.
   */
  async checkIdentityChange(user: UserRow, currentPassword: string | undefined, ip: string): Promise<void> {
    const hour = 60 * 60;
    const { counts } = await this.limiter.record([
      { bucket: BUCKETS.identityAccount, key: `user:${user.id}`, windowSeconds: hour },
      { bucket: BUCKETS.identityIp, key: ip, windowSeconds: hour },
    ]);
    const [accountCount = 0, ipCount = 0] = counts;
    const limit = this.limits.IDENTITY_CHANGES_PER_HOUR;
    if (accountCount > limit || ipCount > limit * IDENTITY_CHANGES_PER_IP_FACTOR) {
      throw new TooManyError(hour);
    }
    if (!currentPassword) throw fieldProblem('invalid', 'currentPasswordRequired', 'current_password');
    await this.guesses.checkCurrentPassword(user, currentPassword, ip);
  }

  /** See `GuessLimits.checkCurrentPassword`: 422 when wrong, 429 after repeated wrong ones. */
  checkCurrentPassword(user: UserRow, given: string, ip: string): Promise<void> {
    return this.guesses.checkCurrentPassword(user, given, ip);
  }

  /**
   * Changes a password after checking the current one (see `checkCurrentPassword`), and signs out every other
   * session.
   */
  async changePassword(
    userId: number,
    sessionId: string,
    body: { current_password: string; password: string },
    ip = 'unknown',
  ): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new UnauthenticatedError('sessionExpired');
    await this.guesses.checkCurrentPassword(user, body.current_password, ip);

    const problem = passwordProblem(body.password, {
      name: user.name,
      phone: user.phone,
      email: user.email ?? undefined,
    });
    if (problem) throw fieldProblem('invalid', problem, 'password', PASSWORD_PARAMS[problem]);
    await this.users.update(user.id, { passwordHash: await hashPassword(body.password) });
    await this.sessions.revokeOthers(user.id, sessionId);
  }

  /** When sign-in stops being refused for this account somewhere, or null when it is refused nowhere. */
  async lockedUntil(user: UserRow): Promise<Date | null> {
    const counted = await this.guesses.signInWaitsUntil(user.id);
    const byHand = user.lockedUntil && user.lockedUntil.getTime() > Date.now() ? user.lockedUntil : null;
    if (!counted) return byHand;
    if (!byHand) return counted;
    return counted > byHand ? counted : byHand;
  }

  /** Lifts the sign-in waits of the caller's own account. */
  async unlock(user: UserRow): Promise<void> {
    await this.guesses.unlockSignIn(user.id);
    if (user.lockedUntil) await this.users.update(user.id, { lockedUntil: null });
  }
}
