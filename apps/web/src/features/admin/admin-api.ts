import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AdminCaptain, CaptainStatusRequest } from '@suuq/shared/captain-applications';
import type { Industry } from '@suuq/shared/catalog';
import type { DeliveryWatch } from '@suuq/shared/dispatch';
import type { CaptainStatement, HandIn, Payout, Statement } from '@suuq/shared/ledger';
import type {
  AdminStaffRequest,
  AdminStore,
  AdminStoreRequest,
  AdminStoreUpdate,
  ApprovedApplication,
  AuditEntry,
  StaffMember,
  StoreApplication,
} from '@suuq/shared/operator';
import { urlOf, type AnswerOf, type DataOf, type Route } from '@suuq/shared/routes';
import {
  addAdminStoreRoute,
  adminAddStaffRoute,
  adminCaptainsRoute,
  adminCaptainStatementRoute,
  adminCaptainHandInRoute,
  adminCaptainStatusRoute,
  adminRemoveStaffRoute,
  adminStaffRoute,
  adminStatementsRoute,
  adminStoresRoute,
  adminStoreStatusRoute,
  approveApplicationRoute,
  auditRoute,
  payoutRoute,
  rejectApplicationRoute,
  storeApplicationsRoute,
  updateAdminStoreRoute,
} from '@suuq/shared/routes-admin';
import { adminDeliveriesRoute } from '@suuq/shared/routes-dispatch';
import { industriesRoute } from '@suuq/shared/routes-shop';
import type { PageMeta } from '@suuq/shared/api';
import { api, sessionQuery, type ApiRequest } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { authorized as withSession } from '../../lib/session';
import { adminSession } from './admin-session';

/** Every console call goes with the operator's token, renewed once on a 401 (lib/session.ts). */
const adminQuery = sessionQuery(adminSession);

/** A `queryFn` that sends `request(arg)` as the operator and unwraps the `{ data }` envelope. */
function unwrapped<R extends Route, A>(request: (arg: A) => ApiRequest & { url: R }) {
  return async (arg: A, api: BaseQueryApi, extra: object) => {
    const result = await adminQuery(request(arg), api, extra);
    return result.error ? { error: result.error } : { data: (result.data as { data: DataOf<R> }).data };
  };
}

/** A `queryFn` that sends `request(arg)` as the operator and keeps a paged answer whole (`data` and `meta`). */
function paged<R extends Route, A>(request: (arg: A) => ApiRequest & { url: R }) {
  return async (arg: A, api: BaseQueryApi, extra: object) => {
    const result = await adminQuery(request(arg), api, extra);
    return result.error ? { error: result.error } : { data: result.data as AnswerOf<R> };
  };
}

export type Page<T> = { data: T[]; meta: PageMeta };

/** A payout goes to a store or to a captain, never both. */
export type PayoutTarget = { store_id: number } | { captain_id: number };
export type PayoutBody = PayoutTarget & {
  amount: number;
  method: Payout['method'];
  reference: string;
};
/** The payout the server keeps; a captain's names its captain instead of a store. */
export type RecordedPayout = Omit<Payout, 'store_id'> & {
  store_id?: number | null;
  captain_id?: number | null;
};

/**
 * Sends a money record the server keeps once per reference: it answers 201 for a new one and 200 with the first
 * for a reference it has seen, so this reads the status itself (the shared client keeps only the body): `repeat`
 * says which it was.
 */
async function sendOnce<T>(
  url: string,
  body: unknown,
): Promise<{ data: { recorded: T; repeat: boolean } } | { error: FetchBaseQueryError }> {
  const result = await withSession(adminSession, url, async (authorization?: string) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'Accept-Language': currentLanguage(),
          'Content-Type': 'application/json',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } as FetchBaseQueryError };
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) return { error: { status: response.status, data } as FetchBaseQueryError };
    return { data: { recorded: (data as { data: T }).data, repeat: response.status === 200 } };
  });
  if ('error' in result && result.error) console.error(`Request failed: ${url}`, result.error);
  return result as { data: { recorded: T; repeat: boolean } } | { error: FetchBaseQueryError };
}

/** Records a payout; `repeat`: the reference was seen, and this is the first payout. */
async function sendPayout(
  body: PayoutBody,
): Promise<{ data: { payout: RecordedPayout; repeat: boolean } } | { error: FetchBaseQueryError }> {
  const result = await sendOnce<RecordedPayout>(urlOf(payoutRoute), body);
  if ('error' in result) return result;
  return { data: { payout: result.data.recorded, repeat: result.data.repeat } };
}

export type HandInBody = { captainId: number; amount: number; reference: string };

/** Records cash a captain handed in; `repeat`: the reference was seen, and this is the first hand-in. */
async function sendHandIn({
  captainId,
  ...body
}: HandInBody): Promise<{ data: { handIn: HandIn; repeat: boolean } } | { error: FetchBaseQueryError }> {
  const result = await sendOnce<HandIn>(
    urlOf(adminCaptainHandInRoute).replace(':id', String(captainId)),
    body,
  );
  if ('error' in result) return result;
  return { data: { handIn: result.data.recorded, repeat: result.data.repeat } };
}

type ListQuery = { status?: string | undefined; search?: string | undefined; page: number };
type StoreChange = { id: number; body: AdminStoreUpdate };
type StatusChange = { id: number; status: 'active' | 'suspended'; reason?: string | undefined };
type CaptainChange = { id: number } & CaptainStatusRequest;
type Period = { from: string; to: string };

export const adminApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'AdminApplications',
      'AdminStores',
      'AdminStaff',
      'AdminCaptains',
      'AdminAudit',
      'AdminMoney',
      'AdminDeliveries',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminIndustries: build.query<Industry[], string>({
        queryFn: unwrapped((lang: string) => ({ url: industriesRoute, params: { lang } })),
      }),
      getApplications: build.query<Page<StoreApplication>, ListQuery>({
        queryFn: paged(({ status, page }: ListQuery) => ({
          url: storeApplicationsRoute,
          params: { status, page, per_page: 20 },
        })),
        providesTags: ['AdminApplications'],
      }),
      approveApplication: build.mutation<ApprovedApplication, number>({
        queryFn: unwrapped((id: number) => ({ url: approveApplicationRoute, path: { id } })),
        invalidatesTags: ['AdminApplications', 'AdminStores', 'AdminAudit'],
      }),
      rejectApplication: build.mutation<StoreApplication, { id: number; reason: string }>({
        queryFn: unwrapped(({ id, reason }: { id: number; reason: string }) => ({
          url: rejectApplicationRoute,
          path: { id },
          body: { reason },
        })),
        invalidatesTags: ['AdminApplications', 'AdminAudit'],
      }),
      getAdminStores: build.query<Page<AdminStore>, ListQuery & { perPage?: number }>({
        queryFn: paged(({ status, search, page, perPage = 20 }: ListQuery & { perPage?: number }) => ({
          url: adminStoresRoute,
          params: { status, search: search || undefined, page, per_page: perPage },
        })),
        providesTags: ['AdminStores'],
      }),
      addAdminStore: build.mutation<AdminStore, AdminStoreRequest>({
        queryFn: unwrapped((body: AdminStoreRequest) => ({ url: addAdminStoreRoute, body })),
        invalidatesTags: ['AdminStores', 'AdminAudit'],
      }),
      updateAdminStore: build.mutation<AdminStore, StoreChange>({
        queryFn: unwrapped(({ id, body }: StoreChange) => ({
          url: updateAdminStoreRoute,
          path: { id },
          body,
        })),
        invalidatesTags: ['AdminStores', 'AdminAudit', 'AdminMoney'],
      }),
      setStoreStatus: build.mutation<AdminStore, StatusChange>({
        queryFn: unwrapped(({ id, status, reason }: StatusChange) => ({
          url: adminStoreStatusRoute,
          path: { id },
          body: { status, reason },
        })),
        invalidatesTags: ['AdminStores', 'AdminAudit'],
      }),
      getStoreStaff: build.query<StaffMember[], number>({
        queryFn: unwrapped((id: number) => ({ url: adminStaffRoute, path: { id } })),
        providesTags: ['AdminStaff'],
      }),
      addStoreStaff: build.mutation<StaffMember, { id: number } & AdminStaffRequest>({
        queryFn: unwrapped(({ id, ...body }: { id: number } & AdminStaffRequest) => ({
          url: adminAddStaffRoute,
          path: { id },
          body,
        })),
        invalidatesTags: ['AdminStaff', 'AdminAudit'],
      }),
      removeStoreStaff: build.mutation<{ removed: true }, { id: number; userId: number }>({
        queryFn: unwrapped(({ id, userId }: { id: number; userId: number }) => ({
          url: adminRemoveStaffRoute,
          path: { id, user_id: userId },
        })),
        invalidatesTags: ['AdminStaff', 'AdminAudit'],
      }),
      getAdminCaptains: build.query<Page<AdminCaptain>, ListQuery & { perPage?: number }>({
        queryFn: paged(({ status, page, perPage = 20 }: ListQuery & { perPage?: number }) => ({
          url: adminCaptainsRoute,
          params: { status, page, per_page: perPage },
        })),
        providesTags: ['AdminCaptains'],
      }),
      setCaptainStatus: build.mutation<AdminCaptain, CaptainChange>({
        queryFn: unwrapped(({ id, status, reason }: CaptainChange) => ({
          url: adminCaptainStatusRoute,
          path: { id },
          body: { status, reason },
        })),
        invalidatesTags: ['AdminCaptains', 'AdminAudit'],
      }),
      getStoreStatement: build.query<Statement, Period & { storeId: number }>({
        queryFn: unwrapped(({ storeId, from, to }: Period & { storeId: number }) => ({
          url: adminStatementsRoute,
          params: { store_id: storeId, from, to },
        })),
        providesTags: ['AdminMoney'],
      }),
      getCaptainStatement: build.query<CaptainStatement, Period & { captainId: number }>({
        queryFn: unwrapped(({ captainId, from, to }: Period & { captainId: number }) => ({
          url: adminCaptainStatementRoute,
          path: { id: captainId },
          params: { from, to },
        })),
        providesTags: ['AdminMoney'],
      }),
      recordPayout: build.mutation<{ payout: RecordedPayout; repeat: boolean }, PayoutBody>({
        queryFn: sendPayout,
        invalidatesTags: ['AdminMoney', 'AdminAudit'],
      }),
      recordHandIn: build.mutation<{ handIn: HandIn; repeat: boolean }, HandInBody>({
        queryFn: sendHandIn,
        invalidatesTags: ['AdminMoney', 'AdminAudit'],
      }),
      // Live Suuq deliveries, oldest first; `waiting`: only those nobody accepted within the dispatch timeout.
      getAdminDeliveries: build.query<DeliveryWatch[], { waiting: boolean }>({
        queryFn: unwrapped(({ waiting }: { waiting: boolean }) => ({
          url: adminDeliveriesRoute,
          params: waiting ? { waiting: '1' } : {},
        })),
        providesTags: ['AdminDeliveries'],
      }),
      getAudit: build.query<Page<AuditEntry>, number>({
        queryFn: paged((page: number) => ({ url: auditRoute, params: { page, per_page: 20 } })),
        providesTags: ['AdminAudit'],
      }),
    }),
  });

export const {
  useGetAdminIndustriesQuery,
  useGetApplicationsQuery,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
  useGetAdminStoresQuery,
  useAddAdminStoreMutation,
  useUpdateAdminStoreMutation,
  useSetStoreStatusMutation,
  useGetStoreStaffQuery,
  useAddStoreStaffMutation,
  useRemoveStoreStaffMutation,
  useGetAdminCaptainsQuery,
  useSetCaptainStatusMutation,
  useGetStoreStatementQuery,
  useGetCaptainStatementQuery,
  useRecordHandInMutation,
  useRecordPayoutMutation,
  useGetAuditQuery,
  useGetAdminDeliveriesQuery,
} = adminApi;
