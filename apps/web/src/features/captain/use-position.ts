import { useEffect, useState } from 'react';
import type { LatLng } from '@suuq/shared/captain';

/** Central Mogadishu (near KM4): where trips are looked for when the phone will not say where it is. */
export const MOGADISHU_CENTRE: LatLng = { lat: 2.0371, lng: 45.3438 };

export interface Position extends LatLng {
  /** ISO time of the reading. */
  at: string;
  /** False when the phone refused or could not tell: the point is the city centre. */
  located: boolean;
}

const fallback = (): Position => ({ ...MOGADISHU_CENTRE, at: new Date().toISOString(), located: false });

/**
 * The captain's position from the browser while `watching` (on duty, or on a trip): every reading the phone gives.
 * Without geolocation, or when it is refused, the city centre, marked as not located so the page can say so.
 */
export function usePosition(watching: boolean): Position | undefined {
  const [position, setPosition] = useState<Position | undefined>(undefined);
  useEffect(() => {
    if (!watching) return;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setPosition(fallback());
      return;
    }
    const id = geo.watchPosition(
      (reading) =>
        setPosition({
          lat: reading.coords.latitude,
          lng: reading.coords.longitude,
          at: new Date(reading.timestamp || Date.now()).toISOString(),
          located: true,
        }),
      () => setPosition((current) => (current?.located ? current : fallback())),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 20_000 },
    );
    return () => geo.clearWatch(id);
  }, [watching]);
  return position;
}
