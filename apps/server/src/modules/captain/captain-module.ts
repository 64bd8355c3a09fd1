/**
 * The captain and trip module: vehicle types, captains' vehicles and wallets, and bookings from a customer's
 * search to their rating. Paths are the spec's, its spelling `vehical` included. Needs the auth plugin first.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import type { CaptainPushes } from '../notifications/notifications-module';
import { BookingRepository } from './booking-repository';
import { bookingRoutes } from './booking-routes';
import { BookingService, BookingSteps } from './booking-service';
import { BookingViews } from './booking-view-repository';
import { DutyRepository } from './duty-repository';
import { dutyRoutes } from './duty-routes';
import { TripService } from './trip-service';
import { VehiclePhotoStore, vehiclePhotoDir } from './vehicle-photo-store';
import { VehicleRepository } from './vehicle-repository';
import { VEHICLE_FORM_LIMITS, vehicleRoutes } from './vehicle-routes';
import { VehicleService } from './vehicle-service';
import { WalletRepository } from './wallet-repository';
import { walletRoutes } from './wallet-routes';
import { WalletService } from './wallet-service';

export type { BookingRepository } from './booking-repository';

/** Who may hear the trips offered to captains of a vehicle type: a captain on duty with a vehicle of that type. */
export interface OfferAudience {
  mayHear(userId: number, vehicleTypeId: number): Promise<boolean>;
}

export interface CaptainDeps {
  vehicles: VehicleRepository;
  vehicleService: VehicleService;
  photos: VehiclePhotoStore;
  wallets: WalletRepository;
  walletService: WalletService;
  offerAudience: OfferAudience;
  bookings: BookingRepository;
  bookingViews: BookingViews;
  bookingService: BookingService;
  tripService: TripService;
  duty: DutyRepository;
}

/** Minutes a captain's last position counts for a ride's push, as for a delivery's offer. */
const POSITION_FRESH_MINUTES = 15;

/** `pushes`: captains near a new ride's pickup hear of it on their phones, as of a delivery near them. */
export function createCaptainModule(
  { db, bus, env, log }: Core,
  pushes?: Pick<CaptainPushes, 'ride'>,
): CaptainDeps {
  const vehicles = new VehicleRepository(db);
  const photos = new VehiclePhotoStore(vehiclePhotoDir(env.DATA_DIR));
  const wallets = new WalletRepository(db);
  const bookings = new BookingRepository(db);
  const bookingViews = new BookingViews(db, vehicles);
  const steps = new BookingSteps(db, bookings, bookingViews, bus, log);
  const duty = new DutyRepository(db);
  return {
    vehicles,
    vehicleService: new VehicleService(db, vehicles, photos),
    photos,
    wallets,
    walletService: new WalletService(db, wallets),
    offerAudience: {
      async mayHear(userId, vehicleTypeId) {
        const [onDuty, types] = await Promise.all([duty.onDuty(userId), vehicles.typeIdsOf(userId)]);
        return onDuty && types.includes(vehicleTypeId);
      },
    },
    bookings,
    bookingViews,
    bookingService: new BookingService(
      steps,
      vehicles,
      duty,
      pushes && {
        pushes,
        radiusKm: env.DISPATCH_RADIUS_KM,
        positionFreshMinutes: POSITION_FRESH_MINUTES,
      },
    ),
    tripService: new TripService(steps, wallets),
    duty,
  };
}

export const captainModule: FastifyPluginAsyncZod<{ deps: CaptainDeps }> = async (app, { deps }) => {
  // Scoped to this module, like the profile form's: only vehicle photos are read from multipart bodies here.
  await app.register(multipart, { limits: VEHICLE_FORM_LIMITS });
  await app.register(vehicleRoutes, { deps });
  await app.register(walletRoutes, { deps });
  await app.register(bookingRoutes, { deps });
  await app.register(dutyRoutes, { deps });
};
