/**
 * The queries behind health, readiness and metrics: whether the database answers, whether every migration this
 * build carries has run, and the store-wide figures a scrape reads (orders, payments, the outbox, waiting orders).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

/** How many migrations this build carries (its journal's entries). */
function migrationsInBuild(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The rows of a raw statement (both drivers answer `{rows}`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface StoreFigures {
  ordersPlaced: number;
  payments: { method: string; status: string; count: number }[];
  outbox: { status: string; count: number }[];
  /** Seconds the oldest order still waiting to be accepted has waited (0 when none waits). */
  oldestUnacceptedSeconds: number;
}

export class HealthRepository {
  private readonly expectedMigrations = migrationsInBuild();

  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  /** Whether the database has run every migration of this build (a process of a newer build waits for them). */
  async migrated(): Promise<boolean> {
    const [row] = rowsOf<{ count: number | string }>(
      await this.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    return Number(row?.count ?? 0) >= this.expectedMigrations;
  }

  async figures(): Promise<StoreFigures> {
    const [placed, payments, outbox, oldest] = await Promise.all([
      this.db.execute(sql`select count(*) as count from orders`),
      this.db.execute(
        sql`select payment_method as method, payment_status as status, count(*) as count
            from orders group by 1, 2 order by 1, 2`,
      ),
      this.db.execute(
        sql`select status, count(*) as count from outbox_messages
            where status in ('pending', 'retry', 'sending') group by 1 order by 1`,
      ),
      this.db.execute(
        sql`select extract(epoch from now() - min(created_at)) as seconds from orders
            where status = 'sent' and scheduled_for is null`,
      ),
    ]);
    type Count = { count: string | number };
    return {
      ordersPlaced: Number(rowsOf<Count>(placed)[0]?.count ?? 0),
      payments: rowsOf<Count & { method: string; status: string }>(payments).map((row) => ({
        ...row,
        count: Number(row.count),
      })),
      outbox: rowsOf<Count & { status: string }>(outbox).map((row) => ({ ...row, count: Number(row.count) })),
      oldestUnacceptedSeconds: Math.max(
        0,
        Number(rowsOf<{ seconds: string | number | null }>(oldest)[0]?.seconds ?? 0),
      ),
    };
  }
}
