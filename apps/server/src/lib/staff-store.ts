import { NotAllowedError } from './domain-error';

/** The store a staff member works for; a staff account without one cannot act (not allowed). */
export function staffStoreOf(auth: { storeId: number | null } | undefined): number {
  if (!auth?.storeId) throw new NotAllowedError('notFound');
  return auth.storeId;
}
