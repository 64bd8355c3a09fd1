/**
 * The payments module: one provider per way to pay (cash, bank transfer, PayPal, each mobile wallet), built from
 * the configuration into one registry that answers which methods this server offers and which provider settles
 * an order. It knows nothing of orders: whoever builds it hands in the narrow ports of `order-ports.ts`. The
 * orders module builds it (placing and cancelling an order go through its providers); `app.ts` exposes its
 * mobile money as `app.mobileMoney` for what runs beside the routes.
 */
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { HandRefundRepository } from './hand-refund-repository';
import { createMobileMoney, WalletProvider, type MobileMoney, type WalletSetup } from './mobile-money';
import { mobileMoneyRoutes } from './mobile-money-routes';
import { OrderPaymentRepository } from './order-payment-repository';
import type { OrderAnswers, OrderPorts } from './order-ports';
import { PaymentProviders } from './payment-providers';
import { BankTransferProvider } from './providers/bank-transfer/bank-transfer-provider';
import { ReceiptRepository } from './providers/bank-transfer/receipt-repository';
import { receiptRoutes } from './providers/bank-transfer/receipt-routes';
import { RefundsByHand } from './refunds-by-hand';
import { ReceiptService } from './providers/bank-transfer/receipt-service';
import { ReceiptStore } from './providers/bank-transfer/receipt-store';
import { CashProvider } from './providers/cash/cash-provider';
import { eDahab } from './providers/edahab/edahab';
import { paypalClient, PayPalProvider } from './providers/paypal/paypal-provider';
import { paypalRoutes } from './providers/paypal/paypal-routes';
import { waafiPay } from './providers/waafipay/waafipay';

export type { OrderAnswers, OrderPorts, PaymentEvents, Viewer } from './order-ports';
export type { PaymentOrder, PaymentProvider, PlacedOrder } from './payment-provider';
export type { PaymentProviders } from './payment-providers';
export type { MobileMoney } from './mobile-money';
export type { ReceiptService } from './providers/bank-transfer/receipt-service';
export { mobileMoneyView } from './payment-view';

/** The mobile wallets, one line each: a new wallet is its folder under `providers/` and its line here. */
const WALLETS: readonly ((env: Core['env']) => WalletSetup)[] = [waafiPay, eDahab];

export interface PaymentsDeps {
  providers: PaymentProviders;
  mobileMoney: MobileMoney;
  paypal: PayPalProvider;
  receipts: ReceiptService;
  /** What staff give back by hand (eDahab, bank transfers). */
  refunds: RefundsByHand;
  answers: OrderAnswers;
}

declare module 'fastify' {
  interface FastifyInstance {
    mobileMoney: MobileMoney;
  }
}

/** Bank-transfer receipts: private, outside the uploads folder whose pictures are served to anyone. */
export function receiptDir(dataDir: string): string {
  return path.join(dataDir, 'private', 'receipts');
}

export function createPaymentsModule(core: Core, ports: OrderPorts): PaymentsDeps {
  const { db, env } = core;
  const wallets = WALLETS.map((setup) => setup(env));
  const mobileMoney = createMobileMoney(core, wallets, ports);
  const orders = new OrderPaymentRepository(db);
  const handRefunds = new HandRefundRepository();
  const paypal = new PayPalProvider(
    orders,
    paypalClient(env),
    env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    db,
  );
  const providers = new PaymentProviders([
    new CashProvider(),
    paypal,
    new BankTransferProvider(handRefunds),
    ...wallets.map((wallet) => new WalletProvider(wallet, mobileMoney.service)),
  ]);
  const receipts = new ReceiptService(
    orders,
    new ReceiptRepository(db),
    new ReceiptStore(receiptDir(env.DATA_DIR)),
    ports.events,
    (method) => providers.of(method)?.settledByStaff ?? false,
    ports,
  );
  const refunds = new RefundsByHand(
    db,
    mobileMoney.attempts,
    handRefunds,
    mobileMoney.service,
    ports.events,
    core.log,
  );
  return { providers, mobileMoney, paypal, receipts, refunds, answers: ports.answers };
}

/** PayPal's capture and retry, then mobile money's retry (its sweeper runs with the app). */
export const paymentsModule: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  const { paymentsPerMinute } = deps.mobileMoney;
  await app.register(paypalRoutes, { paypal: deps.paypal, answers: deps.answers, paymentsPerMinute });
  await app.register(mobileMoneyRoutes, { deps: deps.mobileMoney, answers: deps.answers });
};

/** Bank-transfer receipts: the shopper sends one, the owner and the store's staff read it. */
export const receiptsModule: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  await app.register(receiptRoutes, {
    receipts: deps.receipts,
    answers: deps.answers,
    paymentsPerMinute: deps.mobileMoney.paymentsPerMinute,
  });
};
