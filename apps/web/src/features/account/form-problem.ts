import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { message, type Language } from '@suuq/shared/labels';

/** What a form shows after the server refused it: a message above the button, and one beside each field named. */
export interface FormProblem {
  message: string;
  fields: Partial<Record<string, string>>;
}

/**
 * The server's refusal in the shopper's language. The server already answers in it (`Accept-Language`), with its
 * own words for each field; only its generic "Some fields are not valid." carries the schema checker's English
 * notes per field, and those are replaced by ours (`fieldHints`, which also names the fields the form shows). When
 * every problem sits beside its field the message above the button is left out, so nothing is said twice. No
 * answer at all is `offline`.
 */
export function formProblem(
  error: FetchBaseQueryError | SerializedError,
  lang: Language,
  offline: string,
  fieldHints: Partial<Record<string, string>> = {},
): FormProblem {
  if (!('status' in error) || typeof error.status !== 'number') return { message: offline, fields: {} };
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const text = typeof data.message === 'string' ? data.message : message('internal', lang);
  const generic = error.status === 422 && text === message('validationFailed', lang);
  const fields: FormProblem['fields'] = {};
  let unplaced = false;
  if (typeof data.errors === 'object' && data.errors !== null) {
    for (const [field, notes] of Object.entries(data.errors as Record<string, unknown>)) {
      if (!(field in fieldHints)) {
        unplaced = true;
        continue;
      }
      const first = Array.isArray(notes) && typeof notes[0] === 'string' ? notes[0] : undefined;
      fields[field] = (generic ? fieldHints[field] : first) ?? fieldHints[field];
    }
  }
  const placed = Object.keys(fields).length > 0 && !unplaced;
  return { message: placed ? '' : text, fields };
}

/** Focuses the first field marked invalid in a form, so a keyboard or screen-reader user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
