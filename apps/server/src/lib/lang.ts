import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suuq/shared/labels';

/** The language of an answer: `?lang=` wins, then the first supported `Accept-Language` tag, then English. */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
      if (isLanguage(tag)) return tag;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** Picks the Somali text when asked for and present, else the English. */
export function localized(lang: Language, en: string, so: string | null | undefined): string {
  return lang === 'so' && so ? so : en;
}
