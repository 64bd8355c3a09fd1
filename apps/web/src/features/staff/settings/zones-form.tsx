import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import { formatMoney } from '@suuq/shared/money';
import { MapBoundary } from '../../../components/map/map-boundary';
import type { MapZone } from '../../../components/map/zone-map';
import { Loading } from '../../../components/ui/load-state';
import { useConfig } from '../../../lib/use-config';
import { useLanguage } from '../../../lib/use-translation';
import { useStaffMessages } from '../messages';
import { SaveBar } from './save-bar';
import { useSaveZonesMutation } from './settings-api';
import { message } from '@suuq/shared/labels';
import { zoneProblems, type DeliveryZone, type ZoneKind } from '@suuq/shared/zones';
import type { ApiProblem } from '../../../lib/api-error';
import { refusal } from './local-check';
import { useSaveProblem } from './use-save-problem';
import { draftOf, newDraft, withPoint, zoneOf, type ZoneDraft } from './zone-draft';
import { ZoneFields } from './zone-fields';

const ZoneMap = lazy(() =>
  import('../../../components/map/zone-map').then((module) => ({ default: module.ZoneMap })),
);

/**
 * The store's delivery zones, drawn on the map: a circle by its centre and radius, a polygon corner by corner,
 * each with its fee and minimum. Saved all at once; the server checks them and prices orders by them at once.
 */
export function ZonesForm({
  value,
  center,
  currency,
}: {
  value: DeliveryZone[];
  center: LatLng;
  currency: string;
}) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const config = useConfig();
  const [drafts, setDrafts] = useState(() => value.map(draftOf));
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [save, state] = useSaveZonesMutation();
  const [shown, setShown] = useState(true);
  const [checked, setChecked] = useState<ApiProblem | undefined>(undefined);
  const problem = useSaveProblem(shown ? (checked ?? state.error) : undefined);
  const editing = drafts.find((draft) => draft.key === selected);

  const change = (key: number, next: (draft: ZoneDraft) => ZoneDraft) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? next(draft) : draft)));
  const add = (kind: ZoneKind) => {
    const draft = newDraft(kind, t('zoneNumber', { n: drafts.length + 1 }));
    setShown(false);
    setDrafts((current) => [...current, draft]);
    setSelected(draft.key);
  };

  const mapZones = useMemo<MapZone[]>(
    () =>
      drafts.map((draft) => ({
        kind: draft.kind,
        center: draft.center,
        radiusKm: Number(draft.radiusKm) || undefined,
        polygon: draft.polygon,
        active: draft.active,
        selected: draft.key === selected,
        name: draft.name,
      })),
    [drafts, selected],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const editedAt = drafts.findIndex((draft) => draft.key === selected);
    const zones = drafts.map(zoneOf);
    // The server's own rules and words, before the round trip.
    const notes = Object.entries(zoneProblems(zones)).map(([path, key]) => [path, [message(key, lang)]]);
    const refused = refusal(Object.fromEntries(notes) as Record<string, string[]>, lang);
    setChecked(refused);
    if (refused) return;
    save(zones)
      .unwrap()
      .then((answer) => {
        // New zones come back with their ids: the next save then changes them instead of adding them again.
        const saved = answer.zones.map(draftOf);
        setDrafts(saved);
        setSelected(saved[editedAt]?.key);
      })
      // A refusal is shown from the mutation's state, field by field.
      .catch(() => {});
  };

  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby="staff-zones-title">
      <h2 id="staff-zones-title" className="staff-settings__title">
        {t('zonesTitle')}
      </h2>
      <p className="hint">{t('zonesHint')}</p>
      <ul className="staff-zones">
        {drafts.map((draft, index) => {
          const fee = Number(draft.fee.replace(',', '.'));
          const zoneNote = problem.note(
            `zones.${index}`,
            ...['name', 'center', 'radius_km', 'polygon', 'fee', 'min_order_amount'].map(
              (field) => `zones.${index}.${field}`,
            ),
          );
          return (
            <li key={draft.key} className="staff-zone" data-selected={draft.key === selected || undefined}>
              <span className="staff-zone__name">{draft.name || t('zoneNumber', { n: index + 1 })}</span>
              <span className="staff-zone__facts">
                {draft.kind === 'radius' ? t('circle') : t('polygon')} ·{' '}
                {Number.isFinite(fee) ? formatMoney(fee, currency, lang) : draft.fee}
                {draft.active ? '' : ` · ${t('zoneInactive')}`}
              </span>
              {zoneNote ? <span className="form-field__error">{zoneNote}</span> : null}
              <span className="staff-zone__actions">
                <button
                  type="button"
                  className="button"
                  aria-pressed={draft.key === selected}
                  aria-label={t('editZone', { name: draft.name })}
                  onClick={() => setSelected(draft.key === selected ? undefined : draft.key)}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('removeZone', { name: draft.name })}
                  onClick={() => {
                    setShown(false);
                    setDrafts((current) => current.filter((other) => other.key !== draft.key));
                    if (draft.key === selected) setSelected(undefined);
                  }}
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {drafts.length === 0 ? <p className="hint">{t('noZones')}</p> : null}
      <div className="staff-zone-fields__actions">
        <button type="button" className="button" onClick={() => add('radius')}>
          {t('addCircle')}
        </button>
        <button type="button" className="button" onClick={() => add('polygon')}>
          {t('addPolygon')}
        </button>
      </div>
      {config.status === 'ready' ? (
        <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
          <Suspense fallback={<Loading />}>
            <ZoneMap
              center={center}
              zones={mapZones}
              onPoint={(point) => {
                if (editing) change(editing.key, (draft) => withPoint(draft, point));
              }}
              tileUrl={config.config.map_tile_url}
              label={editing ? t('zoneMapDrawing', { name: editing.name }) : t('zoneMap')}
              useCentreLabel={t('useMapCentre')}
            />
          </Suspense>
        </MapBoundary>
      ) : config.status === 'failed' ? (
        <p className="hint">{t('mapUnavailable')}</p>
      ) : null}
      {editing ? (
        <fieldset className="staff-zone-editor">
          <legend className="staff-day__name">{t('editingZone', { name: editing.name })}</legend>
          <ZoneFields
            draft={editing}
            change={(part) => change(editing.key, (draft) => ({ ...draft, ...part }))}
            note={(field) => problem.note(`zones.${drafts.indexOf(editing)}.${field}`)}
          />
        </fieldset>
      ) : null}
      <SaveBar
        saving={state.isLoading}
        saved={state.isSuccess}
        problem={problem.text}
        note={problem.note('zones')}
      />
    </form>
  );
}
