/** Password reset codes as stored: hashed, with their expiry (judged by the database's clock) and wrong tries. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, refreshTokens } from '../../db/schema';
import type { Tx } from '../../db/tx';

export interface LockedReset {
  id: number;
  codeHash: string;
  wrongTries: number;
  /** False once its expiry has passed. */
  live: boolean;
}

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  /** A new code for the account, valid for `minutes`; its earlier unused codes stop working. Answers its id. */
  async replace(userId: number, codeHash: string, minutes: number, tx: Tx): Promise<number> {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({ userId, codeHash, expiresAt: sql`now() + make_interval(mins => ${minutes})` })
      .returning({ id: passwordResets.id });
    return row!.id;
  }

  /** The account's newest unused code, locked: two tries with it run one after the other. */
  async lockLatest(userId: number, tx: Tx): Promise<LockedReset | undefined> {
    const [row] = await tx
      .select({
        id: passwordResets.id,
        codeHash: passwordResets.codeHash,
        wrongTries: passwordResets.wrongTries,
        live: sql<boolean>`${passwordResets.expiresAt} > now()`,
      })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      .orderBy(desc(passwordResets.id))
      .limit(1)
      .for('update');
    return row;
  }

  /** Counts a wrong try; answers the tries so far. */
  async recordWrong(id: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .update(passwordResets)
      .set({ wrongTries: sql`${passwordResets.wrongTries} + 1` })
      .where(eq(passwordResets.id, id))
      .returning({ wrongTries: passwordResets.wrongTries });
    return row?.wrongTries ?? Number.POSITIVE_INFINITY;
  }

  async markUsed(id: number, tx: Tx): Promise<void> {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(eq(passwordResets.id, id));
  }

  /** Ends every sign-in of the account: its refresh tokens stop working, and the access tokens issued with them. */
  async revokeSessions(userId: number, tx: Tx): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
