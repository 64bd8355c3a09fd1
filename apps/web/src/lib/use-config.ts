import { useEffect, useState } from 'react';
import type { AppConfig as ServedConfig } from '@suuq/shared/config';
import { configRoute } from '@suuq/shared/routes-shop';

/**
 * What `GET /api/config` answers, as the web reads it: a server from before payment methods were listed leaves
 * them out, and checkout then offers cash and bank transfer; one from before the contact details leaves them out,
 * and the footer then shows none.
 */
export type AppConfig = Omit<ServedConfig, 'payment_methods' | 'contact'> &
  Partial<Pick<ServedConfig, 'payment_methods' | 'contact'>>;

const isString = (value: unknown) => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether an answer has the shape of `AppConfig` (`@suuq/shared/config` is its schema): checked by hand, as zod
 * would be some 26 KB on every page for five fields.
 */
export function isAppConfig(value: unknown): value is AppConfig {
  if (!isRecord(value)) return false;
  const { ws_port: port, app_key: key, map_tile_url: tiles, payment_methods: methods, contact } = value;
  return (
    typeof port === 'number' &&
    isString(key) &&
    isString(tiles) &&
    // A method this app does not know yet (a newer server's) is not a broken answer: checkout offers the ones it
    // knows (`offeredPayments`), and the live socket and the footer go on working.
    (methods === undefined || (Array.isArray(methods) && methods.every(isString))) &&
    (contact === undefined ||
      (isRecord(contact) && isString(contact.phone) && isString(contact.whatsapp) && isString(contact.email)))
  );
}

let pending: Promise<AppConfig> | undefined;

/**
 * The server's runtime configuration, fetched once per page load and shared by the map and the live socket.
 * A failed fetch is forgotten, so the next caller tries again (a phone that was offline may be online now).
 * Plain `fetch`, not RTK Query: the socket client must work without React and without the store.
 */
export function loadConfig(): Promise<AppConfig> {
  pending ??= fetch(configRoute.split(' ')[1]!)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${configRoute} answered ${response.status}`);
      const body = (await response.json()) as { data?: unknown };
      if (!isAppConfig(body.data)) throw new Error(`${configRoute} answered an unexpected shape`);
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
