import { useStaffMessages } from '../messages';
import type { Closure, StoreHours } from '@suuq/shared/hours';
import { HoursFormFrame, TimeInput } from './hours-parts';
import { useHoursDraft } from './use-hours-draft';

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
  const { rows, change, reshape, send, problem, state } = useHoursDraft(() => value.closures.map(rowOf));

  return (
    <HoursFormFrame
      id="staff-closures-title"
      title={t('closuresTitle')}
      hint={t('closuresHint')}
      onSubmit={() => send({ timezone: value.timezone, hours: value.hours, closures: rows.map(closureOf) })}
      saving={state.isLoading}
      saved={state.isSuccess}
      problem={problem.text}
      note={problem.note('closures')}
    >
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
                <TimeInput
                  label={t('opens')}
                  invalid={Boolean(note('opens'))}
                  value={row.opens}
                  onChange={(opens) => change(row.key, { opens })}
                />
                <TimeInput
                  label={t('closes')}
                  invalid={Boolean(note('closes'))}
                  value={row.closes}
                  onChange={(closes) => change(row.key, { closes })}
                />
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
              onClick={() => reshape((current) => current.filter((other) => other.key !== row.key))}
            >
              {t('removeClosure')}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() => reshape((current) => [...current, rowOf({ date: '' })])}
      >
        {t('addClosure')}
      </button>
    </HoursFormFrame>
  );
}
