import type { Booking } from '@suuq/shared/captain';
import { useBookingT } from './messages';

/** Who is coming: the captain's name and rating, the vehicle and its plate, a photo when there is one, and a call. */
export function CaptainCard({ booking, call }: { booking: Booking; call: boolean }) {
  const t = useBookingT();
  const { captain, vehicle } = booking;
  if (!captain) return null;
  const photo = vehicle?.photo ?? captain.avatar;
  return (
    <section className="booking-captain" aria-labelledby="booking-captain-title">
      {photo ? (
        <img className="booking-captain__photo" src={photo} alt={t('photo')} width={72} height={72} />
      ) : null}
      <div className="booking-captain__text">
        <h2 id="booking-captain-title" className="booking-captain__title">
          {t('captain')}
        </h2>
        <p className="booking-captain__name">{captain.name}</p>
        <p className="hint">
          {captain.rating !== null ? t('captainRating', { rating: captain.rating }) : t('captainNew')}
        </p>
        {vehicle ? (
          <>
            <p>{t('vehicle', { colour: vehicle.colour, make: vehicle.make, model: vehicle.model })}</p>
            <p className="booking-captain__plate">{t('plate', { plate: vehicle.plate_number })}</p>
          </>
        ) : null}
      </div>
      {call && captain.phone ? (
        <a
          className="button button--primary booking-captain__call"
          href={`tel:${captain.phone.replace(/[^+\d]/g, '')}`}
        >
          {t('call', { name: captain.name })}
        </a>
      ) : null}
    </section>
  );
}
