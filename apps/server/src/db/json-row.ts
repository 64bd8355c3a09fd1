/**
 * Rows a statement returns as JSON (`to_jsonb(t)`, `jsonb_agg(…)`), read as drizzle reads the table's columns: one
 * statement can then bring several tables' rows at once.
 */
import { getTableColumns, type Table } from 'drizzle-orm';

/** A JSON value as one driver gives it parsed and the other as text. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A row written as JSON by the database (`to_jsonb`), read as the table's columns read it. */
export function fromJson<T>(table: Table, row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    out[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}
