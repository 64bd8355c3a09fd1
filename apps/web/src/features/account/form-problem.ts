import type { Language } from '@suuq/shared/labels';
import { message } from '@suuq/shared/labels';
import { apiProblem, problemText } from '../../lib/api-error';

/** What a form shows after the server refused it: a message above the button, and one beside each field named. */
export interface FormProblem {
  message: string;
  fields: Partial<Record<string, string>>;
}

/**
 * The server's refusal in the shopper's language, read by lib/api-error.ts. The server already answers in it
 * (`Accept-Language`), with its own words for each field; only its generic "Some fields are not valid." carries the
 * schema checker's English notes per field, and those are replaced by ours (`fieldHints`, which also names the
 * fields the form shows). When every problem sits beside its field the message above the button is left out, so
 * nothing is said twice. No answer at all is `offline`.
 */
export function formProblem(
  error: unknown,
  lang: Language,
  offline: string,
  fieldHints: Partial<Record<string, string>> = {},
): FormProblem {
  const problem = apiProblem(error);
  const text = problemText(problem, lang, offline);
  if (problem.status === undefined) return { message: text, fields: {} };
  const generic = problem.status === 422 && text === message('validationFailed', lang);
  const fields: FormProblem['fields'] = {};
  let unplaced = false;
  for (const [field, notes] of Object.entries(problem.fields)) {
    if (!(field in fieldHints)) {
      unplaced = true;
      continue;
    }
    fields[field] = (generic ? fieldHints[field] : notes[0]) ?? fieldHints[field];
  }
  const placed = Object.keys(fields).length > 0 && !unplaced;
  return { message: placed ? '' : text, fields };
}

/** Focuses the first field marked invalid in a form, so a keyboard or screen-reader user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
