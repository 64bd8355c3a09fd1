/**
 * Dispatch as the rest of Suuq meets it: the port the orders module calls when staff move an order (a delivery is
 * offered when a Suuq-carried order starts being prepared, ended when staff cancel or carry it themselves), the
 * courier an order shows, the captain's position (kept on the carried delivery and sent on the order's channel
 * only while carrying), staff assigning a captain by hand, and the operator's watch over deliveries waiting.
 */
import type { CaptainPushes } from '../notifications/notifications-module';
import type { DeliveryWatch, OrderCourier, StoreCourier } from '@suuq/shared/dispatch';
import type { Language } from '@suuq/shared/labels';
import type { OrderStatus } from '@suuq/shared/order-status';
import { violates } from '../../db/pg-errors';
import type { Tx } from '../../db/tx';
import { ConflictError, notFound } from '../../lib/domain-error';
import { localized } from '../../lib/lang';
import type { CourierInfo, CourierOrderRow, CourierPort } from '../orders/orders-module';
import type { DeliveryRow } from './delivery-repository';
import { dropoffPoint, minutesAway } from './delivery-view';
import { reoffer } from './delivery-service';
import { handoverHash, type Dispatch } from './dispatch-rules';

const nothing = async () => {};
const noPosition = { courierLat: null, courierLng: null, courierPositionAt: null };
/** Captains a store's staff choose from at most. */
const COURIER_CHOICES = 50;
/** Order statuses before preparation starts: moving past them starts a Suuq delivery. */
const BEFORE_PREPARING = ['sent', 'accepted'];

export class CourierService implements CourierPort {
  constructor(
    private readonly dispatch: Dispatch,
    /** Captains near a new delivery are pushed to, for a phone in a pocket with the console closed. */
    private readonly pushes?: CaptainPushes,
  ) {}

  private get deliveries() {
    return this.dispatch.deliveries;
  }

  private get events() {
    return this.dispatch.events;
  }

  async orderMoving(
    order: CourierOrderRow,
    next: OrderStatus,
    _byUserId: number,
    tx: Tx,
  ): Promise<() => Promise<void>> {
    if (order.deliveryMethod !== 'delivery') return nothing;
    const now = new Date();
    const live = await this.deliveries.lockLiveOfOrder(order.id, tx);
    if (!live) {
      const starts = (next === 'processing' || next === 'ready') && BEFORE_PREPARING.includes(order.status);
      if (!starts || (await this.deliveries.courierMode(order.storeId, tx)) !== 'suuq') return nothing;
      const code = this.dispatch.codeOf(order.orderNumber);
      const row = await this.deliveries.insert(
        {
          orderId: order.id,
          storeId: order.storeId,
          fee: Math.round(order.deliveryFee * this.dispatch.settings.feeShare),
          // Cash is taken at the door; anything else was paid before the order left.
          cashToCollect: order.paymentMethod === 'cash' && order.paymentStatus !== 'paid' ? order.total : 0,
          currency: order.currency,
          handoverCodeHash: handoverHash(order.orderNumber, code),
          offeredAt: now,
          updatedAt: now,
        },
        tx,
      );
      return () => this.announce(row, now);
    }
    const staffCarry = (next === 'on_the_way' || next === 'delivered') && live.status === 'offered';
    if (next === 'cancelled' || staffCarry) {
      await this.deliveries.move(
        live.id,
        [live.status],
        undefined,
        { status: 'cancelled', cancelledAt: now, updatedAt: now, ...noPosition },
        tx,
      );
      return () => this.ended(live, now);
    }
    // Handed over only with the shopper's code, by the captain who carries it.
    if (next === 'delivered') throw new ConflictError('courierCarriesOrder');
    return nothing;
  }

  /** Captains near the store hear of a new offer. */
  private async announce(row: DeliveryRow, at: Date) {
    const store = await this.deliveries.withOrder(row.id);
    if (!store) return;
    const near = await this.dispatch.near({ lat: store.storeLat, lng: store.storeLng });
    await this.events.offered(
      near.map((captain) => captain.id),
      row.id,
      at,
    );
    await this.pushes?.offer(
      {
        deliveryId: row.id,
        orderNumber: store.orderNumber,
        storeId: row.storeId,
        storeName: store.storeName,
      },
      near.map((captain) => captain.id),
    );
  }

  /** An ended offer leaves the captains near it; a carried delivery's captain is told it ended. */
  private async ended(live: DeliveryRow, at: Date) {
    if (live.captainId !== null) return this.events.toCaptain(live.captainId, live.id, 'cancelled', at);
    const row = await this.deliveries.withOrder(live.id);
    if (!row) return;
    const near = await this.dispatch.near({ lat: row.storeLat, lng: row.storeLng });
    await this.events.taken(
      near.map((captain) => captain.id),
      live.id,
      at,
    );
  }

  async couriersOf(orderIds: number[]): Promise<Map<number, CourierInfo>> {
    const rows = await this.deliveries.couriersOf(orderIds);
    const found = new Map<number, CourierInfo>();
    for (const row of rows) {
      const d = row.delivery;
      const position =
        d.courierLat !== null && d.courierLng !== null && d.courierPositionAt !== null
          ? { lat: d.courierLat, lng: d.courierLng, at: d.courierPositionAt.toISOString() }
          : null;
      const courier: OrderCourier = {
        delivery_id: d.id,
        status: d.status,
        name: row.name,
        phone: row.phone,
        vehicle: row.vehicle
          ? {
              type: row.vehicle.type,
              plate_number: row.vehicle.plateNumber,
              colour: row.vehicle.colour,
              make: row.vehicle.make,
            }
          : null,
        position,
        minutes_away: minutesAway(
          d.status,
          position,
          { lat: row.storeLat, lng: row.storeLng },
          dropoffPoint(row),
        ),
      };
      found.set(d.orderId, { courier, handoverCode: this.dispatch.codeOf(row.orderNumber) });
    }
    return found;
  }

  /**
   * The captain's phone says where it is: kept as their last position (who is near a store), and while they
   * carry a delivery, kept on it and sent on its order's channel. Off duty, refused.
   */
  async position(captainId: number, point: { lat: number; lng: number }) {
    if (!(await this.deliveries.captainOnDuty(captainId))) throw new ConflictError('captainOffDuty');
    const at = new Date();
    await this.deliveries.savePosition(captainId, point, at);
    const carrying = await this.deliveries.trackCarried(captainId, point, at);
    if (carrying) await this.events.position(carrying, point, at);
    return { at: at.toISOString(), carrying: carrying ?? null };
  }

  /**
   * Staff give the order's delivery to a captain on duty, waiting or taken by another captain (who is told it
   * was taken back) but not yet picked up.
   */
  async assign(
    storeId: number,
    staffId: number,
    orderNumber: string,
    captainId: number,
  ): Promise<OrderCourier> {
    const now = new Date();
    let result: { orderId: number; orderStatus: string; previous: DeliveryRow; current: DeliveryRow };
    try {
      result = await this.dispatch.transaction(async (tx) => {
        const order = await this.deliveries.orderInStore(orderNumber, storeId, tx);
        if (!order) throw notFound();
        const live = await this.deliveries.lockLiveOfOrder(order.id, tx);
        if (!live) throw new ConflictError('noDeliveryToAssign');
        if (live.status === 'picked_up') throw new ConflictError('courierCarriesOrder');
        const base = { orderId: order.id, orderStatus: order.status, previous: live };
        if (live.captainId === captainId) return { ...base, current: live };
        if (!(await this.deliveries.captainOnDuty(captainId, tx)))
          throw new ConflictError('courierCaptainNotReady');
        const taken = { status: 'accepted' as const, captainId, assignedBy: staffId, acceptedAt: now };
        if (live.status === 'offered') {
          const moved = await this.deliveries.move(
            live.id,
            ['offered'],
            undefined,
            { ...taken, updatedAt: now },
            tx,
          );
          if (!moved) throw new ConflictError('noDeliveryToAssign');
          return { ...base, current: moved };
        }
        await this.deliveries.move(
          live.id,
          ['accepted'],
          undefined,
          {
            status: 'released',
            releasedAt: now,
            releaseReason: 'assigned to another captain by the store',
            ...noPosition,
          },
          tx,
        );
        const current = await this.deliveries.insert({ ...reoffer(live, now), ...taken }, tx);
        return { ...base, current };
      });
    } catch (error) {
      if (violates(error, 'deliveries_captain_carrying_idx'))
        throw new ConflictError('courierCaptainNotReady');
      throw error;
    }
    const { previous, current } = result;
    if (previous.id !== current.id || previous.status === 'offered') {
      await this.events.toCaptain(captainId, current.id, 'accepted', now);
      if (previous.status === 'offered') await this.ended({ ...previous, captainId: null }, now);
      else if (previous.captainId !== null && previous.captainId !== captainId)
        await this.events.toCaptain(previous.captainId, previous.id, 'released', now);
      await this.events.orderChanged(storeId, orderNumber, result.orderStatus as OrderStatus, now);
    }
    const info = (await this.couriersOf([result.orderId])).get(result.orderId);
    if (!info?.courier) throw new Error(`Courier of order ${orderNumber} vanished after commit`);
    return info.courier;
  }

  /**
   * Live deliveries, oldest first: every store's for the operator, or one store's (`storeId`) for its staff;
   * `waiting`: only those still offered past the timeout.
   */
  async watch(waiting: boolean, storeId?: number): Promise<DeliveryWatch[]> {
    const now = Date.now();
    const cutoff = new Date(now - this.dispatch.settings.timeoutMinutes * 60_000);
    const rows = await this.deliveries.watch(waiting ? cutoff : undefined, storeId);
    return rows.map((row) => {
      const d = row.delivery;
      const until = d.acceptedAt?.getTime() ?? now;
      return {
        id: d.id,
        order_number: row.orderNumber,
        store: { id: d.storeId, name: row.storeName },
        status: d.status,
        offered_at: d.offeredAt.toISOString(),
        waiting_minutes: Math.max(0, Math.floor((until - d.offeredAt.getTime()) / 60_000)),
        overdue_at: d.overdueAt?.toISOString() ?? null,
        captain:
          d.captainId !== null && row.captainName !== null && row.captainPhone !== null
            ? { id: d.captainId, name: row.captainName, phone: row.captainPhone }
            : null,
      };
    });
  }

  /**
   * The captains a store's staff may give a delivery by hand: on duty within the radius of the store by their
   * recent positions (those offers go to), nearest first by distance rounded to a tenth of a km, free before busy
   * at the same distance; the vehicle's type named in `lang`. Never a captain's position, phone or plate.
   */
  async choices(storeId: number, lang: Language): Promise<StoreCourier[]> {
    const store = await this.deliveries.storePoint(storeId);
    if (!store) throw notFound();
    const near = await this.dispatch.near(store);
    const chosen = near.slice(0, COURIER_CHOICES);
    if (chosen.length === 0) return [];
    const ids = chosen.map((captain) => captain.id);
    const [facts, fleet] = await Promise.all([
      this.deliveries.captainFacts(ids),
      this.deliveries.vehiclesOf(ids),
    ]);
    const listed = chosen.flatMap((captain) => {
      const fact = facts.find((row) => row.id === captain.id);
      if (!fact) return [];
      const vehicle = fleet.find((row) => row.captainId === captain.id);
      return [
        {
          id: captain.id,
          name: fact.name,
          vehicle: vehicle
            ? {
                type: localized(lang, vehicle.type, vehicle.typeSo),
                colour: vehicle.colour,
                make: vehicle.make,
              }
            : null,
          distance_km: Math.round(captain.km * 10) / 10,
          busy: fact.carrying,
        },
      ];
    });
    return listed.sort(
      (a, b) => a.distance_km - b.distance_km || Number(a.busy) - Number(b.busy) || a.id - b.id,
    );
  }

  /** Deliveries still offered past the timeout are marked, and their stores' staff told, once each. */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.dispatch.settings.timeoutMinutes * 60_000);
    const marked = await this.deliveries.markOverdue(cutoff, now);
    for (const row of marked) await this.events.waiting(row.storeId, row.orderNumber, row.id, row.offeredAt);
    return marked.length;
  }
}
