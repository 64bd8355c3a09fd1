/**
 * Vehicle types and captains' vehicles. Every read and write of a vehicle is scoped by its captain in the same
 * statement, so another captain's vehicle is simply not found.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CAPTAIN_OPEN_STATUSES, type Vehicle, type VehicleType } from '@suuq/shared/captain';
import type { Language } from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { bookings, users, vehicleTypes, vehicles } from '../../db/schema';
import { localized } from '../../lib/lang';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleTypeRow = typeof vehicleTypes.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;

export function toVehicleType(row: VehicleTypeRow, lang: Language): VehicleType {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(lang, row.nameEn, row.nameSo),
    description: localized(lang, row.descriptionEn, row.descriptionSo),
    base_fare: fromMinor(row.baseFare),
    per_km: fromMinor(row.perKm),
    currency: row.currency,
    seats: row.seats,
    capacity_kg: row.capacityKg,
  };
}

const withType = {
  vehicle: vehicles,
  typeSlug: vehicleTypes.slug,
  typeNameEn: vehicleTypes.nameEn,
  typeNameSo: vehicleTypes.nameSo,
};

function toVehicle(
  row: { vehicle: VehicleRow; typeSlug: string; typeNameEn: string; typeNameSo: string | null },
  lang: Language,
): Vehicle {
  const v = row.vehicle;
  return {
    id: v.id,
    vehicle_type: {
      id: v.vehicleTypeId,
      slug: row.typeSlug,
      name: localized(lang, row.typeNameEn, row.typeNameSo),
    },
    plate_number: v.plateNumber,
    make: v.make,
    model: v.model,
    colour: v.colour,
    year: v.year,
    photo: v.photo,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}

export class VehicleRepository {
  constructor(private readonly db: Db) {}

  async types(lang: Language): Promise<VehicleType[]> {
    const rows = await this.db
      .select()
      .from(vehicleTypes)
      .where(eq(vehicleTypes.isActive, true))
      .orderBy(asc(vehicleTypes.sort), asc(vehicleTypes.id));
    return rows.map((row) => toVehicleType(row, lang));
  }

  /** A type customers may book and captains may register; undefined for unknown or retired ones. */
  async activeType(id: number, tx?: Tx): Promise<VehicleTypeRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(vehicleTypes)
      .where(and(eq(vehicleTypes.id, id), eq(vehicleTypes.isActive, true)))
      .limit(1);
    return row;
  }

  private owned(captainId: number, id: number) {
    return and(eq(vehicles.id, id), eq(vehicles.captainId, captainId), isNull(vehicles.deletedAt));
  }

  /** The captain's vehicles in use, newest first. */
  async list(captainId: number, lang: Language): Promise<Vehicle[]> {
    const rows = await this.db
      .select(withType)
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .where(and(eq(vehicles.captainId, captainId), isNull(vehicles.deletedAt)))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
    return rows.map((row) => toVehicle(row, lang));
  }

  async view(captainId: number, id: number, lang: Language): Promise<Vehicle | undefined> {
    const [row] = await this.db
      .select(withType)
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .where(this.owned(captainId, id))
      .limit(1);
    return row ? toVehicle(row, lang) : undefined;
  }

  /** Vehicles by id, removed ones included: past trips still show what carried them. */
  async byIds(ids: readonly number[], lang: Language): Promise<Map<number, Vehicle>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(withType)
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .where(inArray(vehicles.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.vehicle.id, toVehicle(row, lang)]));
  }

  /** One of the captain's vehicles in use, as stored. */
  async get(captainId: number, id: number, tx?: Tx): Promise<VehicleRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(vehicles).where(this.owned(captainId, id)).limit(1);
    return row;
  }

  /** The vehicle types the captain can drive for: those of their vehicles in use. */
  async typeIdsOf(captainId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: vehicles.vehicleTypeId })
      .from(vehicles)
      .where(and(eq(vehicles.captainId, captainId), isNull(vehicles.deletedAt)));
    return rows.map((row) => row.id);
  }

  async countInUse(captainId: number, tx?: Tx): Promise<number> {
    const [row] = await (tx ?? this.db)
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.captainId, captainId), isNull(vehicles.deletedAt)));
    return row?.n ?? 0;
  }

  /** Whether the vehicle is carrying an open trip (accepted, arrived or on the way). */
  async onOpenTrip(vehicleId: number, tx?: Tx): Promise<boolean> {
    const [row] = await (tx ?? this.db)
      .select({ one: sql<number>`1` })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicleId), inArray(bookings.status, [...CAPTAIN_OPEN_STATUSES])))
      .limit(1);
    return row !== undefined;
  }

  /** Locks the captain's account row, so one captain's saves run one at a time and the vehicle limit holds. */
  async lockCaptain(captainId: number, tx: Tx): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, captainId)).for('no key update');
  }

  async insert(values: NewVehicle, tx: Tx): Promise<number> {
    const [row] = await tx.insert(vehicles).values(values).returning({ id: vehicles.id });
    if (!row) throw new Error('Vehicle was not inserted');
    return row.id;
  }

  async update(id: number, values: Partial<NewVehicle>, tx: Tx): Promise<void> {
    await tx.update(vehicles).set(values).where(eq(vehicles.id, id));
  }
}
