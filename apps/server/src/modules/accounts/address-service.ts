/**
 * The rules of the address book: an account keeps at most `MAX_ADDRESSES`. New addresses are added with the
 * owner's account row locked, so concurrent saves run one at a time and the limit holds, as vehicles' does.
 */
import type { Address, AddressSaveRequest } from '@suuq/shared/accounts';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { InvalidError, notFound } from '../../lib/domain-error';
import { MAX_ADDRESSES, type AddressRepository } from './address-repository';
import type { UserRepository } from './user-repository';

export class AddressService {
  constructor(
    private readonly db: Db,
    private readonly addresses: AddressRepository,
    private readonly users: UserRepository,
  ) {}

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
      const changed = await this.addresses.update(userId, input.id, values);
      if (!changed) throw notFound();
      return { address: changed, created: false };
    }
    const address = await withTransaction(this.db, async (tx) => {
      await this.users.lock(userId, tx);
      if ((await this.addresses.count(userId, tx)) >= MAX_ADDRESSES) {
        throw new InvalidError('addressLimit', { n: MAX_ADDRESSES });
      }
      return this.addresses.insert(userId, values, tx);
    });
    return { address, created: true };
  }
}
