import { useEffect, useRef, type ReactNode } from 'react';
import type { Language } from '@suuq/shared/labels';
import { Link } from '../../components/ui/link';
import { apiProblem, problemText } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useJoinT } from './messages';

/** What an application form shows after a refusal: a line above the button, and one beside each field named. */
export interface JoinProblem {
  message: string;
  fields: Partial<Record<string, string>>;
}

export const NO_PROBLEM: JoinProblem = { message: '', fields: {} };

/**
 * The server's refusal, in the page's language (the server answers in it): each field's own words beside the field
 * (`fieldOf` names the form's field for a server path, e.g. `location.lat` → `location`), the rest above the button;
 * too many applications (429) explained in the page's words; no answer at all is `offline`.
 */
export function joinProblem(
  error: unknown,
  lang: Language,
  words: { offline: string; tooMany: string },
  fieldOf: (path: string) => string | undefined,
): JoinProblem {
  const problem = apiProblem(error);
  if (problem.kind === 'rate-limited') return { message: words.tooMany, fields: {} };
  const text = problemText(problem, lang, words.offline);
  const fields: JoinProblem['fields'] = {};
  let unplaced = false;
  for (const [path, notes] of Object.entries(problem.fields)) {
    const field = fieldOf(path);
    if (field && notes[0]) fields[field] ??= notes[0];
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0 && !unplaced;
  return { message: placed ? '' : text, fields };
}

/** Focuses the first field marked invalid, so a keyboard or screen-reader user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The end of an application form: the refusal above the button (announced) and the button, busy while it sends.
 * Like the form kit's `FormSubmit`, written here so these pages share no new chunk with the account pages.
 */
export function JoinSubmit({ problem, busy }: { problem: string; busy: boolean }) {
  const t = useJoinT();
  return (
    <>
      <p className="form-problem" role="alert">
        {problem}
      </p>
      <button type="submit" className="button button--primary form-submit" aria-busy={busy || undefined}>
        {busy ? t('sending') : t('submit')}
      </button>
    </>
  );
}

/** The thank-you that replaces a sent application: what happens next, in order. Focused, so it is read out. */
export function JoinThanks({ title, steps }: { title: string; steps: ReactNode[] }) {
  const t = useJoinT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-thanks" aria-live="polite">
      <h2 ref={heading} tabIndex={-1} className="form-thanks__title">
        {title}
      </h2>
      <ol className="form-thanks__steps">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <Link to={paths.home} className="button button--primary form-thanks__action">
        {t('backHome')}
      </Link>
    </section>
  );
}
