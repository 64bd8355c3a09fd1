import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@suuq/shared/labels';
import { FAKE_EDAHAB_CREDENTIALS, startFakeEdahab } from '../../test/fake-edahab';
import { EdahabClient, edahabHash } from './edahab-client';
import { paymentHelpers, startPaymentKit, stopPaymentKit, type PaymentKit } from './payment-test-kit';

let kit: PaymentKit;
const h = paymentHelpers(() => kit);

beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(async () => {
  await stopPaymentKit(kit);
});

describe('eDahab', () => {
  it('issues an invoice to the number and is paid once the invoice is', async () => {
    const placed = await h.placeMobile('edahab', '0621111111');
    await h.settle();
    const order = await h.orderNow(placed.order_number);
    expect(order.payment_status).toBe('paid');
    const [attempt] = await h.attemptsOf(placed.order_number);
    expect(attempt).toMatchObject({ state: 'approved', phone: '252621111111' });
    const invoice = kit.wallets.edahab.invoices.get(Number(attempt!.providerRef))!;
    expect(invoice).toMatchObject({ phone: '621111111', amount: placed.total, status: 'Paid' });
    expect(kit.wallets.edahab.calls).toEqual(expect.arrayContaining(['IssueInvoice', 'CheckInvoiceStatus']));
  });

  it.each([
    ['rejected on the phone', '652222222', 'paymentRejected'],
    ['a wrong PIN', '663333333', 'paymentWrongPin'],
    ['too little balance', '624444444', 'paymentInsufficientBalance'],
    ['a number not on eDahab', '611234567', 'paymentNotOnWallet'],
    ['an invoice never paid in time', '626666666', 'paymentNotConfirmed'],
  ] as const)('fails with the reason for %s', async (_, phone, key) => {
    const placed = await h.placeMobile('edahab', phone);
    await h.settle();
    const order = await h.orderNow(placed.order_number, 'so');
    expect(order.payment_status).toBe('failed');
    expect(order.payment_message).toBe(message(key, 'so'));
    expect(kit.wallets.edahab.charges().filter((c) => c.phone === phone.slice(-9))).toEqual([]);
  });

  it('signs every request with the hash of its raw body and the secret', async () => {
    expect(kit.wallets.edahab.problems).toEqual([]);
    expect(edahabHash('{"a":1}', 's')).toMatch(/^[0-9a-f]{64}$/);

    const fake = await startFakeEdahab();
    try {
      const wrongSecret = new EdahabClient({
        url: fake.url,
        ...FAKE_EDAHAB_CREDENTIALS,
        apiSecret: 'not-the-secret',
        timeoutMs: 200,
        pollMs: 20,
      });
      const answer = await wrongSecret.pay(
        {
          reference: 'SQ-TEST-1',
          invoice: 'TEST',
          phone: '252621111111',
          amount: 500,
          currency: 'USD',
          description: 'test',
        },
        async () => undefined,
      );
      expect(answer.kind).toBe('refused');
      expect(fake.problems).toEqual(['IssueInvoice hash']);
      expect(fake.charges()).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});
