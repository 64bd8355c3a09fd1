import { staffApi, authorized } from '../staff-api';
import type { SlotSettings, StoreHours, StoreHoursRequest } from '@suuq/shared/hours';
import type { PrepSettings } from '@suuq/shared/eta-schemas';
import type { DataOf } from '@suuq/shared/routes';
import {
  hoursRoute,
  prepRoute,
  savePrepRoute,
  saveHoursRoute,
  saveSlotSettingsRoute,
  saveZonesRoute,
  slotSettingsRoute,
  zonesRoute,
} from '@suuq/shared/routes-merchant';
import type { DeliveryZone, DeliveryZoneInput } from '@suuq/shared/zones';

// The staff's own store only: the server knows it from the token. Every change invalidates the store too, since
// hours decide whether it is open now.
export const settingsApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['StaffHours', 'StaffSlots', 'StaffZones', 'StaffPrep'] })
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
  useGetSlotSettingsQuery,
  useSaveSlotSettingsMutation,
  useGetZonesQuery,
  useSaveZonesMutation,
  useGetPrepQuery,
  useSavePrepMutation,
} = settingsApi;
