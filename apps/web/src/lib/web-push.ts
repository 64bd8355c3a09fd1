/**
 * Subscribing this browser to web pushes: asks permission (only ever from a tap), subscribes with the server's
 * VAPID key from `/api/config`, and hands the subscription to the server. Loaded by the staff board and the tracking
 * page only.
 */
import { pushSubscribeRoute } from '@suuq/shared/routes-push';
import { registerServiceWorker } from './service-worker';
import { loadConfig } from './use-config';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** Answers `denied` when the person said no, or throws when the browser or the server failed. */
export async function subscribeToPush(options: {
  headers: Record<string, string>;
  language: 'en' | 'so';
  orderNumber?: string;
}): Promise<'granted' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const config = (await loadConfig()) as { push_public_key?: unknown };
  if (typeof config.push_public_key !== 'string') throw new Error('the server offers no web push');
  // Registered now if the page has not settled yet (lib/service-worker.ts).
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(config.push_public_key),
  });
  const { endpoint, keys } = subscription.toJSON();
  const space = pushSubscribeRoute.indexOf(' ');
  const response = await fetch(pushSubscribeRoute.slice(space + 1), {
    method: pushSubscribeRoute.slice(0, space),
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ endpoint, keys, order_number: options.orderNumber, language: options.language }),
  });
  if (!response.ok) throw new Error(`${pushSubscribeRoute} answered ${response.status}`);
  return 'granted';
}
