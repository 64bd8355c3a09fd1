/** WaafiPay: one merchant account takes EVC Plus (Hormuud), Zaad (Telesom) and Sahal (Golis). */
import type { Env } from '../../../../env';
import type { WalletSetup } from '../../mobile-money';
import { WaafiClient } from './waafi-client';

export function waafiPay(env: Env): WalletSetup {
  const setup: WalletSetup = {
    name: 'waafipay',
    methods: ['evc_plus', 'zaad', 'sahal'],
    timeoutMs: env.WAAFI_TIMEOUT_MS,
    wallet: undefined,
  };
  if (env.WAAFI_URL && env.WAAFI_MERCHANT_UID && env.WAAFI_API_USER_ID && env.WAAFI_API_KEY) {
    setup.wallet = new WaafiClient({
      url: env.WAAFI_URL,
      merchantUid: env.WAAFI_MERCHANT_UID,
      apiUserId: env.WAAFI_API_USER_ID,
      apiKey: env.WAAFI_API_KEY,
      timeoutMs: env.WAAFI_TIMEOUT_MS,
    });
  }
  return setup;
}
