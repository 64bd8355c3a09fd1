import { useT } from '../../lib/use-translation';

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The spec's generic error panel: the error's message and stack, and a button that clears it and retries. */
export function ErrorPanel({ error, onReset }: { error: unknown; onReset: () => void }) {
  const t = useT();
  const { message, stack } = describe(error);
  return (
    <section className="error-panel" role="alert">
      <h1 className="error-panel__title">{t('errors.title')}</h1>
      <p className="error-panel__message">{message}</p>
      {stack ? (
        <pre className="error-panel__stack" aria-label={t('errors.details')}>
          {stack}
        </pre>
      ) : null}
      <button type="button" className="button button--primary" onClick={onReset}>
        {t('errors.clearAndRetry')}
      </button>
    </section>
  );
}
