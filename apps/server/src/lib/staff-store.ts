import { HttpError } from './http-error';

/** The store a staff member works for; a staff account without one cannot act (403). */
export function staffStoreOf(auth: { storeId: number | null } | undefined): number {
  if (!auth?.storeId) throw new HttpError(403, 'notFound');
  return auth.storeId;
}
