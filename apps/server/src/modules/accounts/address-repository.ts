/**
 * The address book. Every read and write is scoped by the owner's id in the same statement, so another user's
 * address is simply not found: nobody learns that it exists.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Address } from '@suuq/shared/accounts';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import type { Tx } from '../../db/tx';

/** Addresses one account may keep. */
export const MAX_ADDRESSES = 50;
/** How many `recent` answers. */
export const RECENT_ADDRESSES = 5;

type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<typeof addresses.$inferInsert, 'label' | 'line' | 'lat' | 'lng' | 'notes'>;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    line: row.line,
    lat: row.lat,
    lng: row.lng,
    notes: row.notes,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export class AddressRepository {
  constructor(private readonly db: Db) {}

  private owned(userId: number, id: number) {
    return and(eq(addresses.id, id), eq(addresses.userId, userId));
  }

  async list(userId: number): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  /** Last used first; never-used ones after, newest first. */
  async recent(userId: number, limit = RECENT_ADDRESSES): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(sql`${addresses.lastUsedAt} desc nulls last`, desc(addresses.createdAt), desc(addresses.id))
      .limit(limit);
    return rows.map(toAddress);
  }

  async get(userId: number, id: number): Promise<Address | undefined> {
    const [row] = await this.db.select().from(addresses).where(this.owned(userId, id)).limit(1);
    return row ? toAddress(row) : undefined;
  }

  /** Changes one of the owner's addresses; undefined when it is not theirs. */
  async update(userId: number, id: number, values: AddressValues, tx?: Tx): Promise<Address | undefined> {
    const [row] = await (tx ?? this.db)
      .update(addresses)
      .set(values)
      .where(this.owned(userId, id))
      .returning();
    return row ? toAddress(row) : undefined;
  }

  async count(userId: number, tx?: Tx): Promise<number> {
    const [kept] = await (tx ?? this.db)
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    return kept?.n ?? 0;
  }

  async insert(userId: number, values: AddressValues, tx?: Tx): Promise<Address> {
    const [row] = await (tx ?? this.db)
      .insert(addresses)
      .values({ ...values, userId })
      .returning();
    if (!row) throw new Error('Address was not inserted');
    return toAddress(row);
  }

  /** False when the address is not the owner's (or does not exist). */
  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(addresses)
      .where(this.owned(userId, id))
      .returning({ id: addresses.id });
    return rows.length > 0;
  }

  /** Marks an address as just used (an order was sent to it), which puts it first in `recent`. */
  async markUsed(userId: number, id: number, at = new Date()): Promise<boolean> {
    const rows = await this.db
      .update(addresses)
      .set({ lastUsedAt: at })
      .where(this.owned(userId, id))
      .returning({ id: addresses.id });
    return rows.length > 0;
  }
}
