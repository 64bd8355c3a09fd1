/** A captain's duty, kept on their account row: on duty they are offered trips and may accept them. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { users } from '../../db/schema';

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

  async set(captainId: number, onDuty: boolean): Promise<boolean> {
    const [row] = await this.db
      .update(users)
      .set({ onDuty })
      .where(and(eq(users.id, captainId), eq(users.role, 'captain')))
      .returning({ onDuty: users.onDuty });
    return row?.onDuty ?? false;
  }
}
