import { isMessageKey, message, type Language, type MessageKey } from '@suuq/shared/labels';
import { HttpError } from './http-error';

/**
 * A 4xx a route refuses on its own about one field, with the message in the caller's language both on top and
 * under that field (services throw `fieldProblem` of `domain-error.ts`, put in the language at the edge).
 */
export function fieldError(
  status: number,
  key: MessageKey,
  field: string,
  lang: Language,
  params: Record<string, string | number> = {},
) {
  return new HttpError(status, key, params, { [field]: [message(key, lang, params)] });
}

/**
 * The words of one schema problem in the caller's language: rules name their message by key; a library's own
 * English words are kept for English callers and answered with a plain "not valid" in Somali.
 */
export function issueText(text: string | undefined, lang: Language): string {
  if (text && isMessageKey(text)) return message(text, lang);
  return lang === 'en' && text ? text : message('fieldInvalid', lang);
}
