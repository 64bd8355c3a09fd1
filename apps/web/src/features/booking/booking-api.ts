import type { Address } from '@suuq/shared/accounts';
import type {
  Booking,
  BookingSearchRequest,
  FareEstimate,
  FareEstimateRequest,
  VehicleType,
} from '@suuq/shared/captain';
import type { Language } from '@suuq/shared/labels';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AnswerOf } from '@suuq/shared/routes';
import { addressesRoute } from '@suuq/shared/routes-account';
import {
  activeBookingRoute,
  bookingSearchRoute,
  cancelReservationRoute,
  customerRatingRoute,
  fareEstimateRoute,
  tripsRoute,
  vehicleTypesRoute,
} from '@suuq/shared/routes-captain';
import { api } from '../../lib/api';

/**
 * A booking by id, as the customer sees it now: the open one (`activeBookingRoute`), else (ended or cancelled)
 * from the customer's recent trips. Null when neither holds it (another sign-in's, or long gone).
 */
export interface BookingArg {
  id: number;
  lang: Language;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    vehicleTypes: build.query<VehicleType[], Language>({
      query: (lang) => ({ url: vehicleTypesRoute, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof vehicleTypesRoute>) => response.data,
    }),
    /** The customer's open booking (from this phone or another), or null. Keyed by the sign-in. */
    activeBooking: build.query<Booking | null, { session: string; lang: Language }>({
      query: ({ lang }) => ({ url: activeBookingRoute, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof activeBookingRoute>) => response.data,
    }),
    booking: build.query<Booking | null, BookingArg>({
      async queryFn({ id, lang }, _api, _extra, baseQuery) {
        const active = await baseQuery({ url: activeBookingRoute, params: { lang } });
        if (active.error) return { error: active.error as FetchBaseQueryError };
        const open = (active.data as AnswerOf<typeof activeBookingRoute>).data;
        if (open?.id === id) return { data: open };
        const trips = await baseQuery({
          url: tripsRoute,
          params: { client: 'customer', per_page: 10, lang },
        });
        if (trips.error) return { error: trips.error as FetchBaseQueryError };
        const found = (trips.data as AnswerOf<typeof tripsRoute>).data.find((trip) => trip.id === id);
        return { data: found ?? null };
      },
    }),
    /** Saved addresses, to start from one (the same call as the address book's). */
    bookingAddresses: build.query<Address[], string>({
      query: () => addressesRoute,
      transformResponse: (response: AnswerOf<typeof addressesRoute>) => response.data,
    }),
    /** The fare the server will quote for the trip, by the rule it charges with; 422 when it cannot be booked. */
    fareEstimate: build.query<FareEstimate, FareEstimateRequest & { lang: Language }>({
      query: ({ lang, ...body }) => ({
        url: fareEstimateRoute,
        body,
        params: { lang },
      }),
      transformResponse: (response: AnswerOf<typeof fareEstimateRoute>) => response.data,
    }),
    searchBooking: build.mutation<Booking, BookingSearchRequest>({
      query: (body) => ({ url: bookingSearchRoute, body }),
      transformResponse: (response: AnswerOf<typeof bookingSearchRoute>) => response.data,
    }),
    cancelBooking: build.mutation<Booking, { booking_id: number }>({
      query: (body) => ({ url: cancelReservationRoute, body }),
      transformResponse: (response: AnswerOf<typeof cancelReservationRoute>) => response.data,
    }),
    rateCaptain: build.mutation<Booking, { booking_id: number; rating: number; comment?: string }>({
      query: (body) => ({ url: customerRatingRoute, body }),
      transformResponse: (response: AnswerOf<typeof customerRatingRoute>) => response.data,
    }),
  }),
});

export const {
  useVehicleTypesQuery,
  useActiveBookingQuery,
  useBookingQuery,
  useBookingAddressesQuery,
  useFareEstimateQuery,
  useSearchBookingMutation,
  useCancelBookingMutation,
  useRateCaptainMutation,
} = bookingApi;
