import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Language } from '@suuq/shared/labels';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { apiProblem, problemText } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useLanguage } from '../../lib/use-translation';
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

/**
 * What both application forms hold and do: the fields' values, the refusal, whether it is sending, and the phone it
 * was sent from once sent. `submit` checks the fields first (`check` returns the problems it finds, by field) and
 * focuses the first at fault; else it sends, and shows the server's refusal beside its fields (`fieldOf`) or above
 * the button.
 */
export function useJoinForm<Field extends string>(
  initial: Record<Field, string>,
  fieldOf: (path: string) => string | undefined,
) {
  const t = useJoinT();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<JoinProblem>(NO_PROBLEM);
  const [sentTo, setSentTo] = useState<string | undefined>();

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  /** A field's name, value, change and problem, to spread on its input. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: problem.fields[field],
  });

  const submit =
    (check: () => JoinProblem['fields'], send: () => Promise<{ error?: unknown }>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const fields = check();
      setProblem({ message: '', fields });
      if (Object.keys(fields).length > 0) return focusFirstInvalid(form.current);
      setBusy(true);
      const sent = await send();
      setBusy(false);
      if (sent.error) {
        setProblem(joinProblem(sent.error, lang, { offline: t('offline'), tooMany: t('tooMany') }, fieldOf));
        return focusFirstInvalid(form.current);
      }
      setSentTo((values as Record<string, string>).phone?.trim() ?? '');
    };

  return { t, lang, form, values, bind, busy, problem, setProblem, sentTo, submit };
}

/** A sent application's page: its title and what happens next. */
export function JoinSent({ title, thanks, steps }: { title: string; thanks: string; steps: ReactNode[] }) {
  return (
    <div className="form-page">
      <PageIntro title={title} />
      <JoinThanks title={thanks} steps={steps} />
    </div>
  );
}

/** The applicant's mobile number, with a hint of how to write it. */
export function JoinPhone(props: {
  label: string;
  hint: string;
  name: string;
  error: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}

/** A choice from a list the server gives (vehicle types, kinds of shop), with a way to ask again when it failed. */
export function JoinListSelect(props: {
  label: string;
  name: string;
  error: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  list: { data?: { id: number; name: string }[]; isError: boolean; refetch: () => unknown };
}) {
  const t = useJoinT();
  const { list, error, ...field } = props;
  return (
    <>
      <SelectField
        {...field}
        error={error ?? (list.isError ? t('listFailed') : undefined)}
        placeholder={t('choose')}
        options={(list.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
      />
      {list.isError ? (
        <button type="button" className="button button--small" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      ) : null}
    </>
  );
}
