/**
 * The messages a placement writes in its own statement, after the order (`o`) it tells of, so both exist or
 * neither: the shopper's "placed" text, and a "new order" push to each subscribed browser of the store's staff.
 */
import { sql, type SQL } from 'drizzle-orm';
import { outboxMessages, pushSubscriptions, users } from '../../db/schema';
import type { NewOutboxRow, PushFanout } from '../notifications/notifications-module';

export function placementMessages(text: NewOutboxRow | undefined, push: PushFanout | undefined): SQL {
  const textInsert = text
    ? sql`, m as (
          insert into ${outboxMessages} (channel, recipient, body, kind, language, dedupe_key, store_id, order_number)
          select 'sms', ${text.recipient}::text, ${text.body}::text, ${text.kind}::text, ${text.language}::text,
            ${text.dedupeKey}::text, o.store_id, o.order_number
          from o
          on conflict (dedupe_key) do nothing
          returning 1
        )`
    : sql``;
  const pushInsert = push
    ? sql`, p as (
          insert into ${outboxMessages} (channel, recipient, body, kind, language, dedupe_key, store_id, order_number)
          select 'push', 'push:' || s.id,
            case when s.language = 'so' then ${push.body.so}::text else ${push.body.en}::text end,
            ${push.kind}::text, s.language, ${push.kind}::text || ':' || o.order_number || ':' || s.id,
            o.store_id, o.order_number
          from o
          join ${users} u on u.store_id = o.store_id and u.role = 'staff' and u.is_active
          join ${pushSubscriptions} s on s.user_id = u.id
          on conflict (dedupe_key) do nothing
          returning 1
        )`
    : sql``;
  return sql`${textInsert}${pushInsert}`;
}
