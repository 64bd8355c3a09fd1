import { describe, expect, it } from 'vitest';
import { calibrate, LOW_TIER_PHONE_INDEX, medianIndex, phoneIndexFrom } from './calibration';

describe('the CPU slowdown is calibrated to a low-tier phone', () => {
  it('slows a machine of index 1,250 about 4.7× and one of 3,000 about 11.4×', () => {
    expect(calibrate(1_250).slowdown).toBe(4.73);
    expect(calibrate(3_000).slowdown).toBe(11.36);
    // Either way the slowed machine is the phone.
    for (const index of [800, 1_250, 2_000, 3_000]) {
      const { slowdown } = calibrate(index);
      expect(index / slowdown).toBeCloseTo(LOW_TIER_PHONE_INDEX, 0);
    }
  });

  it('never speeds a machine slower than the phone up', () => {
    expect(calibrate(200).slowdown).toBe(1);
  });

  it('aims at another phone when told', () => {
    expect(calibrate(1_000, 500).slowdown).toBe(2);
    expect(phoneIndexFrom({ BENCH_PHONE_INDEX: '500' })).toBe(500);
    expect(phoneIndexFrom({})).toBe(264);
    expect(() => phoneIndexFrom({ BENCH_PHONE_INDEX: 'fast' })).toThrow(/positive number/);
  });

  it('refuses an index Lighthouse did not give', () => {
    expect(() => calibrate(Number.NaN)).toThrow(/positive number/);
    expect(() => medianIndex([Number.NaN])).toThrow(/no benchmark index/);
  });

  it('takes the median of the probes', () => {
    expect(medianIndex([1_300, 900, 1_250])).toBe(1_250);
    expect(medianIndex([1_000, 1_200])).toBe(1_100);
  });
});
