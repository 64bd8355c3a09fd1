/**
 * Reads bookings as the contract shapes them: the booking rows with their vehicle type, customer, captain and
 * rating in one query, then the vehicles and the captains' rating averages in one query each, for any number of
 * bookings. What a viewer sees depends on who they are: the customer's contact is for the customer and the captain
 * who took the trip, never for captains still looking for one.
 */
import { and, asc, avg, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAPTAIN_OPEN_STATUSES, CUSTOMER_OPEN_STATUSES, type Booking } from '@suuq/shared/captain';
import type { Language } from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import { placeNear } from '@suuq/shared/mogadishu-places';
import type { Db } from '../../db/client';
import { bookings, tripRatings, users, vehicleTypes } from '../../db/schema';
import { localized } from '../../lib/lang';
import type { VehicleRepository } from './vehicle-repository';

type BookingRow = typeof bookings.$inferSelect;

type Side = 'customer' | 'captain';

/** Who is looking: the booking's own customer or captain see everything; `public` is a captain browsing trips. */
export type Viewer = { userId: number } | 'public';

const customer = alias(users, 'customer');
const captain = alias(users, 'captain');
const OPEN: readonly string[] = CAPTAIN_OPEN_STATUSES;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const km = (meters: number) => Math.round(meters) / 1000;
const place = (lat: number, lng: number, label: string) => ({
  lat,
  lng,
  label,
  near: placeNear({ lat, lng }),
});

export class BookingViews {
  constructor(
    private readonly db: Db,
    private readonly vehicles: VehicleRepository,
  ) {}

  /**
   * Bookings waiting for a captain of the given vehicle types, asked for since `since`: nearest pickup first when
   * a position is given, otherwise the longest waiting first.
   */
  async available(
    typeIds: number[],
    since: Date,
    near: { lat: number; lng: number } | undefined,
    lang: Language,
    limit: number,
  ): Promise<Booking[]> {
    const where = and(
      eq(bookings.status, 'searching'),
      inArray(bookings.vehicleTypeId, typeIds),
      gt(bookings.createdAt, since),
    );
    // Distances this short are ranked well enough on a flat projection of the map.
    const order = near
      ? [
          sql`power(${bookings.pickupLat} - ${near.lat}, 2) + power((${bookings.pickupLng} - ${near.lng}) * cos(radians(${near.lat})), 2)`,
          asc(bookings.id),
        ]
      : [asc(bookings.createdAt), asc(bookings.id)];
    return this.load(where, 'public', lang, { limit, offset: 0 }, order);
  }

  /** The caller's open booking: a customer's from searching to on trip, a captain's from accepted. */
  async active(side: Side, userId: number, lang: Language): Promise<Booking | null> {
    const open = side === 'captain' ? CAPTAIN_OPEN_STATUSES : CUSTOMER_OPEN_STATUSES;
    return this.first(bookingsOf(side, userId, open), { userId }, lang);
  }

  /** The caller's last completed trip. */
  async lastCompleted(side: Side, userId: number, lang: Language): Promise<Booking | null> {
    return this.first(bookingsOf(side, userId, ['completed']), { userId }, lang, [
      desc(bookings.completedAt),
      desc(bookings.id),
    ]);
  }

  /** One page of the caller's bookings, newest first. */
  async list(side: Side, userId: number, lang: Language, page: { page: number; perPage: number }) {
    return this.page(bookingsOf(side, userId), { userId }, lang, page);
  }

  async byId(id: number, viewer: Viewer, lang: Language): Promise<Booking | undefined> {
    const [found] = await this.load(eq(bookings.id, id), viewer, lang, { limit: 1, offset: 0 });
    return found;
  }

  /** The newest booking matching `where`, or null. */
  async first(
    where: SQL | undefined,
    viewer: Viewer,
    lang: Language,
    order?: SQL[],
  ): Promise<Booking | null> {
    const [found] = await this.load(where, viewer, lang, { limit: 1, offset: 0 }, order);
    return found ?? null;
  }

  async page(
    where: SQL | undefined,
    viewer: Viewer,
    lang: Language,
    page: { page: number; perPage: number },
    order?: SQL[],
  ): Promise<{ bookings: Booking[]; total: number }> {
    const [list, [total]] = await Promise.all([
      this.load(where, viewer, lang, { limit: page.perPage, offset: (page.page - 1) * page.perPage }, order),
      this.db.select({ n: count() }).from(bookings).where(where),
    ]);
    return { bookings: list, total: total?.n ?? 0 };
  }

  private async load(
    where: SQL | undefined,
    viewer: Viewer,
    lang: Language,
    window: { limit: number; offset: number },
    order: SQL[] = [desc(bookings.createdAt), desc(bookings.id)],
  ): Promise<Booking[]> {
    const rows = await this.db
      .select({
        booking: bookings,
        typeSlug: vehicleTypes.slug,
        typeNameEn: vehicleTypes.nameEn,
        typeNameSo: vehicleTypes.nameSo,
        customer: { id: customer.id, name: customer.name, phone: customer.phone, avatar: customer.avatar },
        captain: { id: captain.id, name: captain.name, phone: captain.phone, avatar: captain.avatar },
        rating: {
          rating: tripRatings.rating,
          comment: tripRatings.comment,
          createdAt: tripRatings.createdAt,
        },
      })
      .from(bookings)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, bookings.vehicleTypeId))
      .innerJoin(customer, eq(customer.id, bookings.customerId))
      .leftJoin(captain, eq(captain.id, bookings.captainId))
      .leftJoin(tripRatings, eq(tripRatings.bookingId, bookings.id))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
    if (rows.length === 0) return [];

    const vehicleIds = rows.flatMap((row) => (row.booking.vehicleId === null ? [] : [row.booking.vehicleId]));
    const captainIds = [...new Set(rows.flatMap((row) => (row.captain ? [row.captain.id] : [])))];
    const [vehicles, stats] = await Promise.all([
      this.vehicles.byIds(vehicleIds, lang),
      captainIds.length
        ? this.db
            .select({ captainId: tripRatings.captainId, average: avg(tripRatings.rating), n: count() })
            .from(tripRatings)
            .where(inArray(tripRatings.captainId, captainIds))
            .groupBy(tripRatings.captainId)
        : Promise.resolve([]),
    ]);
    const ratingOf = new Map(stats.map((s) => [s.captainId, s]));

    return rows.map((row) => {
      const b = row.booking;
      const own = viewer !== 'public' && (viewer.userId === b.customerId || viewer.userId === b.captainId);
      const stat = row.captain ? ratingOf.get(row.captain.id) : undefined;
      const open = OPEN.includes(b.status);
      return {
        id: b.id,
        status: b.status,
        vehicle_type: {
          id: b.vehicleTypeId,
          slug: row.typeSlug,
          name: localized(lang, row.typeNameEn, row.typeNameSo),
        },
        pickup: place(b.pickupLat, b.pickupLng, b.pickupLabel),
        dropoff: place(b.dropoffLat, b.dropoffLng, b.dropoffLabel),
        notes: b.notes,
        payment_method: b.paymentMethod,
        estimated_distance_km: km(b.estimatedDistanceM),
        estimated_fare: fromMinor(b.estimatedFare),
        distance_km: b.distanceM === null ? null : km(b.distanceM),
        fare: b.fare === null ? null : fromMinor(b.fare),
        fare_basis: b.fareBasis,
        currency: b.currency,
        customer: own ? row.customer : null,
        captain: row.captain
          ? {
              ...row.captain,
              rating: stat?.average == null ? null : Math.round(Number(stat.average) * 10) / 10,
              ratings: stat?.n ?? 0,
            }
          : null,
        vehicle: b.vehicleId === null ? null : (vehicles.get(b.vehicleId) ?? null),
        captain_position:
          open && b.captainLat !== null && b.captainLng !== null && b.captainPositionAt !== null
            ? { lat: b.captainLat, lng: b.captainLng, at: b.captainPositionAt.toISOString() }
            : null,
        rating: row.rating
          ? {
              rating: row.rating.rating,
              comment: row.rating.comment,
              created_at: row.rating.createdAt.toISOString(),
            }
          : null,
        cancelled_by: b.cancelledBy,
        created_at: b.createdAt.toISOString(),
        accepted_at: iso(b.acceptedAt),
        arrived_at: iso(b.arrivedAt),
        picked_up_at: iso(b.pickedUpAt),
        completed_at: iso(b.completedAt),
        cancelled_at: iso(b.cancelledAt),
        duration_seconds:
          b.pickedUpAt && b.completedAt
            ? Math.max(0, Math.round((b.completedAt.getTime() - b.pickedUpAt.getTime()) / 1000))
            : null,
      };
    });
  }
}

/** Whose bookings: as the customer who booked, or the captain who drove. */
function bookingsOf(side: Side, userId: number, statuses?: readonly string[]) {
  const who = side === 'customer' ? eq(bookings.customerId, userId) : eq(bookings.captainId, userId);
  return statuses ? and(who, inArray(bookings.status, statuses as BookingRow['status'][])) : who;
}
