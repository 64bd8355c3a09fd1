import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { appConfig } from '@suuq/shared/config';

/**
 * What `GET /api/config` answers, as the web reads it: a server from before payment methods were listed leaves
 * them out, and checkout then offers cash and bank transfer; one from before the contact details leaves them out,
 * and the footer then shows none.
 */
const receivedConfig = appConfig.partial({ payment_methods: true, contact: true });
export type AppConfig = z.infer<typeof receivedConfig>;

let pending: Promise<AppConfig> | undefined;

/**
 * The server's runtime configuration, fetched once per page load and shared by the map and the live socket.
 * A failed fetch is forgotten, so the next caller tries again (a phone that was offline may be online now).
 * Plain `fetch`, not RTK Query: the socket client must work without React and without the store.
 */
export function loadConfig(): Promise<AppConfig> {
  pending ??= fetch('/api/config')
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      const body = (await response.json()) as { data?: unknown };
      const parsed = receivedConfig.safeParse(body.data);
      if (!parsed.success) throw new Error('GET /api/config answered an unexpected shape');
      return parsed.data;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** Forgets the cached configuration (tests). */
export function resetConfig(): void {
  pending = undefined;
}

export type ConfigState =
  { status: 'loading' } | { status: 'ready'; config: AppConfig } | { status: 'failed'; error: unknown };

/** The configuration for a component: loading, ready, or failed (the caller shows its fallback). */
export function useConfig(): ConfigState {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadConfig().then(
      (config) => current && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error('Could not load the app configuration:', error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
