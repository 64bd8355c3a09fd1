import { useRef, useState, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import type { Vehicle } from '@suuq/shared/captain';
import { Field } from '../../components/form/field';
import { FormSubmit } from '../../components/form/form-submit';
import { TextField } from '../../components/form/text-field';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useGetVehicleTypesQuery, useSaveVehicleMutation } from './captain-api';
import { useCaptainMessages } from './messages';

const FIELDS = ['vehicle_type_id', 'plate_number', 'make', 'model', 'colour', 'year'] as const;
type Name = (typeof FIELDS)[number];
type FieldName = Name | 'photo';
type Values = Record<Name, string>;
const EMPTY: Values = { vehicle_type_id: '', plate_number: '', make: '', model: '', colour: '', year: '' };
/** The text inputs, in the order they show, with their label's key and their own input attributes. */
const TEXT_INPUTS = [
  { name: 'plate_number', label: 'plate', hint: 'plateHint', extra: { autoCapitalize: 'characters' } },
  { name: 'make', label: 'make' },
  { name: 'model', label: 'model' },
  { name: 'colour', label: 'colour' },
  { name: 'year', label: 'year', extra: { inputMode: 'numeric' } },
] as const;

const valuesOf = (vehicle: Vehicle | undefined): Values =>
  vehicle
    ? {
        vehicle_type_id: String(vehicle.vehicle_type.id),
        plate_number: vehicle.plate_number,
        make: vehicle.make,
        model: vehicle.model,
        colour: vehicle.colour,
        year: String(vehicle.year),
      }
    : EMPTY;

/**
 * Adds a vehicle, or changes `vehicle` when given: its type, plate, make, model, colour, year and a photo from the
 * phone's camera (optional when changing: the old one stays). The server's refusals (a plate taken, a year out of
 * range, a photo too large) show under the field they are about, in the screen's language.
 */
export function VehicleForm({ vehicle, onDone }: { vehicle?: Vehicle; onDone?: () => void }) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const titleId = useId();
  const types = useGetVehicleTypesQuery(lang);
  const [save, saving] = useSaveVehicleMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(vehicle));
  const [photo, setPhoto] = useState<File | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState('');
  const [success, setSuccess] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const change = (name: Name) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const check = (): Partial<Record<FieldName, string>> => {
    const missing: Partial<Record<FieldName, string>> = {};
    for (const name of FIELDS) if (!values[name].trim()) missing[name] = t('required');
    const year = Number(values.year.trim());
    const latest = new Date().getFullYear() + 1;
    if (values.year.trim() && !(Number.isInteger(year) && year >= 1950 && year <= latest))
      missing.year = t('yearRange', { latest });
    return missing;
  };

  const refused = (error: unknown) => {
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
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    setSuccess('');
    setProblem('');
    const missing = check();
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    if (vehicle) body.append('id', String(vehicle.id));
    for (const name of FIELDS) body.append(name, values[name].trim());
    if (photo) body.append('photo', photo);
    try {
      await save(body).unwrap();
      setPhoto(undefined);
      if (vehicle) setSuccess(t('changed'));
      else {
        setValues(EMPTY);
        form.current?.reset();
        setSuccess(t('saved'));
      }
      onDone?.();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <form
      ref={form}
      className="captain-vehicle-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={titleId}>{vehicle ? t('editVehicle', { plate: vehicle.plate_number }) : t('addVehicle')}</h3>
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
      {TEXT_INPUTS.map((input) => (
        <TextField
          key={input.name}
          label={t(input.label)}
          hint={'hint' in input ? t(input.hint) : undefined}
          error={errors[input.name]}
          name={input.name}
          value={values[input.name]}
          onChange={change(input.name)}
          {...('extra' in input ? input.extra : {})}
        />
      ))}
      <Field label={t('photo')} hint={vehicle ? t('photoKeep') : t('photoHint')} error={errors.photo}>
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
        label={vehicle ? t('saveChanges') : t('save')}
        busyLabel={t('saving')}
      />
    </form>
  );
}
