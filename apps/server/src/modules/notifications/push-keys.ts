/**
 * Web push's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, or else a pair made once and kept in
 * DATA_DIR/vapid-keys.json, so browsers stay subscribed across restarts. Two processes starting together agree:
 * only one can create the file, and both read it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push services (`mailto:` or `https:`). */
  subject: string;
}

export const VAPID_FILE = 'vapid-keys.json';

export function loadVapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'SUPPORT_EMAIL'>,
): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(env.DATA_DIR, VAPID_FILE);
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (!stored.publicKey || !stored.privateKey) throw new Error(`${file} does not hold a VAPID key pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
