import type { Store } from '@suuq/shared/catalog';
import { storeDay } from '../../lib/store-time';
import { useCatalogT } from './messages';
import { weekdayOf, type WeekdayKey } from './store-opening';

const WEEK: WeekdayKey[] = ['1', '2', '3', '4', '5', '6', '7'];

/** "Fri 28/11": a closure's day, with the weekday in the shopper's language. */
function closureDay(day: string, weekday: string): string {
  const [, month, date] = day.split('-');
  return `${weekday} ${Number(date)}/${Number(month)}`;
}

/**
 * The store's week: each day's opening ranges (a range past midnight reads "18:00–02:00"), today marked, then the
 * upcoming closures and special hours. Nothing for a store without hours: its staff open and close it by hand.
 */
export function WeekHours({ store }: { store: Pick<Store, 'hours' | 'closures' | 'timezone'> }) {
  const t = useCatalogT();
  const hours = store.hours ?? [];
  const closures = store.closures ?? [];
  if (hours.length === 0 && closures.length === 0) return null;
  const today = weekdayOf(storeDay(new Date(), store.timezone));
  return (
    <div className="store-hours">
      {hours.length > 0 ? (
        <table className="store-hours__table">
          <caption className="visually-hidden">{t('hours.weekTitle')}</caption>
          <tbody>
            {WEEK.map((weekday) => {
              const ranges = hours
                .filter((range) => String(range.weekday) === weekday)
                .sort((a, b) => a.opens.localeCompare(b.opens));
              return (
                <tr key={weekday} aria-current={weekday === today ? 'date' : undefined}>
                  <th scope="row">
                    {t(`weekday.${weekday}`)}
                    {weekday === today ? (
                      <span className="store-hours__today"> {t('hours.today')}</span>
                    ) : null}
                  </th>
                  <td>
                    {ranges.length > 0
                      ? ranges.map((range) => `${range.opens}–${range.closes}`).join(', ')
                      : t('hours.closedDay')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {closures.length > 0 ? (
        <>
          <p className="store-hours__closures-title">{t('hours.closuresTitle')}</p>
          <ul className="store-hours__closures">
            {closures.map((closure) => (
              <li key={`${closure.date}-${closure.opens ?? ''}`}>
                <strong>{closureDay(closure.date, t(`weekday.${weekdayOf(closure.date)}`))}</strong>:{' '}
                {closure.opens && closure.closes
                  ? t('hours.specialHours', { opens: closure.opens, closes: closure.closes })
                  : t('hours.closedAllDay')}
                {closure.note ? ` (${closure.note})` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
