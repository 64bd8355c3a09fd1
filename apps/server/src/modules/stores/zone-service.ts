/**
 * Staff editing their store's delivery zones: the whole list is checked field by field (messages in the caller's
 * language), written in one transaction, and effective at once: cached store answers are dropped and storefronts
 * are told the store changed.
 */
import { toMinor } from '@suuq/shared/money';
import { zoneProblems, type DeliveryZone, type ZonesRequest } from '@suuq/shared/zones';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { notFound, throwFieldProblems } from '../../lib/domain-error';
import type { StoreEvents } from '../../lib/store-events';
import { openNow, type HoursRepository } from '../hours/hours-module';
import type { StoreRepository } from './store-repository';
import { toDeliveryZone, type NewZone, type ZoneRepository } from './zone-repository';

export class ZoneService {
  constructor(
    private readonly db: Db,
    private readonly zones: ZoneRepository,
    private readonly stores: StoreRepository,
    private readonly events: StoreEvents,
    private readonly hours: HoursRepository,
  ) {}

  /** Every zone of the store, active or not, in the staff's order. */
  async list(storeId: number): Promise<DeliveryZone[]> {
    return (await this.zones.forStore(storeId)).map(toDeliveryZone);
  }

  /** Makes the request's zones the store's; 422 with each broken field's message when any is wrong. */
  async replace(storeId: number, request: ZonesRequest): Promise<DeliveryZone[]> {
    throwFieldProblems(zoneProblems(request.zones));
    const store = await this.stores.find(storeId);
    if (!store) throw notFound();
    const seen = new Set<number>();
    const rows = request.zones.map((zone): NewZone => {
      // An id sent twice names its zone once; the second copy becomes a new zone.
      const id = zone.id != null && !seen.has(zone.id) ? zone.id : undefined;
      if (id !== undefined) seen.add(id);
      const radius = zone.kind === 'radius';
      return {
        ...(id !== undefined ? { id } : {}),
        name: zone.name.trim(),
        kind: zone.kind,
        centerLat: radius ? (zone.center?.lat ?? null) : null,
        centerLng: radius ? (zone.center?.lng ?? null) : null,
        radiusKm: radius ? (zone.radius_km ?? null) : null,
        polygon: radius ? null : (zone.polygon ?? null),
        fee: toMinor(zone.fee),
        minOrderAmount: zone.min_order_amount == null ? null : toMinor(zone.min_order_amount),
        active: zone.active ?? true,
      };
    });
    const saved = await withTransaction(this.db, async (tx) => {
      await this.zones.replace(storeId, rows, tx);
      return this.zones.forStore(storeId, tx);
    });
    await this.events.catalogChanged(storeId);
    // Storefronts showing the store read it again; its open state (switch and hours) goes with the push.
    const now = new Date();
    const times = (await this.hours.times([storeId], now)).get(storeId);
    await this.events.storeStatus(storeId, openNow(store, times, now));
    return saved.map(toDeliveryZone);
  }
}
