import { useCaptainMessages } from './messages';
import type { DutyState } from './use-duty';

/** The duty card: the state the server saved, the switch, and why a switch did not go through. */
export function DutySwitch({ duty }: { duty: DutyState }) {
  const t = useCaptainMessages();
  const { onDuty } = duty;
  if (onDuty === undefined) {
    return (
      <section className="captain-card captain-duty" aria-labelledby="captain-duty-title">
        <div>
          <h2 id="captain-duty-title">{t('dutyTitle')}</h2>
          {duty.loadFailed ? (
            <p className="form-problem" role="alert">
              {t('dutyLoadProblem')}
            </p>
          ) : (
            <p className="captain-muted">{t('loading')}</p>
          )}
        </div>
        {duty.loadFailed ? (
          <button type="button" className="button captain-duty__switch" onClick={duty.retry}>
            {t('retry')}
          </button>
        ) : null}
      </section>
    );
  }
  return (
    <section className="captain-card captain-duty" aria-labelledby="captain-duty-title">
      <div>
        <h2 id="captain-duty-title">{onDuty ? t('onDuty') : t('offDuty')}</h2>
        <p className="captain-muted">{onDuty ? t('onDutyText') : t('offDutyText')}</p>
        {duty.problem ? (
          <p className="form-problem" role="alert">
            {duty.problem}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={`button ${onDuty ? '' : 'button--primary'} captain-duty__switch`}
        aria-pressed={onDuty}
        aria-busy={duty.saving || undefined}
        disabled={duty.saving}
        onClick={() => duty.set(!onDuty)}
      >
        {duty.saving ? t('dutySaving') : onDuty ? t('goOffDuty') : t('goOnDuty')}
      </button>
    </section>
  );
}
