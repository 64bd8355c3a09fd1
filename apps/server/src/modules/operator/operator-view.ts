/** How the operator's rows are answered: stores, applications, staff and audit entries. */
import type { AdminStore, AuditEntry, StaffMember, StoreApplication } from '@suuq/shared/operator';
import type { adminAudit, storeApplications, stores, users } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type ApplicationRow = typeof storeApplications.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AuditRow = typeof adminAudit.$inferSelect & { actorName: string };

export function toAdminStore(row: StoreRow): AdminStore {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    industry_id: row.industryId,
    address: row.address,
    phone: row.phone,
    location: { lat: row.lat, lng: row.lng },
    currency: row.currency,
    commission_percent: row.commissionBasisPoints / 100,
    courier_mode: row.courierMode,
    status: row.status,
    suspended_reason: row.suspendedReason,
    is_open: row.isOpen,
    created_at: row.createdAt.toISOString(),
  };
}

export function toApplication(row: ApplicationRow): StoreApplication {
  return {
    id: row.id,
    store_name: row.storeName,
    owner_name: row.ownerName,
    phone: row.phone,
    industry_id: row.industryId,
    address: row.address,
    location: { lat: row.lat, lng: row.lng },
    status: row.status,
    reason: row.reason,
    store_id: row.storeId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function toStaffMember(row: UserRow): StaffMember {
  return {
    user_id: row.id,
    name: row.name,
    phone: row.phone,
    is_owner: row.isOwner,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    actor: { id: row.actorId, name: row.actorName },
    action: row.action,
    target: row.target,
    at: row.at.toISOString(),
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}
