import { describe, expect, it } from 'vitest';
import { distanceKm, distanceMeters, latLng } from './geo';

describe('geo', () => {
  it('measures a degree of latitude as about 111 km, and a point to itself as 0', () => {
    expect(distanceMeters({ lat: 2, lng: 45 }, { lat: 3, lng: 45 })).toBeCloseTo(111_195, -1);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ lat: 2.04, lng: 45.34 }, { lat: 2.04, lng: 45.34 })).toBe(0);
  });

  it('accepts only points on the globe', () => {
    expect(latLng.safeParse({ lat: 2.04, lng: 45.34 }).success).toBe(true);
    expect(latLng.safeParse({ lat: 91, lng: 0 }).success).toBe(false);
    expect(latLng.safeParse({ lat: 0, lng: -181 }).success).toBe(false);
  });
});
