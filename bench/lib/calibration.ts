/**
 * The CPU slowdown Lighthouse runs at, calibrated to the phone our shoppers carry rather than fixed.
 *
 * Lighthouse measures the machine's CPU as a benchmark index (a fast desktop scores about 3,000, a CI box 1,000-1,500)
 * and by default slows it 4×: a fast machine slowed 4× is a fast phone, a slow one slowed 4× a very slow phone, so the
 * same page scores 99 on one and 80 on another. Instead the slowdown is the machine's index divided by a low-tier
 * phone's: 264, the index Chrome DevTools' calibrated low-tier preset stands for (a Moto G Power 2022). Whatever
 * machine measures, the page runs as fast as on that phone.
 */

/** A low-tier phone's benchmark index, Chrome DevTools' calibrated low-tier preset. */
export const LOW_TIER_PHONE_INDEX = 264;

/** Lighthouse does not slow the CPU below 1× (it cannot make a slow machine faster). */
const MIN_SLOWDOWN = 1;

export interface Calibration {
  /** The machine's benchmark index, as Lighthouse measured it (the median of the probes). */
  benchmarkIndex: number;
  /** The phone's index the slowdown aims at. */
  phoneIndex: number;
  /** Lighthouse's CPU slowdown multiplier: benchmarkIndex / phoneIndex, at least 1, to two decimals. */
  slowdown: number;
}

/** The slowdown that makes a machine of `benchmarkIndex` run like a phone of `phoneIndex`. */
export function calibrate(benchmarkIndex: number, phoneIndex = LOW_TIER_PHONE_INDEX): Calibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`The benchmark index must be a positive number, not ${benchmarkIndex}`);
  if (!Number.isFinite(phoneIndex) || phoneIndex <= 0)
    throw new Error(`The phone's index must be a positive number, not ${phoneIndex}`);
  const slowdown = Math.max(MIN_SLOWDOWN, Math.round((benchmarkIndex / phoneIndex) * 100) / 100);
  return { benchmarkIndex, phoneIndex, slowdown };
}

/** The phone's index from the environment (`BENCH_PHONE_INDEX`), else the low-tier preset's. */
export function phoneIndexFrom(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BENCH_PHONE_INDEX?.trim();
  if (!raw) return LOW_TIER_PHONE_INDEX;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`BENCH_PHONE_INDEX must be a positive number, not "${raw}"`);
  return value;
}

/** The median of a few probes' indexes: one probe can land on a busy moment. */
export function medianIndex(indexes: number[]): number {
  const found = indexes.filter((n) => Number.isFinite(n) && n > 0).sort((a, b) => a - b);
  if (!found.length) throw new Error('Lighthouse reported no benchmark index');
  const middle = Math.floor(found.length / 2);
  return found.length % 2 ? found[middle]! : (found[middle - 1]! + found[middle]!) / 2;
}
