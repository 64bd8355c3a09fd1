/**
 * An owner's staff: who works for the store, taking someone on (they get a one-time sign-in code by SMS) and
 * removing them. Only the store's owner may (403 for other staff). A removed member is a shopper again at once:
 * every sign-in of theirs ends in the transaction that removes them (their next call with an access or refresh
 * token is refused), and every socket server drops them from the store's live channel.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StaffMember, StaffRequest } from '@suuq/shared/operator';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { ConflictError, NotAllowedError, NotFoundError } from '../../lib/domain-error';
import type { LiveBus } from '../../lib/live-bus';
import type { OperatorRepository } from './operator-repository';
import { toStaffMember } from './operator-view';
import type { SignInCodeService } from './sign-in-codes';
import { accountPhone } from './store-admin-service';
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
    const storeId = await this.ownedStore(callerId);
    return (await this.repository.staffOf(storeId)).map(toStaffMember);
  }

  async add(callerId: number, body: StaffRequest): Promise<StaffMember> {
    const storeId = await this.ownedStore(callerId);
    const member = await withTransaction(this.db, async (tx) => {
      const store = await this.repository.store(storeId, tx);
      if (!store) throw new NotFoundError();
      const taken = await takeOn(
        this.repository,
        { name: body.name, phone: accountPhone(body.phone) },
        storeId,
        false,
        tx,
      );
      await this.codes.issue(taken, 'staff', store.name, tx);
      return taken;
    });
    return toStaffMember(member);
  }

  async remove(callerId: number, userId: number): Promise<void> {
    const storeId = await this.ownedStore(callerId);
    await withTransaction(this.db, async (tx) => {
      const removed = await this.repository.removeFromStore(userId, storeId, tx);
      if (removed) return;
      const member = await this.repository.userById(userId, tx);
      if (member?.role === 'staff' && member.storeId === storeId && member.isOwner) {
        throw new ConflictError('ownerCannotBeRemoved');
      }
      throw new NotFoundError('staffNotFound');
    });
    await this.bus
      .publish({ event: 'access.revoked', channel: 'access', data: { user_id: userId } })
      .catch((err: unknown) => this.log.warn({ err, userId }, 'access revocation not published'));
  }
}
