import { useCallback } from 'react';
import { Field } from '../../components/form/field';
import { formatDate } from '@suuq/shared/dates';
import type { PageMeta } from '@suuq/shared/api';
import { apiProblem, problemText, type ApiProblem } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useAdminMessages } from './messages';

/** What went wrong with a call, read once: its words for the reader and its notes per field. */
export interface Refusal {
  text: string;
  fields: ApiProblem['fields'];
}

/** Turns a failed call into the words the operator reads (the server's own, else "offline" or the general one). */
export function useRefusal() {
  const t = useAdminMessages();
  const lang = useLanguage();
  return useCallback(
    (error: unknown): Refusal => {
      const problem = apiProblem(error);
      return { text: problemText(problem, lang, t('offline')), fields: problem.fields };
    },
    [lang, t],
  );
}

/** The first note the server gave on `field` (or on any part of it, `location.lat` for `location`). */
export function fieldNote(refusal: Refusal | null, field: string): string | undefined {
  if (!refusal) return undefined;
  const key = Object.keys(refusal.fields).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? refusal.fields[key]?.[0] : undefined;
}

/** A date and time in Mogadishu, in the reader's language. */
export function useWhen() {
  const lang = useLanguage();
  return useCallback(
    (at: string, time = true) => formatDate(at, lang, { year: true, time, short: true }),
    [lang],
  );
}

/** The line that says what the last action did, announced politely; nothing when there is nothing to say. */
export function Done({ text }: { text: string }) {
  return (
    <p className="form-success admin-done" role="status">
      {text}
    </p>
  );
}

/** A refusal shown where it belongs, announced at once. */
export function Refused({ text }: { text: string | undefined }) {
  return (
    <p className="form-problem" role="alert">
      {text ?? ''}
    </p>
  );
}

/** Earlier and later pages of a list, and where the reader is. */
export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const t = useAdminMessages();
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.where', { page: meta.page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** A choice between a few values, as a labelled select that fits a thumb. */
export function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="input admin-choice"
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A reason in a few words (why a shop is rejected, a store or a captain suspended), its note beside it. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="input"
          rows={2}
          maxLength={500}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
