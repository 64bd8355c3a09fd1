/**
 * Demo opening hours and slot settings, as Mogadishu shops keep them: restaurants with a lunch and a late evening
 * running past midnight, a bakery from early morning, a supermarket closed on Fridays until after the midday
 * prayer, and water and gas sold in delivery slots. Every store gets a closure on Eid al-Adha and one special day.
 */
import type { Tx } from '../tx';
import { storeClosures, storeHours, stores } from '../schema';
import { eq } from 'drizzle-orm';

type Range = [opens: string, closes: string];
/** Ranges per ISO weekday (1 = Monday … 7 = Sunday); a day left out is closed. */
type Week = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Range[]>>;

const everyDay = (...ranges: Range[]): Week => ({
  1: ranges,
  2: ranges,
  3: ranges,
  4: ranges,
  5: ranges,
  6: ranges,
  7: ranges,
});

interface DemoHours {
  week: Week;
  slots?: { slotMinutes: number; slotCapacity: number; leadMinutes: number; daysAhead: number };
}

const lateRestaurant: DemoHours = {
  week: everyDay(['10:00', '15:00'], ['17:00', '01:00']),
  slots: { slotMinutes: 30, slotCapacity: 6, leadMinutes: 45, daysAhead: 2 },
};
const afterPrayerFriday: Week = { ...everyDay(['07:00', '22:00']), 5: [['14:00', '22:00']] };
const waterOrGas: DemoHours = {
  week: { ...everyDay(['06:00', '20:00']), 5: [['14:00', '20:00']] },
  slots: { slotMinutes: 60, slotCapacity: 4, leadMinutes: 60, daysAhead: 7 },
};

/** By store slug; a store not named keeps no hours (open whenever its switch is on). */
const DEMO_HOURS: Record<string, DemoHours> = {
  'nasiib-restaurant': lateRestaurant,
  'xamar-cadey-cafe': { week: everyDay(['06:30', '23:00']) },
  'lido-fish-corner': { week: everyDay(['12:00', '16:00'], ['18:00', '02:00']) },
  'sahal-fast-food': lateRestaurant,
  'tinaar-bakery': { week: everyDay(['05:00', '13:00'], ['16:00', '21:00']) },
  'barwaaqo-supermarket': { week: afterPrayerFriday },
  'bakaaro-family-store': { week: afterPrayerFriday },
  'karaan-fresh-market': { week: { ...everyDay(['06:00', '19:00']), 5: [] } },
  'biyo-macaan-water': waterOrGas,
  'daryeel-water-company': waterOrGas,
  'olol-gas-supply': waterOrGas,
  'nuur-gas-and-charcoal': waterOrGas,
};

/** Eid al-Adha 2026 (closed) and the national day, 1 July (short hours), in the store's own calendar. */
const DEMO_CLOSURES = [
  { date: '2026-05-27', note: 'Ciidul Adxa' },
  { date: '2026-07-01', opens: '09:00', closes: '13:00', note: 'Maalinta Xorriyadda' },
];

export async function seedHours(
  tx: Tx,
  storeId: number,
  slug: string,
  { week = true }: { week?: boolean } = {},
): Promise<void> {
  const demo = DEMO_HOURS[slug];
  if (!demo) return;
  if (demo.slots) await tx.update(stores).set(demo.slots).where(eq(stores.id, storeId));
  if (!week) return;
  const rows = Object.entries(demo.week).flatMap(([weekday, ranges]) =>
    (ranges ?? []).map(([opens, closes]) => ({ storeId, weekday: Number(weekday), opens, closes })),
  );
  if (rows.length > 0) await tx.insert(storeHours).values(rows);
  await tx.insert(storeClosures).values(
    DEMO_CLOSURES.map((c) => ({
      storeId,
      date: c.date,
      opens: c.opens ?? null,
      closes: c.closes ?? null,
      note: c.note,
    })),
  );
}
