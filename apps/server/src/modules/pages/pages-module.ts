/** The information pages module: about, privacy, terms and contact, in the caller's language. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactDetails } from '@suuq/shared/contact';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { Core } from '../../core';
import { PagesRepository } from './pages-repository';
import { pagesRoutes } from './pages-routes';

export interface PagesDeps {
  pages: PagesRepository;
  /** Suuq's support details from the configuration: the contact page's `{{contact}}` is written from them. */
  contact: ContactDetails;
  /** The payment methods this server takes (configured providers): a page's `{{payment_methods}}` names them. */
  paymentMethods: () => readonly PaymentMethod[];
}

/** `paymentMethods` comes from the payments registry, which app.ts hands in (this module imports no other). */
export function createPagesModule(
  { db, env }: Core,
  paymentMethods: () => readonly PaymentMethod[],
): PagesDeps {
  return {
    pages: new PagesRepository(db),
    contact: { phone: env.SUPPORT_PHONE, whatsapp: env.SUPPORT_WHATSAPP, email: env.SUPPORT_EMAIL },
    paymentMethods,
  };
}

export const pagesModule: FastifyPluginAsyncZod<{ deps: PagesDeps }> = async (app, { deps }) => {
  await app.register(pagesRoutes, { deps });
};
