/**
 * The captain and trip domain: vehicle types, captains' vehicles and wallets, and bookings from search to rating.
 * Every request and response of `/api/vehicalTypes`, `/api/vehical/*`, `/api/wallet/get`, `/api/booking/*` and
 * `/api/trips` is one of these schemas, and the fare arithmetic both apps use lives here too.
 */
import { z } from 'zod';
import { id, money } from './api';
import { distanceMeters, lat, lng, type LatLng } from './geo';
import type { Language } from './labels';

/** A booking's life: searching → accepted → arrived → on_trip → completed, or cancelled before pickup. */
export const BOOKING_STATUSES = [
  'searching',
  'accepted',
  'arrived',
  'on_trip',
  'completed',
  'cancelled',
] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** A customer's booking is open in these states: they cannot book another until it ends. */
export const CUSTOMER_OPEN_STATUSES = ['searching', 'accepted', 'arrived', 'on_trip'] as const;
/** A captain's trip is open in these states: they cannot accept another until it ends. */
export const CAPTAIN_OPEN_STATUSES = ['accepted', 'arrived', 'on_trip'] as const;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, Record<Language, string>> = {
  searching: { en: 'Finding a captain', so: 'Darawal ayaa laguu raadinayaa' },
  accepted: { en: 'Captain on the way', so: 'Darawalku wuu kuu soo socdaa' },
  arrived: { en: 'Captain has arrived', so: 'Darawalku wuu yimid' },
  on_trip: { en: 'On the trip', so: 'Safarku wuu socdaa' },
  completed: { en: 'Completed', so: 'Wuu dhammaaday' },
  cancelled: { en: 'Cancelled', so: 'Waa la joojiyay' },
};

/** Rides are priced and paid in one currency. */
export const RIDE_CURRENCY = 'USD';
/** Most points one savepath call may carry (a few minutes of driving at one point a second). */
export const SAVEPATH_MAX_POINTS = 500;
/** Most points one trip may record in all. */
export const PATH_MAX_POINTS = 20_000;
/** Vehicles one captain may keep registered. */
export const MAX_VEHICLES_PER_CAPTAIN = 5;
/** Largest vehicle photo upload, in bytes. */
export const VEHICLE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Shortest and longest trip a customer may book, straight line, in metres. */
export const MIN_TRIP_METERS = 100;
export const MAX_TRIP_METERS = 150_000;
/**
 * The recorded path is charged when it is plausible: at least this share of the straight-line distance (less means
 * the recording missed part of the ride) and at most this multiple of it (more is a detour the customer did not ask
 * for, or a bad recording). Otherwise the quote stands, or the cap.
 */
export const PATH_MIN_SHARE = 0.5;
export const PATH_MAX_DETOUR = 2.5;
/** Faster than this between two points is a GPS jump, not driving (about 200 km/h). */
export const MAX_PLAUSIBLE_SPEED_MPS = 55;

export type { LatLng };

/**
 * How a rider pays a ride, chosen before booking: cash into the captain's hand, or one of the mobile wallets. A cash
 * fare is the captain's already, so the wallet records it as earned and as collected (the balance, what can be cashed
 * out, holds only what riders paid by wallet).
 */
export const RIDE_PAYMENT_METHODS = ['cash', 'evc_plus', 'zaad', 'edahab'] as const;
export const ridePaymentMethod = z.enum(RIDE_PAYMENT_METHODS);
export type RidePaymentMethod = z.infer<typeof ridePaymentMethod>;

/** Great-circle distance between two points, in metres (the shared geo helper, under the name fares use). */
export const haversineMeters = distanceMeters;

/** A fare in minor units: the base fare plus the rate per km (minor units) for whole metres, rounded to a cent. */
export function fareMinor(distanceMeters: number, rule: { baseFare: number; perKm: number }): number {
  return rule.baseFare + Math.round((rule.perKm * Math.round(distanceMeters)) / 1000);
}

/**
 * Length of a driven path in metres, the points in the order they were recorded. A hop that would need more than
 * MAX_PLAUSIBLE_SPEED_MPS is a GPS jump and is left out (both the jump and the return).
 */
export function pathMeters(points: readonly (LatLng & { at: Date })[]): number {
  let total = 0;
  let previous: (LatLng & { at: Date }) | undefined;
  for (const point of points) {
    if (previous) {
      const meters = haversineMeters(previous, point);
      const seconds = Math.max(1, (point.at.getTime() - previous.at.getTime()) / 1000);
      if (meters / seconds <= MAX_PLAUSIBLE_SPEED_MPS) {
        total += meters;
        previous = point;
      }
      // A jump is skipped and the point before it is kept, so the return from a glitch is not counted either.
      continue;
    }
    previous = point;
  }
  return Math.round(total);
}

/** The distance a finished ride is charged for, and where it came from. */
export function chargedDistance(
  estimateMeters: number,
  recordedMeters: number | undefined,
): { meters: number; basis: 'path' | 'estimate' } {
  if (recordedMeters === undefined || recordedMeters < estimateMeters * PATH_MIN_SHARE) {
    return { meters: estimateMeters, basis: 'estimate' };
  }
  return { meters: Math.min(recordedMeters, Math.round(estimateMeters * PATH_MAX_DETOUR)), basis: 'path' };
}

const formId = z.coerce.number().pipe(id);
const timestamp = z.string();

// Vehicle types and vehicles.

export const vehicleType = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    /** Charged for every trip, plus `per_km` for each kilometre. */
    base_fare: money,
    per_km: money,
    currency: z.string(),
    /** Passengers besides the captain. */
    seats: z.number().int(),
    /** Load it carries (water, gas cylinders), or null for passenger vehicles. */
    capacity_kg: z.number().int().nullable(),
  })
  .meta({ id: 'VehicleType' });
export type VehicleType = z.infer<typeof vehicleType>;

export const vehicle = z
  .object({
    id: z.number().int(),
    vehicle_type: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    plate_number: z.string(),
    make: z.string(),
    model: z.string(),
    colour: z.string(),
    year: z.number().int(),
    /** Relative path of a WebP photo, or null. */
    photo: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicle>;

/** Plates as people read them: letters and digits, single spaces or hyphens, upper case. */
export const PLATE_PATTERN = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){1,14}$/;

/** A plate number as stored: trimmed, upper case, runs of spaces made one. */
export function normalizePlate(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** A vehicle's make, model or colour; its rule's message is a key, answered in the caller's language. */
const vehicleText = (max: number) =>
  z
    .string({ error: 'fieldInvalid' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(max, { error: 'fieldTooLong' })
    .optional();

const VEHICLE_REQUIRED = ['vehicle_type_id', 'plate_number', 'make', 'model', 'colour', 'year'] as const;

/**
 * The text fields of `POST /api/vehical/save` (a multipart form, or JSON without the photo). Without `id` a vehicle
 * is added and every field but the photo is required; with `id` the fields sent change that vehicle.
 */
export const vehicleSaveFields = z
  .object({
    id: formId.optional(),
    vehicle_type_id: z.coerce.number({ error: 'vehicleTypeChoice' }).pipe(id).optional(),
    plate_number: z
      .string()
      .max(40, { error: 'vehiclePlate' })
      .refine((value) => PLATE_PATTERN.test(normalizePlate(value)), { error: 'vehiclePlate' })
      .optional(),
    make: vehicleText(50),
    model: vehicleText(50),
    colour: vehicleText(30),
    year: z.coerce
      .number({ error: 'vehicleYear' })
      .int({ error: 'vehicleYear' })
      .min(1950, { error: 'vehicleYear' })
      .max(new Date().getFullYear() + 1, { error: 'vehicleYear' })
      .optional(),
  })
  .superRefine((fields, ctx) => {
    if (fields.id !== undefined) return;
    for (const key of VEHICLE_REQUIRED) {
      if (fields[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'fieldRequired' });
    }
  })
  .meta({ id: 'VehicleSaveFields' });
export type VehicleSaveFields = z.infer<typeof vehicleSaveFields>;

export const vehicleDeleteRequest = z.object({ id }).meta({ id: 'VehicleDeleteRequest' });

// Bookings.

export const tripPoint = z
  .object({
    lat,
    lng,
    label: z.string().trim().min(1, { error: 'placeLabel' }).max(200, { error: 'placeLabel' }),
  })
  .meta({ id: 'TripPoint' });
export type TripPoint = z.infer<typeof tripPoint>;

/** A trip point as bookings show it: with the named place it is at, from the city's own table (mogadishu-places.ts). */
export const bookingPlace = z
  .object({
    lat,
    lng,
    /** What the rider chose: an address they wrote, or the place the app named for a point on the map. */
    label: z.string(),
    /** The nearest landmark and district ("KM4, Hodan") or district, or null outside the city. */
    near: z.string().nullable(),
  })
  .meta({ id: 'BookingPlace' });
export type BookingPlace = z.infer<typeof bookingPlace>;

export const bookingSearchRequest = z
  .object({
    pickup: tripPoint,
    dropoff: tripPoint,
    vehicle_type_id: id,
    /** How the rider will pay; cash when not said (older apps). */
    payment_method: ridePaymentMethod.default('cash'),
    /** For the captain: a landmark, a gate colour, what is being carried. */
    notes: z.string().trim().max(300).optional(),
  })
  .meta({ id: 'BookingSearchRequest' });
export type BookingSearchRequest = z.infer<typeof bookingSearchRequest>;

/** Where a customer would be picked up and dropped off, for the fare before booking. */
export const fareEstimateRequest = z
  .object({ vehicle_type_id: id, pickup: z.object({ lat, lng }), dropoff: z.object({ lat, lng }) })
  .meta({ id: 'FareEstimateRequest' });
export type FareEstimateRequest = z.infer<typeof fareEstimateRequest>;

/** The fare `search` would quote for the same trip: the same rule over the same straight line. */
export const fareEstimate = z
  .object({
    vehicle_type_id: z.number().int(),
    /** Straight line pickup to drop-off. */
    distance_km: z.number(),
    fare: money,
    currency: z.string(),
  })
  .meta({ id: 'FareEstimate' });
export type FareEstimate = z.infer<typeof fareEstimate>;

/** A captain's duty: on duty they are offered trips and may accept them, off duty neither. */
export const dutyRequest = z.object({ on_duty: z.boolean() }).meta({ id: 'DutyRequest' });
export const duty = z.object({ on_duty: z.boolean() }).meta({ id: 'Duty' });
export type Duty = z.infer<typeof duty>;

/** The body of captainarrived, pickupcomplete and endride. */
export const bookingIdRequest = z.object({ booking_id: id }).meta({ id: 'BookingIdRequest' });

export const tripReservationRequest = z
  .object({ booking_id: id, vehicle_id: id })
  .meta({ id: 'TripReservationRequest' });

export const cancelReservationRequest = z
  .object({ booking_id: id, reason: z.string().trim().max(300).optional() })
  .meta({ id: 'CancelReservationRequest' });

export const pathPoint = z.object({ lat, lng, at: z.iso.datetime({ offset: true }) });

export const savePathRequest = z
  .object({ booking_id: id, points: z.array(pathPoint).min(1).max(SAVEPATH_MAX_POINTS) })
  .meta({ id: 'SavePathRequest' });
export type SavePathRequest = z.infer<typeof savePathRequest>;

export const rideUpdateRequest = z.object({ booking_id: id, lat, lng }).meta({ id: 'RideUpdateRequest' });

export const customerRatingRequest = z
  .object({
    booking_id: id,
    rating: z
      .number({ error: 'ratingRange' })
      .int({ error: 'ratingRange' })
      .min(1, { error: 'ratingRange' })
      .max(5, { error: 'ratingRange' }),
    comment: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'CustomerRatingRequest' });

export const captainPosition = z
  .object({ lat: z.number(), lng: z.number(), at: timestamp })
  .meta({ id: 'CaptainPosition' });
export type CaptainPosition = z.infer<typeof captainPosition>;

const person = {
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
};

export const booking = z
  .object({
    id: z.number().int(),
    status: bookingStatus,
    vehicle_type: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    pickup: bookingPlace,
    dropoff: bookingPlace,
    notes: z.string().nullable(),
    /** How the rider pays: cash to the captain, or a mobile wallet. */
    payment_method: ridePaymentMethod,
    /** Straight line pickup to drop-off, and the fare quoted for it. */
    estimated_distance_km: z.number(),
    estimated_fare: money,
    /** Once completed: the distance charged, the fare, and whether the distance is the driven path or the quote. */
    distance_km: z.number().nullable(),
    fare: money.nullable(),
    fare_basis: z.enum(['path', 'estimate']).nullable(),
    currency: z.string(),
    /** The customer, for the customer and the captain who took the trip; null for captains looking for trips. */
    customer: z.object(person).nullable(),
    captain: z
      .object({
        ...person,
        /** Average of the captain's ratings (one decimal), or null before the first. */
        rating: z.number().nullable(),
        ratings: z.number().int(),
      })
      .nullable(),
    vehicle: vehicle.nullable(),
    /** Where the captain last said they were, while the trip is open. */
    captain_position: captainPosition.nullable(),
    rating: z
      .object({ rating: z.number().int(), comment: z.string().nullable(), created_at: timestamp })
      .nullable(),
    cancelled_by: z.enum(['customer', 'captain']).nullable(),
    created_at: timestamp,
    accepted_at: timestamp.nullable(),
    arrived_at: timestamp.nullable(),
    picked_up_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    cancelled_at: timestamp.nullable(),
    /** From pickup to drop-off, once completed. */
    duration_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof booking>;

export const savePathResponse = z
  .object({ booking_id: z.number().int(), saved: z.number().int(), total_points: z.number().int() })
  .meta({ id: 'SavePathResult' });

export const rideUpdateResponse = z
  .object({ booking_id: z.number().int(), status: bookingStatus, captain_position: captainPosition })
  .meta({ id: 'RideUpdateResult' });

const lang = z.enum(['en', 'so']).optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

// No component ids on query strings: they must stay inline in the OpenAPI document.
export const tripsQuery = z.object({
  /** Whose history: trips booked as a customer, or driven as a captain. Defaults to the caller's role. */
  client: z.enum(['customer', 'captain']).optional(),
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  lang,
});

export const availableBookingsQuery = z.object({
  /** The captain's position: nearest pickups first. Without it, the longest waiting first. */
  lat: z.coerce.number().pipe(lat).optional(),
  lng: z.coerce.number().pipe(lng).optional(),
  lang,
});
