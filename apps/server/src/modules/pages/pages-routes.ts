import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { page, pageSlug } from '@suuq/shared/catalog';
import { notFound } from '../../lib/http-error';
import { localized, requestLanguage } from '../../lib/lang';
import type { PagesDeps } from './pages-module';

export const pagesRoutes: FastifyPluginAsyncZod<{ deps: PagesDeps }> = async (app, { deps }) => {
  app.get(
    '/api/page/:slug',
    {
      schema: {
        tags: ['pages'],
        description: 'An information page (about, privacy, terms, contact); body is HTML.',
        params: z.object({ slug: z.string().max(50) }),
        querystring: z.object({ lang: z.enum(['en', 'so']).optional() }),
        response: { 200: envelope(page), 404: errorResponse },
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
          body: localized(lang, row.bodyEn, row.bodySo),
        },
      };
    },
  );
};
