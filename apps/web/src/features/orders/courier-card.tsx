import { lazy, Suspense, useMemo } from 'react';
import type { Order } from '@suuq/shared/orders';
import { dropoffOf } from './courier-position';
import { useOrderMessages } from './messages';

// The map is its own chunk, fetched only once a courier carrying the order has a position.
const CourierMap = lazy(() => import('./courier-map'));

/**
 * Who brings a delivery order when a Suuq captain carries it: their name, vehicle, how many minutes away, a call
 * button, the map with them on it once their phone has said where they are, and for the shopper who placed the
 * order, the code to give them at the door. Shown only while they carry it (the server sends no courier before or
 * after).
 */
export function CourierCard({ order }: { order: Order }) {
  const t = useOrderMessages();
  const courier = order.courier;
  const door = dropoffOf(order);
  const doorLat = door?.lat;
  const doorLng = door?.lng;
  const pin = useMemo(
    () => (doorLat !== undefined && doorLng !== undefined ? { lat: doorLat, lng: doorLng } : undefined),
    [doorLat, doorLng],
  );
  if (!courier) return null;
  const vehicle = courier.vehicle;
  const carrying = courier.status === 'accepted' || courier.status === 'picked_up';
  const position = carrying ? courier.position : null;
  return (
    <section className="order-courier" aria-labelledby="order-courier-title">
      <h2 id="order-courier-title">{t('courierTitle', { name: courier.name })}</h2>
      {vehicle ? (
        <p className="order-courier__vehicle">
          {t('courierVehicle', { type: vehicle.type, colour: vehicle.colour, plate: vehicle.plate_number })}
        </p>
      ) : null}
      {carrying && courier.minutes_away !== null ? (
        <p className="order-courier__away" data-testid="courier-minutes">
          {t('courierMinutesAway', { n: courier.minutes_away })}
        </p>
      ) : null}
      {position ? (
        <Suspense fallback={<div className="order-courier__map" />}>
          <CourierMap courier={position} name={courier.name} door={pin} />
        </Suspense>
      ) : null}
      {order.handover_code ? (
        <p className="order-courier__code">
          {t('handoverCodeText')} <strong data-testid="handover-code">{order.handover_code}</strong>
        </p>
      ) : null}
      <a className="button order-courier__call" href={`tel:${courier.phone.replace(/[^+\d]/g, '')}`}>
        {t('courierCall', { name: courier.name })}
      </a>
    </section>
  );
}
