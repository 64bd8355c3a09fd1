import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@suuq/shared/captain';

interface RouteMapProps {
  pickup: LatLng;
  dropoff: LatLng;
  /** The captain, when the phone says where they are. */
  captain: LatLng | undefined;
  tileUrl: string;
  label: string;
}

const dot = (modifier: string) =>
  L.divIcon({
    className: `captain-map__dot captain-map__dot--${modifier}`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
  });

/**
 * The trip on a map: pickup (green), drop-off (red), the line between them and the captain (blue). Fetched with
 * the trip card only; without tiles it is a grey box with the three points, and the card never needs it.
 */
export default function RouteMap({ pickup, dropoff, captain, tileUrl, label }: RouteMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const me = useRef<L.Marker | null>(null);
  const { lat: fromLat, lng: fromLng } = pickup;
  const { lat: toLat, lng: toLng } = dropoff;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { zoomControl: true, attributionControl: true });
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap')
        ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        : '',
    }).addTo(created);
    L.polyline(
      [
        [fromLat, fromLng],
        [toLat, toLng],
      ],
      { color: '#0f766e', weight: 4, dashArray: '6 8' },
    ).addTo(created);
    L.marker([fromLat, fromLng], { icon: dot('pickup'), keyboard: false }).addTo(created);
    L.marker([toLat, toLng], { icon: dot('dropoff'), keyboard: false }).addTo(created);
    created.fitBounds(
      L.latLngBounds([
        [fromLat, fromLng],
        [toLat, toLng],
      ]),
      { padding: [28, 28], maxZoom: 16 },
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      me.current = null;
    };
  }, [fromLat, fromLng, toLat, toLng, tileUrl]);

  useEffect(() => {
    const current = map.current;
    if (!current || !captain) return;
    if (me.current) me.current.setLatLng(captain);
    else me.current = L.marker(captain, { icon: dot('captain'), keyboard: false }).addTo(current);
  }, [captain]);

  return <div ref={element} className="captain-map" role="img" aria-label={label} />;
}
