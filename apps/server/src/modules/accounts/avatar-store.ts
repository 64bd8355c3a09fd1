/**
 * Profile pictures: checked and converted like every upload (lib/uploads), cropped to a 256×256 WebP and served at
 * /images/avatars/<name>.webp.
 */
import { UploadedImageStore } from '../../lib/uploads';

export const AVATAR_URL_PREFIX = '/images/avatars/';
export const AVATAR_SIZE = 256;

export class AvatarStore extends UploadedImageStore {
  constructor(dir: string) {
    super(dir, AVATAR_URL_PREFIX, (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }));
  }
}
