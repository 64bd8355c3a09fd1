import { useRef, useState, type FormEvent } from 'react';

import { normalizeSomaliPhone } from '@suuq/shared/phone';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useApplyCaptainMutation, useJoinVehicleTypesQuery } from './join-api';
import {
  focusFirstInvalid,
  joinProblem,
  JoinThanks,
  NO_PROBLEM,
  JoinSubmit,
  type JoinProblem,
} from './join-form';
import { useJoinT } from './messages';
import { normalizePlate, PLATE_PATTERN } from './plate';

type Field = 'name' | 'phone' | 'vehicle_type_id' | 'plate_number';
const FIELDS: readonly string[] = ['name', 'phone', 'vehicle_type_id', 'plate_number'];
const fieldOf = (path: string) => (FIELDS.includes(path) ? path : undefined);

/**
 * `/drive`: a captain asks to drive for Suuq (`POST /api/captain-applications`): their name and mobile number,
 * what they drive (the vehicle types the captain API lists) and its plate. Sent, a thank-you says what happens
 * next. The server's refusals (a phone that already has an account, a plate in use) show beside their fields.
 */
export function DrivePage() {
  const t = useJoinT();
  const lang = useLanguage();
  const types = useJoinVehicleTypesQuery(lang);
  const [apply] = useApplyCaptainMutation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    phone: '',
    vehicle_type_id: '',
    plate_number: '',
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<JoinProblem>(NO_PROBLEM);
  const [sentTo, setSentTo] = useState<string | undefined>();

  if (sentTo) {
    return (
      <div className="form-page">
        <PageIntro title={t('drive.title')} />
        <JoinThanks
          title={t('drive.thanksTitle')}
          steps={[t('drive.thanksStep1', { phone: sentTo }), t('drive.thanksStep2'), t('drive.thanksStep3')]}
        />
      </div>
    );
  }

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: JoinProblem['fields'] = {};
    if (!values.name.trim()) fields.name = t('required');
    if (!normalizeSomaliPhone(values.phone)) fields.phone = t('phoneInvalid');
    if (!values.vehicle_type_id) fields.vehicle_type_id = t('drive.vehicleTypeMissing');
    if (!PLATE_PATTERN.test(normalizePlate(values.plate_number)))
      fields.plate_number = t('drive.plateInvalid');
    setProblem({ message: '', fields });
    if (Object.keys(fields).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    const sent = await apply({
      name: values.name.trim(),
      phone: values.phone.trim(),
      vehicle_type_id: Number(values.vehicle_type_id),
      plate_number: normalizePlate(values.plate_number),
    });
    setBusy(false);
    if (sent.error) {
      setProblem(joinProblem(sent.error, lang, { offline: t('offline'), tooMany: t('tooMany') }, fieldOf));
      return focusFirstInvalid(form.current);
    }
    setSentTo(values.phone.trim());
  };

  return (
    <div className="form-page">
      <PageIntro title={t('drive.title')} text={t('drive.text')} />
      <form ref={form} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('drive.name')}
          error={problem.fields.name}
          name="name"
          autoComplete="name"
          maxLength={120}
          value={values.name}
          onChange={change('name')}
        />
        <TextField
          label={t('drive.phone')}
          hint={t('drive.phoneHint')}
          error={problem.fields.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={change('phone')}
        />
        <SelectField
          label={t('drive.vehicleType')}
          error={problem.fields.vehicle_type_id ?? (types.isError ? t('listFailed') : undefined)}
          name="vehicle_type_id"
          value={values.vehicle_type_id}
          onChange={change('vehicle_type_id')}
          placeholder={t('choose')}
          options={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        />
        {types.isError ? (
          <button type="button" className="button button--small" onClick={() => void types.refetch()}>
            {t('retry')}
          </button>
        ) : null}
        <TextField
          label={t('drive.plate')}
          hint={t('drive.plateHint')}
          error={problem.fields.plate_number}
          name="plate_number"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={values.plate_number}
          onChange={change('plate_number')}
        />
        <JoinSubmit problem={problem.message} busy={busy} />
      </form>
    </div>
  );
}
