/**
 * Captains as the operator takes them on: their standing (pending, approved, suspended), the vehicle they applied
 * with, and the operator's page of them with the vehicle each has in use. Each write takes a transaction.
 */
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CaptainStatus } from '@suuq/shared/captain-applications';
import type { Db } from '../../db/client';
import { captainStandings, users, vehicleTypes, vehicles } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type StandingRow = typeof captainStandings.$inferSelect;
export type VehicleTypeRow = typeof vehicleTypes.$inferSelect;

/** A captain as the operator's list shows them: account, standing and the vehicle to name. */
export interface CaptainRow {
  id: number;
  name: string;
  phone: string;
  onDuty: boolean;
  standing: StandingRow;
  vehicle: { type: VehicleTypeRow; plateNumber: string } | null;
}

export class CaptainStandingRepository {
  constructor(private readonly db: Db) {}

  async activeVehicleType(id: number, tx?: DbOrTx): Promise<VehicleTypeRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(vehicleTypes)
      .where(and(eq(vehicleTypes.id, id), eq(vehicleTypes.isActive, true)))
      .limit(1);
    return row;
  }

  /** Whether a vehicle in use carries this plate (as stored: upper case, single spaces). */
  async plateInUse(plate: string, tx?: DbOrTx): Promise<boolean> {
    const [row] = await (tx ?? this.db)
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.plateNumber, plate), isNull(vehicles.deletedAt)))
      .limit(1);
    return row !== undefined;
  }

  async addStanding(values: typeof captainStandings.$inferInsert, tx: Tx): Promise<StandingRow> {
    const [row] = await tx.insert(captainStandings).values(values).returning();
    return row!;
  }

  /**
   * The standing of a captain's account, locked until the transaction ends: of two operators deciding at once, the
   * second waits here and then reads the first's decision. Undefined when the account is not a captain's.
   */
  async lockStanding(userId: number, tx: Tx): Promise<StandingRow | undefined> {
    const [row] = await tx
      .select({ standing: captainStandings })
      .from(captainStandings)
      .innerJoin(users, eq(users.id, captainStandings.userId))
      .where(and(eq(captainStandings.userId, userId), eq(users.role, 'captain')))
      .for('update', { of: captainStandings })
      .limit(1);
    return row?.standing;
  }

  async decide(
    userId: number,
    decision: { status: Exclude<CaptainStatus, 'pending'>; reason: string | null; decidedBy: number },
    tx: Tx,
  ): Promise<void> {
    await tx
      .update(captainStandings)
      .set({ ...decision, decidedAt: new Date() })
      .where(eq(captainStandings.userId, userId));
  }

  /** Takes a captain off duty (a trip already taken goes on to its end). */
  async offDuty(userId: number, tx: Tx): Promise<void> {
    await tx.update(users).set({ onDuty: false }).where(eq(users.id, userId));
  }

  async captain(userId: number, tx?: DbOrTx): Promise<CaptainRow | undefined> {
    const rows = await this.captainsWhere(eq(captainStandings.userId, userId), { page: 1, perPage: 1 }, tx);
    return rows[0];
  }

  /** A page of captains of one standing (or all), the latest applications first. */
  async captains(
    status: CaptainStatus | undefined,
    page: { page: number; perPage: number },
  ): Promise<{ rows: CaptainRow[]; total: number }> {
    const where = status ? eq(captainStandings.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.captainsWhere(where, page),
      this.db
        .select({ total: count() })
        .from(captainStandings)
        .innerJoin(users, eq(users.id, captainStandings.userId))
        .where(and(where, eq(users.role, 'captain'))),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  private async captainsWhere(
    where: ReturnType<typeof eq> | undefined,
    page: { page: number; perPage: number },
    tx?: DbOrTx,
  ): Promise<CaptainRow[]> {
    const db = tx ?? this.db;
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        onDuty: users.onDuty,
        standing: captainStandings,
      })
      .from(captainStandings)
      .innerJoin(users, eq(users.id, captainStandings.userId))
      .where(and(where, eq(users.role, 'captain')))
      .orderBy(desc(captainStandings.appliedAt), desc(captainStandings.userId))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    if (rows.length === 0) return [];

    // The vehicle each drives: their first vehicle in use, else the one they applied with.
    const ids = rows.map((row) => row.id);
    const inUse = await db
      .select({ captainId: vehicles.captainId, typeId: vehicles.vehicleTypeId, plate: vehicles.plateNumber })
      .from(vehicles)
      .where(and(inArray(vehicles.captainId, ids), isNull(vehicles.deletedAt)))
      .orderBy(asc(vehicles.id));
    const firstOf = new Map<number, { typeId: number; plate: string }>();
    for (const vehicle of inUse) if (!firstOf.has(vehicle.captainId)) firstOf.set(vehicle.captainId, vehicle);
    const typeIds = new Set<number>();
    for (const row of rows) {
      const typeId = firstOf.get(row.id)?.typeId ?? row.standing.vehicleTypeId;
      if (typeId !== null) typeIds.add(typeId);
    }
    const types = typeIds.size
      ? await db
          .select()
          .from(vehicleTypes)
          .where(inArray(vehicleTypes.id, [...typeIds]))
      : [];
    const typeById = new Map(types.map((type) => [type.id, type]));

    return rows.map((row) => {
      const vehicle = firstOf.get(row.id);
      const typeId = vehicle?.typeId ?? row.standing.vehicleTypeId;
      const plate = vehicle?.plate ?? row.standing.plateNumber;
      const type = typeId === null ? undefined : typeById.get(typeId);
      return { ...row, vehicle: type && plate ? { type, plateNumber: plate } : null };
    });
  }
}
