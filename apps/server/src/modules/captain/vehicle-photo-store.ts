/**
 * Vehicle photos, so a customer can recognise the car at the kerb. As with profile pictures, what a client says a
 * file is counts for nothing: the bytes are opened with sharp and only a JPEG, PNG or WebP is accepted. The photo
 * is turned upright, its metadata (such as the GPS position) dropped, shrunk to fit 1280 px and kept as WebP under
 * a random name in the data folder, served at /images/vehicles/<name>.webp (and resized by the image server).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';

export const VEHICLE_PHOTO_URL_PREFIX = '/images/vehicles/';
/** Longest side of a stored photo: enough for the largest width the image server makes (960). */
const MAX_SIDE = 1280;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses images that would decode to more pixels than this (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const NAME = /^[a-f0-9]{32}\.webp$/;

/** Where vehicle photos are kept: under the data folder, which several API processes must then share. */
export function vehiclePhotoDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'vehicles');
}

export class VehiclePhotoStore {
  constructor(readonly dir: string) {}

  /** Checks, converts and stores a photo; answers its public path. 415 when it is not an accepted image. */
  async save(upload: Buffer): Promise<string> {
    const format = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then((meta) => meta.format as string | undefined)
      .catch(() => undefined);
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, 'imageNotSupported');

    let output: Buffer;
    try {
      output = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // Headers that parse but pixels that do not: a damaged or crafted file.
      throw new HttpError(415, 'imageNotSupported');
    }

    const name = `${randomBytes(16).toString('hex')}.webp`;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, file);
    return `${VEHICLE_PHOTO_URL_PREFIX}${name}`;
  }

  /** Deletes a stored photo by its public path; anything else is left alone. */
  async remove(publicPath: string | null | undefined): Promise<void> {
    const name = publicPath?.startsWith(VEHICLE_PHOTO_URL_PREFIX)
      ? publicPath.slice(VEHICLE_PHOTO_URL_PREFIX.length)
      : '';
    if (!NAME.test(name)) return;
    await unlink(path.join(this.dir, name)).catch(() => {});
  }

  /** The bytes of a stored photo, or undefined when the name is not one of ours or the file is gone. */
  async read(name: string): Promise<Buffer | undefined> {
    if (!NAME.test(name)) return undefined;
    return readFile(path.join(this.dir, name)).catch(() => undefined);
  }
}
