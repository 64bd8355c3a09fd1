import type { BookingPlace } from '@suuq/shared/captain';

/**
 * A link that opens the phone's map app with directions to a point: a `geo:` URI on Android (every map app there
 * takes it), Apple Maps on an iPhone, and Google Maps' directions link elsewhere (it opens the app when there is one).
 */
export function navigationUrl(
  place: Pick<BookingPlace, 'lat' | 'lng' | 'label'>,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  const at = `${place.lat.toFixed(6)},${place.lng.toFixed(6)}`;
  if (/Android/i.test(userAgent)) return `geo:${at}?q=${at}(${encodeURIComponent(place.label)})`;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `https://maps.apple.com/?daddr=${at}&dirflg=d`;
  return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
}

// What the rider's app wrote when it had no name for a point: "My location", or the coordinates themselves.
const UNNAMED = /^(my location|goobtayda)$|\(-?\d+\.\d+, ?-?\d+\.\d+\)$/i;

/**
 * How a trip's place reads to the captain: the rider's words when they named it, otherwise the landmark or district
 * it is near; and the landmark or district under the rider's words, when those do not say it already.
 */
export function placeLines(place: BookingPlace): { name: string; near: string | undefined } {
  if (place.near && UNNAMED.test(place.label.trim())) return { name: place.near, near: undefined };
  const near = place.near && !place.label.includes(place.near) ? place.near : undefined;
  return { name: place.label, near };
}
