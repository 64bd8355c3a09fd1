/**
 * The operator's stores and shops' applications: applying (anyone, limited per address), approving (the store and
 * its owner's account in one transaction; of two operators approving at once, one makes the store), rejecting,
 * adding and changing stores, and suspending them. Every operator action is written to the audit trail in the
 * transaction that makes it; every change a shopper could see drops the cached catalog answers after it commits.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import { slugify } from '@suuq/shared/slug';
import type {
  AdminStoreRequest,
  AdminStoreUpdate,
  ApprovedApplication,
  StoreApplication,
  StoreApplicationRequest,
} from '@suuq/shared/operator';
import type { Db } from '../../db/client';
import { uniqueViolationText } from '../../db/pg-errors';
import { withTransaction, type Tx } from '../../db/tx';
import { catalogChanged } from '../../lib/catalog-changes';
import { ConflictError, fieldProblem, NotFoundError, TooManyError } from '../../lib/domain-error';
import type { LiveBus } from '../../lib/live-bus';
import type { RateLimitRepository } from '../accounts/accounts-module';
import type { OperatorRepository, StoreChanges } from './operator-repository';
import { toAdminStore, toApplication, type StoreRow } from './operator-view';
import type { SignInCodeService } from './sign-in-codes';
import { takeOn } from './taking-on';

/** The currency new stores price in, as the demo stores do (Mogadishu's shops price in dollars). */
export const DEFAULT_CURRENCY = 'USD';
/** A new store's hours until its owner sets its own: every day. */
export const DEFAULT_HOURS = { opens: '08:00', closes: '22:00' };
const APPLY_BUCKET = 'store-application:ip';

/** `+252…`, as accounts keep phones, from a number the schema already checked. */
export const accountPhone = (typed: string) => `+${normalizeSomaliPhone(typed)!}`;

export interface Actor {
  id: number;
}

export class StoreAdminService {
  constructor(
    private readonly db: Db,
    private readonly repository: OperatorRepository,
    private readonly codes: SignInCodeService,
    private readonly limiter: RateLimitRepository,
    private readonly bus: LiveBus,
    private readonly log: FastifyBaseLogger,
    private readonly appliesPerHour: number,
  ) {}

  async apply(body: StoreApplicationRequest, ip: string): Promise<{ id: number; status: 'pending' }> {
    const hour = 60 * 60;
    const { counts } = await this.limiter.record([{ bucket: APPLY_BUCKET, key: ip, windowSeconds: hour }]);
    if ((counts[0] ?? 0) > this.appliesPerHour) throw new TooManyError(hour);
    if (!(await this.repository.industry(body.industry_id))) {
      throw fieldProblem('invalid', 'industryChoice', 'industry_id');
    }
    const row = await this.repository.addApplication({
      storeName: body.store_name,
      ownerName: body.owner_name,
      phone: accountPhone(body.phone),
      industryId: body.industry_id,
      address: body.address,
      lat: body.location.lat,
      lng: body.location.lng,
    });
    return { id: row.id, status: 'pending' };
  }

  async applications(
    status: StoreApplication['status'] | undefined,
    page: { page: number; perPage: number },
  ) {
    const { rows, total } = await this.repository.applications(status, page);
    return { rows: rows.map(toApplication), total };
  }

  /** Approves a pending application: the store, its owner's account and the owner's sign-in code, at once. */
  async approve(actor: Actor, id: number): Promise<ApprovedApplication> {
    const { store, ownerPhone } = await withTransaction(this.db, async (tx) => {
      const application = await this.repository.decide(id, { status: 'approved', decidedBy: actor.id }, tx);
      if (!application) {
        if (!(await this.repository.application(id, tx))) throw new NotFoundError();
        throw new ConflictError('applicationDecided');
      }
      const industry = await this.repository.industry(application.industryId, tx);
      if (!industry) throw fieldProblem('invalid', 'industryChoice', 'industry_id');
      const created = await this.createStore(
        {
          name: application.storeName,
          industryId: application.industryId,
          image: industry.image,
          address: application.address,
          phone: application.phone,
          lat: application.lat,
          lng: application.lng,
          currency: DEFAULT_CURRENCY,
        },
        tx,
      );
      await this.repository.linkApplication(id, created.id, tx);
      const owner = await takeOn(
        this.repository,
        { name: application.ownerName, phone: application.phone },
        created.id,
        true,
        tx,
      );
      await this.codes.issue(owner, 'owner', created.name, tx);
      await this.repository.audit(
        {
          actorId: actor.id,
          action: 'store_application.approve',
          target: `store_application:${id}`,
          details: { store_id: created.id, owner_user_id: owner.id },
        },
        tx,
      );
      return { store: created, ownerPhone: owner.phone };
    });
    await catalogChanged(this.bus, null, this.log, true);
    return { store: toAdminStore(store), owner: { phone: ownerPhone } };
  }

  async reject(actor: Actor, id: number, reason: string): Promise<StoreApplication> {
    const row = await withTransaction(this.db, async (tx) => {
      const decided = await this.repository.decide(
        id,
        { status: 'rejected', reason, decidedBy: actor.id },
        tx,
      );
      if (!decided) {
        if (!(await this.repository.application(id, tx))) throw new NotFoundError();
        throw new ConflictError('applicationDecided');
      }
      await this.repository.audit(
        {
          actorId: actor.id,
          action: 'store_application.reject',
          target: `store_application:${id}`,
          details: { reason },
        },
        tx,
      );
      return decided;
    });
    return toApplication(row);
  }

  async stores(
    filter: { status?: StoreRow['status'] | undefined; search?: string | undefined },
    page: { page: number; perPage: number },
  ) {
    const { rows, total } = await this.repository.stores(filter, page);
    return { rows: rows.map(toAdminStore), total };
  }

  /** A store the operator adds by hand: active, no products, no owner yet. */
  async addStore(actor: Actor, body: AdminStoreRequest) {
    const store = await withTransaction(this.db, async (tx) => {
      const industry = await this.repository.industry(body.industry_id, tx);
      if (!industry) throw fieldProblem('invalid', 'industryChoice', 'industry_id');
      const created = await this.createStore(
        {
          name: body.name,
          industryId: body.industry_id,
          image: industry.image,
          address: body.address,
          phone: accountPhone(body.phone),
          lat: body.location.lat,
          lng: body.location.lng,
          currency: body.currency,
          commissionBasisPoints: Math.round(body.commission_percent * 100),
          courierMode: body.courier_mode,
        },
        tx,
      );
      await this.repository.audit(
        { actorId: actor.id, action: 'store.create', target: `store:${created.id}`, details: { ...body } },
        tx,
      );
      return created;
    });
    await catalogChanged(this.bus, null, this.log, true);
    return toAdminStore(store);
  }

  async updateStore(actor: Actor, id: number, body: AdminStoreUpdate) {
    const store = await withTransaction(this.db, async (tx) => {
      if (body.industry_id !== undefined && !(await this.repository.industry(body.industry_id, tx))) {
        throw fieldProblem('invalid', 'industryChoice', 'industry_id');
      }
      const updated = await this.repository.updateStore(id, this.changesOf(body), tx);
      if (!updated) throw new NotFoundError();
      await this.repository.audit(
        { actorId: actor.id, action: 'store.update', target: `store:${id}`, details: { ...body } },
        tx,
      );
      return updated;
    });
    await catalogChanged(this.bus, null, this.log, true);
    return toAdminStore(store);
  }

  /**
   * Suspends or reinstates a store. Suspended, it leaves every list, search and page at once (here and, through
   * the bus, in every other process) and refuses new orders; the orders it has carry on.
   */
  async setStatus(
    actor: Actor,
    id: number,
    body: { status: StoreRow['status']; reason?: string | undefined },
  ) {
    const store = await withTransaction(this.db, async (tx) => {
      const updated = await this.repository.updateStore(
        id,
        { status: body.status, suspendedReason: body.status === 'suspended' ? (body.reason ?? null) : null },
        tx,
      );
      if (!updated) throw new NotFoundError();
      await this.repository.audit(
        {
          actorId: actor.id,
          action: body.status === 'suspended' ? 'store.suspend' : 'store.reinstate',
          target: `store:${id}`,
          details: body.reason ? { reason: body.reason } : {},
        },
        tx,
      );
      return updated;
    });
    await catalogChanged(this.bus, null, this.log, true);
    return toAdminStore(store);
  }

  async audit(page: { page: number; perPage: number }) {
    return this.repository.auditPage(page);
  }

  private changesOf(body: AdminStoreUpdate): StoreChanges {
    const changes: StoreChanges = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.industry_id !== undefined) changes.industryId = body.industry_id;
    if (body.address !== undefined) changes.address = body.address;
    if (body.phone !== undefined) changes.phone = accountPhone(body.phone);
    if (body.location !== undefined) {
      changes.lat = body.location.lat;
      changes.lng = body.location.lng;
    }
    if (body.currency !== undefined) changes.currency = body.currency;
    if (body.commission_percent !== undefined) {
      changes.commissionBasisPoints = Math.round(body.commission_percent * 100);
    }
    if (body.courier_mode !== undefined) changes.courierMode = body.courier_mode;
    return changes;
  }

  /** A new store: a free slug from its name, its main branch, and the default hours. */
  private async createStore(
    values: {
      name: string;
      industryId: number;
      image: string;
      address: string;
      phone: string;
      lat: number;
      lng: number;
      currency: string;
      commissionBasisPoints?: number;
      courierMode?: StoreRow['courierMode'];
    },
    tx: Tx,
  ): Promise<StoreRow> {
    const base = slugify(values.name) || 'store';
    const taken = await this.repository.slugsLike(base, tx);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    try {
      // In a savepoint: another store given the same name in the same instant takes the slug, this one another.
      return await tx.transaction((inner) =>
        this.repository.createStore({ ...values, slug }, DEFAULT_HOURS, inner),
      );
    } catch (error) {
      if (!uniqueViolationText(error)?.includes('slug')) throw error;
      slug = `${base}-${randomBytes(3).toString('hex')}`;
      return this.repository.createStore({ ...values, slug }, DEFAULT_HOURS, tx);
    }
  }
}
