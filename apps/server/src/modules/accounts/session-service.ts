/**
 * Sign-in sessions. A session is a family of refresh tokens: each refresh token works once and is replaced by a
 * new one of the same family. Only SHA-256 digests are stored, so a copy of the table signs nobody in. Showing a
 * token that was already used means two parties hold the family (one of them a thief): the whole family is
 * revoked, and the access tokens issued for it stop working with it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@suuq/shared/accounts';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { UnauthenticatedError } from '../../lib/domain-error';
import type { AccessTokens } from '../../plugins/auth';
import type { SessionRepository } from './session-repository';
import type { UserRepository, UserRow } from './user-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

type RefreshOutcome =
  | { kind: 'ok'; user: UserRow; familyId: string; refreshToken: string }
  | { kind: 'reused'; familyId: string }
  | { kind: 'invalid' };

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTtlDays: number,
  ) {}

  private expiry(): Date {
    return new Date(Date.now() + this.refreshTtlDays * DAY_MS);
  }

  private async answer(user: UserRow, familyId: string, refreshToken: string): Promise<TokenResponse> {
    const accessToken = await this.accessTokens.sign({
      id: user.id,
      role: user.role,
      storeId: user.storeId,
      sessionId: familyId,
    });
    return {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: this.accessTokens.ttlSeconds,
      refresh_token: refreshToken,
    };
  }

  /** Starts a session for a user who just proved who they are. */
  async start(user: UserRow, clientId: string, deviceToken: string | undefined): Promise<TokenResponse> {
    const familyId = randomUUID();
    const refreshToken = newRefreshToken();
    await this.sessions.insert({
      userId: user.id,
      familyId,
      tokenHash: digest(refreshToken),
      clientId,
      deviceToken: deviceToken ?? null,
      expiresAt: this.expiry(),
    });
    return this.answer(user, familyId, refreshToken);
  }

  /** Exchanges a refresh token for a new pair; 401 when it is unknown, expired, revoked, or already used. */
  async refresh(presented: string, clientId: string): Promise<TokenResponse> {
    const outcome = await withTransaction(this.db, async (tx): Promise<RefreshOutcome> => {
      // The row lock makes two refreshes with one token run one after the other: the second sees it used.
      const row = await this.sessions.lockByDigest(digest(presented), tx);
      if (!row || row.revokedAt) return { kind: 'invalid' };
      if (row.usedAt) return { kind: 'reused', familyId: row.familyId };
      if (row.clientId !== clientId || row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
      const user = await this.users.byId(row.userId, tx);
      if (!user?.isActive) return { kind: 'invalid' };

      const refreshToken = newRefreshToken();
      await this.sessions.markUsed(row.id, new Date(), tx);
      await this.sessions.insert(
        {
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: digest(refreshToken),
          clientId: row.clientId,
          deviceToken: row.deviceToken,
          expiresAt: this.expiry(),
        },
        tx,
      );
      return { kind: 'ok', user, familyId: row.familyId, refreshToken };
    });

    if (outcome.kind === 'reused') {
      await this.revokeFamily(outcome.familyId);
      throw new UnauthenticatedError('sessionExpired');
    }
    if (outcome.kind === 'invalid') throw new UnauthenticatedError('sessionExpired');
    return this.answer(outcome.user, outcome.familyId, outcome.refreshToken);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.revokeFamily(familyId);
  }

  /** Signs a user out everywhere but the session given. */
  async revokeOthers(userId: number, keepFamilyId: string): Promise<void> {
    await this.sessions.revokeOthers(userId, keepFamilyId);
  }
}
