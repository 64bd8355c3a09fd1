/**
 * What placing an order reads before it writes, from one statement: the Idempotency-Key, the store with a branch
 * of it, its hours, its delivery zones and the cart's catalog. It reads the stores' and hours' tables because one
 * round trip inside the order's transaction is the point; the rows keep the shapes those modules give them.
 */
import { sql } from 'drizzle-orm';
import { fromJson, json } from '../../db/json-row';
import { executeNamed } from '../../db/named-statement';
import type { Tx } from '../../db/tx';
import { branches, deliveryZones, idempotencyKeys, storeClosures, storeHours, stores } from '../../db/schema';
import { oldestRelevantDate, type StoreTimes } from '../hours/hours-module';
import type { StoreRow, ZoneRow } from '../stores/stores-module';
import type { IdempotencyRow } from './idempotency-repository';
import type { CatalogSnapshot } from './pricing';
import { catalogSnapshot, catalogStatement, type SnapshotRow } from './stock-repository';

/** Everything placing an order reads before it writes, from one statement (`forPlacement`). */
export interface PlacementRead {
  /** Whether this transaction now holds the Idempotency-Key (always true without a key). */
  held: boolean;
  /** What is stored under the key (undefined when nothing is, or no key came). */
  stored: IdempotencyRow | undefined;
  store: StoreRow | undefined;
  /** The named branch when it is one of the store's, else null. */
  branchId: number | null;
  times: StoreTimes;
  /** The store's delivery zones in the order staff put them (read only for delivery). */
  zones: ZoneRow[];
  catalog: CatalogSnapshot;
}

export class PlacementRepository {
  /**
   * What placing an order reads, in one statement inside the order's transaction: the key held for the transaction
   * (a transaction-scoped advisory lock; `held` false when another request holds it now) with what is stored under
   * it, the store, the named branch if it is one of the store's, its hours and dated closures, its delivery zones
   * (for a delivery) and the cart's catalog (`catalogStatement`). Rows are read as of the statement's start: an
   * answer committed between that moment and the hold is caught when the answer is written (a finished answer is
   * never overwritten; see OrderRepository.insertPlacement).
   */
  async forPlacement(
    request: {
      storeId: number;
      branchId: number;
      key: { scope: string; key: string } | undefined;
      productIds: readonly number[];
      delivery: boolean;
    },
    tx: Tx,
  ): Promise<PlacementRead> {
    const { storeId, key } = request;
    const result = await executeNamed<{
      held: boolean;
      stored: unknown;
      store: unknown;
      branch_id: number | null;
      hours: unknown;
      closures: unknown;
      zones: unknown;
      catalog: unknown;
    }>(
      tx,
      'placement_read',
      sql`
      select
        ${key ? sql`pg_try_advisory_xact_lock(hashtextextended(${`${key.scope}\n${key.key}`}, 0))` : sql`true`} as held,
        ${
          key
            ? sql`(select to_jsonb(k) from ${idempotencyKeys} k where k.scope = ${key.scope} and k.key = ${key.key})`
            : sql`null::jsonb`
        } as stored,
        (select to_jsonb(s) from ${stores} s where s.id = ${storeId}) as store,
        (select b.id from ${branches} b where b.id = ${request.branchId} and b.store_id = ${storeId}) as branch_id,
        (select coalesce(jsonb_agg(jsonb_build_object('weekday', h.weekday, 'opens', h.opens, 'closes', h.closes)
            order by h.weekday, h.opens, h.id), '[]'::jsonb)
          from ${storeHours} h where h.store_id = ${storeId}) as hours,
        (select coalesce(jsonb_agg(jsonb_build_object('date', c.date, 'opens', c.opens, 'closes', c.closes,
            'note', c.note) order by c.date, c.opens, c.id), '[]'::jsonb)
          from ${storeClosures} c
          where c.store_id = ${storeId} and c.date >= ${oldestRelevantDate(new Date())}::date) as closures,
        ${
          request.delivery
            ? sql`(select coalesce(jsonb_agg(to_jsonb(z) order by z.position, z.id), '[]'::jsonb)
                from ${deliveryZones} z where z.store_id = ${storeId})`
            : sql`'[]'::jsonb`
        } as zones,
        (select coalesce(jsonb_agg(to_jsonb(p)), '[]'::jsonb) from (${catalogStatement(request.productIds)}) p)
          as catalog
    `,
    );
    const row = result.rows[0]!;
    const stored = json<Record<string, unknown> | null>(row.stored);
    const store = json<Record<string, unknown> | null>(row.store);
    type ClosureJson = { date: string; opens: string | null; closes: string | null; note: string | null };
    return {
      held: row.held === true,
      stored: stored ? fromJson<IdempotencyRow>(idempotencyKeys, stored) : undefined,
      store: store ? fromJson<StoreRow>(stores, store) : undefined,
      branchId: row.branch_id === null ? null : Number(row.branch_id),
      times: {
        hours: json<StoreTimes['hours']>(row.hours),
        // As the hours repository gives them: times only when both are set, a note only when written.
        closures: json<ClosureJson[]>(row.closures).map((c) => ({
          date: c.date,
          ...(c.opens !== null && c.closes !== null ? { opens: c.opens, closes: c.closes } : {}),
          ...(c.note ? { note: c.note } : {}),
        })),
      },
      zones: json<Record<string, unknown>[]>(row.zones).map((z) => fromJson<ZoneRow>(deliveryZones, z)),
      catalog: catalogSnapshot(json<SnapshotRow[]>(row.catalog)),
    };
  }
}
