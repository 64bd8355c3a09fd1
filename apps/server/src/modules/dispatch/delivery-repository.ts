/**
 * Writes and rule-checking reads of deliveries, each on the caller's transaction when one is given. A step is one
 * conditional UPDATE (`WHERE id = … AND status IN (…) AND captain_id = …`), so two captains racing for the same
 * delivery cannot both pass: the loser matches no row. The partial unique indexes hold the rest (one live delivery
 * per order, one carried delivery per captain).
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { CARRYING_STATUSES, LIVE_DELIVERY_STATUSES, type DeliveryStatus } from '@suuq/shared/dispatch';
import type { Db } from '../../db/client';
import {
  captainPositions,
  deliveries,
  orderStatusHistory,
  orders,
  stores,
  users,
  vehicleTypes,
  vehicles,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
export type DeliveryChanges = Partial<NewDelivery>;

/** A delivery with what its views need from its order and store. */
export const withOrder = {
  delivery: deliveries,
  orderNumber: orders.orderNumber,
  orderStatus: orders.status,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  addressLine: orders.addressLine,
  addressLat: orders.addressLat,
  addressLng: orders.addressLng,
  addressNotes: orders.addressNotes,
  storeName: stores.name,
  storeAddress: stores.address,
  storePhone: stores.phone,
  storeLat: stores.lat,
  storeLng: stores.lng,
};
export type DeliveryWithOrder = {
  delivery: DeliveryRow;
  orderNumber: string;
  orderStatus: string;
  customerName: string;
  customerPhone: string;
  addressLine: string | null;
  addressLat: number | null;
  addressLng: number | null;
  addressNotes: string | null;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  storeLat: number;
  storeLng: number;
};

export interface PlacedCaptain {
  id: number;
  lat: number;
  lng: number;
}

export class DeliveryRepository {
  constructor(private readonly db: Db) {}

  async courierMode(storeId: number, tx: DbOrTx): Promise<'suuq' | 'own' | undefined> {
    const [row] = await tx
      .select({ mode: stores.courierMode })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    return row?.mode;
  }

  async storePoint(storeId: number): Promise<{ lat: number; lng: number } | undefined> {
    const [row] = await this.db
      .select({ lat: stores.lat, lng: stores.lng })
      .from(stores)
      .where(eq(stores.id, storeId));
    return row;
  }

  async insert(values: NewDelivery, tx: Tx): Promise<DeliveryRow> {
    const [row] = await tx.insert(deliveries).values(values).returning();
    if (!row) throw new Error('Delivery was not written');
    return row;
  }

  /** The order's live delivery (offered, accepted or picked up), locked until the transaction ends. */
  async lockLiveOfOrder(orderId: number, tx: Tx): Promise<DeliveryRow | undefined> {
    const [row] = await tx
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.orderId, orderId), inArray(deliveries.status, [...LIVE_DELIVERY_STATUSES])))
      .for('update');
    return row;
  }

  async lock(id: number, tx: Tx): Promise<DeliveryRow | undefined> {
    const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    return row;
  }

  async byId(id: number, tx?: DbOrTx): Promise<DeliveryRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
    return row;
  }

  /**
   * Moves the delivery from one of `from` to what `set` says, when `owner` (a captain id, or undefined for anyone)
   * holds it: undefined when no row matched (another request got there first, or it is not theirs).
   */
  async move(
    id: number,
    from: readonly DeliveryStatus[],
    owner: number | undefined,
    set: DeliveryChanges,
    tx: DbOrTx,
  ): Promise<DeliveryRow | undefined> {
    const conditions: SQL[] = [eq(deliveries.id, id), inArray(deliveries.status, [...from])];
    if (owner !== undefined) conditions.push(eq(deliveries.captainId, owner));
    const [row] = await tx
      .update(deliveries)
      .set(set)
      .where(and(...conditions))
      .returning();
    return row;
  }

  /** One more wrong handover code, while fewer than `max` were wrong: the count after, or undefined. */
  async failHandover(id: number, captainId: number, max: number, tx?: DbOrTx): Promise<number | undefined> {
    const [row] = await (tx ?? this.db)
      .update(deliveries)
      .set({ handoverFailures: sql`${deliveries.handoverFailures} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(deliveries.id, id),
          eq(deliveries.captainId, captainId),
          eq(deliveries.status, 'picked_up'),
          sql`${deliveries.handoverFailures} < ${max}`,
        ),
      )
      .returning({ failures: deliveries.handoverFailures });
    return row?.failures;
  }

  /** Captains on duty (active accounts) whose phone sent a position since `since`. */
  async placedCaptains(since: Date, tx?: DbOrTx): Promise<PlacedCaptain[]> {
    return (tx ?? this.db)
      .select({ id: users.id, lat: captainPositions.lat, lng: captainPositions.lng })
      .from(captainPositions)
      .innerJoin(users, eq(users.id, captainPositions.captainId))
      .where(
        and(
          eq(users.role, 'captain'),
          eq(users.onDuty, true),
          eq(users.isActive, true),
          gt(captainPositions.at, since),
        ),
      );
  }

  async position(
    captainId: number,
    tx?: DbOrTx,
  ): Promise<{ lat: number; lng: number; at: Date } | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ lat: captainPositions.lat, lng: captainPositions.lng, at: captainPositions.at })
      .from(captainPositions)
      .where(eq(captainPositions.captainId, captainId))
      .limit(1);
    return row;
  }

  async savePosition(captainId: number, point: { lat: number; lng: number }, at: Date): Promise<void> {
    await this.db
      .insert(captainPositions)
      .values({ captainId, lat: point.lat, lng: point.lng, at })
      .onConflictDoUpdate({
        target: captainPositions.captainId,
        set: { lat: point.lat, lng: point.lng, at },
      });
  }

  /** Keeps the position on the delivery the captain carries; answers its order's number, or undefined. */
  async trackCarried(
    captainId: number,
    point: { lat: number; lng: number },
    at: Date,
  ): Promise<string | undefined> {
    const [row] = await this.db
      .update(deliveries)
      .set({ courierLat: point.lat, courierLng: point.lng, courierPositionAt: at })
      .from(orders)
      .where(
        and(
          eq(deliveries.captainId, captainId),
          inArray(deliveries.status, [...CARRYING_STATUSES]),
          eq(orders.id, deliveries.orderId),
        ),
      )
      .returning({ orderNumber: orders.orderNumber });
    return row?.orderNumber;
  }

  private joined(tx?: DbOrTx) {
    return (tx ?? this.db)
      .select(withOrder)
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(stores, eq(stores.id, deliveries.storeId));
  }

  /** Every delivery waiting for a captain, oldest first. */
  async offered(): Promise<DeliveryWithOrder[]> {
    return this.joined()
      .where(eq(deliveries.status, 'offered'))
      .orderBy(asc(deliveries.offeredAt), asc(deliveries.id));
  }

  async withOrder(id: number, tx?: DbOrTx): Promise<DeliveryWithOrder | undefined> {
    const [row] = await this.joined(tx).where(eq(deliveries.id, id)).limit(1);
    return row;
  }

  /** The delivery the captain carries now, if any. */
  async carriedBy(captainId: number): Promise<DeliveryWithOrder | undefined> {
    const [row] = await this.joined()
      .where(and(eq(deliveries.captainId, captainId), inArray(deliveries.status, [...CARRYING_STATUSES])))
      .limit(1);
    return row;
  }

  /** The live, carried deliveries of these orders with their captains and the captain's newest vehicle. */
  async couriersOf(orderIds: number[]) {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select({
        delivery: deliveries,
        orderNumber: orders.orderNumber,
        addressLat: orders.addressLat,
        addressLng: orders.addressLng,
        storeLat: stores.lat,
        storeLng: stores.lng,
        name: users.name,
        phone: users.phone,
      })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(stores, eq(stores.id, deliveries.storeId))
      .innerJoin(users, eq(users.id, deliveries.captainId))
      .where(and(inArray(deliveries.orderId, orderIds), inArray(deliveries.status, [...CARRYING_STATUSES])));
    const fleet = await this.vehiclesOf([...new Set(rows.map((row) => row.delivery.captainId!))]);
    return rows.map((row) => ({
      ...row,
      vehicle: fleet.find((vehicle) => vehicle.captainId === row.delivery.captainId) ?? null,
    }));
  }

  /** The vehicles (not removed) of these captains, newest first: a captain's first is the one they drive. */
  async vehiclesOf(captainIds: number[]) {
    if (captainIds.length === 0) return [];
    return this.db
      .select({
        captainId: vehicles.captainId,
        type: vehicleTypes.nameEn,
        typeSo: vehicleTypes.nameSo,
        plateNumber: vehicles.plateNumber,
        colour: vehicles.colour,
        make: vehicles.make,
      })
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .where(and(inArray(vehicles.captainId, captainIds), isNull(vehicles.deletedAt)))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  }

  /** These captains' names (some, never none), and whether each carries a delivery now. */
  async captainFacts(captainIds: number[]) {
    const [named, carrying] = await Promise.all([
      this.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, captainIds)),
      this.db
        .select({ captainId: deliveries.captainId })
        .from(deliveries)
        .where(
          and(inArray(deliveries.captainId, captainIds), inArray(deliveries.status, [...CARRYING_STATUSES])),
        ),
    ]);
    return named.map((row) => ({ ...row, carrying: carrying.some((busy) => busy.captainId === row.id) }));
  }

  /**
   * Marks every delivery offered at or before `cutoff` and not marked yet: one conditional statement, so when
   * several processes look at once each delivery is marked (and its staff told) by exactly one of them.
   */
  async markOverdue(cutoff: Date, now: Date) {
    return this.db
      .update(deliveries)
      .set({ overdueAt: now })
      .from(orders)
      .where(
        and(
          eq(deliveries.status, 'offered'),
          isNull(deliveries.overdueAt),
          lte(deliveries.offeredAt, cutoff),
          eq(orders.id, deliveries.orderId),
        ),
      )
      .returning({
        id: deliveries.id,
        storeId: deliveries.storeId,
        offeredAt: deliveries.offeredAt,
        orderNumber: orders.orderNumber,
      });
  }

  /**
   * Live deliveries, oldest first: every store's for the operator, or one store's (`storeId`); `waitingSince`:
   * only those offered at or before it.
   */
  async watch(waitingSince?: Date, storeId?: number) {
    const conditions: SQL[] = waitingSince
      ? [eq(deliveries.status, 'offered'), lte(deliveries.offeredAt, waitingSince)]
      : [inArray(deliveries.status, [...LIVE_DELIVERY_STATUSES])];
    if (storeId !== undefined) conditions.push(eq(deliveries.storeId, storeId));
    return this.db
      .select({
        delivery: deliveries,
        orderNumber: orders.orderNumber,
        storeName: stores.name,
        captainName: users.name,
        captainPhone: users.phone,
      })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(stores, eq(stores.id, deliveries.storeId))
      .leftJoin(users, eq(users.id, deliveries.captainId))
      .where(and(...conditions))
      .orderBy(asc(deliveries.offeredAt), asc(deliveries.id))
      .limit(500);
  }

  /** What the shopper's texts name: the store, and the captain carrying (name and phone). */
  async textFacts(storeId: number, captainId: number, tx: Tx) {
    const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    const [captain] = await tx
      .select({ name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.id, captainId));
    return { storeName: store?.name ?? 'Suuq', courier: captain };
  }

  /** The order of a delivery, locked: a step that moves the order takes this lock first, as staff moves do. */
  async lockOrder(orderId: number, tx: Tx) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  async orderInStore(orderNumber: string, storeId: number, tx: Tx) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.storeId, storeId)))
      .for('update');
    return row;
  }

  /** Moves the order on as its courier goes, with a line in its history (by the captain). */
  async setOrderStatus(
    orderId: number,
    status: 'on_the_way' | 'delivered',
    at: Date,
    byUserId: number,
    tx: Tx,
  ): Promise<void> {
    await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status, at, byUserId });
  }

  /** A captain staff may give a delivery: an active captain on duty. */
  async captainOnDuty(captainId: number, tx?: DbOrTx): Promise<boolean> {
    const [row] = await (tx ?? this.db)
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, captainId),
          eq(users.role, 'captain'),
          eq(users.onDuty, true),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
