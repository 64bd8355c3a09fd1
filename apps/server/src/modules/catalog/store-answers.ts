/**
 * Store answers: a store's row and what shoppers see beside it (its delivery zones), for every list that shows
 * stores, in a fixed number of queries whatever the number of stores. Fields read from other tables are fetched
 * here for all the rows at once.
 */
import { deliveryEstimate, etaText } from '@suuq/shared/eta';
import { fromMinor } from '@suuq/shared/money';
import type { Store } from '@suuq/shared/catalog';
import { storePaymentMethods } from '@suuq/shared/store-ordering';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { localized } from '../../lib/lang';
import { and, eq, type SQL } from 'drizzle-orm';
import { branches, industries, stores } from '../../db/schema';
import { hoursFields, HoursRepository, type StoreTimes } from '../hours/hours-module';
import { toDeliveryZone, ZoneRepository, type ZoneRow } from '../stores/stores-module';

/** What shoppers may see of stores: not suspended by the operator (their orders carry on, out of sight). */
export const onSale = eq(stores.status, 'active');

/** A store as the catalog's store queries select it: the row, its industry's slug and its main branch. */
export interface StoreQueryRow {
  store: typeof stores.$inferSelect;
  industrySlug: string;
  branchId: number;
}

function toStore(
  { store: row, industrySlug, branchId }: StoreQueryRow,
  zones: readonly ZoneRow[],
  times: StoreTimes | undefined,
  now: Date,
  lang: Language,
): Store {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    branch_id: branchId,
    currency: row.currency,
    min_order_amount: fromMinor(row.minOrderAmount),
    industry: industrySlug,
    image: row.image,
    logo: row.logo,
    phone: row.phone,
    address: localized(lang, row.address, row.addressSo),
    lat: row.lat,
    lng: row.lng,
    // is_open: the switch and the hours, now; with the hours, closures, next opening and orders for later.
    ...hoursFields(row, times, now),
    zones: zones.map(toDeliveryZone),
    payment_methods: storePaymentMethods(row.paymentMethods),
    prep_minutes: row.prepMinutes,
    // Over a typical city distance: the answer is the same for every shopper, so it stays cacheable.
    delivery_estimate: row.delivery ? withText(deliveryEstimate(row.prepMinutes), lang) : null,
  };
}

function withText(range: { min: number; max: number }, lang: Language) {
  return { ...range, text: etaText(range, lang) };
}

export class StoreAnswers {
  private readonly zones: ZoneRepository;
  private readonly hours: HoursRepository;

  constructor(private readonly db: Db) {
    this.zones = new ZoneRepository(db);
    this.hours = new HoursRepository(db);
  }

  /** The rows of the stores `where` selects, each with its industry's slug and its main branch. */
  rows(where: SQL | undefined) {
    return this.db
      .select({ store: stores, industrySlug: industries.slug, branchId: branches.id })
      .from(stores)
      .innerJoin(industries, eq(industries.id, stores.industryId))
      .innerJoin(branches, and(eq(branches.storeId, stores.id), eq(branches.isMain, true)))
      .where(and(onSale, where));
  }

  /**
   * The answers of the rows, in their order, each with its delivery zones (one query for all of them), the address
   * in `lang`.
   */
  async build(rows: readonly StoreQueryRow[], lang: Language): Promise<Store[]> {
    // No stores still asks (for id 0, never a store): a search costs the same queries whatever it finds.
    const ids = rows.length > 0 ? rows.map((row) => row.store.id) : [0];
    const now = new Date();
    const [zones, times] = await Promise.all([this.zones.forStores(ids), this.hours.times(ids, now)]);
    return rows.map((row) => toStore(row, zones.get(row.store.id) ?? [], times.get(row.store.id), now, lang));
  }
}
