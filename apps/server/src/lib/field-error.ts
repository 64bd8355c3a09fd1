import { message, type Language, type MessageKey } from '@suuq/shared/labels';
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
