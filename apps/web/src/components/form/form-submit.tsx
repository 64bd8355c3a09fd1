import './form.css';

/**
 * The end of every account form: the server's or the form's problem (announced), an optional success line
 * (announced politely) and the submit button, which says it is busy while the request runs.
 */
export function FormSubmit({
  problem,
  success,
  busy,
  label,
  busyLabel,
}: {
  problem: string;
  /** Shown in a status line when given; pass '' to keep the line (and its announcements) without text. */
  success?: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <p className="form-problem" role="alert">
        {problem}
      </p>
      {success === undefined ? null : (
        <p className="form-success" role="status">
          {success}
        </p>
      )}
      <button type="submit" className="button button--primary form-submit" aria-busy={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
