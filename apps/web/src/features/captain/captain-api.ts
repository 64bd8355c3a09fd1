import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Booking, Duty, Vehicle, VehicleType, Wallet } from '@suuq/shared/captain';
import type { Language } from '@suuq/shared/labels';
import { api, sessionQuery, type ApiRequest, type Envelope } from '../../lib/api';
import { captainSession } from './captain-session';
import type { PathPoint } from './position-queue';

/** Sends the captain's token; a 401 renews it once, a second refusal signs out (the page shows the sign-in form). */
const captainQuery = sessionQuery(captainSession);

/** Sends `request(arg)` as the captain and unwraps the `{ data }` envelope. */
export async function asCaptain<T>(request: ApiRequest, api: BaseQueryApi, extra: object) {
  const result = await captainQuery(request, api, extra);
  return result.error ? { error: result.error } : { data: (result.data as Envelope<T>).data };
}

function captain<T, A>(request: (arg: A) => ApiRequest) {
  return (arg: A, api: BaseQueryApi, extra: object) => asCaptain<T>(request(arg), api, extra);
}

const step = (url: string) =>
  captain<Booking, number>((booking_id) => ({ url, method: 'POST', body: { booking_id } }));

export interface Near {
  lat: number;
  lng: number;
  lang: Language;
}

export const captainApi = api
  .enhanceEndpoints({
    addTagTypes: ['CaptainVehicles', 'CaptainTrip', 'CaptainWallet', 'CaptainOffers', 'CaptainDuty'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getVehicleTypes: build.query<VehicleType[], Language>({
        query: (lang) => ({ url: '/api/vehicalTypes', params: { lang } }),
        transformResponse: (response: Envelope<VehicleType[]>) => response.data,
      }),
      getVehicles: build.query<Vehicle[], Language>({
        queryFn: captain<Vehicle[], Language>(() => '/api/vehical/getall'),
        providesTags: ['CaptainVehicles'],
      }),
      saveVehicle: build.mutation<Vehicle, FormData>({
        queryFn: captain<Vehicle, FormData>((body) => ({ url: '/api/vehical/save', method: 'POST', body })),
        invalidatesTags: ['CaptainVehicles', 'CaptainOffers'],
      }),
      deleteVehicle: build.mutation<unknown, number>({
        queryFn: async (id, api, extra) => {
          const result = await captainQuery(
            { url: '/api/vehical/delete', method: 'POST', body: { id } },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data };
        },
        invalidatesTags: ['CaptainVehicles', 'CaptainOffers'],
      }),
      // Whether the captain is on duty, as the server keeps it (off duty, the server offers no trips).
      getDuty: build.query<boolean, void>({
        queryFn: async (_arg, api, extra) => {
          const result = await asCaptain<Duty>({ url: '/api/captain/duty' }, api, extra);
          return result.error ? { error: result.error } : { data: result.data.on_duty };
        },
        providesTags: ['CaptainDuty'],
      }),
      setDuty: build.mutation<boolean, boolean>({
        queryFn: async (onDuty, api, extra) => {
          const result = await asCaptain<Duty>(
            { url: '/api/user/active', method: 'POST', body: { on_duty: onDuty } },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data.on_duty };
        },
        // The saved state is the server's answer; the offers are read again for it.
        async onQueryStarted(_onDuty, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data === undefined) return;
          dispatch(captainApi.util.upsertQueryData('getDuty', undefined, data));
          dispatch(captainApi.util.invalidateTags(['CaptainOffers']));
        },
      }),
      // Bookings waiting for a captain near the captain's position, nearest pickup first.
      getOffers: build.query<Booking[], Near>({
        queryFn: captain<Booking[], Near>(({ lat, lng, lang }) => ({
          url: '/api/booking/available',
          params: { lat: lat.toFixed(5), lng: lng.toFixed(5), lang },
        })),
        providesTags: ['CaptainOffers'],
      }),
      getActiveTrip: build.query<Booking | null, Language>({
        queryFn: captain<Booking | null, Language>((lang) => ({
          url: '/api/booking/active',
          params: { lang },
        })),
        providesTags: ['CaptainTrip'],
      }),
      reserve: build.mutation<Booking, { bookingId: number; vehicleId: number }>({
        queryFn: captain<Booking, { bookingId: number; vehicleId: number }>(({ bookingId, vehicleId }) => ({
          url: '/api/booking/tripreservations',
          method: 'POST',
          body: { booking_id: bookingId, vehicle_id: vehicleId },
        })),
        invalidatesTags: ['CaptainTrip', 'CaptainOffers'],
      }),
      arrived: build.mutation<Booking, number>({
        queryFn: step('/api/booking/captainarrived'),
        invalidatesTags: ['CaptainTrip'],
      }),
      pickedUp: build.mutation<Booking, number>({
        queryFn: step('/api/booking/pickupcomplete'),
        invalidatesTags: ['CaptainTrip'],
      }),
      endRide: build.mutation<Booking, number>({
        queryFn: step('/api/booking/endride'),
        invalidatesTags: ['CaptainTrip', 'CaptainWallet'],
      }),
      getWallet: build.query<Wallet, Language>({
        queryFn: captain<Wallet, Language>((lang) => ({
          url: '/api/wallet/get',
          params: { lang, per_page: 20 },
        })),
        providesTags: ['CaptainWallet'],
      }),
      getTrips: build.query<Booking[], Language>({
        queryFn: captain<Booking[], Language>((lang) => ({
          url: '/api/trips',
          params: { client: 'captain', lang, per_page: 20 },
        })),
        providesTags: ['CaptainWallet'],
      }),
    }),
  });

const noContext = () => ({ signal: new AbortController().signal }) as BaseQueryApi;

/** Tells the customer where the captain is now (`rideupdate`); a failure is left for the next reading. */
export async function sendPosition(bookingId: number, point: PathPoint): Promise<void> {
  await captainQuery(
    {
      url: '/api/booking/rideupdate',
      method: 'POST',
      body: { booking_id: bookingId, lat: point.lat, lng: point.lng },
    },
    noContext(),
    {},
  );
}

/**
 * Sends one batch of the driven path. Rejects when it should be sent again (no network, the server busy or down);
 * a refusal (the trip is no longer on its way) resolves, since sending the same points again cannot help.
 */
export async function sendPath(bookingId: number, points: PathPoint[]): Promise<void> {
  const result = await captainQuery(
    { url: '/api/booking/savepath', method: 'POST', body: { booking_id: bookingId, points } },
    // The API client needs only the abort signal of RTK Query's context.
    noContext(),
    {},
  );
  const status = result.error?.status;
  if (status === undefined) return;
  if (typeof status !== 'number' || status >= 500 || status === 429)
    throw new Error(`The path was not sent (${String(status)})`);
}

export const {
  useGetVehicleTypesQuery,
  useGetVehiclesQuery,
  useSaveVehicleMutation,
  useDeleteVehicleMutation,
  useGetDutyQuery,
  useSetDutyMutation,
  useGetOffersQuery,
  useGetActiveTripQuery,
  useReserveMutation,
  useArrivedMutation,
  usePickedUpMutation,
  useEndRideMutation,
  useGetWalletQuery,
  useGetTripsQuery,
} = captainApi;
