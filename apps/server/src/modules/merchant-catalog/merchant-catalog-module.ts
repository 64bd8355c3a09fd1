/**
 * The store owners' catalog: staff edit their categories, products (variants, options, addons, photos) and their
 * store's face. Needs the auth plugin first; changes reach shoppers through the catalog module's cache, which
 * every catalog change empties for the store.
 */
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { PhotoStore, servePhotos } from '../../lib/photo-store';
import { categoryRoutes } from './category-routes';
import { CatalogWriteRepository } from './catalog-write-repository';
import { MerchantCatalogRepository } from './merchant-catalog-repository';
import { MerchantCatalogService } from './merchant-catalog-service';
import { PICTURE_FORM_LIMITS } from './picture-upload';
import { productRoutes } from './product-routes';
import { ProductWriteRepository } from './product-write-repository';
import { storeProfileRoutes } from './store-profile-routes';

/** Where staff's photos are served from; the image server also finds them here for every width. */
export const CATALOG_PHOTO_URL_PREFIX = '/images/catalog-photos/';

/** Where staff's photos are kept: under the data folder's uploads, which several API processes must then share. */
export function catalogPhotoDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'catalog-photos');
}

export interface MerchantCatalogDeps {
  service: MerchantCatalogService;
  photos: PhotoStore;
}

export function createMerchantCatalogModule({ db, bus, env, log }: Core): MerchantCatalogDeps {
  const photos = new PhotoStore(catalogPhotoDir(env.DATA_DIR), CATALOG_PHOTO_URL_PREFIX);
  return {
    service: new MerchantCatalogService(
      { db, bus, log },
      new MerchantCatalogRepository(db),
      new CatalogWriteRepository(db),
      new ProductWriteRepository(),
      photos,
    ),
    photos,
  };
}

export const merchantCatalogModule: FastifyPluginAsyncZod<{ deps: MerchantCatalogDeps }> = async (
  app,
  { deps },
) => {
  // Scoped to this module: only catalog photos are read from multipart bodies here.
  await app.register(multipart, { limits: PICTURE_FORM_LIMITS });
  await app.register(categoryRoutes, { deps });
  await app.register(productRoutes, { deps });
  await app.register(storeProfileRoutes, { deps });
  servePhotos(app, deps.photos, CATALOG_PHOTO_URL_PREFIX);
};
