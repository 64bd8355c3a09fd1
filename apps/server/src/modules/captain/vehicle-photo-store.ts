/**
 * Vehicle photos, so a customer can recognise the car at the kerb: a photo store (lib/photo-store) served at
 * /images/vehicles/<name>.webp.
 */
import path from 'node:path';
import { PhotoStore } from '../../lib/photo-store';

export const VEHICLE_PHOTO_URL_PREFIX = '/images/vehicles/';

/** Where vehicle photos are kept: under the data folder, which several API processes must then share. */
export function vehiclePhotoDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'vehicles');
}

export class VehiclePhotoStore extends PhotoStore {
  constructor(dir: string) {
    super(dir, VEHICLE_PHOTO_URL_PREFIX);
  }
}
