import { useState, type FormEvent } from 'react';
import { PREP_MINUTES_LIMITS, type PrepSettings } from '@suuq/shared/eta-schemas';
import { TextField } from '../../../components/form/text-field';
import type { ApiProblem } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { useStaffMessages } from '../messages';
import { refusal } from './local-check';
import { SaveBar } from './save-bar';
import { useSavePrepMutation } from './settings-api';
import { useSaveProblem } from './use-save-problem';

/**
 * How long the store takes to get an order ready, in minutes: shoppers' delivery and pickup times start from it,
 * and orders placed from now on promise it. Orders already placed keep their time.
 */
export function PrepForm({ value }: { value: PrepSettings }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [minutes, setMinutes] = useState(String(value.prep_minutes));
  const [save, state] = useSavePrepMutation();
  const [checked, setChecked] = useState<ApiProblem | undefined>(undefined);
  const problem = useSaveProblem(checked ?? state.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = minutes.trim() === '' ? NaN : Number(minutes);
    // The server's own range (it checks again): whole minutes, 1 to 240.
    const fits =
      Number.isInteger(number) && number >= PREP_MINUTES_LIMITS.min && number <= PREP_MINUTES_LIMITS.max;
    const refused = fits ? undefined : refusal({ prep_minutes: [t('prepMinutesRange')] }, lang);
    setChecked(refused);
    if (!refused) void save({ prep_minutes: number });
  };

  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby="staff-prep-title">
      <h2 id="staff-prep-title" className="staff-settings__title">
        {t('prepTitle')}
      </h2>
      <TextField
        label={t('prepMinutes')}
        hint={t('prepMinutesHint')}
        error={problem.note('prep_minutes')}
        name="prep_minutes"
        type="number"
        inputMode="numeric"
        step={1}
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
      />
      <SaveBar saving={state.isLoading} saved={state.isSuccess} problem={problem.text} />
    </form>
  );
}
