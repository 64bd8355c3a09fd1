/**
 * Profile pictures. What a client says a file is counts for nothing: the bytes are opened with sharp, and only a
 * JPEG, PNG or WebP is accepted. It is then cropped to a 256×256 WebP (turned upright, metadata such as the GPS
 * position dropped) and kept under a random name in the data folder, served at /images/avatars/<name>.webp.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';

export const AVATAR_URL_PREFIX = '/images/avatars/';
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses images that would decode to more pixels than this (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const NAME = /^[a-f0-9]{32}\.webp$/;

export class AvatarStore {
  constructor(readonly dir: string) {}

  /** Checks, converts and stores a picture; answers its public path. 415 when it is not an accepted image. */
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
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
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
    return `${AVATAR_URL_PREFIX}${name}`;
  }

  /** Deletes a stored picture by its public path; anything else (a catalog image, a stranger's path) is left. */
  async remove(publicPath: string | null | undefined): Promise<void> {
    const name = publicPath?.startsWith(AVATAR_URL_PREFIX) ? publicPath.slice(AVATAR_URL_PREFIX.length) : '';
    if (!NAME.test(name)) return;
    await unlink(path.join(this.dir, name)).catch(() => {});
  }

  /** The bytes of a stored picture, or undefined when the name is not one of ours or the file is gone. */
  async read(name: string): Promise<Buffer | undefined> {
    if (!NAME.test(name)) return undefined;
    return readFile(path.join(this.dir, name)).catch(() => undefined);
  }
}
