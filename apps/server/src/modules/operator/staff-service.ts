/**
 * A store's staff: who works for it, taking someone on (they get a one-time sign-in code by SMS) and removing them.
 * The store's owner may (403 for other staff), and the operator for any store, its owner included. A removed member is a shopper again at once:
 * every sign-in of theirs ends in the transaction that removes them (their next call with an access or refresh
 * token is refused), and every socket server drops them from the store's live channel.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AdminStaffRequest, StaffMember, StaffRequest } from '@suuq/shared/operator';
import type { Db } from '../../db/client';
import { violates } from '../../db/pg-errors';
import { withTransaction } from '../../db/tx';
import { ConflictError, NotAllowedError, NotFoundError } from '../../lib/domain-error';
import type { LiveBus } from '../../lib/live-bus';
import type { OperatorRepository } from './operator-repository';
import { toStaffMember } from './operator-view';
import type { SignInCodeService } from './sign-in-codes';
import { accountPhone, type Actor } from './store-admin-service';
import { takeOn } from './taking-on';

export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly repository: OperatorRepository,
    private readonly codes: SignInCodeService,
    private readonly bus: LiveBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The store the caller owns; 403 unless they are its owner. */
  private async ownedStore(callerId: number): Promise<number> {
    const caller = await this.repository.userById(callerId);
    if (!caller || caller.role !== 'staff' || !caller.storeId || !caller.isOwner) {
      throw new NotAllowedError('ownersOnly');
    }
    return caller.storeId;
  }

  async list(callerId: number): Promise<StaffMember[]> {
    return this.listOf(await this.ownedStore(callerId));
  }

  async add(callerId: number, body: StaffRequest): Promise<StaffMember> {
    return this.addTo(await this.ownedStore(callerId), body, false);
  }

  async remove(callerId: number, userId: number): Promise<void> {
    await this.removeFrom(await this.ownedStore(callerId), userId, {});
  }

  // The operator, for any store (an owner included); each action on the audit trail.

  async listForOperator(storeId: number): Promise<StaffMember[]> {
    if (!(await this.repository.store(storeId))) throw new NotFoundError();
    return this.listOf(storeId);
  }

  async addForOperator(actor: Actor, storeId: number, body: AdminStaffRequest): Promise<StaffMember> {
    return this.addTo(storeId, body, body.is_owner ?? false, actor);
  }

  async removeForOperator(actor: Actor, storeId: number, userId: number): Promise<void> {
    await this.removeFrom(storeId, userId, { actor });
  }

  private async listOf(storeId: number): Promise<StaffMember[]> {
    return (await this.repository.staffOf(storeId)).map(toStaffMember);
  }

  private async addTo(storeId: number, body: StaffRequest, isOwner: boolean, actor?: Actor) {
    const member = await withTransaction(this.db, async (tx) => {
      const store = await this.repository.store(storeId, tx);
      if (!store) throw new NotFoundError();
      const person = { name: body.name, phone: accountPhone(body.phone) };
      let taken;
      try {
        // In a savepoint: a second owner breaks the one-owner index, and is answered as such.
        taken = await tx.transaction((inner) => takeOn(this.repository, person, storeId, isOwner, inner));
      } catch (error) {
        if (violates(error, 'users_one_owner_idx')) throw new ConflictError('storeHasOwner');
        throw error;
      }
      await this.codes.issue(taken, isOwner ? 'owner' : 'staff', store.name, tx);
      if (actor) {
        await this.repository.audit(
          {
            actorId: actor.id,
            action: 'staff.add',
            target: `store:${storeId}`,
            details: { user_id: taken.id, phone: taken.phone, is_owner: isOwner },
          },
          tx,
        );
      }
      return taken;
    });
    return toStaffMember(member);
  }

  private async removeFrom(storeId: number, userId: number, { actor }: { actor?: Actor }): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      const removed = await this.repository.removeFromStore(userId, storeId, tx, {
        ownerToo: Boolean(actor),
      });
      if (!removed) {
        const member = await this.repository.userById(userId, tx);
        if (member?.role === 'staff' && member.storeId === storeId && member.isOwner) {
          throw new ConflictError('ownerCannotBeRemoved');
        }
        throw new NotFoundError('staffNotFound');
      }
      if (actor) {
        await this.repository.audit(
          {
            actorId: actor.id,
            action: 'staff.remove',
            target: `store:${storeId}`,
            details: { user_id: userId },
          },
          tx,
        );
      }
    });
    await this.bus
      .publish({ event: 'access.revoked', channel: 'access', data: { user_id: userId } })
      .catch((err: unknown) => this.log.warn({ err, userId }, 'access revocation not published'));
  }
}
