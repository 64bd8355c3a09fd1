import { describe, expect, it } from 'vitest';
import { deliveryEstimate, estimateFor, etaText, promisedWindow, readyEstimate, travelMinutes } from './eta';
import { prepSettings } from './eta-schemas';

// Two points in Mogadishu about 2.2 km apart in a straight line (0.02° of latitude).
const store = { lat: 2.04, lng: 45.34 };
const home = { lat: 2.06, lng: 45.34 };

describe('time estimates', () => {
  it('rides the straight line times the road factor at city speed, plus the handover', () => {
    // 2.2 km × 1.4 = 3.1 km at 20 km/h = 9.3 min → 10, + 5 to hand over.
    expect(travelMinutes(2.224)).toBe(15);
    // 10 km × 1.4 = 14 km at 20 km/h = 42 min, + 5.
    expect(travelMinutes(10)).toBe(47);
    // Next door still takes the handover; a negative distance is treated as none.
    expect(travelMinutes(0)).toBe(5);
    expect(travelMinutes(-1)).toBe(5);
  });

  it('gives delivery as a ten-minute range rounded to five, wider past an hour', () => {
    // 20 prep + 3 km typical (4.2 km → 13 min + 5) = 38 → 35–45.
    expect(deliveryEstimate(20)).toEqual({ min: 35, max: 45 });
    // Water: 10 prep + 15 = 25 → 25–35.
    expect(deliveryEstimate(10, 2.224)).toEqual({ min: 25, max: 35 });
    // Food far away: 40 + 47 = 87 → 85–100.
    expect(deliveryEstimate(40, 10)).toEqual({ min: 85, max: 100 });
  });

  it('gives pickup and dine-in the preparation time only, rounded up to five', () => {
    expect(readyEstimate(20)).toEqual({ min: 20, max: 20 });
    expect(readyEstimate(12)).toEqual({ min: 15, max: 15 });
    expect(readyEstimate(1)).toEqual({ min: 5, max: 5 });
    expect(estimateFor('pickup', 20, store, home)).toEqual({ min: 20, max: 20 });
    expect(estimateFor('dine_in', 20, store)).toEqual({ min: 20, max: 20 });
  });

  it('measures delivery from the store to the point when known, a typical distance otherwise', () => {
    expect(estimateFor('delivery', 10, store, home)).toEqual({ min: 25, max: 35 });
    expect(estimateFor('delivery', 20, store, null)).toEqual(deliveryEstimate(20));
    // Farther is never sooner.
    const far = { lat: 2.14, lng: 45.34 };
    expect(estimateFor('delivery', 10, store, far).max).toBeGreaterThan(
      estimateFor('delivery', 10, store, home).max,
    );
  });

  it('fixes the promised window from the placement instant: ready after prep, delivered by the upper end', () => {
    const placed = new Date('2026-11-29T11:00:00Z');
    const delivery = promisedWindow(placed, 'delivery', 10, store, home);
    expect(delivery.readyAt.toISOString()).toBe('2026-11-29T11:10:00.000Z');
    expect(delivery.deliveryAt?.toISOString()).toBe('2026-11-29T11:35:00.000Z');
    const pickup = promisedWindow(placed, 'pickup', 20, store);
    expect(pickup.readyAt.toISOString()).toBe('2026-11-29T11:20:00.000Z');
    expect(pickup.deliveryAt).toBeNull();
  });

  it('words a range or a single figure in English and Somali', () => {
    expect(etaText({ min: 35, max: 45 }, 'en')).toBe('35–45 min');
    expect(etaText({ min: 35, max: 45 }, 'so')).toBe('35–45 daqiiqo');
    expect(etaText({ min: 20, max: 20 }, 'en')).toBe('20 min');
  });

  it('takes a preparation time of whole minutes from 1 to 240', () => {
    expect(prepSettings.safeParse({ prep_minutes: 25 }).success).toBe(true);
    for (const bad of [0, 241, 12.5, -5]) {
      expect(prepSettings.safeParse({ prep_minutes: bad }).success).toBe(false);
    }
  });
});
