import { useState, type FormEvent } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { localMoment } from '@suuq/shared/time-zone';
import { useStaffMessages } from '../messages';
import { TimeInput } from './hours-parts';
import { useOpenNowMutation } from './settings-api';
import { useSaveProblem } from './use-save-problem';

/** Three hours from now on the store's clock, on the hour: a sensible first answer to "open until when?". */
function defaultUntil(timezone: string): string {
  const hour = (Math.floor(localMoment(new Date(), timezone).minutes / 60) + 3) % 24;
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * A closed store opened now, outside its hours, until a time staff choose: the store's hours for today gain that
 * range, so shoppers can order at once and it closes by itself then. Shown only while the store is closed (the
 * switch in the bar closes it now inside its hours).
 */
export function OpenNow({ store }: { store: Store }) {
  const t = useStaffMessages();
  const [until, setUntil] = useState(() => defaultUntil(store.timezone));
  const [openNow, state] = useOpenNowMutation();
  const problem = useSaveProblem(state.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void openNow({ until });
  };
  if (store.is_open) {
    return state.isSuccess ? (
      <p className="staff-open-now__done" role="status">
        {t('openNowDone', { until: state.originalArgs?.until ?? until })}
      </p>
    ) : null;
  }
  return (
    <form className="staff-open-now" onSubmit={submit} aria-labelledby="staff-open-now-title">
      <h2 id="staff-open-now-title" className="staff-settings__title">
        {t('openNowTitle')}
      </h2>
      <p className="hint">{t('openNowHint')}</p>
      <div className="staff-open-now__row">
        <TimeInput
          label={t('openNowUntil')}
          invalid={Boolean(problem.note('until'))}
          value={until}
          onChange={setUntil}
        />
        <button type="submit" className="button button--primary" disabled={state.isLoading || !until}>
          {t('openNowButton')}
        </button>
      </div>
      <div role="alert" className="staff-problem">
        {problem.note('until') ?? problem.text}
      </div>
    </form>
  );
}
