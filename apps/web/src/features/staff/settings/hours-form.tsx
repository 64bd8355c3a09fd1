import { useState, type FormEvent } from 'react';
import { useStaffMessages } from '../messages';
import { SaveBar } from './save-bar';
import { useSaveHoursMutation } from './settings-api';
import { storeHoursRequest, type HoursRange, type StoreHours } from '@suuq/shared/hours';
import type { ApiProblem } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { schemaCheck } from './local-check';
import { useSaveProblem } from './use-save-problem';
import { WEEKDAYS, weekdayKey } from './weekdays';

type Row = HoursRange & { key: number };
let nextKey = 0;
const keyed = (ranges: HoursRange[]): Row[] =>
  [...ranges]
    .sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))
    .map((range) => ({ ...range, key: (nextKey += 1) }));

/**
 * The week's opening hours: any number of ranges a day (a lunch break is two ranges), a range whose closing time
 * is at or before its opening runs past midnight, and a day without ranges is closed.
 */
export function HoursForm({ value }: { value: StoreHours }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [timezone, setTimezone] = useState(value.timezone);
  const [rows, setRows] = useState(() => keyed(value.hours));
  const [save, state] = useSaveHoursMutation();
  // Field notes are by position in the list sent; a changed list makes them point elsewhere, so they go.
  const [shown, setShown] = useState(true);
  const [checked, setChecked] = useState<ApiProblem | undefined>(undefined);
  const problem = useSaveProblem(shown ? (checked ?? state.error) : undefined);

  const change = (key: number, part: Partial<HoursRange>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const reshape = (next: (current: Row[]) => Row[]) => {
    setShown(false);
    setRows(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const body = {
      timezone: timezone.trim(),
      hours: rows.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
      closures: value.closures,
    };
    const refused = schemaCheck(storeHoursRequest, body, lang);
    setChecked(refused);
    if (!refused) void save(body);
  };

  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby="staff-hours-title">
      <h2 id="staff-hours-title" className="staff-settings__title">
        {t('hoursTitle')}
      </h2>
      <p className="hint">{t('hoursHint')}</p>
      <label className="staff-field">
        <span>{t('timezone')}</span>
        <input
          className="input"
          value={timezone}
          autoComplete="off"
          aria-invalid={problem.note('timezone') ? true : undefined}
          onChange={(event) => setTimezone(event.target.value)}
        />
        {problem.note('timezone') ? (
          <span className="form-field__error">{problem.note('timezone')}</span>
        ) : null}
      </label>
      {/* A store that never set hours is open around the clock: the switch alone decides, as before hours. */}
      {rows.length === 0 ? <p className="hint staff-settings__note">{t('noHoursYet')}</p> : null}
      {WEEKDAYS.map((weekday) => {
        const day = t(weekdayKey(weekday));
        const ranges = rows.filter((row) => row.weekday === weekday);
        return (
          <fieldset key={weekday} className="staff-day">
            <legend className="staff-day__name">{day}</legend>
            {ranges.length === 0 && rows.length > 0 ? (
              <p className="staff-day__closed">{t('closedDay')}</p>
            ) : null}
            {ranges.map((row, n) => {
              const index = rows.indexOf(row);
              const note = problem.note(`hours.${index}`, `hours.${index}.opens`, `hours.${index}.closes`);
              const overnight = row.opens !== '' && row.closes !== '' && row.closes <= row.opens;
              return (
                <div key={row.key} className="staff-range">
                  <label className="staff-range__time">
                    <span>{t('opens')}</span>
                    <input
                      className="input"
                      type="time"
                      required
                      aria-label={t('opensOn', { day, n: n + 1 })}
                      aria-invalid={note ? true : undefined}
                      value={row.opens}
                      onChange={(event) => change(row.key, { opens: event.target.value })}
                    />
                  </label>
                  <label className="staff-range__time">
                    <span>{t('closes')}</span>
                    <input
                      className="input"
                      type="time"
                      required
                      aria-label={t('closesOn', { day, n: n + 1 })}
                      aria-invalid={note ? true : undefined}
                      value={row.closes}
                      onChange={(event) => change(row.key, { closes: event.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="button staff-range__remove"
                    aria-label={t('removeRange', { day, n: n + 1 })}
                    onClick={() => reshape((current) => current.filter((other) => other.key !== row.key))}
                  >
                    {t('remove')}
                  </button>
                  {overnight ? <p className="hint staff-range__note">{t('pastMidnight')}</p> : null}
                  {note ? <p className="form-field__error staff-range__note">{note}</p> : null}
                </div>
              );
            })}
            <button
              type="button"
              className="button"
              aria-label={t('addRangeOn', { day })}
              onClick={() =>
                reshape((current) => {
                  const last = current.findLastIndex((row) => row.weekday <= weekday);
                  const previous = current[last];
                  // A second range starts where a lunch break would end, after the first range.
                  const added: Row = {
                    weekday,
                    opens: previous?.weekday === weekday ? '16:00' : '08:00',
                    closes: previous?.weekday === weekday ? '22:00' : '13:00',
                    key: (nextKey += 1),
                  };
                  return [...current.slice(0, last + 1), added, ...current.slice(last + 1)];
                })
              }
            >
              {t('addRange')}
            </button>
          </fieldset>
        );
      })}
      <SaveBar
        saving={state.isLoading}
        saved={state.isSuccess}
        problem={problem.text}
        note={problem.note('hours')}
      />
    </form>
  );
}
