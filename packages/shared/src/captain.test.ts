import { describe, expect, it } from 'vitest';
import {
  PLATE_PATTERN,
  chargedDistance,
  fareMinor,
  haversineMeters,
  normalizePlate,
  pathMeters,
  vehicleSaveFields,
} from './captain';

const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 8, 0, seconds));

describe('fare arithmetic', () => {
  it('measures great-circle distances', () => {
    // One degree of latitude is about 111.2 km everywhere.
    expect(haversineMeters({ lat: 2, lng: 45 }, { lat: 3, lng: 45 })).toBeCloseTo(111_195, -1);
    expect(haversineMeters({ lat: 2.04, lng: 45.34 }, { lat: 2.04, lng: 45.34 })).toBe(0);
  });

  it('prices base plus per km, rounded to the cent', () => {
    expect(fareMinor(2_500, { baseFare: 50, perKm: 30 })).toBe(125);
    expect(fareMinor(1_234, { baseFare: 100, perKm: 60 })).toBe(174); // 74.04 cents → 74
    expect(fareMinor(1_250, { baseFare: 0, perKm: 30 })).toBe(38); // 37.5 → 38
  });

  it('leaves GPS jumps out of a driven path, and its return', () => {
    const straight = [
      { lat: 2.03, lng: 45.31, at: at(0) },
      { lat: 2.031, lng: 45.31, at: at(10) },
      { lat: 2.032, lng: 45.31, at: at(20) },
    ];
    const clean = pathMeters(straight);
    expect(clean).toBeCloseTo(222, -1);
    const glitch = [straight[0]!, straight[1]!, { lat: 2.2, lng: 45.5, at: at(12) }, straight[2]!];
    expect(pathMeters(glitch)).toBe(clean);
    // Repeated points (a retried batch) add nothing.
    expect(pathMeters([straight[0]!, straight[0]!, straight[1]!, straight[1]!, straight[2]!])).toBe(clean);
  });

  it('charges the path when plausible, else the quote, and caps detours', () => {
    expect(chargedDistance(2_000, undefined)).toEqual({ meters: 2_000, basis: 'estimate' });
    expect(chargedDistance(2_000, 900)).toEqual({ meters: 2_000, basis: 'estimate' });
    expect(chargedDistance(2_000, 2_700)).toEqual({ meters: 2_700, basis: 'path' });
    expect(chargedDistance(2_000, 9_000)).toEqual({ meters: 5_000, basis: 'path' });
  });
});

describe('vehicle form', () => {
  it('normalizes plates the way people read them', () => {
    expect(normalizePlate('  bn   12 345 ')).toBe('BN 12 345');
    expect(PLATE_PATTERN.test('BN 12345')).toBe(true);
    expect(PLATE_PATTERN.test('SL-4471')).toBe(true);
    expect(PLATE_PATTERN.test('B')).toBe(false);
    expect(PLATE_PATTERN.test('BN--1')).toBe(false);
  });

  it('needs every field to add a vehicle, and any one to change it', () => {
    const added = vehicleSaveFields.safeParse({ make: 'Toyota' });
    expect(added.success).toBe(false);
    expect(added.error?.issues.map((i) => i.path[0]).sort()).toEqual(
      ['colour', 'model', 'plate_number', 'vehicle_type_id', 'year'].sort(),
    );
    expect(vehicleSaveFields.parse({ id: '7', colour: 'Red' })).toEqual({ id: 7, colour: 'Red' });
  });
});
