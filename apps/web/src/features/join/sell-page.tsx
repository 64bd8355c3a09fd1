import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import { CITY_CENTRE } from '@suuq/shared/saved-address';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { MapBoundary } from '../../components/map/map-boundary';
import { Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import { useApplyStoreMutation, useJoinIndustriesQuery } from './join-api';
import {
  focusFirstInvalid,
  joinProblem,
  JoinThanks,
  NO_PROBLEM,
  JoinSubmit,
  type JoinProblem,
} from './join-form';
import { useJoinT } from './messages';

// Leaflet and its styles (about 45 KB) come only with this page, after its form.
const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

type Field = 'store_name' | 'owner_name' | 'phone' | 'industry_id' | 'address';
const FIELDS: readonly Field[] = ['store_name', 'owner_name', 'phone', 'industry_id', 'address'];

/** The form's field for a path the server named (`location.lat` is the map's). */
const fieldOf = (path: string) =>
  path.startsWith('location') ? 'location' : (FIELDS as readonly string[]).includes(path) ? path : undefined;

/**
 * `/sell`: a shop asks to join (`POST /api/store-applications`): its name, the owner's name and mobile number,
 * what it sells (the catalog's industries), its address and its place on the map (a tap on the map, or the phone's
 * own location). Sent, a thank-you says what happens next. The server's refusals show beside their fields.
 */
export function SellPage() {
  const t = useJoinT();
  const lang = useLanguage();
  const config = useConfig();
  const industries = useJoinIndustriesQuery(lang);
  const [apply] = useApplyStoreMutation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    store_name: '',
    owner_name: '',
    phone: '',
    industry_id: '',
    address: '',
  });
  const [pin, setPin] = useState<LatLng | undefined>();
  // The map is made again when its centre changes: it moves only to the phone's own location.
  const [centre, setCentre] = useState<LatLng>(CITY_CENTRE);
  const [locating, setLocating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<JoinProblem>(NO_PROBLEM);
  const [sentTo, setSentTo] = useState<string | undefined>();

  if (sentTo) {
    return (
      <div className="form-page">
        <PageIntro title={t('sell.title')} />
        <JoinThanks
          title={t('sell.thanksTitle')}
          steps={[t('sell.thanksStep1', { phone: sentTo }), t('sell.thanksStep2'), t('sell.thanksStep3')]}
        />
      </div>
    );
  }

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem((current) => ({
        ...current,
        fields: { ...current.fields, location: t('sell.noLocation') },
      }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocating(false);
        setCentre(here);
        setPin(here);
        setProblem((current) => ({ ...current, fields: { ...current.fields, location: undefined } }));
      },
      () => {
        setLocating(false);
        setProblem((current) => ({
          ...current,
          fields: { ...current.fields, location: t('sell.locationFailed') },
        }));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: JoinProblem['fields'] = {};
    for (const field of ['store_name', 'owner_name', 'address'] as const) {
      if (!values[field].trim()) fields[field] = t('required');
    }
    if (!normalizeSomaliPhone(values.phone)) fields.phone = t('phoneInvalid');
    if (!values.industry_id) fields.industry_id = t('sell.industryMissing');
    if (!pin) fields.location = t('sell.locationMissing');
    setProblem({ message: '', fields });
    if (!pin || Object.keys(fields).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    const sent = await apply({
      store_name: values.store_name.trim(),
      owner_name: values.owner_name.trim(),
      phone: values.phone.trim(),
      industry_id: Number(values.industry_id),
      address: values.address.trim(),
      location: pin,
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
      <PageIntro title={t('sell.title')} text={t('sell.text')} />
      <form ref={form} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('sell.storeName')}
          error={problem.fields.store_name}
          name="store_name"
          autoComplete="organization"
          maxLength={120}
          value={values.store_name}
          onChange={change('store_name')}
        />
        <TextField
          label={t('sell.ownerName')}
          error={problem.fields.owner_name}
          name="owner_name"
          autoComplete="name"
          maxLength={120}
          value={values.owner_name}
          onChange={change('owner_name')}
        />
        <TextField
          label={t('sell.phone')}
          hint={t('sell.phoneHint')}
          error={problem.fields.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={change('phone')}
        />
        <SelectField
          label={t('sell.industry')}
          error={problem.fields.industry_id ?? (industries.isError ? t('listFailed') : undefined)}
          name="industry_id"
          value={values.industry_id}
          onChange={change('industry_id')}
          placeholder={t('choose')}
          options={(industries.data ?? []).map((industry) => ({
            value: String(industry.id),
            label: industry.name,
          }))}
        />
        {industries.isError ? (
          <button type="button" className="button button--small" onClick={() => void industries.refetch()}>
            {t('retry')}
          </button>
        ) : null}
        <TextField
          label={t('sell.address')}
          hint={t('sell.addressHint')}
          error={problem.fields.address}
          name="address"
          autoComplete="street-address"
          maxLength={300}
          value={values.address}
          onChange={change('address')}
        />
        <fieldset className="form-fieldset">
          <legend className="field-label">{t('sell.location')}</legend>
          <p className="hint">{t('sell.locationHint')}</p>
          <button
            type="button"
            className="button form-fieldset__action"
            aria-busy={locating || undefined}
            onClick={locate}
          >
            {locating ? t('sell.locating') : t('sell.useMyLocation')}
          </button>
          {config.status === 'ready' ? (
            <MapBoundary fallback={<p className="hint">{t('sell.mapUnavailable')}</p>}>
              <Suspense fallback={<Loading />}>
                <AddressMap
                  center={centre}
                  pin={pin}
                  onPin={(point) => {
                    setPin(point);
                    setProblem((current) => ({
                      ...current,
                      fields: { ...current.fields, location: undefined },
                    }));
                  }}
                  tileUrl={config.config.map_tile_url}
                  label={t('sell.mapLabel')}
                  pinCentreLabel={t('sell.pinCentre')}
                />
              </Suspense>
            </MapBoundary>
          ) : config.status === 'failed' ? (
            <p className="hint">{t('sell.mapUnavailable')}</p>
          ) : null}
          {pin ? (
            <div className="form-fieldset__done">
              <p>{t('sell.pinned')}</p>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => setPin(undefined)}
              >
                {t('sell.removePin')}
              </button>
            </div>
          ) : problem.fields.location ? (
            // Focused with the other fields at fault: the map itself takes taps, not focus.
            <p className="form-problem" aria-invalid="true" tabIndex={-1}>
              {problem.fields.location}
            </p>
          ) : null}
        </fieldset>
        <JoinSubmit problem={problem.message} busy={busy} />
      </form>
    </div>
  );
}
