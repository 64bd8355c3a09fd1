import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import {
  chooseZone,
  pointInPolygon,
  pointInRadius,
  polygonSelfIntersects,
  zoneProblems,
  type ZoneShape,
} from './zones';

// A square district north of the centre, and a wide circle around the centre that covers it.
const square: [number, number][] = [
  [2.05, 45.3],
  [2.05, 45.32],
  [2.07, 45.32],
  [2.07, 45.3],
];
const center = { lat: 2.04, lng: 45.31 };

const circle = (
  fee: number,
  radius_km = 10,
  extra: Partial<ZoneShape> = {},
): ZoneShape & { name: string } => ({
  name: `circle ${fee}`,
  kind: 'radius',
  center,
  radius_km,
  fee,
  active: true,
  ...extra,
});
const district = (fee: number, extra: Partial<ZoneShape> = {}): ZoneShape & { name: string } => ({
  name: `district ${fee}`,
  kind: 'polygon',
  polygon: square,
  fee,
  active: true,
  ...extra,
});

describe('point in a zone', () => {
  it('counts a polygon’s inside, edges and corners as inside, and the outside as outside', () => {
    expect(pointInPolygon({ lat: 2.06, lng: 45.31 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 2.05, lng: 45.31 }, square)).toBe(true); // on the southern edge
    expect(pointInPolygon({ lat: 2.06, lng: 45.32 }, square)).toBe(true); // on the eastern edge
    expect(pointInPolygon({ lat: 2.07, lng: 45.3 }, square)).toBe(true); // a corner
    expect(pointInPolygon({ lat: 2.049, lng: 45.31 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 2.06, lng: 45.321 }, square)).toBe(false);
  });

  it('handles a concave polygon: the notch is outside', () => {
    const u: [number, number][] = [
      [0, 0],
      [0, 3],
      [3, 3],
      [3, 2],
      [1, 2],
      [1, 1],
      [3, 1],
      [3, 0],
    ];
    expect(pointInPolygon({ lat: 2, lng: 1.5 }, u)).toBe(false);
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, u)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 2 }, u)).toBe(true); // on the notch's inner edge
  });

  it('counts a circle’s border as inside', () => {
    const edge = { lat: center.lat, lng: 45.4 };
    const radius = distanceKm(center, edge);
    expect(pointInRadius(edge, center, radius)).toBe(true);
    expect(pointInRadius(edge, center, radius - 0.01)).toBe(false);
  });
});

describe('choosing the zone', () => {
  const inBoth = { lat: 2.06, lng: 45.31 };
  const circleOnly = { lat: 2.03, lng: 45.31 };
  const outside = { lat: 3, lng: 46 };

  it('inside two zones, the cheaper wins, whatever their order', () => {
    expect(chooseZone([circle(3), district(1)], inBoth)?.name).toBe('district 1');
    expect(chooseZone([district(4), circle(2)], inBoth)?.name).toBe('circle 2');
    expect(chooseZone([district(4), circle(2)], circleOnly)?.name).toBe('circle 2');
  });

  it('on a tie of fees, the lower minimum wins; a zone without one counts as the store’s', () => {
    const zones = [circle(2, 10, { min_order_amount: 15 }), district(2, { min_order_amount: 5 })];
    expect(chooseZone(zones, inBoth)?.name).toBe('district 2');
    const noMinimum = [circle(2, 10, { min_order_amount: 15 }), district(2)];
    expect(chooseZone(noMinimum, inBoth, 10)?.name).toBe('district 2');
    expect(chooseZone(noMinimum, inBoth, 20)?.name).toBe('circle 2');
  });

  it('with the order’s subtotal, the cheapest zone whose minimum it meets; none met, the lowest minimum', () => {
    const zones = [circle(3, 10, { min_order_amount: 20 }), district(1, { min_order_amount: 50 })];
    expect(chooseZone(zones, inBoth)?.name).toBe('district 1');
    expect(chooseZone(zones, inBoth, 0, 60)?.name).toBe('district 1');
    expect(chooseZone(zones, inBoth, 0, 30)?.name).toBe('circle 3');
    expect(chooseZone(zones, inBoth, 0, 5)?.name).toBe('circle 3');
    // A zone without a minimum counts the store's.
    expect(chooseZone([circle(3), district(1, { min_order_amount: 50 })], inBoth, 10, 30)?.name).toBe(
      'circle 3',
    );
  });

  it('ignores inactive zones, and finds nothing outside every zone', () => {
    expect(chooseZone([circle(3), district(1, { active: false })], inBoth)?.name).toBe('circle 3');
    expect(chooseZone([circle(3), district(1)], outside)).toBeUndefined();
    expect(chooseZone([], inBoth)).toBeUndefined();
  });

  it('a point on a polygon’s edge is in the zone', () => {
    expect(chooseZone([district(1)], { lat: 2.05, lng: 45.305 })?.name).toBe('district 1');
  });
});

describe('zone rules for staff', () => {
  const good = {
    name: 'Hodan',
    kind: 'radius' as const,
    center,
    radius_km: 3,
    fee: 1.5,
    min_order_amount: 10,
  };

  it('accepts a sound circle and polygon', () => {
    expect(zoneProblems([good, { name: 'Waberi', kind: 'polygon', polygon: square, fee: 0 }])).toEqual({});
  });

  it('names every broken field by its path', () => {
    expect(
      zoneProblems([
        { ...good, name: ' ', radius_km: 0.05 },
        { ...good, center: null, radius_km: 51, fee: -1, min_order_amount: 1.234 },
        { name: 'x'.repeat(61), kind: 'polygon', polygon: square.slice(0, 2), fee: 1.999 },
      ]),
    ).toEqual({
      'zones.0.name': 'zoneNameLength',
      'zones.0.radius_km': 'zoneRadiusRange',
      'zones.1.center': 'zoneCenterRequired',
      'zones.1.radius_km': 'zoneRadiusRange',
      'zones.1.fee': 'zoneAmount',
      'zones.1.min_order_amount': 'zoneAmount',
      'zones.2.name': 'zoneNameLength',
      'zones.2.polygon': 'zonePolygonPoints',
      'zones.2.fee': 'zoneAmount',
    });
  });

  it('refuses a polygon whose edges cross (a bow-tie)', () => {
    const bowTie: [number, number][] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ];
    expect(polygonSelfIntersects(bowTie)).toBe(true);
    expect(polygonSelfIntersects(square)).toBe(false);
    expect(zoneProblems([{ name: 'Bow', kind: 'polygon', polygon: bowTie, fee: 1 }])).toEqual({
      'zones.0.polygon': 'zonePolygonCrossing',
    });
  });
});
