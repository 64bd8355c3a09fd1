import { useEffect, useMemo } from 'react';
import { sendCourierPosition } from './delivery-api';
import { createPositionQueue, type PathPoint, type PositionQueue } from './position-queue';
import { useDuty } from './use-duty';
import { usePosition, type Position } from './use-position';

/** How often the phone's position goes to the server while on duty (the contract: at least every 15 s). */
export const POSITION_EVERY_MS = 15_000;

/** Where the positions not yet sent wait, beside the trips' paths (a reload or a dropped network keeps them). */
export const COURIER_QUEUE = 'courier';

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The server keeps only a captain's last position and stamps it when it arrives: of the points that waited (the
 * network was down), only the newest is worth sending; the older ones would only be overtaken by it. The batch
 * leaves the queue once the server has it, so nothing is sent twice.
 */
export const sendNewest = (points: PathPoint[]) => {
  const newest = points[points.length - 1];
  return newest ? sendCourierPosition(newest) : Promise.resolve();
};

/**
 * While on duty, the phone's position goes to the server through the same queue as a trip's path: each reading
 * worth keeping (10 s or 50 m after the last) and at least one every 15 s, sent at once, or when the network
 * returns. It decides which offers reach the captain and, while carrying, moves the courier on the shopper's map.
 */
export function useCourierPositions(onDuty: boolean, position: Position | undefined): void {
  const queue = useMemo<PositionQueue>(() => createPositionQueue(COURIER_QUEUE, storage()), []);
  const located = position?.located === true;
  const lat = position?.lat;
  const lng = position?.lng;
  const at = position?.at;

  useEffect(() => {
    if (!onDuty || !located || lat === undefined || lng === undefined || at === undefined) return;
    if (queue.add({ lat, lng, at })) void queue.flush(sendNewest);
  }, [queue, onDuty, located, lat, lng, at]);

  useEffect(() => {
    if (!onDuty || !located || lat === undefined || lng === undefined) return;
    // Standing still is news too: the same point again every 15 s keeps the captain near the stores.
    const timer = setInterval(() => {
      if (queue.add({ lat, lng, at: new Date().toISOString() })) void queue.flush(sendNewest);
    }, POSITION_EVERY_MS);
    return () => clearInterval(timer);
  }, [queue, onDuty, located, lat, lng]);

  useEffect(() => {
    if (!onDuty) return;
    const retry = () => {
      if (queue.pending().length > 0) void queue.flush(sendNewest);
    };
    // Points kept before a reload or while offline go as soon as the console shows again.
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [queue, onDuty]);
}

/**
 * Sends the positions on duty whatever tab the console shows (a captain carrying an order may be looking at their
 * wallet): mounted once, beside the tabs. Draws nothing.
 */
export function CourierPositions(): null {
  const onDuty = useDuty().onDuty === true;
  useCourierPositions(onDuty, usePosition(onDuty));
  return null;
}
