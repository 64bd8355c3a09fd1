import { useState } from 'react';
import { useStaffMessages } from '../messages';
import type { HoursRange, StoreHours } from '@suuq/shared/hours';
import { HoursFormFrame, TimeInput } from './hours-parts';
import { useHoursDraft } from './use-hours-draft';
import { WEEKDAYS, weekdayKey } from './weekdays';

type Row = HoursRange & { key: number };

/** The region's zones first, then every zone the browser knows; the store's own always among them. */
const NEAR = ['Africa/Mogadishu', 'Africa/Nairobi', 'Africa/Djibouti', 'Africa/Addis_Ababa', 'Asia/Dubai'];
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, ...NEAR, ...known].filter(Boolean))];
}
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
  const [timezone, setTimezone] = useState(value.timezone);
  const { rows, change, reshape, send, problem, state } = useHoursDraft(() => keyed(value.hours));

  // Days left without hours are closed once any day has some: said before saving, not found out after.
  const closedDays =
    rows.length > 0
      ? WEEKDAYS.filter((weekday) => !rows.some((row) => row.weekday === weekday)).map((weekday) =>
          t(weekdayKey(weekday)),
        )
      : [];
  // The first day with hours, copied to every day.
  const sameEveryDay = () =>
    reshape((current) => {
      const first = current.find((row) => row.weekday === Math.min(...current.map((r) => r.weekday)));
      if (!first) return current;
      const pattern = current.filter((row) => row.weekday === first.weekday);
      return WEEKDAYS.flatMap((weekday) =>
        pattern.map(({ opens, closes }) => ({ weekday, opens, closes, key: (nextKey += 1) })),
      );
    });

  const submit = () =>
    send({
      timezone: timezone.trim(),
      hours: rows.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
      closures: value.closures,
    });

  return (
    <HoursFormFrame
      id="staff-hours-title"
      title={t('hoursTitle')}
      hint={t('hoursHint')}
      onSubmit={submit}
      saving={state.isLoading}
      saved={state.isSuccess}
      problem={problem.text}
      note={problem.note('hours')}
    >
      <label className="staff-field">
        <span>{t('timezone')}</span>
        {/* Chosen from the zones the phone knows, never typed: a typo cannot move the store's clock. */}
        <select
          className="input"
          value={timezone}
          aria-invalid={problem.note('timezone') ? true : undefined}
          onChange={(event) => setTimezone(event.target.value)}
        >
          {zonesWith(timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {problem.note('timezone') ? (
          <span className="form-field__error">{problem.note('timezone')}</span>
        ) : null}
      </label>
      {/* A store that never set hours is open around the clock: the switch alone decides, as before hours. */}
      {rows.length === 0 ? <p className="hint staff-settings__note">{t('noHoursYet')}</p> : null}
      {rows.length > 0 ? (
        <button type="button" className="button" onClick={sameEveryDay}>
          {t('sameEveryDay')}
        </button>
      ) : null}
      {closedDays.length > 0 ? (
        <p className="staff-settings__warning" role="note">
          {t('closedDaysWarning', { days: closedDays.join(', ') })}
        </p>
      ) : null}
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
                  <TimeInput
                    label={t('opens')}
                    accessibleName={t('opensOn', { day, n: n + 1 })}
                    invalid={Boolean(note)}
                    value={row.opens}
                    onChange={(opens) => change(row.key, { opens })}
                  />
                  <TimeInput
                    label={t('closes')}
                    accessibleName={t('closesOn', { day, n: n + 1 })}
                    invalid={Boolean(note)}
                    value={row.closes}
                    onChange={(closes) => change(row.key, { closes })}
                  />
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
    </HoursFormFrame>
  );
}
