/** Users: reads and writes of the `users` table, and what the account pages ask of the caller's orders. */
import { uniqueViolationText } from '../../db/pg-errors';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { PendingAmount, User, UserActive } from '@suuq/shared/accounts';
import { fromMinor } from '@suuq/shared/money';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { orders, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** What every store here charges in unless it says otherwise; pending amounts are reported in it first. */
const MAIN_CURRENCY = 'USD';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    store_id: row.storeId,
    ...(row.role === 'staff' ? { is_owner: row.isOwner } : {}),
  };
}

/** Which unique rule a failed insert or update broke: the phone, the email, or another one (undefined). */
export function uniqueViolation(error: unknown): 'phone' | 'email' | undefined {
  const where = uniqueViolationText(error);
  if (where?.includes('phone')) return 'phone';
  if (where?.includes('email')) return 'email';
  return undefined;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  async byId(id: number, tx?: Tx): Promise<UserRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async byPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  }

  /** Emails are unique whatever their case. */
  async byEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  }

  /** Whether another account than `exceptId` already has this phone or email. */
  async taken(
    phone: string | undefined,
    email: string | undefined,
    exceptId?: number,
  ): Promise<{ phone: boolean; email: boolean }> {
    const [byPhone, byEmail] = await Promise.all([
      phone ? this.byPhone(phone) : undefined,
      email ? this.byEmail(email) : undefined,
    ]);
    return {
      phone: Boolean(byPhone && byPhone.id !== exceptId),
      email: Boolean(byEmail && byEmail.id !== exceptId),
    };
  }

  async create(values: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    if (!row) throw new Error('User was not inserted');
    return row;
  }

  /** Locks the account's row until the transaction ends, so one owner's saves run one at a time. */
  async lock(id: number, tx: Tx): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  }

  async update(
    id: number,
    values: Partial<Pick<NewUser, 'name' | 'phone' | 'email' | 'avatar' | 'passwordHash' | 'lockedUntil'>>,
    tx?: Tx,
  ): Promise<UserRow | undefined> {
    const [row] = await (tx ?? this.db).update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  }

  /** The caller's newest order that is neither delivered nor cancelled. */
  async activeOrder(userId: number): Promise<UserActive> {
    const [row] = await this.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.status, ['delivered', 'cancelled'])))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return { active: Boolean(row), order_number: row?.orderNumber ?? null };
  }

  /** What the caller still owes: totals of orders not paid yet and not cancelled, per currency. */
  async pendingAmount(userId: number): Promise<PendingAmount> {
    const rows = await this.db
      .select({ currency: orders.currency, total: sql<number>`sum(${orders.total})`.mapWith(Number) })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.paymentStatus, ['pending']),
          ne(orders.status, 'cancelled'),
        ),
      )
      .groupBy(orders.currency)
      .orderBy(orders.currency);
    const byCurrency = rows
      .filter((row) => row.total > 0)
      .map((row) => ({ amount: fromMinor(row.total), currency: row.currency }));
    const main = byCurrency.find((entry) => entry.currency === MAIN_CURRENCY) ??
      byCurrency[0] ?? { amount: 0, currency: MAIN_CURRENCY };
    return { amount: main.amount, currency: main.currency, by_currency: byCurrency };
  }
}
