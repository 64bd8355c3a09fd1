import type { z } from 'zod';
import { message, type Language } from '@suuq/shared/labels';
import type { ApiProblem } from '../../../lib/api-error';

/** A refusal read before sending, shaped as the server's 422 would be: its top message and notes per field. */
export function refusal(fields: Record<string, string[]>, lang: Language): ApiProblem | undefined {
  if (Object.keys(fields).length === 0) return undefined;
  return { kind: 'refused', status: 422, message: message('validationFailed', lang), fields, body: {} };
}

/**
 * Checks a body with the very schema the server parses it with, so staff see the server's notes on the fields
 * before a round trip (and offline); the server checks again all the same.
 */
export function schemaCheck(schema: z.ZodType, body: unknown, lang: Language): ApiProblem | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return refusal(fields, lang);
}
