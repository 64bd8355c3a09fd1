/**
 * Mobile money (EVC Plus, Zaad and Sahal through WaafiPay; eDahab), built from the configuration: a wallet for
 * each provider whose settings are all present, the service that pays orders with them and the sweeper that
 * settles what a crash or a timeout left open. The orders module builds it (placement and cancelling use it);
 * `app.ts` exposes it as `app.mobileMoney`.
 */
import type { Core } from '../../core';
import type { Env } from '../../env';
import { MOBILE_MONEY_METHODS, type MobileMoneyMethod } from '@suuq/shared/payments';
import type { SlotGate } from '../hours/hours-service';
import type { OrderEvents } from '../orders/order-events';
import type { OrderRepository } from '../orders/order-repository';
import type { StockService } from '../orders/stock-service';
import { EdahabClient } from './edahab-client';
import { MobileMoneyService } from './mobile-money-service';
import { PaymentAttemptRepository } from './payment-attempt-repository';
import { PaymentSweeper } from './payment-sweeper';
import { WaafiClient } from './waafi-client';
import type { Wallet } from './wallet';

/** The wallets WaafiPay carries. */
const WAAFI_METHODS = ['evc_plus', 'zaad', 'sahal'] as const satisfies readonly MobileMoneyMethod[];

export interface MobileMoneyDeps {
  service: MobileMoneyService;
  sweeper: PaymentSweeper;
  attempts: PaymentAttemptRepository;
  /** Whether the sweeper starts with the app (off in tests, which sweep when they want). */
  startSweeper: boolean;
  paymentsPerMinute: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mobileMoney: MobileMoneyDeps;
  }
}

/** A wallet client for each provider whose settings are all present. */
export function mobileMoneyWallets(env: Env): Partial<Record<MobileMoneyMethod, Wallet>> {
  const wallets: Partial<Record<MobileMoneyMethod, Wallet>> = {};
  if (env.WAAFI_URL && env.WAAFI_MERCHANT_UID && env.WAAFI_API_USER_ID && env.WAAFI_API_KEY) {
    const waafi = new WaafiClient({
      url: env.WAAFI_URL,
      merchantUid: env.WAAFI_MERCHANT_UID,
      apiUserId: env.WAAFI_API_USER_ID,
      apiKey: env.WAAFI_API_KEY,
      timeoutMs: env.WAAFI_TIMEOUT_MS,
    });
    for (const method of WAAFI_METHODS) wallets[method] = waafi;
  }
  if (env.EDAHAB_URL && env.EDAHAB_API_KEY && env.EDAHAB_API_SECRET && env.EDAHAB_AGENT_CODE) {
    wallets.edahab = new EdahabClient({
      url: env.EDAHAB_URL,
      apiKey: env.EDAHAB_API_KEY,
      apiSecret: env.EDAHAB_API_SECRET,
      agentCode: env.EDAHAB_AGENT_CODE,
      timeoutMs: env.EDAHAB_TIMEOUT_MS,
      pollMs: env.EDAHAB_POLL_MS,
    });
  }
  return wallets;
}

/** The mobile-money methods this server takes (for `/api/config`). */
export function configuredMobileMoney(env: Env): MobileMoneyMethod[] {
  const wallets = mobileMoneyWallets(env);
  return MOBILE_MONEY_METHODS.filter((method) => wallets[method] !== undefined);
}

export function createMobileMoney(
  { db, env, log }: Core,
  parts: {
    orders: OrderRepository;
    events: OrderEvents;
    stock: StockService;
    slots: Pick<SlotGate, 'giveBack'>;
  },
): MobileMoneyDeps {
  const attempts = new PaymentAttemptRepository(db);
  const service = new MobileMoneyService(db, attempts, mobileMoneyWallets(env), parts.events, log);
  const sweeper = new PaymentSweeper(
    db,
    service,
    attempts,
    parts.orders,
    parts.stock,
    parts.slots,
    parts.events,
    log,
    {
      holdMinutes: env.PAYMENT_HOLD_MINUTES,
      sweepMs: env.PAYMENT_SWEEP_MS,
      orphanAfterMs: Math.max(env.WAAFI_TIMEOUT_MS, env.EDAHAB_TIMEOUT_MS) + 60_000,
      leaseMs: 30_000,
    },
  );
  return {
    service,
    sweeper,
    attempts,
    startSweeper: env.NODE_ENV !== 'test',
    paymentsPerMinute: env.RATE_LIMIT_PAYMENTS_PER_MINUTE,
  };
}
