import { normalizeSomaliPhone } from '@suuq/shared/phone';
import { TextField } from '../../components/form/text-field';
import { PageIntro } from '../../components/ui/page-intro';
import { useApplyCaptainMutation, useJoinVehicleTypesQuery } from './join-api';
import { JoinListSelect, JoinPhone, JoinSent, JoinSubmit, useJoinForm, type JoinProblem } from './join-form';
import { normalizePlate, PLATE_PATTERN } from './plate';

const FIELDS: readonly string[] = ['name', 'phone', 'vehicle_type_id', 'plate_number'];
const fieldOf = (path: string) => (FIELDS.includes(path) ? path : undefined);

/**
 * `/drive`: a captain asks to drive for Suuq (`POST /api/captain-applications`): their name and mobile number,
 * what they drive (the vehicle types the captain API lists) and its plate. Sent, a thank-you says what happens
 * next. The server's refusals (a phone that already has an account, a plate in use) show beside their fields.
 */
export function DrivePage() {
  const { t, lang, form, values, bind, busy, problem, sentTo, submit } = useJoinForm(
    { name: '', phone: '', vehicle_type_id: '', plate_number: '' },
    fieldOf,
  );
  const types = useJoinVehicleTypesQuery(lang);
  const [apply] = useApplyCaptainMutation();

  if (sentTo) {
    return (
      <JoinSent
        title={t('drive.title')}
        thanks={t('drive.thanksTitle')}
        steps={[t('drive.thanksStep1', { phone: sentTo }), t('drive.thanksStep2'), t('drive.thanksStep3')]}
      />
    );
  }

  const check = () => {
    const fields: JoinProblem['fields'] = {};
    if (!values.name.trim()) fields.name = t('required');
    if (!normalizeSomaliPhone(values.phone)) fields.phone = t('phoneInvalid');
    if (!values.vehicle_type_id) fields.vehicle_type_id = t('drive.vehicleTypeMissing');
    if (!PLATE_PATTERN.test(normalizePlate(values.plate_number)))
      fields.plate_number = t('drive.plateInvalid');
    return fields;
  };
  const send = () =>
    apply({
      name: values.name.trim(),
      phone: values.phone.trim(),
      vehicle_type_id: Number(values.vehicle_type_id),
      plate_number: normalizePlate(values.plate_number),
    });

  return (
    <div className="form-page">
      <PageIntro title={t('drive.title')} text={t('drive.text')} />
      <form
        ref={form}
        className="form-stack"
        noValidate
        onSubmit={(event) => void submit(check, send)(event)}
      >
        <TextField label={t('drive.name')} autoComplete="name" maxLength={120} {...bind('name')} />
        <JoinPhone label={t('drive.phone')} hint={t('drive.phoneHint')} {...bind('phone')} />
        <JoinListSelect label={t('drive.vehicleType')} list={types} {...bind('vehicle_type_id')} />
        <TextField
          label={t('drive.plate')}
          hint={t('drive.plateHint')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          {...bind('plate_number')}
        />
        <JoinSubmit problem={problem.message} busy={busy} />
      </form>
    </div>
  );
}
