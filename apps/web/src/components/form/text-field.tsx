import type { InputHTMLAttributes } from 'react';
import { Field } from './field';
import './form.css';

type TextFieldProps = {
  label: string;
  hint?: string | undefined;
  /** Shown beside the field, which is then marked invalid. */
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with an optional hint and the error beside it, tied together for screen readers. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input id={id} className="input" aria-invalid={invalid} aria-describedby={describedBy} {...input} />
      )}
    </Field>
  );
}
