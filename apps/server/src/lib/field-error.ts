import { isMessageKey, message, type Language, type MessageKey } from '@suuq/shared/labels';
import { HttpError } from './http-error';

/** A 4xx about one field, with the message in the caller's language both on top and under that field. */
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
 * A 422 for a set of field problems (`{ "variants.0.selling_price": messageKey }`), each message in the caller's
 * language under its field; nothing when there are none.
 */
export function throwFieldProblems(problems: Record<string, MessageKey>, lang: Language): void {
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  throw new HttpError(
    422,
    'validationFailed',
    {},
    Object.fromEntries(entries.map(([field, key]) => [field, [message(key, lang)]])),
  );
}

/**
 * The words of one schema problem in the caller's language: rules name their message by key; a library's own
 * English words are kept for English callers and answered with a plain "not valid" in Somali.
 */
export function issueText(text: string | undefined, lang: Language): string {
  if (text && isMessageKey(text)) return message(text, lang);
  return lang === 'en' && text ? text : message('fieldInvalid', lang);
}
