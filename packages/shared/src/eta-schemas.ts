/** The schemas of time estimates in answers and of the preparation time staff set (the arithmetic: eta.ts). */
import { z } from 'zod';

/** What staff may set as their preparation time, in minutes. */
export const PREP_MINUTES_LIMITS = { min: 1, max: 240 } as const;

/** An estimate in minutes from ordering, as answers carry it (see eta.ts). */
export const etaRange = z
  .object({ min: z.number().int(), max: z.number().int() })
  .meta({ id: 'EtaRange', description: 'Minutes from placing the order, rounded to five: "25–35 min".' });

/** An estimate with its words in the answer's language ("35–45 min", "35–45 daqiiqo"): what a store card shows. */
export const etaWithText = etaRange.extend({ text: z.string() }).meta({
  id: 'EtaWithText',
  description: 'Minutes from placing the order, and the same as words: "35–45 min".',
});
export type EtaWithText = z.infer<typeof etaWithText>;

/** The preparation time staff set, whole minutes within the limits (422 on the field otherwise). */
export const prepMinutes = z
  .number()
  .int('prepMinutesRange')
  .min(PREP_MINUTES_LIMITS.min, 'prepMinutesRange')
  .max(PREP_MINUTES_LIMITS.max, 'prepMinutesRange');
export const prepSettings = z.object({ prep_minutes: prepMinutes }).meta({ id: 'PrepSettings' });
export type PrepSettings = z.infer<typeof prepSettings>;
