/**
 * A captain's duty, kept on their account row: on duty they are offered trips and may accept them. Only a captain
 * the operator approved may go on duty (their standing, `captain_standings`).
 */
import { and, eq } from 'drizzle-orm';
import type { CaptainStatus } from '@suuq/shared/captain-applications';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/tx';
import { captainStandings, users } from '../../db/schema';

export class DutyRepository {
  constructor(private readonly db: Db) {}

  async onDuty(captainId: number, tx?: Tx): Promise<boolean> {
    const [row] = await (tx ?? this.db)
      .select({ onDuty: users.onDuty })
      .from(users)
      .where(and(eq(users.id, captainId), eq(users.role, 'captain')))
      .limit(1);
    return row?.onDuty ?? false;
  }

  /**
   * Sets the captain's duty. Going on duty reads their standing under a share lock first, so an operator's
   * suspension either waits for this to commit (and then takes them off duty) or is seen here (and refused).
   * Answers the standing when it refuses (`null`: none on record).
   */
  async set(
    captainId: number,
    onDuty: boolean,
  ): Promise<{ onDuty: boolean } | { refused: CaptainStatus | null }> {
    return withTransaction(this.db, async (tx) => {
      if (onDuty) {
        const [standing] = await tx
          .select({ status: captainStandings.status })
          .from(captainStandings)
          .where(eq(captainStandings.userId, captainId))
          .for('share')
          .limit(1);
        if (standing?.status !== 'approved') return { refused: standing?.status ?? null };
      }
      const [row] = await tx
        .update(users)
        .set({ onDuty })
        .where(and(eq(users.id, captainId), eq(users.role, 'captain')))
        .returning({ onDuty: users.onDuty });
      return { onDuty: row?.onDuty ?? false };
    });
  }
}
