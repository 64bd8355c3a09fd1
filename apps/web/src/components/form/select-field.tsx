import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';
import './form.css';

type SelectFieldProps = {
  label: string;
  hint?: string | undefined;
  /** Shown beside the field, which is then marked invalid. */
  error?: string | undefined;
  /** The first, empty choice ("Choose…"): nothing is chosen until the person picks. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled choice from a short list, with an optional hint and the error beside it, like `TextField`. */
export function SelectField({ label, hint, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="input form-select"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...select}
        >
          <option value="">{placeholder}</option>
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
