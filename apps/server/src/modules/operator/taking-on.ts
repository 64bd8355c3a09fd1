/**
 * Taking a person on as a store's owner or staff, by their phone: a new account (with no password they know; they
 * sign in with the one-time code sent to that phone), or their shopper's account, which becomes staff. Someone who
 * is already staff somewhere, a captain or an operator cannot be taken on (409).
 */
import { randomBytes } from 'node:crypto';
import { uniqueViolationText } from '../../db/pg-errors';
import type { Tx } from '../../db/tx';
import { fieldProblem } from '../../lib/domain-error';
import { hashPassword } from '../accounts/accounts-module';
import type { OperatorRepository } from './operator-repository';
import type { UserRow } from './operator-view';

export async function takeOn(
  repository: OperatorRepository,
  person: { name: string; phone: string },
  storeId: number,
  isOwner: boolean,
  tx: Tx,
): Promise<UserRow> {
  const existing = await repository.lockUserByPhone(person.phone, tx);
  if (existing) {
    if (existing.role !== 'customer') throw fieldProblem('conflict', 'phoneHasOtherRole', 'phone');
    return repository.bindToStore(existing.id, storeId, isOwner, tx);
  }
  try {
    return await repository.insertUser(
      {
        name: person.name,
        phone: person.phone,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        role: 'staff',
        storeId,
        isOwner,
      },
      tx,
    );
  } catch (error) {
    // Someone registered this phone in the same instant: theirs now, so not ours to take.
    if (uniqueViolationText(error)?.includes('phone')) throw fieldProblem('conflict', 'phoneTaken', 'phone');
    throw error;
  }
}
