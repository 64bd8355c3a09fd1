import { useEffect, useState } from 'react';

/** What `GET /api/config` answers: where the live socket listens and where map tiles come from. */
export interface AppConfig {
  ws_port: number;
  app_key: string;
  /** A Leaflet tile template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  map_tile_url: string;
}

let pending: Promise<AppConfig> | undefined;

function isConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.ws_port === 'number' &&
    typeof config.app_key === 'string' &&
    typeof config.map_tile_url === 'string'
  );
}

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
      if (!isConfig(body.data)) throw new Error('GET /api/config answered an unexpected shape');
      return body.data;
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
