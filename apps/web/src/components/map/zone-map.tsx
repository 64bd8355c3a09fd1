import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@suuq/shared/geo';
import './address-map.css';

/** A delivery zone as the map draws it: a circle (centre and radius) or a polygon of [lat, lng] corners. */
export interface MapZone {
  kind: 'radius' | 'polygon';
  center?: LatLng | undefined;
  radiusKm?: number | undefined;
  polygon?: readonly (readonly [number, number])[] | undefined;
  active: boolean;
  /** The zone being edited: drawn strongest, its corners marked. */
  selected: boolean;
  name: string;
}

interface ZoneMapProps {
  center: LatLng;
  zones: readonly MapZone[];
  /** A tap on the map (or "use the map's centre"): the editor decides what it means for the zone being drawn. */
  onPoint: (point: LatLng) => void;
  tileUrl: string;
  label: string;
  useCentreLabel: string;
}

function draw(zone: MapZone): L.Layer[] {
  const style: L.PathOptions = {
    color: zone.selected ? '#c2410c' : zone.active ? '#047857' : '#6b7280',
    weight: zone.selected ? 3 : 2,
    dashArray: zone.active ? undefined : '6 6',
    fillOpacity: zone.selected ? 0.2 : 0.1,
    interactive: false,
  };
  if (zone.kind === 'radius') {
    if (!zone.center) return [];
    const layers: L.Layer[] = [L.circleMarker(zone.center, { ...style, radius: 4, fillOpacity: 1 })];
    if (zone.radiusKm && zone.radiusKm > 0)
      layers.push(L.circle(zone.center, { ...style, radius: zone.radiusKm * 1000 }));
    return layers;
  }
  const points = (zone.polygon ?? []).map(([lat, lng]) => L.latLng(lat, lng));
  const layers: L.Layer[] =
    points.length >= 3 ? [L.polygon(points, style)] : points.length === 2 ? [L.polyline(points, style)] : [];
  if (zone.selected) layers.push(...points.map((point) => L.circleMarker(point, { ...style, radius: 5 })));
  return layers;
}

/**
 * Leaflet map of a store's delivery zones, where taps draw the zone being edited. Loaded only in the staff
 * settings; with no tiles it is a grey box that still takes taps.
 */
export function ZoneMap({ center, zones, onPoint, tileUrl, label, useCentreLabel }: ZoneMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const onPointRef = useRef(onPoint);
  useEffect(() => {
    onPointRef.current = onPoint;
  }, [onPoint]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: [center.lat, center.lng], zoom: 12 });
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap')
        ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        : '',
    }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      onPointRef.current({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [center.lat, center.lng, tileUrl]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    // The zone being edited last, so it is drawn on top.
    for (const zone of [...zones].sort((a, b) => Number(a.selected) - Number(b.selected)))
      for (const shape of draw(zone)) group.addLayer(shape);
  }, [zones]);

  return (
    <div className="address-map">
      <div ref={element} className="address-map__canvas" aria-label={label} />
      {/* Keyboards cannot tap a point: pan with the arrow keys, then use the centre. */}
      <button
        type="button"
        className="button address-map__centre"
        onClick={() => {
          const centre = map.current?.getCenter();
          if (centre) onPointRef.current({ lat: centre.lat, lng: centre.lng });
        }}
      >
        {useCentreLabel}
      </button>
    </div>
  );
}
