/** The information pages module: about, privacy, terms and contact, in the caller's language. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactDetails } from '@suuq/shared/contact';
import type { Core } from '../../core';
import { PagesRepository } from './pages-repository';
import { pagesRoutes } from './pages-routes';

export interface PagesDeps {
  pages: PagesRepository;
  /** Suuq's support details from the configuration: the contact page's `{{contact}}` is written from them. */
  contact: ContactDetails;
}

export function createPagesModule({ db, env }: Core): PagesDeps {
  return {
    pages: new PagesRepository(db),
    contact: { phone: env.SUPPORT_PHONE, whatsapp: env.SUPPORT_WHATSAPP, email: env.SUPPORT_EMAIL },
  };
}

export const pagesModule: FastifyPluginAsyncZod<{ deps: PagesDeps }> = async (app, { deps }) => {
  await app.register(pagesRoutes, { deps });
};
