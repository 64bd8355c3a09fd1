import { type ReactNode } from 'react';
import { useId } from '../../lib/use-id';

export interface FieldProps {
  label: string;
  hint?: string | undefined;
  /** Shown beside the control, which is then marked invalid. */
  error?: string | undefined;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}

/**
 * A label, one control, its hint and its error, tied together for screen readers. The control is the caller's
 * (an input, a textarea): it receives the ids to wire.
 */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
