// The plate rule of `@suuq/shared/captain`, kept here so this page does not download that module's schemas (and
// their library) only to check a plate; plate.test.ts holds the two the same.

/** Plates as people read them: letters and digits, single spaces or hyphens, upper case. */
export const PLATE_PATTERN = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){1,14}$/;

/** A plate number as stored: trimmed, upper case, runs of spaces made one. */
export function normalizePlate(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, ' ');
}
