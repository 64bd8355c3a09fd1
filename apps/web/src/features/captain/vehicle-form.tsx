import { useRef, useState, type FormEvent } from 'react';
import { Field } from '../../components/form/field';
import { FormSubmit } from '../../components/form/form-submit';
import { TextField } from '../../components/form/text-field';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useGetVehicleTypesQuery, useSaveVehicleMutation } from './captain-api';
import { useCaptainMessages } from './messages';

const FIELDS = ['vehicle_type_id', 'plate_number', 'make', 'model', 'colour', 'year'] as const;
type FieldName = (typeof FIELDS)[number] | 'photo';
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { vehicle_type_id: '', plate_number: '', make: '', model: '', colour: '', year: '' };

/**
 * Adds a vehicle: its type, plate, make, model, colour, year and a photo from the phone's camera. The server's
 * refusals (a plate taken, a year out of range, a photo too large) show under the field they are about.
 */
export function VehicleForm({ onSaved }: { onSaved?: () => void }) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const types = useGetVehicleTypesQuery(lang);
  const [save, saving] = useSaveVehicleMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [photo, setPhoto] = useState<File | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState('');
  const [success, setSuccess] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const change = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    setSuccess('');
    setProblem('');
    const missing: Partial<Record<FieldName, string>> = {};
    for (const name of FIELDS) if (!values[name].trim()) missing[name] = t('required');
    const year = Number(values.year.trim());
    const latest = new Date().getFullYear() + 1;
    if (values.year.trim() && !(Number.isInteger(year) && year >= 1950 && year <= latest))
      missing.year = t('yearRange', { latest });
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    for (const name of FIELDS) body.append(name, values[name].trim());
    if (photo) body.append('photo', photo);
    try {
      await save(body).unwrap();
      setValues(EMPTY);
      setPhoto(undefined);
      form.current?.reset();
      setSuccess(t('saved'));
      onSaved?.();
    } catch (error) {
      const found = apiProblem(error);
      const byField: Partial<Record<FieldName, string>> = {};
      for (const [name, notes] of Object.entries(found.fields))
        if ((FIELDS as readonly string[]).includes(name) || name === 'photo')
          byField[name as FieldName] = notes[0] ?? found.message;
      // A taken plate comes as a 409 with the server's words and no field list.
      if (found.status === 409 && Object.keys(byField).length === 0 && found.message)
        byField.plate_number = found.message;
      if (found.status === 413 || found.status === 415) byField.photo = found.message;
      setErrors(byField);
      setProblem(Object.keys(byField).length > 0 ? '' : problemText(found, lang, t('offline')));
    }
  };

  return (
    <form ref={form} className="captain-vehicle-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('addVehicle')}</h3>
      <Field label={t('vehicleType')} error={errors.vehicle_type_id}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="input"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            value={values.vehicle_type_id}
            onChange={change('vehicle_type_id')}
          >
            <option value="">{t('chooseType')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t('plate')}
        hint={t('plateHint')}
        error={errors.plate_number}
        name="plate_number"
        autoCapitalize="characters"
        value={values.plate_number}
        onChange={change('plate_number')}
      />
      <TextField
        label={t('make')}
        error={errors.make}
        name="make"
        value={values.make}
        onChange={change('make')}
      />
      <TextField
        label={t('model')}
        error={errors.model}
        name="model"
        value={values.model}
        onChange={change('model')}
      />
      <TextField
        label={t('colour')}
        error={errors.colour}
        name="colour"
        value={values.colour}
        onChange={change('colour')}
      />
      <TextField
        label={t('year')}
        error={errors.year}
        name="year"
        inputMode="numeric"
        value={values.year}
        onChange={change('year')}
      />
      <Field label={t('photo')} hint={t('photoHint')} error={errors.photo}>
        {({ id, describedBy, invalid }) => (
          <>
            {/* The browser's own file button speaks only its language: a button of ours stands in for it. */}
            <input
              id={id}
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden captain-file"
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => setPhoto(event.target.files?.[0])}
            />
            <label htmlFor={id} className="button captain-file__button">
              {photo ? t('photoChosen', { name: photo.name }) : t('takePhoto')}
            </label>
          </>
        )}
      </Field>
      <FormSubmit
        problem={problem}
        success={success}
        busy={saving.isLoading}
        label={t('save')}
        busyLabel={t('saving')}
      />
    </form>
  );
}
