/**
 * What every dispatch service shares: the settings (radius, timeout, fee share), who is near a store, the handover
 * code of an order and its hash, and why a step found no row to move.
 */
import { createHash } from 'node:crypto';
import type { DeliveryStatus } from '@suuq/shared/dispatch';
import { distanceKm, type LatLng } from '@suuq/shared/geo';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/tx';
import { ConflictError, notFound, type DomainError } from '../../lib/domain-error';
import type { DeliveryEvents } from './delivery-events';
import type { DeliveryRepository } from './delivery-repository';

export interface DispatchSettings {
  radiusKm: number;
  timeoutMinutes: number;
  feeShare: number;
  /** A position older than this says nothing about where a captain is now. */
  positionFreshMinutes: number;
}

/** Derives an order's 4-digit handover code from the server's secret: shown to its shopper, never stored. */
export type HandoverCodeOf = (orderNumber: string) => string;

export function handoverHash(orderNumber: string, code: string): string {
  return createHash('sha256').update(`handover:${orderNumber.toUpperCase()}:${code}`).digest('hex');
}

export type Step = 'accept' | 'pickedup' | 'delivered' | 'release';

export class Dispatch {
  constructor(
    readonly db: Db,
    readonly deliveries: DeliveryRepository,
    readonly events: DeliveryEvents,
    readonly settings: DispatchSettings,
    readonly codeOf: HandoverCodeOf,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return withTransaction(this.db, work);
  }

  freshSince(now = new Date()): Date {
    return new Date(now.getTime() - this.settings.positionFreshMinutes * 60_000);
  }

  /** Captains on duty within the radius of `point`, by their fresh positions, nearest first. */
  async near(point: LatLng): Promise<{ id: number; km: number }[]> {
    const placed = await this.deliveries.placedCaptains(this.freshSince());
    return placed
      .map((captain) => ({ id: captain.id, km: distanceKm(captain, point) }))
      .filter((captain) => captain.km <= this.settings.radiusKm)
      .sort((a, b) => a.km - b.km);
  }

  /** Why a captain's step on a delivery matched no row: not theirs (404), or not in a state for it (409). */
  async whyNot(step: Step, id: number, captainId: number, tx?: Tx): Promise<DomainError> {
    const row = await this.deliveries.byId(id, tx);
    if (!row || row.captainId !== captainId) return notFound();
    return outOfOrder(step, row.status);
  }
}

export function outOfOrder(step: Step, status: DeliveryStatus): DomainError {
  if (status === 'delivered' || status === 'released' || status === 'cancelled')
    return new ConflictError('deliveryEnded');
  if (step === 'pickedup' && status === 'picked_up') return new ConflictError('deliveryAlreadyPickedUp');
  if (step === 'delivered' && status === 'accepted') return new ConflictError('deliveryNotPickedUp');
  if (step === 'release' && status === 'picked_up') return new ConflictError('deliveryReleaseAfterPickup');
  return new ConflictError('deliveryNotWaiting');
}
