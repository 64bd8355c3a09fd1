/** The information pages module: about, privacy, terms and contact, in the caller's language. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { PagesRepository } from './pages-repository';
import { pagesRoutes } from './pages-routes';

export interface PagesDeps {
  pages: PagesRepository;
}

export function createPagesModule({ db }: Core): PagesDeps {
  return { pages: new PagesRepository(db) };
}

export const pagesModule: FastifyPluginAsyncZod<{ deps: PagesDeps }> = async (app, { deps }) => {
  await app.register(pagesRoutes, { deps });
};
