import type { Order } from '@suuq/shared/orders';
import { useOrderMessages } from './messages';

/**
 * Who brings a delivery order when a Suuq captain carries it: their name, vehicle, a call button, and for the
 * shopper who placed the order, the code to give them at the door. Shown only while they carry it (the server
 * sends no courier before or after).
 */
export function CourierCard({ order }: { order: Order }) {
  const t = useOrderMessages();
  const courier = order.courier;
  if (!courier) return null;
  const vehicle = courier.vehicle;
  return (
    <section className="order-courier" aria-labelledby="order-courier-title">
      <h2 id="order-courier-title">{t('courierTitle', { name: courier.name })}</h2>
      {vehicle ? (
        <p className="order-courier__vehicle">
          {t('courierVehicle', { type: vehicle.type, colour: vehicle.colour, plate: vehicle.plate_number })}
        </p>
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
