/**
 * The address book. Every read and write is scoped by the owner's id in the same statement, so another user's
 * address is simply not found: nobody learns that it exists.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Address, AddressSaveRequest } from '@suuq/shared/accounts';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';

/** Addresses one account may keep. */
export const MAX_ADDRESSES = 50;
/** How many `recent` answers. */
export const RECENT_ADDRESSES = 5;

type AddressRow = typeof addresses.$inferSelect;

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

  /** Adds an address, or changes one of the owner's when `id` is given (404 when it is not theirs). */
  async save(userId: number, input: AddressSaveRequest): Promise<{ address: Address; created: boolean }> {
    const values = {
      label: input.label,
      line: input.line,
      lat: input.lat,
      lng: input.lng,
      notes: input.notes || null,
    };
    if (input.id !== undefined) {
      const [row] = await this.db
        .update(addresses)
        .set(values)
        .where(this.owned(userId, input.id))
        .returning();
      if (!row) throw notFound();
      return { address: toAddress(row), created: false };
    }
    const [kept] = await this.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((kept?.n ?? 0) >= MAX_ADDRESSES) throw new HttpError(422, 'addressLimit', { n: MAX_ADDRESSES });
    const [row] = await this.db
      .insert(addresses)
      .values({ ...values, userId })
      .returning();
    if (!row) throw new Error('Address was not inserted');
    return { address: toAddress(row), created: true };
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
