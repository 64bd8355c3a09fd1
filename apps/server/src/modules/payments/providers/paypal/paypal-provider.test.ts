/**
 * PayPal through the provider interface, against the local fake: starting a payment keeps its approval link on
 * the order, cancelling a pending one drops the link, and a paid one cannot be given back without PayPal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../db/client';
import type { Tx } from '../../../../db/tx';
import { DomainError } from '../../../../lib/domain-error';
import { startFakePayPal, type FakePayPal } from '../../../../test/fake-paypal';
import type { OrderPaymentRepository, PaymentChange } from '../../order-payment-repository';
import type { PaymentOrder, PaymentProvider } from '../../payment-provider';
import { PayPalClient } from './paypal-client';
import { PayPalProvider } from './paypal-provider';

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(async () => {
  await paypal.close();
});

/** One order in memory, as the provider's repository would read and change it. */
function oneOrder(row: Partial<PaymentOrder>) {
  const order = { id: 7, orderNumber: 'ABCD-2345', total: 1250, currency: 'USD', ...row } as PaymentOrder;
  const changes: PaymentChange[] = [];
  const repository = {
    rowById: async (id: number) => (id === order.id ? order : undefined),
    setPayment: async (_id: number, change: PaymentChange) => {
      changes.push(change);
      Object.assign(order, change);
      return true;
    },
  } as unknown as OrderPaymentRepository;
  return { order, changes, repository };
}

const client = () => new PayPalClient({ baseUrl: paypal.url, clientId: 'client', clientSecret: 'secret' });
const noTx = {} as Tx;
const noDb = {} as Db;

describe('PayPal as a payment provider', () => {
  it('is offered only with its settings, for PayPal alone, and never settled by staff', () => {
    const { repository } = oneOrder({});
    const configured: PaymentProvider = new PayPalProvider(repository, client(), 'https://suuq.so', noDb);
    expect(configured.configured).toBe(true);
    expect(configured.methods).toEqual(['paypal']);
    expect(configured.settledByStaff).toBe(false);
    expect(configured.admit('paypal', undefined)).toBeNull();
    expect(new PayPalProvider(repository, undefined, 'https://suuq.so', noDb).configured).toBe(false);
  });

  it('starts a payment whose approval link the order then carries', async () => {
    const { order, repository } = oneOrder({ paymentStatus: 'pending' });
    const provider: PaymentProvider = new PayPalProvider(repository, client(), 'https://suuq.so', noDb);
    await expect(provider.start({ id: order.id, orderNumber: order.orderNumber })).resolves.toBe(true);
    expect(order.paymentReference).toMatch(/^FAKE/);
    expect(order.paymentApproveUrl).toContain(`token=${order.paymentReference}`);
    expect(paypal.orders.get(order.paymentReference!)?.amount).toEqual({
      currency_code: 'USD',
      value: '12.50',
    });
  });

  it('drops the approval link of a pending payment when the order is cancelled', async () => {
    const { order, changes, repository } = oneOrder({
      paymentStatus: 'pending',
      paymentApproveUrl: 'https://paypal.example/approve',
    });
    await new PayPalProvider(repository, client(), 'https://suuq.so', noDb).settleCancelled(order, noTx);
    expect(changes).toEqual([{ paymentApproveUrl: null }]);
  });

  it('refuses to cancel a paid order it cannot refund now (unavailable, worth a retry)', async () => {
    const { order, repository } = oneOrder({ paymentStatus: 'paid', paymentCaptureId: 'CAP-1' });
    const unconfigured = new PayPalProvider(repository, undefined, 'https://suuq.so', noDb);
    const refused = await unconfigured.settleCancelled(order, noTx).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).kind).toBe('unavailable');
  });
});
