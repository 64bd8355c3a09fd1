import { useT } from '../../lib/use-translation';

/** A polite loading line; CSS delays its appearance so fast answers do not flash it. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? t('app.loading')}
    </p>
  );
}

/** What a reader sees when data could not be fetched: the reason in plain words and a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <p>{t('app.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
