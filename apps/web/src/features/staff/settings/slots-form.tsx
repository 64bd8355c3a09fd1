import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useStaffMessages } from '../messages';
import { SaveBar } from './save-bar';
import { useSaveSlotSettingsMutation } from './settings-api';
import { slotSettings, type SlotSettings } from '@suuq/shared/hours';
import type { ApiProblem } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { schemaCheck } from './local-check';
import { useSaveProblem } from './use-save-problem';

type NumberField = Exclude<keyof SlotSettings, 'accepts_scheduled'>;
const FIELDS: readonly {
  field: NumberField;
  label: 'slotMinutes' | 'slotCapacity' | 'leadMinutes' | 'daysAhead';
}[] = [
  { field: 'slot_minutes', label: 'slotMinutes' },
  { field: 'slot_capacity', label: 'slotCapacity' },
  { field: 'lead_minutes', label: 'leadMinutes' },
  { field: 'days_ahead', label: 'daysAhead' },
];

/** Orders for later: whether the store takes them, how long a slot is, how many orders fit, lead time and range. */
export function SlotsForm({ value }: { value: SlotSettings }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    slot_minutes: String(value.slot_minutes),
    slot_capacity: String(value.slot_capacity),
    lead_minutes: String(value.lead_minutes),
    days_ahead: String(value.days_ahead),
  });
  const [accepts, setAccepts] = useState(value.accepts_scheduled);
  const [save, state] = useSaveSlotSettingsMutation();
  const [checked, setChecked] = useState<ApiProblem | undefined>(undefined);
  const problem = useSaveProblem(checked ?? state.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box is no number: the schema names the field.
    const number = (field: NumberField) => (numbers[field].trim() === '' ? NaN : Number(numbers[field]));
    const body = {
      slot_minutes: number('slot_minutes'),
      slot_capacity: number('slot_capacity'),
      lead_minutes: number('lead_minutes'),
      days_ahead: number('days_ahead'),
      accepts_scheduled: accepts,
    };
    const refused = schemaCheck(slotSettings, body, lang);
    setChecked(refused);
    if (!refused) void save(body);
  };

  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby="staff-slots-title">
      <h2 id="staff-slots-title" className="staff-settings__title">
        {t('slotsTitle')}
      </h2>
      <label className="staff-check">
        <input type="checkbox" checked={accepts} onChange={(event) => setAccepts(event.target.checked)} />
        {t('acceptsScheduled')}
      </label>
      {FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          label={t(label)}
          hint={t(`${label}Hint`)}
          error={problem.note(field)}
          name={field}
          type="number"
          inputMode="numeric"
          step={1}
          value={numbers[field]}
          onChange={(event) => setNumbers((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <SaveBar saving={state.isLoading} saved={state.isSuccess} problem={problem.text} />
    </form>
  );
}
