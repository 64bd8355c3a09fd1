/**
 * Delivery zones: the areas a store delivers to, each a circle (centre and radius) or a polygon, with its own fee
 * and optional minimum order. For an address, every active zone containing its point matches and the cheapest fee
 * wins (ties: the lower minimum). The same rules price the cart in the browser and the order on the server.
 */
import { z } from 'zod';
import { money } from './api';
import { distanceKm, lat, latLng, lng, type LatLng } from './geo';
import type { MessageKey } from './labels';

export const ZONE_KINDS = ['radius', 'polygon'] as const;
export const zoneKind = z.enum(ZONE_KINDS);
export type ZoneKind = z.infer<typeof zoneKind>;

/** Limits a staff member's zones must keep (checked by `zoneProblems`, on the server and in the staff board). */
export const ZONE_LIMITS = {
  nameMax: 60,
  radiusMinKm: 0.1,
  radiusMaxKm: 50,
  polygonMinPoints: 3,
  polygonMaxPoints: 200,
  zonesMax: 50,
  amountMax: 100_000,
} as const;

/** One corner of a polygon: `[lat, lng]`. */
export const polygonPoint = z.tuple([lat, lng]);
export type PolygonPoint = z.infer<typeof polygonPoint>;

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** A zone as every store answer carries it (public fields only). */
export const deliveryZone = z
  .object({
    id: z.number().int(),
    name: described(z.string(), 'The name staff gave the zone (a district, say).'),
    kind: described(
      zoneKind,
      '`radius`: a circle by `center` and `radius_km`; `polygon`: the `polygon` corners.',
    ),
    center: described(latLng.optional(), "The circle's centre (radius zones only)."),
    radius_km: described(z.number().optional(), "The circle's radius in kilometres (radius zones only)."),
    polygon: described(
      z.array(polygonPoint).optional(),
      "The polygon's corners in order, `[lat, lng]` each, not closed (polygon zones only).",
    ),
    fee: described(money, 'What delivery costs inside the zone.'),
    min_order_amount: described(
      money.optional(),
      "When set, replaces the store's minimum order for deliveries into this zone.",
    ),
    active: described(z.boolean(), 'Only active zones deliver; an inactive one is kept for later.'),
  })
  .meta({
    id: 'DeliveryZone',
    description:
      'A delivery zone. Every active zone containing the address matches (borders count as inside) and the ' +
      'cheapest fee wins; on a tie, the lower minimum.',
  });
export type DeliveryZone = z.infer<typeof deliveryZone>;

/**
 * A zone as staff send it. Only the shape is checked here; the rules (name length, radius range, polygon points,
 * amounts) are `zoneProblems`, so that their messages come in the caller's language on each field.
 */
export const deliveryZoneInput = z
  .object({
    id: described(
      z.number().int().positive().max(2_147_483_647).optional().nullable(),
      "One of the store's zones keeps its id; without one (or with an unknown one) a new zone is made.",
    ),
    name: described(z.string().max(500), '1-60 characters.'),
    kind: zoneKind,
    center: described(latLng.optional().nullable(), 'Required for a radius zone.'),
    radius_km: described(z.number().finite().optional().nullable(), 'Radius zones: 0.1-50 km.'),
    polygon: described(
      z.array(polygonPoint).max(1000).optional().nullable(),
      'Polygon zones: 3-200 `[lat, lng]` corners whose edges do not cross.',
    ),
    fee: described(z.number().finite(), '0 or more, at most 2 decimals.'),
    min_order_amount: described(
      z.number().finite().optional().nullable(),
      "0 or more, at most 2 decimals; null or absent: the store's minimum applies.",
    ),
    active: described(z.boolean().optional(), 'Absent: active.'),
  })
  .meta({ id: 'DeliveryZoneRequest' });
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInput>;

/** `PUT /api/merchant/zones`: the store's whole list of zones, in the order staff want them shown. */
export const zonesRequest = z
  .object({
    zones: described(
      z.array(deliveryZoneInput).max(ZONE_LIMITS.zonesMax),
      "The store's whole list, in the order to show it (at most 50); an empty list: one flat fee everywhere.",
    ),
  })
  .meta({ id: 'ZonesRequest' });
export type ZonesRequest = z.infer<typeof zonesRequest>;

/** What the zone rules need of a zone, whatever its units (decimal at the API edge, minor units on the server). */
export interface ZoneShape {
  kind: ZoneKind;
  center?: LatLng | null;
  radius_km?: number | null;
  polygon?: readonly (readonly [number, number])[] | null;
  fee: number;
  min_order_amount?: number | null;
  active: boolean;
}

// Points this close to an edge (in degrees, about 1 cm) count as on it: float noise must not move a border address.
const EDGE_EPSILON = 1e-7;

function onSegment(p: LatLng, a: readonly [number, number], b: readonly [number, number]): boolean {
  const [aLat, aLng] = a;
  const [bLat, bLng] = b;
  const cross = (bLng - aLng) * (p.lat - aLat) - (bLat - aLat) * (p.lng - aLng);
  const length = Math.hypot(bLng - aLng, bLat - aLat);
  if (Math.abs(cross) > EDGE_EPSILON * Math.max(length, 1e-12)) return false;
  return (
    p.lng >= Math.min(aLng, bLng) - EDGE_EPSILON &&
    p.lng <= Math.max(aLng, bLng) + EDGE_EPSILON &&
    p.lat >= Math.min(aLat, bLat) - EDGE_EPSILON &&
    p.lat <= Math.max(aLat, bLat) + EDGE_EPSILON
  );
}

/**
 * Whether the point is inside the polygon or on its border (edges and corners count as inside). Coordinates are
 * taken as flat, which is exact enough for a city's districts.
 */
export function pointInPolygon(point: LatLng, polygon: readonly (readonly [number, number])[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    const [aLat, aLng] = a;
    const [bLat, bLng] = b;
    // Ray casting eastwards along the point's latitude.
    if (aLat > point.lat !== bLat > point.lat) {
      const crossingLng = aLng + ((point.lat - aLat) * (bLng - aLng)) / (bLat - aLat);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

/** Whether the point is within `radiusKm` of the centre (the circle's border counts as inside). */
export function pointInRadius(point: LatLng, center: LatLng, radiusKm: number): boolean {
  // A millimetre of slack, so a point placed on the border by the same arithmetic is not left out.
  return distanceKm(point, center) <= radiusKm + 1e-6;
}

/** Whether the zone contains the point (inactive zones still answer by their shape). */
export function zoneContains(zone: ZoneShape, point: LatLng): boolean {
  if (zone.kind === 'radius') {
    return !!zone.center && zone.radius_km != null && pointInRadius(point, zone.center, zone.radius_km);
  }
  return !!zone.polygon && pointInPolygon(point, zone.polygon);
}

/**
 * The zone that prices a delivery to the point: among the active zones containing it, the cheapest fee; on a tie,
 * the lower minimum (a zone without one counts as `storeMinimum`); then the earlier in the list. With the order's
 * `subtotal`, only zones whose minimum it meets compete on price; when it meets none, the zone with the lowest
 * minimum is chosen, so the refusal names the least the order would need. `undefined` when the point is outside
 * every active zone.
 */
export function chooseZone<T extends ZoneShape>(
  zones: readonly T[],
  point: LatLng,
  storeMinimum = 0,
  subtotal?: number,
): T | undefined {
  const minimumOf = (zone: T) => zone.min_order_amount ?? storeMinimum;
  const containing = zones.filter((zone) => zone.active && zoneContains(zone, point));
  const met = subtotal === undefined ? containing : containing.filter((zone) => minimumOf(zone) <= subtotal);
  if (met.length === 0 && containing.length > 0) {
    // None is met: the lowest minimum (then the cheaper fee) says what the order needs.
    return containing.reduce((best, zone) =>
      minimumOf(zone) < minimumOf(best) || (minimumOf(zone) === minimumOf(best) && zone.fee < best.fee)
        ? zone
        : best,
    );
  }
  let best: T | undefined;
  for (const zone of met) {
    if (!best || zone.fee < best.fee || (zone.fee === best.fee && minimumOf(zone) < minimumOf(best)))
      best = zone;
  }
  return best;
}

function segmentsCross(
  p1: readonly [number, number],
  p2: readonly [number, number],
  p3: readonly [number, number],
  p4: readonly [number, number],
): boolean {
  const d = (a: readonly [number, number], b: readonly [number, number], c: readonly [number, number]) =>
    (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether two edges of the polygon that are not neighbours cross each other (a bow-tie). */
export function polygonSelfIntersects(polygon: readonly (readonly [number, number])[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue; // the closing edge touches the first one
      if (segmentsCross(polygon[i]!, polygon[(i + 1) % n]!, polygon[j]!, polygon[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** An amount staff may type: 0 or more, at most two decimals, within reason. */
function validAmount(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= ZONE_LIMITS.amountMax &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

/**
 * What is wrong with a list of zones, as `{ "zones.0.radius_km": messageKey }` (empty when all is well). The server
 * answers these as field errors of a 422; the staff board shows them under its fields before sending.
 */
export function zoneProblems(zones: readonly DeliveryZoneInput[]): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  zones.forEach((zone, index) => {
    const at = (field: string) => `zones.${index}.${field}`;
    const name = zone.name.trim();
    if (name.length < 1 || name.length > ZONE_LIMITS.nameMax) problems[at('name')] = 'zoneNameLength';
    if (zone.kind === 'radius') {
      if (!zone.center) problems[at('center')] = 'zoneCenterRequired';
      const radius = zone.radius_km;
      if (radius == null || !(radius >= ZONE_LIMITS.radiusMinKm && radius <= ZONE_LIMITS.radiusMaxKm)) {
        problems[at('radius_km')] = 'zoneRadiusRange';
      }
    } else {
      const points = zone.polygon ?? [];
      if (points.length < ZONE_LIMITS.polygonMinPoints || points.length > ZONE_LIMITS.polygonMaxPoints) {
        problems[at('polygon')] = 'zonePolygonPoints';
      } else if (polygonSelfIntersects(points)) {
        problems[at('polygon')] = 'zonePolygonCrossing';
      }
    }
    if (!validAmount(zone.fee)) problems[at('fee')] = 'zoneAmount';
    if (zone.min_order_amount != null && !validAmount(zone.min_order_amount)) {
      problems[at('min_order_amount')] = 'zoneAmount';
    }
  });
  return problems;
}
