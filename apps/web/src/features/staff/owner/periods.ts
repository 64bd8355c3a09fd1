/** A statement's period: whole days, `from` to `to` inclusive, as `YYYY-MM-DD` in the store's calendar. */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** This month so far (its first day to `today`), or the whole month before it. */
export function monthPeriod(today: string, which: 'this' | 'last'): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (which === 'this') return { from: `${year}-${pad(month)}-01`, to: today };
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(last)}` };
}
