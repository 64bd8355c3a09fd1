import type { Statement } from '@suuq/shared/ledger';
import type { StaffMember, StaffRequest } from '@suuq/shared/operator';
import type { DataOf } from '@suuq/shared/routes';
import { userRoute } from '@suuq/shared/routes-account';
import { addStaffRoute, removeStaffRoute, staffRoute, statementRoute } from '@suuq/shared/routes-admin';
import { authorized, staffApi } from '../staff-api';

/**
 * The owner's side of the board: the store's team (taking someone on texts them a sign-in code; removing them ends
 * their sign-ins at once) and its statement. The server answers 403 to staff who are not the owner.
 */
export const ownerApi = staffApi.enhanceEndpoints({ addTagTypes: ['StaffTeam'] }).injectEndpoints({
  endpoints: (build) => ({
    // Who signed in, for a sign-in kept before the session knew whether they own the store.
    getStaffMe: build.query<DataOf<typeof userRoute>, void>({
      queryFn: authorized(() => ({ url: userRoute })),
    }),
    getTeam: build.query<StaffMember[], void>({
      queryFn: authorized(() => ({ url: staffRoute })),
      providesTags: ['StaffTeam'],
    }),
    addToTeam: build.mutation<StaffMember, StaffRequest>({
      queryFn: authorized((body: StaffRequest) => ({ url: addStaffRoute, body })),
      invalidatesTags: ['StaffTeam'],
    }),
    removeFromTeam: build.mutation<DataOf<typeof removeStaffRoute>, number>({
      queryFn: authorized((userId: number) => ({ url: removeStaffRoute, path: { user_id: userId } })),
      invalidatesTags: ['StaffTeam'],
    }),
    getStatement: build.query<Statement, { from: string; to: string }>({
      queryFn: authorized(({ from, to }: { from: string; to: string }) => ({
        url: statementRoute,
        params: { from, to },
      })),
    }),
  }),
});

export const {
  useGetStaffMeQuery,
  useGetTeamQuery,
  useAddToTeamMutation,
  useRemoveFromTeamMutation,
  useGetStatementQuery,
} = ownerApi;
