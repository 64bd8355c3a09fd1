import { Loading, LoadError } from '../../components/ui/load-state';
import { dayName, slotRange } from '../../lib/store-days';
import { useLanguage } from '../../lib/use-translation';
import { CheckoutSection } from './checkout-section';
import { useCheckoutMessages } from './messages';
import type { Schedule } from './use-schedule';

/** The slots of the chosen day, full ones shown but not choosable. */
function SlotChoices({ schedule, error }: { schedule: Schedule; error: string | undefined }) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const { day, timeZone } = schedule;
  if (!day) return null;
  return (
    <div
      className="checkout-slots"
      role="radiogroup"
      aria-label={t('slotsOf', {
        day: dayName(day.day, new Date(), timeZone, lang, {
          today: t('today'),
          tomorrow: t('tomorrow'),
          weekdays: t('weekdays').split(', '),
        }),
      })}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'checkout-slot-error' : undefined}
    >
      {day.slots.map((slot) => {
        const full = slot.remaining <= 0;
        return (
          <label key={slot.start} className="checkout-slot" data-disabled={full || undefined}>
            <input
              type="radio"
              name="slot"
              value={slot.start}
              checked={schedule.slot?.start === slot.start}
              disabled={full}
              onChange={() => schedule.pick(slot.start)}
            />
            <span className="checkout-slot__time">{slotRange(slot, timeZone, lang)}</span>
            {full ? <span className="checkout-slot__full">{t('slotFull')}</span> : null}
          </label>
        );
      })}
    </div>
  );
}

/** When the order is wanted: as soon as possible while the store is open, or a time slot today or later. */
export function ScheduleSection({ schedule, error }: { schedule: Schedule; error: string | undefined }) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const { query, days, timeZone } = schedule;
  const words = { today: t('today'), tomorrow: t('tomorrow'), weekdays: t('weekdays').split(', ') };
  return (
    <CheckoutSection title={t('whenTitle')}>
      <div className="checkout-choices" role="radiogroup" aria-label={t('whenTitle')}>
        <label className="checkout-choice" data-disabled={!schedule.open || undefined}>
          <input
            type="radio"
            name="when"
            value="asap"
            checked={schedule.mode === 'asap'}
            disabled={!schedule.open}
            onChange={() => schedule.choose('asap')}
          />
          <span>
            {t('asap')}
            {schedule.open ? null : <span className="checkout-choice__note"> ({t('asapClosed')})</span>}
          </span>
        </label>
        <label className="checkout-choice">
          <input
            type="radio"
            name="when"
            value="later"
            checked={schedule.mode === 'later'}
            onChange={() => schedule.choose('later')}
          />
          <span>{t('later')}</span>
        </label>
      </div>
      {schedule.mode === 'later' ? (
        <>
          {query.isLoading ? <Loading /> : null}
          {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
          {query.isSuccess && days.length === 0 ? <p className="hint">{t('noSlots')}</p> : null}
          {days.length > 0 ? (
            <div className="checkout-days" role="group" aria-label={t('dayLabel')}>
              {days.map((entry) => (
                <button
                  key={entry.day}
                  type="button"
                  className="checkout-day"
                  aria-pressed={entry.day === schedule.day?.day}
                  onClick={() => schedule.chooseDay(entry.day)}
                >
                  {dayName(entry.day, new Date(), timeZone, lang, words)}
                </button>
              ))}
            </div>
          ) : null}
          <SlotChoices schedule={schedule} error={error} />
          {error ? (
            <p id="checkout-slot-error" className="checkout-slot-error">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </CheckoutSection>
  );
}
