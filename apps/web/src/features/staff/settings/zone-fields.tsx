import { TextField } from '../../../components/form/text-field';
import { useStaffMessages } from '../messages';
import type { ZoneDraft } from './zone-draft';

/** The zone being edited: its name, how it is drawn so far, its fee, minimum and whether it is in use. */
export function ZoneFields({
  draft,
  change,
  note,
}: {
  draft: ZoneDraft;
  change: (part: Partial<ZoneDraft>) => void;
  /** The server's note on one of this zone's fields, by the field's name. */
  note: (field: string) => string | undefined;
}) {
  const t = useStaffMessages();
  return (
    <div className="staff-zone-fields">
      <TextField
        label={t('zoneName')}
        error={note('name')}
        value={draft.name}
        maxLength={80}
        onChange={(event) => change({ name: event.target.value })}
      />
      {draft.kind === 'radius' ? (
        <>
          <p className="hint">
            {draft.center
              ? t('circleCentre', { lat: draft.center.lat.toFixed(5), lng: draft.center.lng.toFixed(5) })
              : t('drawCircle')}
          </p>
          {note('center') ? <p className="form-field__error">{note('center')}</p> : null}
          <TextField
            label={t('radiusKm')}
            error={note('radius_km')}
            inputMode="decimal"
            value={draft.radiusKm}
            onChange={(event) => change({ radiusKm: event.target.value })}
          />
        </>
      ) : (
        <>
          <p className="hint">
            {draft.polygon.length === 0 ? t('drawPolygon') : t('polygonCorners', { n: draft.polygon.length })}
          </p>
          {note('polygon') ? <p className="form-field__error">{note('polygon')}</p> : null}
          <div className="staff-zone-fields__actions">
            <button
              type="button"
              className="button"
              disabled={draft.polygon.length === 0}
              onClick={() => change({ polygon: draft.polygon.slice(0, -1) })}
            >
              {t('undoCorner')}
            </button>
            <button
              type="button"
              className="button"
              disabled={draft.polygon.length === 0}
              onClick={() => change({ polygon: [] })}
            >
              {t('clearCorners')}
            </button>
          </div>
        </>
      )}
      <TextField
        label={t('zoneFee')}
        error={note('fee')}
        inputMode="decimal"
        value={draft.fee}
        onChange={(event) => change({ fee: event.target.value })}
      />
      <TextField
        label={t('zoneMinimum')}
        hint={t('zoneMinimumHint')}
        error={note('min_order_amount')}
        inputMode="decimal"
        value={draft.minOrder}
        onChange={(event) => change({ minOrder: event.target.value })}
      />
      <label className="staff-check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => change({ active: event.target.checked })}
        />
        {t('zoneActive')}
      </label>
    </div>
  );
}
