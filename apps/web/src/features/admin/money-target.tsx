import { useGetAdminCaptainsQuery, useGetAdminStoresQuery } from './admin-api';
import { Choice } from './admin-kit';
import { useAdminMessages } from './messages';

export type TargetKind = 'store' | 'captain';

/** Who money is between Suuq and: a store or a captain, by id (0: not chosen yet). */
export interface MoneyTarget {
  kind: TargetKind;
  id: number;
}

/** The names of the stores and captains to choose from (the first hundred of each, by name). */
export function useTargets(kind: TargetKind) {
  const stores = useGetAdminStoresQuery({ page: 1, perPage: 100 }, { skip: kind !== 'store' });
  const captains = useGetAdminCaptainsQuery({ page: 1, perPage: 100 }, { skip: kind !== 'captain' });
  const list = kind === 'store' ? stores : captains;
  const options = (list.data?.data ?? []).map((one) => ({ id: one.id, name: one.name }));
  return { options, loading: list.isLoading, failed: list.isError, retry: () => void list.refetch() };
}

/** Picks a store or a captain: which kind, then which one. */
export function TargetPicker({
  value,
  onChange,
  error,
}: {
  value: MoneyTarget;
  onChange: (target: MoneyTarget) => void;
  error?: string | undefined;
}) {
  const t = useAdminMessages();
  const { options, loading, failed, retry } = useTargets(value.kind);
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend className="field-label">{t('money.whoLabel')}</legend>
        <div className="admin-radios">
          {(['store', 'captain'] as const).map((kind) => (
            <label key={kind} className="form-check admin-radio">
              <input
                type="radio"
                name="money-kind"
                value={kind}
                checked={value.kind === kind}
                onChange={() => onChange({ kind, id: 0 })}
              />
              {t(`money.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Choice
        label={value.kind === 'store' ? t('money.store') : t('money.captain')}
        value={String(value.id)}
        options={[
          {
            value: '0',
            label: loading ? t('money.loadingNames') : failed ? t('money.namesFailed') : t('money.choose'),
          },
          ...options.map((option) => ({ value: String(option.id), label: option.name })),
        ]}
        error={error}
        onChange={(id) => onChange({ kind: value.kind, id: Number(id) })}
      />
      {failed ? (
        <button type="button" className="button admin-retry" onClick={retry}>
          {t('retry')}
        </button>
      ) : null}
    </>
  );
}
