/** The queries on delivery zones: a store's zones, several stores' zones at once, and replacing a store's list. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { fromMinor } from '@suuq/shared/money';
import type { DeliveryZone, ZoneShape } from '@suuq/shared/zones';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { deliveryZones } from '../../db/schema';

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type NewZone = Omit<typeof deliveryZones.$inferInsert, 'storeId' | 'position'>;

/** A zone row in the shape the zone rules read, amounts in minor units. */
export function zoneShape(row: ZoneRow): ZoneShape & { row: ZoneRow } {
  return {
    row,
    kind: row.kind,
    center:
      row.centerLat !== null && row.centerLng !== null ? { lat: row.centerLat, lng: row.centerLng } : null,
    radius_km: row.radiusKm,
    polygon: row.polygon,
    fee: row.fee,
    min_order_amount: row.minOrderAmount,
    active: row.active,
  };
}

/** A zone as answers show it: decimal amounts, only the fields of its kind. */
export function toDeliveryZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    ...(row.kind === 'radius' && row.centerLat !== null && row.centerLng !== null
      ? { center: { lat: row.centerLat, lng: row.centerLng } }
      : {}),
    ...(row.kind === 'radius' && row.radiusKm !== null ? { radius_km: row.radiusKm } : {}),
    ...(row.kind === 'polygon' && row.polygon ? { polygon: row.polygon } : {}),
    fee: fromMinor(row.fee),
    ...(row.minOrderAmount !== null ? { min_order_amount: fromMinor(row.minOrderAmount) } : {}),
    active: row.active,
  };
}

export class ZoneRepository {
  constructor(private readonly db: Db) {}

  /** The store's zones in the order staff put them. */
  async forStore(storeId: number, tx?: DbOrTx): Promise<ZoneRow[]> {
    return (tx ?? this.db)
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.storeId, storeId))
      .orderBy(asc(deliveryZones.position), asc(deliveryZones.id));
  }

  /**
   * The zones of several stores in one query, by store id (stores without zones are absent). The query runs even
   * for no stores, so a list costs the same number of queries whatever it finds.
   */
  async forStores(storeIds: readonly number[], tx?: DbOrTx): Promise<Map<number, ZoneRow[]>> {
    const byStore = new Map<number, ZoneRow[]>();
    const rows = await (tx ?? this.db)
      .select()
      .from(deliveryZones)
      .where(inArray(deliveryZones.storeId, [...new Set(storeIds)]))
      .orderBy(asc(deliveryZones.storeId), asc(deliveryZones.position), asc(deliveryZones.id));
    for (const row of rows) {
      const list = byStore.get(row.storeId);
      if (list) list.push(row);
      else byStore.set(row.storeId, [row]);
    }
    return byStore;
  }

  /**
   * Makes `zones` the store's list, in that order: a zone with the id of one of the store's zones updates it, any
   * other is new, and the store's zones not named are deleted. Run it in a transaction.
   */
  async replace(storeId: number, zones: readonly NewZone[], tx: DbOrTx): Promise<void> {
    const existing = new Set((await this.forStore(storeId, tx)).map((row) => row.id));
    const kept = zones.flatMap((zone) => (zone.id !== undefined && existing.has(zone.id) ? [zone.id] : []));
    await tx
      .delete(deliveryZones)
      .where(
        kept.length
          ? and(eq(deliveryZones.storeId, storeId), notInArray(deliveryZones.id, kept))
          : eq(deliveryZones.storeId, storeId),
      );
    for (const [position, zone] of zones.entries()) {
      const { id, ...values } = zone;
      if (id !== undefined && existing.has(id)) {
        await tx
          .update(deliveryZones)
          .set({ ...values, position })
          .where(and(eq(deliveryZones.id, id), eq(deliveryZones.storeId, storeId)));
      } else {
        await tx.insert(deliveryZones).values({ ...values, storeId, position });
      }
    }
  }
}
