/**
 * Both local wallets at once, and the settings that point the server at them: what tests start, and what
 * `PAYMENTS_FAKE=1` runs inside the server so mobile money can be tried end to end without an account.
 */
import { FAKE_EDAHAB_CREDENTIALS, startFakeEdahab, type FakeEdahab } from './fake-edahab';
import { FAKE_WAAFI_CREDENTIALS, startFakeWaafi, type FakeWaafi } from './fake-waafi';

export interface FakeWallets {
  waafi: FakeWaafi;
  edahab: FakeEdahab;
  /** The server's settings for these wallets. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** `delayMs`: how long the payer takes to answer (0 in tests). */
export async function startFakeWallets({ delayMs = 0 } = {}): Promise<FakeWallets> {
  const [waafi, edahab] = await Promise.all([
    startFakeWaafi(undefined, { delayMs }),
    startFakeEdahab(undefined, { delayMs }),
  ]);
  return {
    waafi,
    edahab,
    env: {
      WAAFI_URL: waafi.url,
      WAAFI_MERCHANT_UID: FAKE_WAAFI_CREDENTIALS.merchantUid,
      WAAFI_API_USER_ID: FAKE_WAAFI_CREDENTIALS.apiUserId,
      WAAFI_API_KEY: FAKE_WAAFI_CREDENTIALS.apiKey,
      EDAHAB_URL: edahab.url,
      EDAHAB_API_KEY: FAKE_EDAHAB_CREDENTIALS.apiKey,
      EDAHAB_API_SECRET: FAKE_EDAHAB_CREDENTIALS.apiSecret,
      EDAHAB_AGENT_CODE: FAKE_EDAHAB_CREDENTIALS.agentCode,
    },
    close: async () => {
      await Promise.all([waafi.close(), edahab.close()]);
    },
  };
}

/**
 * `PAYMENTS_FAKE=1`: starts the local wallets in this process (the payer answers after three seconds) and returns
 * the settings pointing the server at them. Refused in production (`loadEnv` already stops there).
 */
export async function withFakeWallets<E extends { NODE_ENV: string }>(
  env: E,
  onStop: (close: () => Promise<void>) => void,
): Promise<E> {
  if (env.NODE_ENV === 'production') throw new Error('The fake wallets never run in production');
  const wallets = await startFakeWallets({ delayMs: 3_000 });
  onStop(() => wallets.close());
  return { ...env, ...wallets.env };
}
