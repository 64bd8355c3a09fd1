/**
 * A delivery from offer to handover, as its captain moves it. Each step is one conditional move of the delivery
 * (see `DeliveryRepository.move`), so of captains racing for an offer exactly one wins and the others are told
 * another took it (409). A step that moves the order (picked up: on the way; handed over: delivered) locks the order
 * first, as staff moves do, and makes both changes in one transaction; the handover also pays the captain there.
 */
import {
  MAX_HANDOVER_FAILURES,
  type Delivery,
  type DeliveryOffer,
  type DeliveryStatus,
} from '@suuq/shared/dispatch';
import { distanceKm } from '@suuq/shared/geo';
import { paymentFlow } from '@suuq/shared/payment-methods';
import { violates } from '../../db/pg-errors';
import { ConflictError, TooManyError, fieldProblem, notFound } from '../../lib/domain-error';
import { LedgerWriter } from '../../lib/ledger';
import type { OrderTexts } from '../notifications/notifications-module';
import { settleDelivery } from './delivery-money';
import type { DeliveryRow, DeliveryWithOrder } from './delivery-repository';
import { storePoint, toDelivery, toOffer } from './delivery-view';
import { handoverHash, type Dispatch } from './dispatch-rules';

/** The order statuses from which a courier may set off with it. */
const READY_TO_LEAVE = ['processing', 'ready', 'on_the_way'];
const noPosition = { courierLat: null, courierLng: null, courierPositionAt: null };

export class DeliveryService {
  constructor(
    private readonly dispatch: Dispatch,
    /** The shopper's texts (on its way with the courier, delivered), written with the change. */
    private readonly texts?: OrderTexts,
    private readonly ledger: Pick<LedgerWriter, 'orderDelivered'> = new LedgerWriter(),
  ) {}

  /** Writes the shopper's text of a captain's step in `tx`. */
  private async tell(
    event: 'on_the_way' | 'delivered',
    order: {
      orderNumber: string;
      storeId: number;
      customerPhone: string;
      language: 'en' | 'so';
      deliveryMethod: 'delivery' | 'pickup' | 'dine_in';
    },
    captainId: number,
    tx: Parameters<Parameters<Dispatch['transaction']>[0]>[0],
  ): Promise<void> {
    if (!this.texts) return;
    const facts = await this.deliveries.textFacts(order.storeId, captainId, tx);
    await this.texts.send(
      tx,
      event,
      { ...order, storeName: facts.storeName },
      { courier: event === 'on_the_way' ? facts.courier : undefined },
    );
  }

  private get deliveries() {
    return this.dispatch.deliveries;
  }

  private get events() {
    return this.dispatch.events;
  }

  private async view(id: number): Promise<Delivery> {
    const row = await this.deliveries.withOrder(id);
    if (!row) throw new Error(`Delivery ${id} vanished after commit`);
    return toDelivery(row);
  }

  /** Where the captain is, when they are on duty and their phone said so lately. */
  private async placed(captainId: number) {
    if (!(await this.deliveries.captainOnDuty(captainId))) return undefined;
    const position = await this.deliveries.position(captainId);
    return position && position.at > this.dispatch.freshSince() ? position : undefined;
  }

  /** Deliveries waiting within the radius of the captain's last position, nearest first. */
  async available(captainId: number): Promise<DeliveryOffer[]> {
    const at = await this.placed(captainId);
    if (!at) return [];
    return (await this.deliveries.offered())
      .map((row) => ({ row, km: distanceKm(at, storePoint(row)) }))
      .filter(({ km }) => km <= this.dispatch.settings.radiusKm)
      .sort((a, b) => a.km - b.km)
      .map(({ row, km }) => toOffer(row, km));
  }

  /** The captain's delivery, with the shopper's contact: only while they carry it or once they handed it over. */
  async get(captainId: number, id: number): Promise<Delivery> {
    const row = await this.deliveries.withOrder(id);
    const shown: DeliveryStatus[] = ['accepted', 'picked_up', 'delivered'];
    if (!row || row.delivery.captainId !== captainId || !shown.includes(row.delivery.status))
      throw notFound();
    return toDelivery(row);
  }

  async active(captainId: number): Promise<Delivery | null> {
    const row = await this.deliveries.carriedBy(captainId);
    return row ? toDelivery(row) : null;
  }

  /** A captain on duty near the store takes an offered delivery: the first wins. */
  async accept(captainId: number, id: number): Promise<Delivery> {
    if (!(await this.deliveries.captainOnDuty(captainId))) throw new ConflictError('captainOffDuty');
    const row = await this.deliveries.withOrder(id);
    if (!row) throw notFound();
    const current = row.delivery;
    if (current.status === 'offered') {
      // An offer the captain cannot see (too far, or no position) is not theirs to take.
      const at = await this.placed(captainId);
      if (!at || distanceKm(at, storePoint(row)) > this.dispatch.settings.radiusKm) throw notFound();
    }
    const now = new Date();
    let moved: DeliveryRow | undefined;
    try {
      moved = await this.deliveries.move(
        id,
        ['offered'],
        undefined,
        { status: 'accepted', captainId, acceptedAt: now, updatedAt: now },
        this.dispatch.db,
      );
    } catch (error) {
      // The same captain taking two deliveries at once: the index on carried deliveries lets one through.
      if (violates(error, 'deliveries_captain_carrying_idx')) throw new ConflictError('captainCarrying');
      throw error;
    }
    if (!moved) {
      const after = (await this.deliveries.byId(id)) ?? current;
      if (after.captainId === captainId && (after.status === 'accepted' || after.status === 'picked_up'))
        throw new ConflictError('deliveryAlreadyYours');
      if (after.status === 'accepted' || after.status === 'picked_up' || after.status === 'delivered')
        throw new ConflictError('deliveryTaken');
      throw new ConflictError('deliveryNotWaiting');
    }
    await this.afterTaken(row, captainId, now);
    return this.view(id);
  }

  /** Captains near the store see the offer go; the order's page and board learn who carries it. */
  private async afterTaken(row: DeliveryWithOrder, captainId: number, at: Date) {
    const near = await this.dispatch.near(storePoint(row));
    await this.events.taken(
      near.map((captain) => captain.id).filter((id) => id !== captainId),
      row.delivery.id,
      at,
    );
    await this.events.orderChanged(row.delivery.storeId, row.orderNumber, row.orderStatus as never, at);
  }

  /** The captain has the order from the store: it is on the way. */
  async pickedUp(captainId: number, id: number): Promise<Delivery> {
    const found = await this.deliveries.byId(id);
    if (!found || found.captainId !== captainId) throw notFound();
    const now = new Date();
    const order = await this.dispatch.transaction(async (tx) => {
      const locked = await this.deliveries.lockOrder(found.orderId, tx);
      if (!locked) throw notFound();
      const moved = await this.deliveries.move(
        id,
        ['accepted'],
        captainId,
        { status: 'picked_up', pickedUpAt: now, updatedAt: now },
        tx,
      );
      if (!moved) throw await this.dispatch.whyNot('pickedup', id, captainId, tx);
      if (!READY_TO_LEAVE.includes(locked.status)) throw new ConflictError('statusNotForward');
      // As for staff: a wallet or PayPal payment not through yet keeps the order at the store.
      const unpaid =
        paymentFlow(locked.paymentMethod) !== 'by_hand' &&
        (locked.paymentStatus === 'pending' || locked.paymentStatus === 'failed');
      if (unpaid) throw new ConflictError('unpaidCannotLeave');
      if (locked.status !== 'on_the_way') {
        await this.deliveries.setOrderStatus(locked.id, 'on_the_way', now, captainId, tx);
        await this.tell('on_the_way', locked, captainId, tx);
      }
      return locked;
    });
    this.texts?.committed();
    await this.events.orderChanged(order.storeId, order.orderNumber, 'on_the_way', now);
    return this.view(id);
  }

  /**
   * The shopper's code: right, the order is delivered, the fee credited and the cash recorded, in one
   * transaction; wrong, one try fewer (422); after MAX_HANDOVER_FAILURES wrong ones, refused (429).
   */
  async delivered(captainId: number, id: number, code: string): Promise<Delivery> {
    const found = await this.deliveries.byId(id);
    if (!found || found.captainId !== captainId) throw notFound();
    const now = new Date();
    const outcome = await this.dispatch.transaction(async (tx) => {
      const order = await this.deliveries.lockOrder(found.orderId, tx);
      const current = await this.deliveries.lock(id, tx);
      if (!order || !current || current.captainId !== captainId) throw notFound();
      if (current.status !== 'picked_up') throw await this.dispatch.whyNot('delivered', id, captainId, tx);
      if (current.handoverFailures >= MAX_HANDOVER_FAILURES)
        throw new TooManyError(undefined, 'handoverLocked');
      if (handoverHash(order.orderNumber, code) !== current.handoverCodeHash) return { wrong: true as const };
      await this.deliveries.move(
        id,
        ['picked_up'],
        captainId,
        { status: 'delivered', deliveredAt: now, updatedAt: now, ...noPosition },
        tx,
      );
      await this.deliveries.setOrderStatus(order.id, 'delivered', now, captainId, tx);
      await settleDelivery(
        {
          captainId,
          deliveryId: id,
          fee: current.fee,
          cash: current.cashToCollect,
          currency: current.currency,
          at: now,
        },
        tx,
      );
      // The sale, commission and collection, with the captain's share of the fee (decision 025).
      await this.ledger.orderDelivered(order, tx, { captainId, fee: current.fee });
      await this.tell('delivered', order, captainId, tx);
      return { wrong: false as const, order };
    });
    if (outcome.wrong) {
      // Counted outside the refused transaction, so a wrong code always costs a try.
      const failures = await this.deliveries.failHandover(id, captainId, MAX_HANDOVER_FAILURES);
      if (failures === undefined) throw new TooManyError(undefined, 'handoverLocked');
      throw fieldProblem('invalid', 'handoverCodeWrong', 'code', { n: MAX_HANDOVER_FAILURES - failures });
    }
    this.texts?.committed();
    await this.events.orderChanged(outcome.order.storeId, outcome.order.orderNumber, 'delivered', now);
    return this.view(id);
  }

  /** The captain gives the delivery back before pickup, with a reason: it is offered again at once. */
  async release(captainId: number, id: number, reason: string): Promise<Delivery> {
    const found = await this.deliveries.byId(id);
    if (!found || found.captainId !== captainId) throw notFound();
    const now = new Date();
    const again = await this.dispatch.transaction(async (tx) => {
      await this.deliveries.lockOrder(found.orderId, tx);
      const released = await this.deliveries.move(
        id,
        ['accepted'],
        captainId,
        { status: 'released', releasedAt: now, releaseReason: reason, updatedAt: now, ...noPosition },
        tx,
      );
      if (!released) throw await this.dispatch.whyNot('release', id, captainId, tx);
      return this.deliveries.insert(reoffer(released, now), tx);
    });
    const row = await this.deliveries.withOrder(again.id);
    if (row) {
      const near = await this.dispatch.near(storePoint(row));
      await this.events.offered(
        near.map((captain) => captain.id),
        again.id,
        now,
      );
      await this.events.orderChanged(row.delivery.storeId, row.orderNumber, row.orderStatus as never, now);
    }
    return this.view(id);
  }
}

/** The same delivery offered anew: its fee, cash and code carry over, and so do the wrong codes tried. */
export function reoffer(from: DeliveryRow, now: Date) {
  return {
    orderId: from.orderId,
    storeId: from.storeId,
    fee: from.fee,
    cashToCollect: from.cashToCollect,
    currency: from.currency,
    handoverCodeHash: from.handoverCodeHash,
    handoverFailures: from.handoverFailures,
    offeredAt: now,
    updatedAt: now,
  };
}
