import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import type { Address } from '@suuq/shared/accounts';
import { Loading } from '../../components/ui/load-state';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import type { LatLng } from '@suuq/shared/geo';
import { MapBoundary } from '../../components/map/map-boundary';
import { useLazyPlaceNameQuery, useSaveAddressMutation } from './account-api';
import { CITY_CENTRE, pinOf, PLACE_WORDS, placeLabel, STANDARD_PLACES } from '@suuq/shared/saved-address';
import { focusFirstInvalid, formProblem, type FormProblem } from './form-problem';
import { useAccountT } from './messages';
import { TextField } from '../../components/form/text-field';

// Leaflet and its styles (about 45 KB) come only when the form opens.
const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

/**
 * Adds an address, or changes `address`: its name, the written line the courier reads, and its pin on the map,
 * which a delivery address needs (zones and fees are decided by the point; the same rule as checkout's and the
 * server's, `@suuq/shared/saved-address`). "Use this location" names the pinned place (GET /api/geocode/reverse,
 * which answers even without internet on the server).
 */
export function AddressForm({
  address,
  onDone,
}: {
  address?: Address | undefined;
  onDone: (saved: Address | undefined) => void;
}) {
  const t = useAccountT();
  const lang = useLanguage();
  const config = useConfig();
  const form = useRef<HTMLFormElement>(null);
  const [save] = useSaveAddressMutation();
  const [placeName, naming] = useLazyPlaceNameQuery();
  const [label, setLabel] = useState(address ? placeLabel(address.label, lang) : PLACE_WORDS.placeHome[lang]);
  const [line, setLine] = useState(address?.line ?? '');
  const [notes, setNotes] = useState(address?.notes ?? '');
  const [pin, setPin] = useState<LatLng | undefined>(() => pinOf(address));
  // Fixed while the form is open: the map is made again whenever its centre changes.
  const [centre] = useState<LatLng>(pin ?? CITY_CENTRE);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>({ message: '', fields: {} });

  const namePin = async () => {
    if (!pin) return;
    const result = await placeName({ ...pin, lang }, true);
    if (result.data) setLine(result.data.line);
    else setProblem({ message: t('placeNameFailed'), fields: {} });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields: FormProblem['fields'] = {};
    if (!label.trim()) fields.label = t('labelMissing');
    if (!line.trim()) fields.line = t('lineMissing');
    if (!pin) fields.lat = t('pinMissing');
    setProblem({ message: '', fields });
    if (!pin || Object.keys(fields).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const point = pin;
    setBusy(true);
    const result = await save({
      ...(address ? { id: address.id } : {}),
      label: label.trim(),
      line: line.trim(),
      lat: point.lat,
      lng: point.lng,
      notes: notes.trim() || null,
    });
    setBusy(false);
    if (result.error) {
      setProblem(
        formProblem(result.error, lang, t('offline'), {
          label: t('labelMissing'),
          line: t('lineMissing'),
          lat: t('pinMissing'),
        }),
      );
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    onDone(result.data);
  };

  return (
    <form
      ref={form}
      className="account-card account-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="account-card__title">{address ? t('editAddressTitle') : t('addAddressTitle')}</h2>
      <TextField
        label={t('addressLabel')}
        error={problem.fields.label}
        name="label"
        value={label}
        maxLength={50}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="account-chips" role="group" aria-label={t('labelSuggestions')}>
        {STANDARD_PLACES.map((key) => (
          <button
            key={key}
            type="button"
            className="account-chip"
            aria-pressed={label === PLACE_WORDS[key][lang]}
            onClick={() => setLabel(PLACE_WORDS[key][lang])}
          >
            {PLACE_WORDS[key][lang]}
          </button>
        ))}
      </div>
      <TextField
        label={t('addressLine')}
        hint={t('addressLineHint')}
        error={problem.fields.line}
        name="line"
        autoComplete="street-address"
        value={line}
        maxLength={300}
        onChange={(event) => setLine(event.target.value)}
      />
      <TextField
        label={t('addressNotes')}
        error={problem.fields.notes}
        name="notes"
        value={notes}
        maxLength={500}
        onChange={(event) => setNotes(event.target.value)}
      />
      <p className="hint">{t('mapHint')}</p>
      {config.status === 'ready' ? (
        <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
          <Suspense fallback={<Loading />}>
            <AddressMap
              center={centre}
              pin={pin}
              onPin={setPin}
              tileUrl={config.config.map_tile_url}
              label={t('mapLabel')}
              pinCentreLabel={t('pinCentre')}
            />
          </Suspense>
        </MapBoundary>
      ) : config.status === 'failed' ? (
        <p className="hint">{t('mapUnavailable')}</p>
      ) : null}
      {pin ? (
        <div className="address-pin">
          <p className="address-pin__where">{t('pinned')}</p>
          <div className="account-actions">
            <button
              type="button"
              className="button button--small"
              aria-busy={naming.isFetching || undefined}
              onClick={() => void namePin()}
            >
              {t('useThisLocation')}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setPin(undefined)}
            >
              {t('removePin')}
            </button>
          </div>
        </div>
      ) : problem.fields.lat ? (
        // Focused with the other fields at fault: the map itself takes taps, not focus.
        <p className="form-problem address-pin__missing" aria-invalid="true" tabIndex={-1}>
          {problem.fields.lat}
        </p>
      ) : null}
      <p className="form-problem" role="alert">
        {problem.message}
      </p>
      <div className="account-actions">
        <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
          {busy ? t('saving') : t('saveAddress')}
        </button>
        <button type="button" className="button" onClick={() => onDone(undefined)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
