/** eDahab (Dahabshiil's wallet): an invoice the payer approves on the phone; no reversal, staff refund by hand. */
import type { Env } from '../../../../env';
import type { WalletSetup } from '../../mobile-money';
import { EdahabClient } from './edahab-client';

export function eDahab(env: Env): WalletSetup {
  const setup: WalletSetup = {
    name: 'edahab',
    methods: ['edahab'],
    timeoutMs: env.EDAHAB_TIMEOUT_MS,
    wallet: undefined,
  };
  if (env.EDAHAB_URL && env.EDAHAB_API_KEY && env.EDAHAB_API_SECRET && env.EDAHAB_AGENT_CODE) {
    setup.wallet = new EdahabClient({
      url: env.EDAHAB_URL,
      apiKey: env.EDAHAB_API_KEY,
      apiSecret: env.EDAHAB_API_SECRET,
      agentCode: env.EDAHAB_AGENT_CODE,
      timeoutMs: env.EDAHAB_TIMEOUT_MS,
      pollMs: env.EDAHAB_POLL_MS,
    });
  }
  return setup;
}
