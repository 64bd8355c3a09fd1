import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazily downloaded component that can also be fetched ahead of its first render (`preload()`). Once fetched it
 * renders at once, without suspending: the prerendered home page (scripts/prerender.mjs) stays on screen until the
 * app can render the same page in one go, instead of flashing the loading state in between.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Preloadable = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Preloadable, { preload });
}
