/** The routes of rides: booking one, the captain's duty, vehicles, trips and wallet (see routes.ts). */
import type { z } from 'zod';
import type {
  Booking,
  Duty,
  FareEstimate,
  rideUpdateResponse,
  savePathResponse,
  Vehicle,
  VehicleType,
} from './captain';
import type { Payout, Wallet } from './captain-wallet';
import type { MessageResponse } from './accounts';
import type { Data, Paged } from './routes';

export const bookingSearchRoute = 'POST /api/booking/search';
export const fareEstimateRoute = 'POST /api/booking/estimate';
export const availableBookingsRoute = 'GET /api/booking/available';
export const tripReservationRoute = 'POST /api/booking/tripreservations';
export const captainArrivedRoute = 'POST /api/booking/captainarrived';
export const pickupCompleteRoute = 'POST /api/booking/pickupcomplete';
export const savePathRoute = 'POST /api/booking/savepath';
export const rideUpdateRoute = 'POST /api/booking/rideupdate';
export const endRideRoute = 'POST /api/booking/endride';
export const customerRatingRoute = 'POST /api/booking/customerrating';
export const cancelReservationRoute = 'POST /api/booking/cancelreservation';
export const activeBookingRoute = 'GET /api/booking/active';
export const endTripRoute = 'GET /api/booking/endtrip';
export const tripsRoute = 'GET /api/trips';
export const setDutyRoute = 'POST /api/user/active';
export const dutyRoute = 'GET /api/captain/duty';
export const vehicleTypesRoute = 'GET /api/vehicalTypes';
export const vehiclesRoute = 'GET /api/vehical/getall';
export const saveVehicleRoute = 'POST /api/vehical/save';
export const deleteVehicleRoute = 'POST /api/vehical/delete';
export const walletRoute = 'GET /api/wallet/get';
export const cashOutRoute = 'POST /api/wallet/cashout';

/** What each route above answers with on success. */
export interface CaptainAnswers {
  [bookingSearchRoute]: Data<Booking>;
  [fareEstimateRoute]: Data<FareEstimate>;
  [availableBookingsRoute]: Data<Booking[]>;
  [tripReservationRoute]: Data<Booking>;
  [captainArrivedRoute]: Data<Booking>;
  [pickupCompleteRoute]: Data<Booking>;
  [savePathRoute]: Data<z.output<typeof savePathResponse>>;
  [rideUpdateRoute]: Data<z.output<typeof rideUpdateResponse>>;
  [endRideRoute]: Data<Booking>;
  [customerRatingRoute]: Data<Booking>;
  [cancelReservationRoute]: Data<Booking>;
  [activeBookingRoute]: Data<Booking | null>;
  [endTripRoute]: Data<Booking | null>;
  [tripsRoute]: Paged<Booking[]>;
  [setDutyRoute]: Data<Duty>;
  [dutyRoute]: Data<Duty>;
  [vehicleTypesRoute]: Data<VehicleType[]>;
  [vehiclesRoute]: Data<Vehicle[]>;
  [saveVehicleRoute]: Data<Vehicle>;
  [deleteVehicleRoute]: MessageResponse;
  [walletRoute]: Paged<Wallet>;
  [cashOutRoute]: Data<Payout>;
}
