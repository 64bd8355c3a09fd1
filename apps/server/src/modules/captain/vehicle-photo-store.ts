/**
 * Vehicle photos, so a customer can recognise the car at the kerb: checked and converted like every upload
 * (lib/uploads), shrunk to fit 1280 px and served at /images/vehicles/<name>.webp (and resized by the image server).
 */
import path from 'node:path';
import { UploadedImageStore } from '../../lib/uploads';

export const VEHICLE_PHOTO_URL_PREFIX = '/images/vehicles/';
/** Longest side of a stored photo: enough for the largest width the image server makes (960). */
const MAX_SIDE = 1280;

/** Where vehicle photos are kept: under the data folder, which several API processes must then share. */
export function vehiclePhotoDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'vehicles');
}

export class VehiclePhotoStore extends UploadedImageStore {
  constructor(dir: string) {
    super(dir, VEHICLE_PHOTO_URL_PREFIX, (image) =>
      image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
  }
}
