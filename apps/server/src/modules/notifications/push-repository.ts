/** The browsers subscribed to web pushes, and the pushes' outbox rows written for them. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, pushSubscriptions } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = typeof pushSubscriptions.$inferInsert;

/** A push as written to the outbox: its JSON body in each language, the subscriber's language choosing. */
export interface PushFanout {
  kind: string;
  body: { en: string; so: string };
  /** The order it tells of; null for a ride. */
  orderNumber: string | null;
  storeId: number | null;
}

/** The outbox's recipient of a push: the subscription's id (its endpoint is looked up when it is sent). */
export const pushRecipient = (subscriptionId: number) => `push:${subscriptionId}`;
const RECIPIENT = /^push:(\d+)$/;
export const subscriptionIdOf = (recipient: string) => {
  const match = RECIPIENT.exec(recipient);
  return match ? Number(match[1]) : undefined;
};

export class PushRepository {
  constructor(private readonly db: Db) {}

  /** Saves a browser's subscription, or takes it over when its endpoint was subscribed before. */
  async save(values: NewPushSubscription): Promise<PushSubscriptionRow> {
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: values.p256dh,
          auth: values.auth,
          userId: values.userId ?? null,
          orderNumber: values.orderNumber ?? null,
          language: values.language ?? 'en',
          failures: 0,
        },
      })
      .returning();
    return row!;
  }

  async remove(endpoint: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  async byId(id: number): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    return row;
  }

  async byEndpoint(endpoint: string): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    return row;
  }

  /** The push service took a push: the subscription works. */
  async delivered(id: number): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ lastOkAt: sql`now()`, failures: 0 })
      .where(eq(pushSubscriptions.id, id));
  }

  async failed(id: number): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, id));
  }

  async removeById(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  /**
   * Writes one push to each browser these people subscribed (captains near a new delivery); `key` makes a repeat of
   * the same news one push per browser. Answers how many were written.
   */
  async toUsers(
    push: PushFanout,
    userIds: readonly number[],
    key: string,
    db: DbOrTx = this.db,
  ): Promise<number> {
    if (userIds.length === 0) return 0;
    const result = await db.execute(sql`
      insert into ${outboxMessages} (channel, recipient, body, kind, language, dedupe_key, store_id, order_number)
      select 'push', 'push:' || s.id, case when s.language = 'so' then ${push.body.so}::text else ${push.body.en}::text end,
        ${push.kind}::text, s.language, ${`${push.kind}:${key}:`}::text || s.id, ${push.storeId}::int,
        ${push.orderNumber}::text
      from ${pushSubscriptions} s
      where s.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      on conflict (dedupe_key) do nothing
      returning 1`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  /** Writes, in `tx`, one push of an order's change to each browser subscribed to that order. */
  async toOrderSubscribers(push: PushFanout, tx: DbOrTx, discriminator = ''): Promise<void> {
    await tx.execute(sql`
      insert into ${outboxMessages} (channel, recipient, body, kind, language, dedupe_key, store_id, order_number)
      select 'push', 'push:' || s.id, case when s.language = 'so' then ${push.body.so}::text else ${push.body.en}::text end,
        ${push.kind}::text, s.language, ${`${push.kind}:${push.orderNumber}${discriminator}:`}::text || s.id,
        ${push.storeId}::int, ${push.orderNumber}::text
      from ${pushSubscriptions} s
      where s.order_number = ${push.orderNumber}
      on conflict (dedupe_key) do nothing`);
  }
}
