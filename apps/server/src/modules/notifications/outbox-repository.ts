/**
 * Every query of the outbox. Times are the database's clock, the one all processes share. A claimed message is
 * owned by whoever holds its current `attempts` number: each later write is conditional on it, so a worker whose
 * lease ran out (and whose message another worker took over) changes nothing.
 */
import { and, desc, eq, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { outboxMessages, smsStopList } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`;

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Writes a message unless one with its key exists; answers whether it was new. */
  async insert(values: NewOutboxRow, tx: Tx): Promise<boolean> {
    const rows = await tx
      .insert(outboxMessages)
      .values(values)
      .onConflictDoNothing({ target: outboxMessages.dedupeKey })
      .returning({ id: outboxMessages.id });
    return rows.length > 0;
  }

  /**
   * Claims up to `limit` messages that are due, or whose worker's lease ran out, skipping those another worker is
   * claiming this very moment: they become `sending`, owned for `leaseMs`, their attempt counted.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        or(
          and(
            inArray(outboxMessages.status, ['pending', 'retry']),
            lte(outboxMessages.nextAttemptAt, sql`now()`),
          ),
          and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(outboxMessages.nextAttemptAt, outboxMessages.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: sql`${outboxMessages.attempts} + 1`,
        lockedUntil: ms(leaseMs),
      })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  /**
   * Whether a claimed text may go: not to a phone on the STOP list, and, the first time, not past the phone's
   * hourly limit. The phone's lock makes workers judge one text to a phone at a time, so the count is exact; an
   * admitted text counts toward the hour from then on. Answers why not, or undefined when it may go.
   */
  async admit(row: OutboxRow, perHour: number): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${row.recipient}`}, 0))`);
      const [stopped] = await tx
        .select({ recipient: smsStopList.recipient })
        .from(smsStopList)
        .where(eq(smsStopList.recipient, row.recipient));
      let reason: string | undefined;
      if (stopped) reason = 'stopped: the phone sent STOP';
      else if (!row.admittedAt) {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.recipient, row.recipient),
              ne(outboxMessages.id, row.id),
              sql`${outboxMessages.admittedAt} > now() - interval '1 hour'`,
            ),
          );
        if ((counted?.n ?? 0) >= perHour) reason = `limit: ${perHour} texts to this phone within the hour`;
        else await this.owned(row, tx).set({ admittedAt: sql`now()` });
      }
      if (reason) {
        await this.owned(row, tx).set({ status: 'skipped', lockedUntil: null, lastError: reason });
      }
      return reason;
    });
  }

  async markSent(row: OutboxRow): Promise<boolean> {
    const done = await this.owned(row)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .returning({ id: outboxMessages.id });
    return done.length > 0;
  }

  /** A claimed message that will never be sent (a push whose browser unsubscribed), with why. */
  async markSkipped(row: OutboxRow, reason: string): Promise<void> {
    await this.owned(row).set({ status: 'skipped', lockedUntil: null, lastError: reason.slice(0, 500) });
  }

  /** A failed try: again after `retryInMs`, or `dead` when it was the last one. */
  async markFailed(row: OutboxRow, error: string, retryInMs: number | undefined): Promise<void> {
    await this.owned(row).set({
      status: retryInMs === undefined ? 'dead' : 'retry',
      nextAttemptAt: ms(retryInMs ?? 0),
      lockedUntil: null,
      lastError: error.slice(0, 500),
    });
  }

  /** Hands back a claimed message that was not tried (the worker is stopping): due again now, its try uncounted. */
  async release(row: OutboxRow): Promise<void> {
    await this.owned(row).set({
      status: row.attempts <= 1 ? 'pending' : 'retry',
      attempts: row.attempts - 1,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    });
  }

  async stop(recipient: string, db: DbOrTx = this.db): Promise<void> {
    await db.insert(smsStopList).values({ recipient }).onConflictDoNothing();
  }

  /** Takes a phone off the STOP list (it sent START); answers whether it was on it. */
  async start(recipient: string, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .delete(smsStopList)
      .where(eq(smsStopList.recipient, recipient))
      .returning({ recipient: smsStopList.recipient });
    return rows.length > 0;
  }

  /** A page of the log, newest first: one store's messages or all, optionally of some statuses and one kind. */
  async page(filter: {
    storeId?: number | undefined;
    statuses?: OutboxRow['status'][] | undefined;
    kind?: string | undefined;
    page: number;
    perPage: number;
  }): Promise<{ rows: OutboxRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.storeId !== undefined) conditions.push(eq(outboxMessages.storeId, filter.storeId));
    if (filter.statuses) conditions.push(inArray(outboxMessages.status, filter.statuses));
    if (filter.kind !== undefined) conditions.push(eq(outboxMessages.kind, filter.kind));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(outboxMessages)
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async byKey(dedupeKey: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, dedupeKey));
    return row;
  }

  /** Messages to one phone, oldest first. */
  async to(recipient: string): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(outboxMessages.id);
  }

  /** Messages not yet settled (pending, retry or sending): the outbox's depth. */
  async depth(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['pending', 'retry', 'sending']));
    return row?.n ?? 0;
  }

  /** An update of `row` that applies only while the caller still owns it (still `sending`, same attempt). */
  private owned(row: OutboxRow, db: DbOrTx = this.db) {
    return {
      set: (values: PgUpdateSetSource<typeof outboxMessages>) =>
        db
          .update(outboxMessages)
          .set(values)
          .where(
            and(
              eq(outboxMessages.id, row.id),
              eq(outboxMessages.status, 'sending'),
              eq(outboxMessages.attempts, row.attempts),
            ),
          ),
    };
  }
}
