import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@suuq/shared/geo';
import './address-map.css';

/** A point shown on the map beside the pin (a trip's pickup, its drop-off, the captain), styled by `className`. */
export interface MapMark {
  key: string;
  point: LatLng;
  label: string;
  className: string;
}

interface AddressMapProps {
  center: LatLng;
  pin: LatLng | undefined;
  /** Without it the map only shows: taps do nothing and there is no centre button. */
  onPin?: ((point: LatLng) => void) | undefined;
  tileUrl: string;
  label: string;
  pinCentreLabel?: string | undefined;
  /** Moved in place when a point changes, so a moving captain glides instead of blinking. */
  marks?: readonly MapMark[] | undefined;
  /** Frame the pin and every mark at first, and again whenever a mark moves out of sight. */
  fitMarks?: boolean | undefined;
}

// A CSS pin instead of Leaflet's default marker images, which Vite's asset handling breaks and which cost a
// download of their own.
const pinIcon = L.divIcon({ className: 'address-map__pin', iconSize: [28, 28], iconAnchor: [14, 28] });

/**
 * Leaflet map where a tap sets the delivery pin. Loaded only on the checkout page, and only when delivery is
 * chosen; with no tiles (offline, blocked) it is a grey box that still takes a pin, and the form never needs it.
 */
export function AddressMap({
  center,
  pin,
  onPin,
  tileUrl,
  label,
  pinCentreLabel,
  marks,
  fitMarks,
}: AddressMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const shown = useRef(new Map<string, L.Marker>());
  const onPinRef = useRef(onPin);
  useEffect(() => {
    onPinRef.current = onPin;
  }, [onPin]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: [center.lat, center.lng], zoom: 14 });
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap')
        ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        : '',
    }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      onPinRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    map.current = created;
    const marked = shown.current;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
      marked.clear();
    };
  }, [center.lat, center.lng, tileUrl]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng(pin);
    else marker.current = L.marker(pin, { icon: pinIcon, keyboard: false }).addTo(current);
  }, [pin]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const wanted = new Set<string>();
    for (const mark of marks ?? []) {
      wanted.add(mark.key);
      const existing = shown.current.get(mark.key);
      if (existing) existing.setLatLng(mark.point);
      else {
        const icon = L.divIcon({ className: mark.className, iconSize: [24, 24], iconAnchor: [12, 12] });
        const added = L.marker(mark.point, { icon, keyboard: false, title: mark.label, alt: mark.label });
        shown.current.set(mark.key, added.addTo(current));
      }
    }
    for (const [key, old] of shown.current)
      if (!wanted.has(key)) {
        old.remove();
        shown.current.delete(key);
      }
    if (fitMarks && marks && marks.length > 0) {
      const view = current.getBounds();
      const points = [...marks.map((mark) => mark.point), ...(pin ? [pin] : [])];
      if (points.some((point) => !view.contains(point)))
        current.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
          padding: [32, 32],
          maxZoom: 16,
        });
    }
    // Drawn again on a new map (its centre or tiles changed) as well.
  }, [marks, fitMarks, pin, center.lat, center.lng, tileUrl]);

  return (
    <div className="address-map">
      <div ref={element} className="address-map__canvas" aria-label={label} />
      {/* Keyboards cannot tap a point: pan with the arrow keys, then pin the centre. */}
      {onPin && pinCentreLabel ? (
        <button
          type="button"
          className="button address-map__centre"
          onClick={() => {
            const centre = map.current?.getCenter();
            if (centre) onPinRef.current?.({ lat: centre.lat, lng: centre.lng });
          }}
        >
          {pinCentreLabel}
        </button>
      ) : null}
    </div>
  );
}
