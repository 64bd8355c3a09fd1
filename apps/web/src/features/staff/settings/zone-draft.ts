import type { LatLng } from '@suuq/shared/geo';
import type { DeliveryZone, DeliveryZoneInput, ZoneKind } from '@suuq/shared/zones';

/** A zone while staff edit it: the numbers as typed, so a half-typed fee is not lost or rounded. */
export interface ZoneDraft {
  key: number;
  id: number | undefined;
  name: string;
  kind: ZoneKind;
  center: LatLng | undefined;
  radiusKm: string;
  polygon: [number, number][];
  fee: string;
  minOrder: string;
  active: boolean;
}

let nextKey = 0;

export function draftOf(zone: DeliveryZone | Omit<DeliveryZone, 'id'>): ZoneDraft {
  return {
    key: (nextKey += 1),
    id: 'id' in zone ? zone.id : undefined,
    name: zone.name,
    kind: zone.kind,
    center: zone.center,
    radiusKm: zone.radius_km === undefined ? '' : String(zone.radius_km),
    polygon: zone.polygon ?? [],
    fee: String(zone.fee),
    minOrder: zone.min_order_amount == null ? '' : String(zone.min_order_amount),
    active: zone.active,
  };
}

export const newDraft = (kind: ZoneKind, name: string): ZoneDraft => ({
  ...draftOf({ name, kind, fee: 0, active: true }),
  radiusKm: kind === 'radius' ? '2' : '',
});

// An empty box goes as NaN (JSON null), so the server names the field; the browser does not second-guess it.
const number = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** The zone as the contract sends it; only the fields of its kind. */
export function zoneOf(draft: ZoneDraft): DeliveryZoneInput {
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    kind: draft.kind,
    ...(draft.kind === 'radius'
      ? { center: draft.center, radius_km: number(draft.radiusKm) }
      : { polygon: draft.polygon }),
    fee: number(draft.fee),
    ...(draft.minOrder.trim() === '' ? {} : { min_order_amount: number(draft.minOrder) }),
    active: draft.active,
  };
}

/** What a tap on the map does to the zone being drawn: a circle moves its centre, a polygon gains a corner. */
export function withPoint(draft: ZoneDraft, point: LatLng): ZoneDraft {
  const rounded = { lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) };
  return draft.kind === 'radius'
    ? { ...draft, center: rounded }
    : { ...draft, polygon: [...draft.polygon, [rounded.lat, rounded.lng]] };
}
