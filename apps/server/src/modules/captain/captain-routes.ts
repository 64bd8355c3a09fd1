/**
 * The captain and trip module: vehicle types, captains' vehicles and wallets, and bookings from a customer's
 * search to their rating. Paths are the spec's, its spelling `vehical` included. Needs the auth plugin first.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingRepository } from './booking-repository';
import { bookingRoutes } from './booking-routes';
import { BookingService } from './booking-service';
import { VehiclePhotoStore, vehiclePhotoDir } from './vehicle-photo-store';
import { VehicleRepository } from './vehicle-repository';
import { VEHICLE_FORM_LIMITS, vehicleRoutes } from './vehicle-routes';
import { VehicleService } from './vehicle-service';
import { WalletRepository } from './wallet-repository';
import { walletRoutes } from './wallet-routes';

export interface CaptainDeps {
  vehicles: VehicleRepository;
  vehicleService: VehicleService;
  photos: VehiclePhotoStore;
  wallets: WalletRepository;
  bookingRepository: BookingRepository;
  bookingService: BookingService;
}

export const captainRoutes: FastifyPluginAsyncZod = async (app) => {
  const vehicles = new VehicleRepository(app.db);
  const photos = new VehiclePhotoStore(vehiclePhotoDir(app.env.DATA_DIR));
  const wallets = new WalletRepository(app.db);
  const bookingRepository = new BookingRepository(app.db, vehicles);
  const deps: CaptainDeps = {
    vehicles,
    vehicleService: new VehicleService(app.db, vehicles, photos),
    photos,
    wallets,
    bookingRepository,
    bookingService: new BookingService(app.db, bookingRepository, vehicles, wallets, app.bus),
  };

  // Scoped to this module, like the profile form's: only vehicle photos are read from multipart bodies here.
  await app.register(multipart, { limits: VEHICLE_FORM_LIMITS });
  await app.register(vehicleRoutes, { deps });
  await app.register(walletRoutes, { deps });
  await app.register(bookingRoutes, { deps });
};
