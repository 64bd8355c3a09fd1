import type { FormEvent, ReactNode } from 'react';
import { SaveBar } from './save-bar';

/** A hours form's frame: its title and hint, its rows, and the save bar with what came of the last save. */
export function HoursFormFrame({
  id,
  title,
  hint,
  onSubmit,
  saving,
  saved,
  problem,
  note,
  children,
}: {
  /** The title's id, which names the form. */
  id: string;
  title: string;
  hint: string;
  onSubmit: () => void;
  saving: boolean;
  saved: boolean;
  problem: string | undefined;
  /** The server's note about the whole list (e.g. ranges that overlap). */
  note: string | undefined;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby={id}>
      <h2 id={id} className="staff-settings__title">
        {title}
      </h2>
      <p className="hint">{hint}</p>
      {children}
      <SaveBar saving={saving} saved={saved} problem={problem} note={note} />
    </form>
  );
}

/** An opening or closing time of a range (required: a range needs both ends). */
export function TimeInput({
  label,
  accessibleName,
  invalid,
  value,
  onChange,
}: {
  label: string;
  /** A longer name for screen readers, where many ranges show the same label (the week: "Opens, Monday range 2"). */
  accessibleName?: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="staff-range__time">
      <span>{label}</span>
      <input
        className="input"
        type="time"
        required
        aria-label={accessibleName}
        aria-invalid={invalid ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
