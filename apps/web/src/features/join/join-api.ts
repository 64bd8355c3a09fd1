import type { Industry } from '@suuq/shared/catalog';
import type { VehicleType } from '@suuq/shared/captain';
import type { CaptainApplicationRequest } from '@suuq/shared/captain-applications';
import type { Language } from '@suuq/shared/labels';
import type { StoreApplicationRequest } from '@suuq/shared/operator';
import type { AnswerOf } from '@suuq/shared/routes';
import { captainApplyRoute, storeApplyRoute } from '@suuq/shared/routes-admin';
import { vehicleTypesRoute } from '@suuq/shared/routes-captain';
import { industriesRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

type Applied = AnswerOf<typeof storeApplyRoute>['data'];

/**
 * Joining Suuq from the storefront: a shop's application (what it may sell: the catalog's industries) and a
 * captain's (what they may drive: the vehicle types the captain API lists). Anyone may apply; no sign-in.
 */
export const joinApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinIndustries: build.query<Industry[], Language>({
      query: (lang) => ({ url: industriesRoute, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof industriesRoute>) => response.data,
    }),
    joinVehicleTypes: build.query<VehicleType[], Language>({
      query: (lang) => ({ url: vehicleTypesRoute, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof vehicleTypesRoute>) => response.data,
    }),
    applyStore: build.mutation<Applied, StoreApplicationRequest>({
      query: (body) => ({ url: storeApplyRoute, body }),
      transformResponse: (response: AnswerOf<typeof storeApplyRoute>) => response.data,
    }),
    applyCaptain: build.mutation<Applied, CaptainApplicationRequest>({
      query: (body) => ({ url: captainApplyRoute, body }),
      transformResponse: (response: AnswerOf<typeof captainApplyRoute>) => response.data,
    }),
  }),
});

export const {
  useJoinIndustriesQuery,
  useJoinVehicleTypesQuery,
  useApplyStoreMutation,
  useApplyCaptainMutation,
} = joinApi;
