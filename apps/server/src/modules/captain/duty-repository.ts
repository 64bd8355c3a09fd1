/**
 * A captain's duty, kept on their account row: on duty they are offered trips and may accept them. Only a captain
 * the operator approved may go on duty (their standing, `captain_standings`).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CaptainStatus } from '@suuq/shared/captain-applications';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/tx';
import { captainPositions, captainStandings, users, vehicles } from '../../db/schema';

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
   * Captains on duty with a vehicle of this type, and where they were last, when that was after `since`: those
   * a ride of the type could be offered to, by where they are.
   */
  async placedWithType(
    vehicleTypeId: number,
    since: Date,
  ): Promise<{ id: number; lat: number; lng: number }[]> {
    return this.db
      .selectDistinct({ id: users.id, lat: captainPositions.lat, lng: captainPositions.lng })
      .from(captainPositions)
      .innerJoin(users, eq(users.id, captainPositions.captainId))
      .innerJoin(vehicles, and(eq(vehicles.captainId, users.id), isNull(vehicles.deletedAt)))
      .where(
        and(
          eq(users.role, 'captain'),
          eq(users.onDuty, true),
          eq(users.isActive, true),
          gt(captainPositions.at, since),
          eq(vehicles.vehicleTypeId, vehicleTypeId),
        ),
      );
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
