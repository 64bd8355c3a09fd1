import type { Page } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import { api, type Envelope } from '../../lib/api';

export type PageSlug = Page['slug'];

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, { slug: PageSlug; lang: Language }>({
      query: ({ slug, lang }) => ({ url: `/api/page/${slug}`, params: { lang } }),
      transformResponse: (response: Envelope<Page>) => response.data,
    }),
  }),
});

export const { useGetPageQuery } = pagesApi;
