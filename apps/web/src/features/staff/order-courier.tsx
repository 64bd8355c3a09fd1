import { useState } from 'react';
import type { DeliveryWatch, OrderCourier } from '@suuq/shared/dispatch';
import type { Order } from '@suuq/shared/orders';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLiveChannel } from '../../lib/use-live-channel';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { useAssignCourierMutation, useGetStoreCouriersQuery } from './staff-api';

/** A captain's vehicle in a few words: "Bajaj (tuk-tuk) · blue TVS · SL 2231". */
function vehicleText(vehicle: { type: string; colour: string; make: string; plate_number?: string }) {
  return [vehicle.type, [vehicle.colour, vehicle.make].filter(Boolean).join(' '), vehicle.plate_number]
    .filter(Boolean)
    .join(' · ');
}

const telOf = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/**
 * Who carries a Suuq delivery order, as its store's staff follow it: the captain coming (name, vehicle, minutes
 * away, a call button), kept current by the captain's positions on the order's channel; before anyone accepts,
 * "looking for a captain", and once the delivery waited too long an alert. Either way staff may give it to a
 * captain on duty near the store by hand. Nothing for an order no Suuq captain carries or is sought for.
 */
export function OrderCourierBlock({
  order,
  delivery,
  onMoved,
}: {
  order: Order;
  delivery: DeliveryWatch | undefined;
  onMoved: () => void;
}) {
  const courier = order.courier ?? null;
  if (courier) return <CourierComing order={order} courier={courier} onMoved={onMoved} />;
  if (delivery?.status !== 'offered') return null;
  return <CaptainWanted order={order} delivery={delivery} />;
}

function CourierComing({
  order,
  courier,
  onMoved,
}: {
  order: Order;
  courier: OrderCourier;
  onMoved: () => void;
}) {
  const t = useStaffMessages();
  // Each position the captain's phone sends moves the minutes away: the board reads the order again.
  useLiveChannel(`order.${order.order_number}`, undefined, (frame) => {
    if (frame.event === 'courier.position') onMoved();
  });
  return (
    <section className="staff-courier" aria-label={t('courierTitle')}>
      <p className="staff-courier__who">
        <strong>
          {t(courier.status === 'picked_up' ? 'courierCarrying' : 'courierComing', { name: courier.name })}
        </strong>
      </p>
      {courier.vehicle ? <p className="staff-courier__vehicle">{vehicleText(courier.vehicle)}</p> : null}
      <p className="staff-courier__eta">
        {courier.minutes_away !== null
          ? t('courierMinutes', { n: courier.minutes_away })
          : t('courierNoPosition')}
      </p>
      <a
        className="staff-order__phone"
        href={telOf(courier.phone)}
        aria-label={t('callCourier', { name: courier.name })}
      >
        {courier.phone}
      </a>
    </section>
  );
}

function CaptainWanted({ order, delivery }: { order: Order; delivery: DeliveryWatch }) {
  const t = useStaffMessages();
  const [choosing, setChoosing] = useState(false);
  const overdue = delivery.overdue_at !== null;
  return (
    <section className="staff-courier" data-overdue={overdue || undefined} aria-label={t('courierTitle')}>
      {overdue ? (
        <div className="staff-courier__alert" role="alert">
          <strong>{t('nobodyTook')}</strong>
          <span>{t('waitedFor', { time: t('minutes', { n: delivery.waiting_minutes }) })}</span>
        </div>
      ) : (
        <p className="staff-courier__looking" role="status">
          {t('lookingForCaptain')}
        </p>
      )}
      {choosing ? (
        <CaptainPicker orderNumber={order.order_number} onClose={() => setChoosing(false)} />
      ) : (
        <div className="staff-order__actions">
          <button
            type="button"
            className={overdue ? 'button button--primary' : 'button'}
            onClick={() => setChoosing(true)}
          >
            {t('assignCaptain')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The captains on duty near the store, nearest first; one chosen and given the delivery. */
function CaptainPicker({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const captains = useGetStoreCouriersQuery(lang, { refetchOnMountOrArgChange: true });
  const [assign, assigning] = useAssignCourierMutation();
  const [chosen, setChosen] = useState<number | undefined>();
  const list = captains.data ?? [];
  const name = list.find((captain) => captain.id === chosen)?.name;
  const legend = t('chooseCaptain', { orderNumber });
  return (
    <div className="staff-order__ask">
      <fieldset className="staff-courier__choices">
        <legend>{legend}</legend>
        {captains.isLoading ? <p className="hint">{t('captainsLoading')}</p> : null}
        {captains.isError ? (
          <p className="staff-problem" role="alert">
            {t('captainsFailed', { message: problemText(apiProblem(captains.error), lang, t('offline')) })}
          </p>
        ) : null}
        {captains.isSuccess && list.length === 0 ? <p className="hint">{t('noCaptainsNear')}</p> : null}
        {list.map((captain) => (
          <label key={captain.id} className="staff-courier__choice">
            <input
              type="radio"
              name={`captain-${orderNumber}`}
              value={captain.id}
              checked={chosen === captain.id}
              onChange={() => setChosen(captain.id)}
            />
            <span className="staff-courier__choice-text">
              <strong>{captain.name}</strong>
              <span>
                {[
                  captain.vehicle ? vehicleText(captain.vehicle) : null,
                  t('captainDistance', {
                    km: captain.distance_km.toLocaleString(lang === 'so' ? 'so-SO' : 'en'),
                  }),
                  captain.busy ? t('captainBusy') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
        {assigning.isError ? (
          <p className="staff-problem" role="alert">
            {t('actionFailed', { message: problemText(apiProblem(assigning.error), lang, t('offline')) })}
          </p>
        ) : null}
        <div className="staff-order__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={chosen === undefined || assigning.isLoading}
            onClick={() => {
              if (chosen === undefined) return;
              void assign({ orderNumber, captainId: chosen }).then((result) => {
                if (!('error' in result)) onClose();
              });
            }}
          >
            {name ? t('assignTo', { name }) : t('assignCaptain')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('closeChoices')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
