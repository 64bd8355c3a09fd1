import { useState, type FormEvent } from 'react';
import { useStaffMessages } from '../messages';
import { SaveBar } from './save-bar';
import { useSaveHoursMutation } from './settings-api';
import { storeHoursRequest, type Closure, type StoreHours } from '@suuq/shared/hours';
import type { ApiProblem } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { schemaCheck } from './local-check';
import { useSaveProblem } from './use-save-problem';

type Row = { key: number; date: string; allDay: boolean; opens: string; closes: string; note: string };
let nextKey = 0;
const rowOf = (closure: Closure): Row => ({
  key: (nextKey += 1),
  date: closure.date,
  allDay: closure.opens === undefined || closure.closes === undefined,
  opens: closure.opens ?? '',
  closes: closure.closes ?? '',
  note: closure.note ?? '',
});
const closureOf = (row: Row): Closure => ({
  date: row.date,
  ...(row.allDay ? {} : { opens: row.opens, closes: row.closes }),
  ...(row.note.trim() ? { note: row.note.trim() } : {}),
});

/** Dated closures (Eid, national days: closed all day) and special hours on a date; the week's hours stay. */
export function ClosuresForm({ value }: { value: StoreHours }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [rows, setRows] = useState(() => value.closures.map(rowOf));
  const [save, state] = useSaveHoursMutation();
  const [shown, setShown] = useState(true);
  const [checked, setChecked] = useState<ApiProblem | undefined>(undefined);
  const problem = useSaveProblem(shown ? (checked ?? state.error) : undefined);
  const change = (key: number, part: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const body = { timezone: value.timezone, hours: value.hours, closures: rows.map(closureOf) };
    const refused = schemaCheck(storeHoursRequest, body, lang);
    setChecked(refused);
    if (!refused) void save(body);
  };

  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby="staff-closures-title">
      <h2 id="staff-closures-title" className="staff-settings__title">
        {t('closuresTitle')}
      </h2>
      <p className="hint">{t('closuresHint')}</p>
      {rows.length === 0 ? <p className="hint">{t('noClosures')}</p> : null}
      {rows.map((row, index) => {
        const note = (field: string) => problem.note(`closures.${index}.${field}`);
        const rowNote = problem.note(`closures.${index}`);
        return (
          <fieldset key={row.key} className="staff-closure">
            <legend className="staff-day__name">{row.date || t('newClosure')}</legend>
            <label className="staff-field">
              <span>{t('date')}</span>
              <input
                className="input"
                type="date"
                required
                value={row.date}
                aria-invalid={note('date') ? true : undefined}
                onChange={(event) => change(row.key, { date: event.target.value })}
              />
              {note('date') ? <span className="form-field__error">{note('date')}</span> : null}
            </label>
            <label className="staff-check">
              <input
                type="checkbox"
                checked={row.allDay}
                onChange={(event) =>
                  change(row.key, {
                    allDay: event.target.checked,
                    opens: row.opens || '10:00',
                    closes: row.closes || '14:00',
                  })
                }
              />
              {t('closedAllDay')}
            </label>
            {row.allDay ? null : (
              <div className="staff-range">
                <label className="staff-range__time">
                  <span>{t('opens')}</span>
                  <input
                    className="input"
                    type="time"
                    required
                    value={row.opens}
                    aria-invalid={note('opens') ? true : undefined}
                    onChange={(event) => change(row.key, { opens: event.target.value })}
                  />
                </label>
                <label className="staff-range__time">
                  <span>{t('closes')}</span>
                  <input
                    className="input"
                    type="time"
                    required
                    value={row.closes}
                    aria-invalid={note('closes') ? true : undefined}
                    onChange={(event) => change(row.key, { closes: event.target.value })}
                  />
                </label>
                {note('opens') || note('closes') ? (
                  <p className="form-field__error staff-range__note">{note('opens') ?? note('closes')}</p>
                ) : null}
              </div>
            )}
            <label className="staff-field">
              <span>{t('closureNote')}</span>
              <input
                className="input"
                value={row.note}
                maxLength={120}
                onChange={(event) => change(row.key, { note: event.target.value })}
              />
              {note('note') ? <span className="form-field__error">{note('note')}</span> : null}
            </label>
            {rowNote ? <p className="form-field__error">{rowNote}</p> : null}
            <button
              type="button"
              className="button"
              onClick={() => {
                setShown(false);
                setRows((current) => current.filter((other) => other.key !== row.key));
              }}
            >
              {t('removeClosure')}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() => {
          setShown(false);
          setRows((current) => [...current, rowOf({ date: '' })]);
        }}
      >
        {t('addClosure')}
      </button>
      <SaveBar
        saving={state.isLoading}
        saved={state.isSuccess}
        problem={problem.text}
        note={problem.note('closures')}
      />
    </form>
  );
}
