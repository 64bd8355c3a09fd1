/**
 * Which of the store's languages a browser prefers, read the same way by the server (from `Accept-Language`) and by
 * the web app (from `navigator.languages`), so that a page the server rendered in one language is taken over by an
 * app that starts in the same one. Kept apart from `labels.ts`, which the web app's first download must not carry.
 */
import type { Language } from './labels';

/** The first tag of `tags` (most preferred first) whose language the store speaks: `so-SO` is Somali. */
export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'so') return primary;
  }
}

/** The tags of an `Accept-Language` header, most preferred first (by `q`, then by order); `q=0` tags are left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params
        .map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q.trim() || 'x');
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}
