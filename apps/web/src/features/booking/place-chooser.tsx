import { useState } from 'react';
import type { Address } from '@suuq/shared/accounts';
import type { LatLng, TripPoint } from '@suuq/shared/captain';
import { placeNear } from '@suuq/shared/mogadishu-places';
import { CITY_CENTRE, TripMap } from './trip-map';
import { useBookingT } from './messages';

export type Which = 'pickup' | 'dropoff';

/**
 * Pickup and drop-off: the one being set is chosen with two buttons; a tap on the map, the phone's location (pickup
 * only) or a saved address sets it. Setting the pickup moves on to the drop-off.
 */
export function PlaceChooser({
  pickup,
  dropoff,
  addresses,
  onChange,
}: {
  pickup: TripPoint | undefined;
  dropoff: TripPoint | undefined;
  addresses: readonly Address[];
  onChange: (which: Which, point: TripPoint) => void;
}) {
  const t = useBookingT();
  const [which, setWhich] = useState<Which>('pickup');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  // The map is made again whenever its centre changes: it moves to a place set from the phone or the address book,
  // never on a tap.
  const [centre, setCentre] = useState<LatLng>(() => pickup ?? addresses[0] ?? CITY_CENTRE);

  const set = (target: Which, point: TripPoint, recentre = true) => {
    setProblem('');
    onChange(target, point);
    if (recentre) setCentre({ lat: point.lat, lng: point.lng });
    if (target === 'pickup' && !dropoff) setWhich('dropoff');
  };
  // A point is told by the place it is at (the city's own table, no map service asked), so the captain reads a
  // name, not numbers.
  const named = (point: LatLng, fallback: string) => {
    const place = placeNear(point);
    return place ? t('nearPlace', { place }) : fallback;
  };
  const onMap = (point: LatLng) =>
    set(
      which,
      {
        ...point,
        label: named(point, t('mapPoint', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) })),
      },
      false,
    );
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem(t('locationFailed'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude: lat, longitude: lng } = position.coords;
        set('pickup', { lat, lng, label: named({ lat, lng }, t('myLocation')) });
      },
      () => {
        setLocating(false);
        setProblem(t('locationFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const marks = [
    ...(pickup
      ? [{ key: 'pickup', point: pickup, label: t('pickup'), className: 'booking-mark booking-mark--pickup' }]
      : []),
    ...(dropoff
      ? [
          {
            key: 'dropoff',
            point: dropoff,
            label: t('dropoff'),
            className: 'booking-mark booking-mark--dropoff',
          },
        ]
      : []),
  ];

  return (
    <div className="booking-places">
      <p className="field-label" id="booking-placing">
        {t('placing')}
      </p>
      <div className="booking-places__targets" role="group" aria-labelledby="booking-placing">
        {(['pickup', 'dropoff'] as const).map((target) => {
          const point = target === 'pickup' ? pickup : dropoff;
          return (
            <button
              key={target}
              type="button"
              className={`booking-target booking-target--${target}`}
              aria-pressed={which === target}
              onClick={() => setWhich(target)}
            >
              <span className="booking-target__name">{t(target)}</span>
              <span className="booking-target__place">{point?.label ?? t('notSet')}</span>
            </button>
          );
        })}
      </div>
      <div className="booking-places__quick">
        <button type="button" className="button" onClick={locate} disabled={locating}>
          {locating ? t('locating') : t('useLocation')}
        </button>
        {addresses.length > 0 ? (
          <label className="booking-places__saved">
            <span className="field-label">{t('savedAddress')}</span>
            <select
              className="input"
              value=""
              onChange={(event) => {
                const address = addresses.find((a) => String(a.id) === event.target.value);
                if (address)
                  set(which, {
                    lat: address.lat,
                    lng: address.lng,
                    label: `${address.label}: ${address.line}`.slice(0, 200),
                  });
              }}
            >
              <option value="">{t('savedAddressNone')}</option>
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.label}: {address.line}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {problem ? (
        <p className="booking-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <TripMap
        center={centre}
        marks={marks}
        label={t('mapLabel', { which: t(which) })}
        onPoint={onMap}
        pinCentreLabel={t('pinCentre')}
        fallback={t('mapUnavailable')}
      />
    </div>
  );
}
