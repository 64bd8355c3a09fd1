/**
 * Vite dispatches `vite:preloadError` when a lazily loaded chunk (or its CSS) fails to download, typically
 * after a deploy replaced the files an open tab still points at. The spec wants it reported as a preload error
 * and rethrown: we log it and leave the event uncancelled, so Vite rethrows and the route's error panel shows.
 */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    console.error('Preload error:', (event as Event & { payload?: unknown }).payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error comes from a chunk that could not be fetched; browsers cache that failure until a reload. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
