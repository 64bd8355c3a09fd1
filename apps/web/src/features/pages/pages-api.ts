import type { Page } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import type { AnswerOf } from '@suuq/shared/routes';
import { pageRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

export type PageSlug = Page['slug'];

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, { slug: PageSlug; lang: Language }>({
      query: ({ slug, lang }) => ({ url: pageRoute, path: { slug }, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof pageRoute>) => response.data,
    }),
  }),
});

export const { useGetPageQuery } = pagesApi;
