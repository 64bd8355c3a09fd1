import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suuq/shared/labels';
import { acceptedLanguages, preferredLanguage } from '@suuq/shared/language-preference';

/** The language of an answer: `?lang=` wins, then the most preferred supported `Accept-Language` tag, then English. */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  return headerLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** The most preferred language of an `Accept-Language` header that the store speaks, if any. */
export function headerLanguage(header: string | string[] | undefined): Language | undefined {
  return typeof header === 'string' ? preferredLanguage(acceptedLanguages(header)) : undefined;
}

/** Picks the Somali text when asked for and present, else the English. */
export function localized(lang: Language, en: string, so: string | null | undefined): string {
  return lang === 'so' && so ? so : en;
}
