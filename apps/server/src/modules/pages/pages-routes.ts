import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { page, pageSlug } from '@suuq/shared/catalog';
import { pages } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { localized, requestLanguage } from '../../lib/lang';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const [row] = await app.db.select().from(pages).where(eq(pages.slug, slug.data)).limit(1);
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
