/** ISO weekdays, Monday first, as the contract numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const KEYS = {
  1: 'monday',
  2: 'tuesday',
  3: 'wednesday',
  4: 'thursday',
  5: 'friday',
  6: 'saturday',
  7: 'sunday',
} as const;

/** The message key of a weekday's name. */
export const weekdayKey = (weekday: number) => KEYS[weekday as keyof typeof KEYS] ?? 'monday';
