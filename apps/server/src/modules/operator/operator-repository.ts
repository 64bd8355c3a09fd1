/**
 * The operator's queries: shops' applications, the stores as the operator sees them (suspended ones included),
 * the audit trail, and the accounts the operator and owners take on. Each method takes a transaction last.
 */
import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adminAudit,
  branches,
  industries,
  refreshTokens,
  storeApplications,
  storeHours,
  stores,
  users,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';
import type { ApplicationRow, AuditRow, StoreRow, UserRow } from './operator-view';

export type NewApplication = typeof storeApplications.$inferInsert;
export type NewStore = typeof stores.$inferInsert;
export type StoreChanges = Partial<
  Pick<
    NewStore,
    | 'name'
    | 'industryId'
    | 'address'
    | 'phone'
    | 'lat'
    | 'lng'
    | 'currency'
    | 'commissionBasisPoints'
    | 'courierMode'
    | 'status'
    | 'suspendedReason'
  >
>;

/** Escapes LIKE wildcards so a typed "%" or "_" is matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class OperatorRepository {
  constructor(private readonly db: Db) {}

  async addApplication(values: NewApplication, tx?: DbOrTx): Promise<ApplicationRow> {
    const [row] = await (tx ?? this.db).insert(storeApplications).values(values).returning();
    return row!;
  }

  async applications(
    status: ApplicationRow['status'] | undefined,
    page: { page: number; perPage: number },
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where = status ? eq(storeApplications.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(storeApplications)
        .where(where)
        .orderBy(desc(storeApplications.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(storeApplications).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  /**
   * Decides a pending application: one statement that only a pending row passes, so of two operators deciding at
   * once the second waits for the first's row lock and then finds it decided (undefined).
   */
  async decide(
    id: number,
    decision: { status: 'approved' | 'rejected'; reason?: string | null; decidedBy: number },
    tx: Tx,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await tx
      .update(storeApplications)
      .set({ ...decision, decidedAt: new Date() })
      .where(and(eq(storeApplications.id, id), eq(storeApplications.status, 'pending')))
      .returning();
    return row;
  }

  async application(id: number, tx?: DbOrTx): Promise<ApplicationRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(storeApplications)
      .where(eq(storeApplications.id, id))
      .limit(1);
    return row;
  }

  async linkApplication(id: number, storeId: number, tx: Tx): Promise<void> {
    await tx.update(storeApplications).set({ storeId }).where(eq(storeApplications.id, id));
  }

  async industry(id: number, tx?: DbOrTx): Promise<{ id: number; image: string } | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ id: industries.id, image: industries.image })
      .from(industries)
      .where(eq(industries.id, id))
      .limit(1);
    return row;
  }

  async stores(
    filter: { status?: StoreRow['status'] | undefined; search?: string | undefined },
    page: { page: number; perPage: number },
  ): Promise<{ rows: StoreRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(stores.status, filter.status));
    if (filter.search) {
      const match = or(
        ilike(stores.name, likePattern(filter.search)),
        ilike(stores.address, likePattern(filter.search)),
        ilike(stores.phone, likePattern(filter.search)),
      );
      if (match) conditions.push(match);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(stores)
        .where(where)
        .orderBy(asc(stores.name), asc(stores.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(stores).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async store(id: number, tx?: DbOrTx): Promise<StoreRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(stores).where(eq(stores.id, id)).limit(1);
    return row;
  }

  /** The slugs in use that start with `base` (`base`, `base-2`, …), to pick a free one. */
  async slugsLike(base: string, tx: Tx): Promise<Set<string>> {
    const rows = await tx
      .select({ slug: stores.slug })
      .from(stores)
      .where(or(eq(stores.slug, base), like(stores.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)));
    return new Set(rows.map((row) => row.slug));
  }

  /** A new store with its main branch and its opening hours (`week`: the same hours every day). */
  async createStore(values: NewStore, week: { opens: string; closes: string }, tx: Tx): Promise<StoreRow> {
    const [store] = await tx.insert(stores).values(values).returning();
    await tx.insert(branches).values({
      storeId: store!.id,
      nameEn: store!.name,
      address: store!.address,
      lat: store!.lat,
      lng: store!.lng,
      isMain: true,
    });
    await tx
      .insert(storeHours)
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ storeId: store!.id, weekday, ...week })));
    return store!;
  }

  /** Changes a store, locked by the update itself; undefined when there is none. */
  async updateStore(id: number, changes: StoreChanges, tx: Tx): Promise<StoreRow | undefined> {
    // Nothing to change: the store as it is, locked all the same.
    if (Object.keys(changes).length === 0) {
      const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update').limit(1);
      return row;
    }
    const [row] = await tx.update(stores).set(changes).where(eq(stores.id, id)).returning();
    if (row && (changes.address !== undefined || changes.lat !== undefined || changes.lng !== undefined)) {
      await tx
        .update(branches)
        .set({ address: row.address, lat: row.lat, lng: row.lng })
        .where(and(eq(branches.storeId, id), eq(branches.isMain, true)));
    }
    return row;
  }

  async audit(
    entry: { actorId: number; action: string; target: string; details: Record<string, unknown> },
    tx: DbOrTx,
  ): Promise<void> {
    await tx.insert(adminAudit).values(entry);
  }

  async auditPage(page: { page: number; perPage: number }): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: adminAudit.id,
          actorId: adminAudit.actorId,
          action: adminAudit.action,
          target: adminAudit.target,
          details: adminAudit.details,
          at: adminAudit.at,
          actorName: users.name,
        })
        .from(adminAudit)
        .innerJoin(users, eq(users.id, adminAudit.actorId))
        .orderBy(desc(adminAudit.at), desc(adminAudit.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(adminAudit),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  // Accounts taken on by the operator (owners) and by owners (staff).

  async userById(id: number, tx?: DbOrTx): Promise<UserRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The account with this phone, locked until the transaction ends. */
  async lockUserByPhone(phone: string, tx: Tx): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.phone, phone)).for('update').limit(1);
    return row;
  }

  async insertUser(values: typeof users.$inferInsert, tx: Tx): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).returning();
    return row!;
  }

  /** Makes an account staff of `storeId` (its owner when `isOwner`). */
  async bindToStore(userId: number, storeId: number, isOwner: boolean, tx: Tx): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ role: 'staff', storeId, isOwner })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  }

  async staffOf(storeId: number): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.storeId, storeId), eq(users.role, 'staff')))
      .orderBy(desc(users.isOwner), asc(users.name), asc(users.id));
  }

  /**
   * Takes a member off a store's staff, locked by the update itself: they are a shopper again, and every sign-in of
   * theirs ends in the same transaction. Undefined when they are not (or no longer) staff of that store, or are its
   * owner and `ownerToo` is not set.
   */
  async removeFromStore(
    userId: number,
    storeId: number,
    tx: Tx,
    { ownerToo = false }: { ownerToo?: boolean } = {},
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ role: 'customer', storeId: null, isOwner: false })
      .where(
        and(
          eq(users.id, userId),
          eq(users.storeId, storeId),
          eq(users.role, 'staff'),
          ownerToo ? undefined : eq(users.isOwner, false),
        ),
      )
      .returning();
    if (row) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.revokedAt} is null`));
    }
    return row;
  }
}
