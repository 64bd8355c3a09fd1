/**
 * Demo delivery zones: each store delivers to its own neighbourhood at its usual fee, to the districts next to it
 * for a little more, to Heliwaa in the far north-east for less than the rest of the city but only for bigger orders,
 * and anywhere else in the city (Banaadir) at its highest fee. The districts are drawn as rough polygons around their centres; Mogadishu's real borders are not
 * needed to show the rules (the cheapest zone containing the address wins).
 */
import { distanceKm, type LatLng } from '@suuq/shared/geo';
import type { Tx } from '../tx';
import { deliveryZones } from '../schema';

interface District extends LatLng {
  name: string;
}

// Approximate district centres.
const DISTRICTS: readonly District[] = [
  { name: 'Hodan', lat: 2.034, lng: 45.305 },
  { name: 'Wadajir', lat: 2.018, lng: 45.292 },
  { name: 'Waberi', lat: 2.028, lng: 45.322 },
  { name: 'Hawl Wadaag', lat: 2.044, lng: 45.322 },
  { name: 'Xamar Weyne', lat: 2.036, lng: 45.344 },
  { name: 'Abdiaziz', lat: 2.052, lng: 45.362 },
  { name: 'Shibis', lat: 2.055, lng: 45.352 },
  { name: 'Yaqshid', lat: 2.066, lng: 45.34 },
  { name: 'Karaan', lat: 2.078, lng: 45.362 },
  { name: 'Dharkenley', lat: 2.025, lng: 45.28 },
  { name: 'Warta Nabadda', lat: 2.048, lng: 45.335 },
];
const FAR_NORTH_EAST: [number, number][] = [
  [2.09, 45.37],
  [2.09, 45.4],
  [2.12, 45.4],
  [2.12, 45.37],
];

/** A district as a hexagon about 1.3 km across its centre. */
function hexagon(center: LatLng, halfDeg = 0.012): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return [
      Number((center.lat + halfDeg * Math.sin(angle)).toFixed(5)),
      Number((center.lng + halfDeg * Math.cos(angle)).toFixed(5)),
    ];
  });
}

interface ZoneStore extends LatLng {
  deliveryFee: number;
}

/** The demo zones of a store at its point, fees in minor units, in the order staff would list them. */
export function demoZones(store: ZoneStore): (typeof deliveryZones.$inferInsert)[] {
  const byDistance = [...DISTRICTS].sort((a, b) => distanceKm(store, a) - distanceKm(store, b));
  const [home, ...others] = byDistance;
  const neighbours = others.slice(0, 2);
  const base = store.deliveryFee;
  return [
    {
      storeId: 0,
      // Named after the district the shop stands in: a zone's name is one text that reads the same in English
      // and Somali, as the names staff type do.
      name: home?.name ?? 'Banaadir',
      kind: 'radius',
      centerLat: store.lat,
      centerLng: store.lng,
      radiusKm: 2.5,
      fee: base,
    },
    ...neighbours.map((district, i) => ({
      storeId: 0,
      name: district.name,
      kind: 'polygon' as const,
      polygon: hexagon(district),
      fee: base + 50 * (i + 1),
    })),
    {
      storeId: 0,
      name: 'Heliwaa',
      kind: 'polygon',
      polygon: FAR_NORTH_EAST,
      fee: base + 150,
      minOrderAmount: 2000,
    },
    {
      storeId: 0,
      // Banaadir, the region that is the city: the same word in both languages.
      name: 'Banaadir',
      kind: 'radius',
      centerLat: store.lat,
      centerLng: store.lng,
      radiusKm: 12,
      fee: base + 200,
    },
  ];
}

export async function seedZones(tx: Tx, storeId: number, store: ZoneStore): Promise<void> {
  await tx
    .insert(deliveryZones)
    .values(demoZones(store).map((zone, position) => ({ ...zone, storeId, position })));
}
