import { staffApi, authorized } from '../staff-api';
import type { OpenNowRequest, SlotSettings, StoreHours, StoreHoursRequest } from '@suuq/shared/hours';
import type { StoreOrdering, StoreOrderingRequest } from '@suuq/shared/store-ordering';
import type { PrepSettings } from '@suuq/shared/eta-schemas';
import type { DataOf } from '@suuq/shared/routes';
import {
  hoursRoute,
  openNowRoute,
  prepRoute,
  savePrepRoute,
  saveHoursRoute,
  saveStoreOrderingRoute,
  storeOrderingRoute,
  saveSlotSettingsRoute,
  saveZonesRoute,
  slotSettingsRoute,
  zonesRoute,
} from '@suuq/shared/routes-merchant';
import type { DeliveryZone, DeliveryZoneInput } from '@suuq/shared/zones';

// The staff's own store only: the server knows it from the token. Every change invalidates the store too, since
// hours decide whether it is open now.
export const settingsApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['StaffHours', 'StaffSlots', 'StaffZones', 'StaffOrdering', 'StaffPrep'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getHours: build.query<StoreHours, void>({
        queryFn: authorized(() => ({ url: hoursRoute })),
        providesTags: ['StaffHours'],
      }),
      saveHours: build.mutation<StoreHours, StoreHoursRequest>({
        queryFn: authorized((body: StoreHoursRequest) => ({
          url: saveHoursRoute,
          body,
        })),
        invalidatesTags: ['StaffHours', 'StaffStore'],
      }),
      // Open now outside the hours, until a time: today's hours change and the store opens.
      openNow: build.mutation<DataOf<typeof openNowRoute>, OpenNowRequest>({
        queryFn: authorized((body: OpenNowRequest) => ({ url: openNowRoute, body })),
        invalidatesTags: ['StaffHours', 'StaffStore'],
      }),
      getOrdering: build.query<StoreOrdering, void>({
        queryFn: authorized(() => ({ url: storeOrderingRoute })),
        providesTags: ['StaffOrdering'],
      }),
      saveOrdering: build.mutation<StoreOrdering, StoreOrderingRequest>({
        queryFn: authorized((body: StoreOrderingRequest) => ({ url: saveStoreOrderingRoute, body })),
        invalidatesTags: ['StaffOrdering', 'StaffStore'],
      }),
      getSlotSettings: build.query<SlotSettings, void>({
        queryFn: authorized(() => ({ url: slotSettingsRoute })),
        providesTags: ['StaffSlots'],
      }),
      saveSlotSettings: build.mutation<SlotSettings, SlotSettings>({
        queryFn: authorized((body: SlotSettings) => ({
          url: saveSlotSettingsRoute,
          body,
        })),
        invalidatesTags: ['StaffSlots', 'StaffStore'],
      }),
      getZones: build.query<DeliveryZone[], void>({
        queryFn: async (arg, api, extra) => {
          const result = await authorized(() => ({ url: zonesRoute }))(arg, api, extra);
          return result.error ? { error: result.error } : { data: result.data.zones };
        },
        providesTags: ['StaffZones'],
      }),
      saveZones: build.mutation<DataOf<typeof saveZonesRoute>, DeliveryZoneInput[]>({
        queryFn: authorized((zones: DeliveryZoneInput[]) => ({
          url: saveZonesRoute,
          body: { zones },
        })),
        invalidatesTags: ['StaffZones', 'StaffStore'],
      }),
      // The preparation time: every time estimate shoppers see starts from it.
      getPrep: build.query<PrepSettings, void>({
        queryFn: authorized(() => ({ url: prepRoute })),
        providesTags: ['StaffPrep'],
      }),
      savePrep: build.mutation<PrepSettings, PrepSettings>({
        queryFn: authorized((body: PrepSettings) => ({ url: savePrepRoute, body })),
        invalidatesTags: ['StaffPrep', 'StaffStore'],
      }),
    }),
  });

export const {
  useGetHoursQuery,
  useSaveHoursMutation,
  useOpenNowMutation,
  useGetOrderingQuery,
  useSaveOrderingMutation,
  useGetSlotSettingsQuery,
  useSaveSlotSettingsMutation,
  useGetZonesQuery,
  useSaveZonesMutation,
  useGetPrepQuery,
  useSavePrepMutation,
} = settingsApi;
