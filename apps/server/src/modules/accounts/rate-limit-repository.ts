/**
 * Sliding-window counters kept in PostgreSQL, so every API process behind a load balancer counts the same
 * events. An event is recorded before it is judged: two requests racing each other both see the other's row, so
 * no burst of parallel attempts slips past a limit. Time is the database's clock, the one all processes share.
 */
import { and, desc, eq, inArray, like, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface Counter {
  bucket: string;
  key: string;
  windowSeconds: number;
}

/** Rows older than this are of no use to any window and are swept away now and then. */
const RETENTION_SECONDS = 24 * 60 * 60;
/** About one record in this many also sweeps old rows, so no timer is needed. */
const SWEEP_EVERY = 50;

/** A LIKE pattern for text that starts with `prefix` (its own % and _ taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Records one event in each counter and answers the ids of the new rows and each counter's count. */
  async record(counters: Counter[]): Promise<{ ids: number[]; counts: number[] }> {
    const rows = await this.db
      .insert(rateLimitHits)
      .values(counters.map(({ bucket, key }) => ({ bucket, key })))
      .returning({ id: rateLimitHits.id });
    if (Math.random() * SWEEP_EVERY < 1) await this.sweep();
    return { ids: rows.map((row) => row.id), counts: await this.count(counters) };
  }

  /** How many events each counter holds within its window. */
  async count(counters: Counter[]): Promise<number[]> {
    if (counters.length === 0) return [];
    const columns: Record<string, SQL<number>> = {};
    counters.forEach((counter, i) => {
      columns[`c${i}`] = sql<number>`count(*) filter (where ${this.matches(counter)})`.mapWith(Number);
    });
    const [row] = await this.db
      .select(columns)
      .from(rateLimitHits)
      .where(or(...counters.map((counter) => this.matches(counter))));
    return counters.map((_, i) => row?.[`c${i}`] ?? 0);
  }

  /** Forgets every event of one counter, e.g. the failures of an account after it signs in. */
  async clear(bucket: string, key: string): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
  }

  /** Takes back events recorded by `record`, e.g. an attempt that turned out to be refused anyway. */
  async remove(ids: number[]): Promise<void> {
    if (ids.length) await this.db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
  }

  /**
   * When a counter that has reached `limit` events drops below it again (its `limit`-th newest event leaves the
   * window), or null when it is below the limit now.
   */
  async unlocksAt(counter: Counter, limit: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(this.matches(counter))
      .orderBy(desc(rateLimitHits.at))
      .offset(limit - 1)
      .limit(1);
    return row ? new Date(row.at.getTime() + counter.windowSeconds * 1000) : null;
  }

  /**
   * Per bucket starting with `bucketPrefix`, for one key: the events within the window (leaving out `exceptIds`),
   * the newest one's time, and the database's `now` to judge it against.
   */
  async recent(
    bucketPrefix: string,
    key: string,
    windowSeconds: number,
    exceptIds: number[] = [],
  ): Promise<{ bucket: string; count: number; latest: Date; now: Date }[]> {
    const toDate = (value: string | Date) => new Date(value);
    return this.db
      .select({
        bucket: rateLimitHits.bucket,
        count: sql<number>`count(*)`.mapWith(Number),
        latest: sql<Date>`max(${rateLimitHits.at})`.mapWith(toDate),
        now: sql<Date>`now()`.mapWith(toDate),
      })
      .from(rateLimitHits)
      .where(
        and(
          like(rateLimitHits.bucket, startsWith(bucketPrefix)),
          eq(rateLimitHits.key, key),
          sql`${rateLimitHits.at} > now() - make_interval(secs => ${windowSeconds})`,
          exceptIds.length ? notInArray(rateLimitHits.id, exceptIds) : undefined,
        ),
      )
      .groupBy(rateLimitHits.bucket);
  }

  /** Forgets one key's events in every bucket that starts with `bucketPrefix`. */
  async clearLike(bucketPrefix: string, key: string): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(and(like(rateLimitHits.bucket, startsWith(bucketPrefix)), eq(rateLimitHits.key, key)));
  }

  async sweep(): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.at, sql`now() - make_interval(secs => ${RETENTION_SECONDS})`));
  }

  private matches({ bucket, key, windowSeconds }: Counter): SQL {
    return sql`(${rateLimitHits.bucket} = ${bucket} and ${rateLimitHits.key} = ${key} and ${rateLimitHits.at} > now() - make_interval(secs => ${windowSeconds}))`;
  }
}
