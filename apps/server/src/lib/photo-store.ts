/**
 * Photos people upload for others to see (vehicles, products, categories, store logos and covers): checked and
 * converted like every upload (lib/uploads), shrunk to fit 1280 px, kept as WebP and served at `<prefix><name>.webp`,
 * and in every width the storefront asks for by the image server (plugins/images). Profile pictures are served the
 * same way (`servePhotos`), cropped to their own size.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { message } from '@suuq/shared/labels';
import { requestLanguage } from './lang';
import { UploadedImageStore } from './uploads';

/** Longest side of a stored photo: enough for the largest width the image server makes (960). */
const MAX_SIDE = 1280;

export class PhotoStore extends UploadedImageStore {
  constructor(dir: string, urlPrefix: string) {
    super(dir, urlPrefix, (image) =>
      image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
  }
}

/** Serves a photo store's files at `<prefix>:name`; names are random and never reused, so a photo never changes. */
export function servePhotos(app: FastifyInstance, store: UploadedImageStore, prefix: string): void {
  app.get(
    `${prefix}:name`,
    { schema: { hide: true, params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const bytes = await store.read((request.params as { name: string }).name);
      if (!bytes) {
        return reply.code(404).send({ message: message('notFound', requestLanguage(request)) });
      }
      return reply
        .header('cache-control', 'public, max-age=2592000, immutable')
        .type('image/webp')
        .send(bytes);
    },
  );
}
