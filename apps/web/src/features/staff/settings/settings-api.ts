import { staffApi, authorized } from '../staff-api';
import type { SlotSettings, StoreHours, StoreHoursRequest } from '@suuq/shared/hours';
import type { DeliveryZone, DeliveryZoneInput } from '@suuq/shared/zones';

// The staff's own store only: the server knows it from the token. Every change invalidates the store too, since
// hours decide whether it is open now.
export const settingsApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['StaffHours', 'StaffSlots', 'StaffZones'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getHours: build.query<StoreHours, void>({
        queryFn: authorized<StoreHours, void>(() => ({ url: '/api/merchant/hours' })),
        providesTags: ['StaffHours'],
      }),
      saveHours: build.mutation<StoreHours, StoreHoursRequest>({
        queryFn: authorized<StoreHours, StoreHoursRequest>((body) => ({
          url: '/api/merchant/hours',
          method: 'PUT',
          body,
        })),
        invalidatesTags: ['StaffHours', 'StaffStore'],
      }),
      getSlotSettings: build.query<SlotSettings, void>({
        queryFn: authorized<SlotSettings, void>(() => ({ url: '/api/merchant/slots' })),
        providesTags: ['StaffSlots'],
      }),
      saveSlotSettings: build.mutation<SlotSettings, SlotSettings>({
        queryFn: authorized<SlotSettings, SlotSettings>((body) => ({
          url: '/api/merchant/slots',
          method: 'PUT',
          body,
        })),
        invalidatesTags: ['StaffSlots', 'StaffStore'],
      }),
      getZones: build.query<DeliveryZone[], void>({
        queryFn: async (arg, api, extra) => {
          const result = await authorized<{ zones: DeliveryZone[] }, void>(() => ({
            url: '/api/merchant/zones',
          }))(arg, api, extra);
          return result.error ? { error: result.error } : { data: result.data.zones };
        },
        providesTags: ['StaffZones'],
      }),
      saveZones: build.mutation<{ zones: DeliveryZone[] }, DeliveryZoneInput[]>({
        queryFn: authorized<{ zones: DeliveryZone[] }, DeliveryZoneInput[]>((zones) => ({
          url: '/api/merchant/zones',
          method: 'PUT',
          body: { zones },
        })),
        invalidatesTags: ['StaffZones', 'StaffStore'],
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
} = settingsApi;
