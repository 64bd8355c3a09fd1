/**
 * Sign-in sessions as stored: refresh tokens (SHA-256 digests only) grouped in families, one family per sign-in.
 * Also answers the auth plugin's question on every request: is this account active and this sign-in not revoked?
 */
import { and, eq, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Role } from '@suuq/shared/accounts';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { Tx } from '../../db/tx';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewRefreshToken, tx?: Tx): Promise<void> {
    await (tx ?? this.db).insert(refreshTokens).values(values);
  }

  /** The refresh token with this digest, locked: two refreshes with one token run one after the other. */
  async lockByDigest(tokenHash: string, tx: Tx): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    return row;
  }

  async markUsed(id: number, at: Date, tx: Tx): Promise<void> {
    await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
  }

  async revokeFamily(familyId: string, tx?: Tx): Promise<void> {
    await (tx ?? this.db)
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Revokes every sign-in of the user but `keepFamilyId`. */
  async revokeOthers(userId: number, keepFamilyId: string, tx?: Tx): Promise<void> {
    await (tx ?? this.db)
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          ne(refreshTokens.familyId, keepFamilyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /**
   * The account behind an access token, when it is active and the sign-in `sessionId` was not revoked; its role
   * and store come from here, so a change applies at once.
   */
  async liveCaller(
    userId: number,
    sessionId: string,
  ): Promise<{ id: number; role: Role; storeId: number | null } | undefined> {
    const revoked = this.db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), isNotNull(refreshTokens.revokedAt)));
    const [row] = await this.db
      .select({ id: users.id, role: users.role, storeId: users.storeId })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true), notExists(revoked)))
      .limit(1);
    return row;
  }
}
