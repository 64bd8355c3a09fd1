/**
 * The catalog module: industries, stores, their products and search, answered from an in-memory cache of
 * serialized answers that any process's catalog change empties (through the live bus).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { AnswerCache, EVERY_SEARCH } from './answer-cache';
import { onCatalogChange } from '../../lib/catalog-changes';
import { CatalogRepository } from './catalog-repository';
import { catalogRoutes } from './catalog-routes';

export type { CatalogRepository } from './catalog-repository';

export interface CatalogDeps {
  repository: CatalogRepository;
  cache: AnswerCache;
  bus: Core['bus'];
}

export function createCatalogModule({ db, bus, env }: Core): CatalogDeps {
  return {
    repository: new CatalogRepository(db),
    cache: new AnswerCache({
      maxBytes: env.CATALOG_CACHE_MAX_MB * 1024 * 1024,
      ttlMs: env.CATALOG_CACHE_TTL_SECONDS * 1000,
    }),
    bus,
  };
}

export const catalogModule: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (app, { deps }) => {
  const { cache } = deps;
  const stopListening = onCatalogChange(deps.bus, (storeId, searches) => {
    if (storeId === null) return cache.invalidateAll();
    cache.invalidateStore(storeId);
    if (searches) cache.invalidateStore(EVERY_SEARCH);
  });
  app.addHook('onClose', async () => stopListening());
  await app.register(catalogRoutes, { deps });
};
