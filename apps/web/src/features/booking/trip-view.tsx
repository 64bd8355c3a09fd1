import { useState } from 'react';
import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingStatus,
  type CaptainPosition,
} from '@suuq/shared/captain';
import { formatMoney } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE } from '@suuq/shared/payment-methods';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useCancelBookingMutation } from './booking-api';
import { CaptainCard } from './captain-card';
import { RateCaptain } from './rate-captain';
import { TripMap } from './trip-map';
import { useBookingT } from './messages';

const STEPS: readonly BookingStatus[] = ['searching', 'accepted', 'arrived', 'on_trip', 'completed'];
/** The customer may ask to cancel in these; the server has the last word. */
const CANCELLABLE: readonly BookingStatus[] = ['searching', 'accepted', 'arrived'];

/** The newer of two positions (the live one, or the booking's as last read). */
function newer(a: CaptainPosition | null | undefined, b: CaptainPosition | null | undefined) {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return Date.parse(a.at) >= Date.parse(b.at) ? a : b;
}

function Progress({ status }: { status: BookingStatus }) {
  const t = useBookingT();
  const lang = useLanguage();
  const reached = STEPS.indexOf(status);
  return (
    <ol className="booking-progress" aria-label={t('steps')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={
            index <= reached
              ? 'booking-progress__step booking-progress__step--done'
              : 'booking-progress__step'
          }
          aria-current={step === status ? 'step' : undefined}
        >
          {BOOKING_STATUS_LABELS[step][lang]}
        </li>
      ))}
    </ol>
  );
}

/** One booking, followed live: where it stands, who is coming, the map, cancelling, the fare and the rating. */
export function TripView({
  booking,
  position,
  onChanged,
  onDone,
}: {
  booking: Booking;
  position: CaptainPosition | undefined;
  onChanged: (booking: Booking) => void;
  onDone: () => void;
}) {
  const t = useBookingT();
  const lang = useLanguage();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [problem, setProblem] = useState('');
  const { status } = booking;
  const name = booking.captain?.name ?? t('captainHere');
  const money = (amount: number) => formatMoney(amount, booking.currency, lang);
  const captainAt =
    status === 'completed' || status === 'cancelled' ? undefined : newer(position, booking.captain_position);

  const text: Record<BookingStatus, string> = {
    searching: t('searchingText'),
    accepted: t('acceptedText', { name }),
    arrived: t('arrivedText', { name }),
    on_trip: t('onTripText'),
    completed: t('completedText'),
    cancelled: t('cancelledText'),
  };

  const onCancel = async () => {
    if (cancelling.isLoading) return;
    setProblem('');
    const result = await cancel({ booking_id: booking.id });
    if (result.error) {
      const found = apiProblem(result.error);
      const reason = problemText(found, lang, t('offline'));
      setProblem(found.status === 409 ? t('cancelRefused', { reason }) : reason);
    } else onChanged(result.data);
  };

  const marks = [
    {
      key: 'pickup',
      point: booking.pickup,
      label: t('pickup'),
      className: 'booking-mark booking-mark--pickup',
    },
    {
      key: 'dropoff',
      point: booking.dropoff,
      label: t('dropoff'),
      className: 'booking-mark booking-mark--dropoff',
    },
    ...(captainAt
      ? [
          {
            key: 'captain',
            point: captainAt,
            label: t('captainHere'),
            className: 'booking-mark booking-mark--captain',
          },
        ]
      : []),
  ];

  return (
    <div className="booking-trip">
      <div className={`booking-status booking-status--${status}`} role="status">
        <p className="booking-status__title">{BOOKING_STATUS_LABELS[status][lang]}</p>
        <p>{text[status]}</p>
      </div>
      {status !== 'cancelled' ? <Progress status={status} /> : null}
      {status === 'completed' && booking.fare !== null ? (
        <div className="booking-fare">
          <p className="booking-fare__amount">{t('charged', { fare: money(booking.fare) })}</p>
          <p className="hint">
            {t('chargedDetail', {
              km: booking.distance_km ?? booking.estimated_distance_km,
              minutes: Math.max(1, Math.round((booking.duration_seconds ?? 0) / 60)),
            })}
          </p>
        </div>
      ) : (
        <p className="booking-fare__estimate">{t('estimate', { fare: money(booking.estimated_fare) })}</p>
      )}
      {status !== 'searching' && status !== 'cancelled' ? (
        <CaptainCard booking={booking} call={status !== 'completed'} />
      ) : null}
      <dl className="booking-route">
        <dt>{t('from')}</dt>
        <dd>{booking.pickup.label}</dd>
        <dt>{t('to')}</dt>
        <dd>{booking.dropoff.label}</dd>
        <dt>{t('payment')}</dt>
        <dd>
          {booking.payment_method === 'cash'
            ? t('payCash')
            : PAYMENT_METHOD_TABLE[booking.payment_method].words[lang]}
        </dd>
      </dl>
      {status !== 'completed' && status !== 'cancelled' ? (
        <TripMap
          center={booking.pickup}
          marks={marks}
          label={BOOKING_STATUS_LABELS[status][lang]}
          fallback={t('mapUnavailable')}
        />
      ) : null}
      {problem ? (
        <p className="booking-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {CANCELLABLE.includes(status) ? (
        <button
          type="button"
          className="button booking-trip__cancel"
          onClick={() => void onCancel()}
          disabled={cancelling.isLoading}
        >
          {cancelling.isLoading ? t('cancelling') : t('cancel')}
        </button>
      ) : null}
      {status === 'completed' ? <RateCaptain booking={booking} onRated={onChanged} /> : null}
      {status === 'completed' || status === 'cancelled' ? (
        <button type="button" className="button booking-trip__again" onClick={onDone}>
          {t('bookAnother')}
        </button>
      ) : null}
    </div>
  );
}
