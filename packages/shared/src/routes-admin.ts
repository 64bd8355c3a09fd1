/**
 * The platform operator's routes (role `admin`), the owners' staff and the public door for shops that want to join
 * (see routes.ts).
 */
import type { TokenResponse } from './accounts';
import type { AdminCaptain } from './captain-applications';
import type { CaptainStatement, HandIn, Payout, Statement } from './ledger';
import type { AdminStore, ApprovedApplication, AuditEntry, StaffMember, StoreApplication } from './operator';
import type { Data, Paged } from './routes';
import type { NotificationLogEntry } from './notification-log';

export const storeApplyRoute = 'POST /api/store-applications';
export const signInCodeRoute = 'POST /api/oauth/sign-in-code';
export const storeApplicationsRoute = 'GET /api/admin/store-applications';
export const approveApplicationRoute = 'POST /api/admin/store-applications/:id/approve';
export const rejectApplicationRoute = 'POST /api/admin/store-applications/:id/reject';
export const adminStoresRoute = 'GET /api/admin/stores';
export const addAdminStoreRoute = 'POST /api/admin/stores';
export const updateAdminStoreRoute = 'PUT /api/admin/stores/:id';
export const adminStoreStatusRoute = 'POST /api/admin/stores/:id/status';
export const auditRoute = 'GET /api/admin/audit';
export const adminStaffRoute = 'GET /api/admin/stores/:id/staff';
export const adminAddStaffRoute = 'POST /api/admin/stores/:id/staff';
export const adminRemoveStaffRoute = 'DELETE /api/admin/stores/:id/staff/:user_id';
export const statementRoute = 'GET /api/merchant/statement';
export const adminStatementsRoute = 'GET /api/admin/statements';
export const payoutRoute = 'POST /api/admin/payouts';
export const staffRoute = 'GET /api/merchant/staff';
export const addStaffRoute = 'POST /api/merchant/staff';
export const removeStaffRoute = 'DELETE /api/merchant/staff/:user_id';
export const captainApplyRoute = 'POST /api/captain-applications';
export const adminCaptainsRoute = 'GET /api/admin/captains';
export const adminCaptainStatusRoute = 'POST /api/admin/captains/:id/status';
export const adminCaptainStatementRoute = 'GET /api/admin/captains/:id/statement';
export const adminCaptainHandInRoute = 'POST /api/admin/captains/:id/hand-ins';
export const adminNotificationsRoute = 'GET /api/admin/notifications';

/** What each route above answers with on success. */
export interface AdminAnswers {
  [storeApplyRoute]: Data<{ id: number; status: 'pending' }>;
  [signInCodeRoute]: TokenResponse;
  [storeApplicationsRoute]: Paged<StoreApplication[]>;
  [approveApplicationRoute]: Data<ApprovedApplication>;
  [rejectApplicationRoute]: Data<StoreApplication>;
  [adminStoresRoute]: Paged<AdminStore[]>;
  [addAdminStoreRoute]: Data<AdminStore>;
  [updateAdminStoreRoute]: Data<AdminStore>;
  [adminStoreStatusRoute]: Data<AdminStore>;
  [auditRoute]: Paged<AuditEntry[]>;
  [adminStaffRoute]: Data<StaffMember[]>;
  [adminAddStaffRoute]: Data<StaffMember>;
  [adminRemoveStaffRoute]: Data<{ removed: true }>;
  [statementRoute]: Data<Statement>;
  [adminStatementsRoute]: Data<Statement>;
  [payoutRoute]: Data<Payout>;
  [staffRoute]: Data<StaffMember[]>;
  [addStaffRoute]: Data<StaffMember>;
  [removeStaffRoute]: Data<{ removed: true }>;
  [captainApplyRoute]: Data<{ id: number; status: 'pending' }>;
  [adminCaptainsRoute]: Paged<AdminCaptain[]>;
  [adminCaptainStatusRoute]: Data<AdminCaptain>;
  [adminCaptainStatementRoute]: Data<CaptainStatement>;
  [adminCaptainHandInRoute]: Data<HandIn>;
  [adminNotificationsRoute]: Paged<NotificationLogEntry[]>;
}
