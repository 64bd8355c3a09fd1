import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { page, pageSlug } from '@suuq/shared/catalog';
import { mailtoHref, telHref, whatsappHref, type ContactDetails } from '@suuq/shared/contact';
import type { Language } from '@suuq/shared/labels';
import { PAYMENT_METHOD_TABLE, type PaymentMethod } from '@suuq/shared/payment-methods';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { pageRoute } from '@suuq/shared/routes-shop';
import { notFound } from '../../lib/http-error';
import { localized, requestLanguage } from '../../lib/lang';
import type { PagesDeps } from './pages-module';

const CONTACT_LABELS: Record<Language, { phone: string; whatsapp: string; email: string }> = {
  en: { phone: 'Phone', whatsapp: 'WhatsApp', email: 'Email' },
  so: { phone: 'Taleefan', whatsapp: 'WhatsApp', email: 'Iimayl' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The contact list from the configuration, each entry a link a phone opens (dialler, WhatsApp, mail). */
export function contactListHtml(contact: ContactDetails, lang: Language): string {
  const labels = CONTACT_LABELS[lang];
  const item = (label: string, href: string, text: string) =>
    `<li><strong>${label}:</strong> <a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`;
  return `<ul>${[
    item(labels.phone, telHref(contact.phone), contact.phone),
    item(labels.whatsapp, whatsappHref(contact.whatsapp), contact.whatsapp),
    item(labels.email, mailtoHref(contact.email), contact.email),
  ].join('')}</ul>`;
}

const OR: Record<Language, string> = { en: 'or', so: 'ama' };

/** "Cash, EVC Plus, Zaad or Bank Transfer": the methods taken, in the one table's words and order. */
export function paymentMethodsText(methods: readonly PaymentMethod[], lang: Language): string {
  const words = methods.map((method) => escapeHtml(PAYMENT_METHOD_TABLE[method].words[lang]));
  const last = words.pop();
  if (last === undefined) return '';
  return words.length === 0 ? last : `${words.join(', ')} ${OR[lang]} ${last}`;
}

export const pagesRoutes: FastifyPluginAsyncZod<{ deps: PagesDeps }> = async (app, { deps }) => {
  app[verb(pageRoute)](
    urlOf(pageRoute),
    {
      schema: {
        tags: ['pages'],
        description: 'An information page (about, privacy, terms, contact); body is HTML.',
        params: z.object({ slug: z.string().max(50) }),
        querystring: z.object({ lang: z.enum(['en', 'so']).optional() }),
        response: { 200: answering(pageRoute, envelope(page)), 404: errorResponse },
      },
    },
    async (request) => {
      const slug = pageSlug.safeParse(request.params.slug);
      if (!slug.success) throw notFound();
      const row = await deps.pages.bySlug(slug.data);
      if (!row) throw notFound();
      const lang = requestLanguage(request);
      return {
        data: {
          slug: slug.data,
          title: localized(lang, row.titleEn, row.titleSo),
          // A page's `{{contact}}` is Suuq's contact list, written from the configuration, and its
          // `{{payment_methods}}` the methods this server takes, from the one method table: one source of truth.
          body: localized(lang, row.bodyEn, row.bodySo)
            .replaceAll('{{contact}}', contactListHtml(deps.contact, lang))
            .replaceAll('{{payment_methods}}', paymentMethodsText(deps.paymentMethods(), lang)),
        },
      };
    },
  );
};
