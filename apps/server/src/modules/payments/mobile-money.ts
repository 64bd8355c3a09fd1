/**
 * Mobile money as payment providers: each wallet provider (WaafiPay for EVC Plus, Zaad and Sahal; eDahab) brings
 * its client from its own folder; they share one service that records attempts, retries and holds, and one
 * sweeper that settles what a crash or a timeout left open.
 */
import type { Core } from '../../core';
import type { Tx } from '../../db/tx';
import type { MobileMoneyMethod, PaymentMethod } from '@suuq/shared/payment-methods';
import { MobileMoneyService } from './mobile-money-service';
import type { OrderPorts } from './order-ports';
import { PaymentAttemptRepository } from './payment-attempt-repository';
import type { PaymentOrder, PaymentProvider, PlacedOrder } from './payment-provider';
import { PaymentSweeper } from './payment-sweeper';
import type { Wallet } from './wallet';

/** A wallet provider as its folder builds it from the configuration. */
export interface WalletSetup {
  name: string;
  methods: readonly MobileMoneyMethod[];
  /** Its client, when its settings are all present. */
  wallet: Wallet | undefined;
  /** How long it may take to answer a payment (the sweeper waits longer before calling an attempt orphaned). */
  timeoutMs: number;
}

export interface MobileMoney {
  service: MobileMoneyService;
  sweeper: PaymentSweeper;
  attempts: PaymentAttemptRepository;
  /** Whether the sweeper starts with the app (off in tests, which sweep when they want). */
  startSweeper: boolean;
  paymentsPerMinute: number;
}

export function createMobileMoney(
  { db, env, log }: Core,
  setups: readonly WalletSetup[],
  ports: Pick<OrderPorts, 'events' | 'releaseUnpaid' | 'paymentFailed' | 'committed'>,
): MobileMoney {
  const wallets: Partial<Record<MobileMoneyMethod, Wallet>> = {};
  for (const setup of setups) for (const method of setup.methods) wallets[method] = setup.wallet;
  const attempts = new PaymentAttemptRepository(db);
  const service = new MobileMoneyService(db, attempts, wallets, ports.events, log, ports);
  const sweeper = new PaymentSweeper(db, service, attempts, ports.releaseUnpaid, ports.events, log, {
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    sweepMs: env.PAYMENT_SWEEP_MS,
    orphanAfterMs: Math.max(...setups.map((setup) => setup.timeoutMs)) + 60_000,
    leaseMs: 30_000,
  });
  return {
    service,
    sweeper,
    attempts,
    startSweeper: env.NODE_ENV !== 'test',
    paymentsPerMinute: env.RATE_LIMIT_PAYMENTS_PER_MINUTE,
  };
}

/** A wallet provider through the shared service: the PIN prompt, its answer, a late approval, a reversal. */
export class WalletProvider implements PaymentProvider {
  readonly settledByStaff = false;

  constructor(
    private readonly setup: WalletSetup,
    private readonly service: MobileMoneyService,
  ) {}

  get name(): string {
    return this.setup.name;
  }

  get methods(): readonly PaymentMethod[] {
    return this.setup.methods;
  }

  get configured(): boolean {
    return this.setup.wallet !== undefined;
  }

  /** The payer's number, required and a Somali mobile number. */
  admit(method: PaymentMethod, payerPhone: string | undefined): string | null {
    return this.service.payerPhone(method, payerPhone);
  }

  /** The phone is asked for the PIN; the answer comes live, the order's answer does not wait for it. */
  async start(order: PlacedOrder): Promise<boolean> {
    await this.service.begin(order.id);
    return false;
  }

  lookUp(orderId: number): Promise<void> {
    return this.service.recheck(orderId);
  }

  /** A paid payment is marked to be given back; the wallet is called after the commit (the sweeper). */
  settleCancelled(order: PaymentOrder, tx: Tx): Promise<void> {
    return this.service.settleCancelled(order, tx);
  }
}
