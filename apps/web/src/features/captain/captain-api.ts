import type { BaseQueryApi, BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Booking, Vehicle, VehicleType } from '@suuq/shared/captain';
import type { CashOutRequest, Payout, Wallet } from '@suuq/shared/captain-wallet';
import type { Language } from '@suuq/shared/labels';
import type { AnswerOf, DataOf, Route } from '@suuq/shared/routes';
import {
  activeBookingRoute,
  availableBookingsRoute,
  captainArrivedRoute,
  cashOutRoute,
  deleteVehicleRoute,
  dutyRoute,
  endRideRoute,
  pickupCompleteRoute,
  rideUpdateRoute,
  savePathRoute,
  saveVehicleRoute,
  setDutyRoute,
  tripReservationRoute,
  tripsRoute,
  vehiclesRoute,
  vehicleTypesRoute,
  walletRoute,
} from '@suuq/shared/routes-captain';
import { userRoute } from '@suuq/shared/routes-account';
import { api, sessionQuery, type ApiRequest } from '../../lib/api';
import { customerSession, type SessionUser } from '../../lib/session';
import { consoleSession } from './captain-session';
import type { PathPoint } from './position-queue';

/**
 * Sends the token of the session the console uses (its own sign-in, or the storefront's); a 401 renews it once, a
 * second refusal signs out (the page shows the sign-in form).
 */
export const captainQuery: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError> = (request, api, extra) =>
  sessionQuery(consoleSession())(request, api, extra);

/** Sends `request(arg)` as the captain and unwraps the `{ data }` envelope. */
export async function asCaptain<R extends Route>(
  request: ApiRequest & { url: R },
  api: BaseQueryApi,
  extra: object,
) {
  const result = await captainQuery(request, api, extra);
  return result.error ? { error: result.error } : { data: (result.data as { data: DataOf<R> }).data };
}

function captain<R extends Route, A>(request: (arg: A) => ApiRequest & { url: R }) {
  return (arg: A, api: BaseQueryApi, extra: object) => asCaptain(request(arg), api, extra);
}

const step = (url: typeof captainArrivedRoute | typeof pickupCompleteRoute | typeof endRideRoute) =>
  captain((booking_id: number) => ({ url, body: { booking_id } }));

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
      // Who is signed in on the storefront (keyed by that sign-in): a captain there opens the console as they are.
      storefrontUser: build.query<SessionUser, string>({
        queryFn: async (_sessionId, api, extra) => {
          const result = await sessionQuery(customerSession)({ url: userRoute }, api, extra);
          if (result.error) return { error: result.error };
          const { id, name, role, store_id } = (result.data as AnswerOf<typeof userRoute>).data;
          return { data: { id, name, role, store_id } };
        },
      }),
      getVehicleTypes: build.query<VehicleType[], Language>({
        query: (lang) => ({ url: vehicleTypesRoute, params: { lang } }),
        transformResponse: (response: AnswerOf<typeof vehicleTypesRoute>) => response.data,
      }),
      getVehicles: build.query<Vehicle[], Language>({
        queryFn: captain(() => ({ url: vehiclesRoute })),
        providesTags: ['CaptainVehicles'],
      }),
      saveVehicle: build.mutation<Vehicle, FormData>({
        queryFn: captain((body: FormData) => ({ url: saveVehicleRoute, body })),
        invalidatesTags: ['CaptainVehicles', 'CaptainOffers'],
      }),
      deleteVehicle: build.mutation<unknown, number>({
        queryFn: async (id, api, extra) => {
          const result = await captainQuery({ url: deleteVehicleRoute, body: { id } }, api, extra);
          return result.error ? { error: result.error } : { data: result.data };
        },
        invalidatesTags: ['CaptainVehicles', 'CaptainOffers'],
      }),
      // Whether the captain is on duty, as the server keeps it (off duty, the server offers no trips).
      getDuty: build.query<boolean, void>({
        queryFn: async (_arg, api, extra) => {
          const result = await asCaptain({ url: dutyRoute }, api, extra);
          return result.error ? { error: result.error } : { data: result.data.on_duty };
        },
        providesTags: ['CaptainDuty'],
      }),
      setDuty: build.mutation<boolean, boolean>({
        queryFn: async (onDuty, api, extra) => {
          const result = await asCaptain({ url: setDutyRoute, body: { on_duty: onDuty } }, api, extra);
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
        queryFn: captain(({ lat, lng, lang }: Near) => ({
          url: availableBookingsRoute,
          params: { lat: lat.toFixed(5), lng: lng.toFixed(5), lang },
        })),
        providesTags: ['CaptainOffers'],
      }),
      getActiveTrip: build.query<Booking | null, Language>({
        queryFn: captain((lang: Language) => ({
          url: activeBookingRoute,
          params: { lang },
        })),
        providesTags: ['CaptainTrip'],
      }),
      reserve: build.mutation<Booking, { bookingId: number; vehicleId: number }>({
        queryFn: captain(({ bookingId, vehicleId }: { bookingId: number; vehicleId: number }) => ({
          url: tripReservationRoute,
          body: { booking_id: bookingId, vehicle_id: vehicleId },
        })),
        invalidatesTags: ['CaptainTrip', 'CaptainOffers'],
      }),
      arrived: build.mutation<Booking, number>({
        queryFn: step(captainArrivedRoute),
        invalidatesTags: ['CaptainTrip'],
      }),
      pickedUp: build.mutation<Booking, number>({
        queryFn: step(pickupCompleteRoute),
        invalidatesTags: ['CaptainTrip'],
      }),
      endRide: build.mutation<Booking, number>({
        queryFn: step(endRideRoute),
        invalidatesTags: ['CaptainTrip', 'CaptainWallet'],
      }),
      getWallet: build.query<Wallet, Language>({
        queryFn: captain((lang: Language) => ({
          url: walletRoute,
          params: { lang, per_page: 20 },
        })),
        providesTags: ['CaptainWallet'],
      }),
      cashOut: build.mutation<Payout, CashOutRequest>({
        queryFn: captain((body: CashOutRequest) => ({ url: cashOutRoute, body })),
        invalidatesTags: ['CaptainWallet'],
      }),
      getTrips: build.query<Booking[], Language>({
        queryFn: captain((lang: Language) => ({
          url: tripsRoute,
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
      url: rideUpdateRoute,
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
    { url: savePathRoute, body: { booking_id: bookingId, points } },
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
  useStorefrontUserQuery,
  useCashOutMutation,
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
