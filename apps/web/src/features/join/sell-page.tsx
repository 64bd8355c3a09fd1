import { lazy, Suspense, useState } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import { CITY_CENTRE } from '@suuq/shared/saved-address';
import { TextField } from '../../components/form/text-field';
import { MapBoundary } from '../../components/map/map-boundary';
import { Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { useConfig } from '../../lib/use-config';
import { useApplyStoreMutation, useJoinIndustriesQuery } from './join-api';
import { JoinListSelect, JoinPhone, JoinSent, JoinSubmit, useJoinForm, type JoinProblem } from './join-form';

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
  const { t, lang, form, values, bind, busy, problem, setProblem, sentTo, submit } = useJoinForm(
    { store_name: '', owner_name: '', phone: '', industry_id: '', address: '' },
    fieldOf,
  );
  const config = useConfig();
  const industries = useJoinIndustriesQuery(lang);
  const [apply] = useApplyStoreMutation();
  const [pin, setPin] = useState<LatLng | undefined>();
  // The map is made again when its centre changes: it moves only to the phone's own location.
  const [centre, setCentre] = useState<LatLng>(CITY_CENTRE);
  const [locating, setLocating] = useState(false);

  if (sentTo) {
    return (
      <JoinSent
        title={t('sell.title')}
        thanks={t('sell.thanksTitle')}
        steps={[t('sell.thanksStep1', { phone: sentTo }), t('sell.thanksStep2'), t('sell.thanksStep3')]}
      />
    );
  }

  const setLocationProblem = (text: string | undefined) =>
    setProblem((current) => ({ ...current, fields: { ...current.fields, location: text } }));

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocationProblem(t('sell.noLocation'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocating(false);
        setCentre(here);
        setPin(here);
        setLocationProblem(undefined);
      },
      () => {
        setLocating(false);
        setLocationProblem(t('sell.locationFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const check = () => {
    const fields: JoinProblem['fields'] = {};
    for (const field of ['store_name', 'owner_name', 'address'] as const) {
      if (!values[field].trim()) fields[field] = t('required');
    }
    if (!normalizeSomaliPhone(values.phone)) fields.phone = t('phoneInvalid');
    if (!values.industry_id) fields.industry_id = t('sell.industryMissing');
    if (!pin) fields.location = t('sell.locationMissing');
    return fields;
  };
  const send = () =>
    apply({
      store_name: values.store_name.trim(),
      owner_name: values.owner_name.trim(),
      phone: values.phone.trim(),
      industry_id: Number(values.industry_id),
      address: values.address.trim(),
      // `check` refused the form without a pin.
      location: pin!,
    });

  return (
    <div className="form-page">
      <PageIntro title={t('sell.title')} text={t('sell.text')} />
      <form
        ref={form}
        className="form-stack"
        noValidate
        onSubmit={(event) => void submit(check, send)(event)}
      >
        <TextField
          label={t('sell.storeName')}
          autoComplete="organization"
          maxLength={120}
          {...bind('store_name')}
        />
        <TextField label={t('sell.ownerName')} autoComplete="name" maxLength={120} {...bind('owner_name')} />
        <JoinPhone label={t('sell.phone')} hint={t('sell.phoneHint')} {...bind('phone')} />
        <JoinListSelect label={t('sell.industry')} list={industries} {...bind('industry_id')} />
        <TextField
          label={t('sell.address')}
          hint={t('sell.addressHint')}
          autoComplete="street-address"
          maxLength={300}
          {...bind('address')}
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
                    setLocationProblem(undefined);
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
