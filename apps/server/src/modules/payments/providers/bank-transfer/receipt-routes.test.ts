import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '@suuq/shared/catalog';
import type { LiveEvent } from '@suuq/shared/live';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../../../db/seed/seed-users';
import { bearer, multipart, newAccount, signIn, type TestAccount } from '../../../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { receiptDir } from '../../payments-module';
import { OrderPaymentRepository } from '../../order-payment-repository';
import { ReceiptRepository } from './receipt-repository';
import { ReceiptService } from './receipt-service';
import { ReceiptStore } from './receipt-store';

let ctx: TestContext;
let fixtures: Fixtures;
let store: Store;
let staff: { authorization: string };
let otherStaff: { authorization: string };
let owner: TestAccount;
let stranger: TestAccount;
let photo: Buffer;
const events: LiveEvent[] = [];

async function staffOf(s: Store) {
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === s.slug);
  if (!demo) throw new Error(`No demo staff for ${s.slug}`);
  return bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
}

async function placeBankOrder(
  headers: Record<string, string> = {},
  payment = 'bank_transfer',
  lang: 'en' | 'so' = 'en',
) {
  const product = (await fixtures.freshProductsOf(store.id)).find(
    (p: Product) => !p.has_variant && p.options.length === 0 && !p.container && p.stock >= 10,
  )!;
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`)).json().data as {
    key: string;
    available: boolean;
  }[];
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder?lang=${lang}`,
    headers,
    payload: {
      branch_id: store.branch_id,
      delivery_method: methods.find((m) => m.available)!.key,
      payment_method: payment,
      customer: { name: 'Ayaan Warsame', phone: '+252 61 444 2020' },
      address: { line: 'KM4 junction, Hodan', lat: 2.03, lng: 45.31 },
      items: [
        {
          product_id: product.id,
          quantity: Math.max(2, Math.ceil(store.min_order_amount / product.selling_price)),
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data.order_number;
}

function upload(number: string, content: Buffer, headers: Record<string, string> = {}, type = 'image/png') {
  const form = multipart({}, { field: 'receipt', filename: 'receipt', contentType: type, content });
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/api/orders/${number}/receipt`,
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
}

const decide = (number: string, body: object | undefined, headers = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${number}/payment`,
    headers,
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PAYMENTS_PER_MINUTE: '100000' });
  fixtures = await loadFixtures(ctx.app);
  const open = fixtures.stores.filter((s) => s.is_open);
  store = open[0]!;
  staff = await staffOf(store);
  otherStaff = await staffOf(open[1]!);
  owner = await newAccount(ctx.app);
  stranger = await newAccount(ctx.app);
  ctx.bus.subscribe((event) => events.push(event));
  // A photo that carries a GPS position in its metadata: what is kept must not.
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '2/1 2/1 0/1' } })
    .toBuffer();
});
afterAll(() => ctx.close());

describe('bank transfer receipts', () => {
  it('the owner sends a photo: awaiting confirmation live, re-encoded without metadata, read by owner and staff only', async () => {
    const number = await placeBankOrder(owner.headers);
    const res = await upload(number, photo, owner.headers, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ data: Order }>().data;
    expect(order.payment_status).toBe('awaiting_confirmation');
    expect(order.receipt_url).toBe(`/v1/api/orders/${number}/receipt`);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'order.status',
        channel: `order.${number}`,
        data: expect.objectContaining({ payment_status: 'awaiting_confirmation' }),
      }),
    );

    for (const headers of [owner.headers, staff]) {
      const file = await ctx.app.inject({ url: order.receipt_url!, headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('private, no-store');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    for (const headers of [stranger.headers, otherStaff, {}]) {
      const refused = await ctx.app.inject({ url: order.receipt_url!, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/json');
    }
    // Strangers tracking the number see no receipt link.
    const tracked = (
      await ctx.app.inject({ url: `/v1/api/orders/${number}`, headers: stranger.headers })
    ).json().data as Order;
    expect(tracked.receipt_url).toBeUndefined();
    expect(tracked.payment_status).toBe('awaiting_confirmation');
  });

  it('a stranger cannot send one for a customer’s order; anyone with the number may for a guest order, and a PDF does', async () => {
    const mine = await placeBankOrder(owner.headers);
    const refused = await upload(mine, photo, stranger.headers);
    expect(refused.statusCode).toBe(403);
    const guest = await placeBankOrder();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF\n')]);
    const res = await upload(guest, pdf, {}, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const file = await ctx.app.inject({ url: `/v1/api/orders/${guest}/receipt`, headers: staff });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Opened by itself, a file from the API keeps the page's headers, not the data's short ones.
    expect(String(file.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(file.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('refuses a file too large, of the wrong type, or missing, in the shopper’s language', async () => {
    const number = await placeBankOrder(owner.headers);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const tooLarge = await upload(number, big, owner.headers, 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The receipt is too large. The limit is 5 MB.');
    const wrong = await upload(number, Buffer.from('<html>not a receipt</html>'), owner.headers, 'image/png');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe('The receipt must be a photo (JPEG, PNG or WebP) or a PDF.');
    const somali = await upload(number, Buffer.from('GIF89a....'), {
      ...owner.headers,
      'accept-language': 'so',
    });
    expect(somali.json().message).toBe('Rasiidku waa inuu noqdaa sawir (JPEG, PNG ama WebP) ama PDF.');
    const form = multipart({ note: 'x' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/v1/api/orders/${number}/receipt`,
      headers: { ...form.headers, ...owner.headers },
      payload: form.payload,
    });
    expect(missing.statusCode).toBe(422);
    const still = (await ctx.app.inject({ url: `/v1/api/orders/${number}`, headers: owner.headers })).json()
      .data as Order;
    expect(still.payment_status).toBe('pending');
    expect(still.receipt_url).toBeNull();
  });

  it('a cancelled order takes no receipt and cannot be confirmed; a cash order takes none', async () => {
    const number = await placeBankOrder(owner.headers);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${number}/status`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await upload(number, photo, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order was cancelled, so it can no longer be paid.');
    expect((await decide(number, { decision: 'confirm' })).statusCode).toBe(409);

    const cash = await placeBankOrder(owner.headers, 'cash');
    expect((await upload(cash, photo, owner.headers)).statusCode).toBe(409);
  });

  it('staff reject with a reason the shopper reads live, a new receipt follows, then staff confirm it paid', async () => {
    const number = await placeBankOrder(owner.headers);
    expect((await decide(number, { decision: 'reject', reason: 'x' })).statusCode).toBe(409); // nothing sent yet
    await upload(number, photo, owner.headers);

    const noReason = await decide(number, { decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('Give the reason the customer will see.');
    expect((await decide(number, { decision: 'reject', reason: 'x' }, otherStaff)).statusCode).toBe(404);

    const rejected = await decide(number, { decision: 'reject', reason: 'The amount does not match.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await ctx.app.inject({ url: `/v1/api/orders/${number}`, headers: owner.headers })).json()
      .data as Order;
    expect(seen.payment_status).toBe('failed');
    expect(seen.payment_message).toBe('The amount does not match.');
    // The shopper may have to pay again: the account to pay into stays on the order.
    expect(seen.bank_details).toMatchObject({ reference: number });
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: `order.${number}`,
        data: expect.objectContaining({ payment_status: 'failed' }),
      }),
    );

    const again = await upload(number, photo, owner.headers);
    expect(again.json().data.payment_status).toBe('awaiting_confirmation');
    expect(again.json().data.payment_message ?? null).toBeNull();
    const confirmed = await decide(number, { decision: 'confirm' });
    expect(confirmed.json().data.payment_status).toBe('paid');
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: `order.${number}`,
        data: expect.objectContaining({ payment_status: 'paid' }),
      }),
    );
    const late = await upload(number, photo, owner.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is already paid.');
  });

  it('texts the shopper each rejected receipt once, in the language of the order, written with the rejection', async () => {
    const rejectionTexts = async (number: string) =>
      (await ctx.app.notifications.repository.to('252614442020')).filter(
        (row) => row.orderNumber === number && row.kind === 'order_receipt_rejected',
      );
    const words = { en: 'did not accept the bank transfer receipt', so: 'ma aqbalin rasiidka wareejinta' };
    for (const lang of ['en', 'so'] as const) {
      const number = await placeBankOrder(owner.headers, 'bank_transfer', lang);
      await upload(number, photo, owner.headers);
      const rejected = await decide(number, { decision: 'reject', reason: 'The amount does not match.' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const [text, ...more] = await rejectionTexts(number);
      expect(more).toEqual([]);
      expect(text).toMatchObject({ channel: 'sms', language: lang, storeId: store.id, status: 'pending' });
      expect(text!.body).toContain(words[lang]);
      expect(text!.body).toContain(number);
      expect(text!.body).toMatch(new RegExp(`/t/${number}$`));

      // Rejecting again finds nothing awaiting and texts nothing; the next receipt rejected is told again.
      expect((await decide(number, { decision: 'reject', reason: 'Again.' })).statusCode).toBe(409);
      expect(await rejectionTexts(number)).toHaveLength(1);
      await upload(number, photo, owner.headers);
      expect((await decide(number, { decision: 'reject', reason: 'Still wrong.' })).statusCode).toBe(200);
      const both = await rejectionTexts(number);
      expect(both).toHaveLength(2);
      expect(new Set(both.map((row) => row.dedupeKey)).size).toBe(2);
    }

    // The text is written in the rejection's transaction: when it cannot be written, the receipt is not rejected.
    const number = await placeBankOrder(owner.headers);
    await upload(number, photo, owner.headers);
    const db = ctx.testDb.database.db;
    const failing = new ReceiptService(
      new OrderPaymentRepository(db),
      new ReceiptRepository(db),
      new ReceiptStore(receiptDir(ctx.env.DATA_DIR)),
      { paymentChanged: async () => {}, storeOrder: async () => {}, catalogChanged: async () => {} },
      () => true,
      {
        receiptRejected: () => Promise.reject(new Error('the outbox cannot be written')),
        committed: () => {},
      },
    );
    await expect(
      failing.decide(number, store.id, { decision: 'reject', reason: 'The amount does not match.' }),
    ).rejects.toThrow('the outbox cannot be written');
    const seen = (await ctx.app.inject({ url: `/v1/api/orders/${number}`, headers: owner.headers })).json()
      .data as Order;
    expect(seen.payment_status).toBe('awaiting_confirmation');
    expect(seen.payment_message ?? null).toBeNull();
  });

  it('a cancelled transfer that was paid or whose receipt was waiting is owed back until staff give it', async () => {
    const cancel = (number: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/merchant/orders/${number}/status`,
        headers: staff,
        payload: { status: 'cancelled' },
      });
    const refund = (number: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/merchant/orders/${number}/refund`, headers: staff });
    const seen = async (number: string) =>
      (await ctx.app.inject({ url: `/v1/api/orders/${number}`, headers: owner.headers })).json()
        .data as Order;

    const paid = await placeBankOrder(owner.headers);
    await upload(paid, photo, owner.headers);
    expect((await decide(paid, { decision: 'confirm' })).json().data.payment_status).toBe('paid');
    expect((await cancel(paid)).statusCode).toBe(200);
    const owed = await seen(paid);
    expect(owed.refund_due).toBe(owed.total);
    expect(owed.refund_by_hand).toBe(true);
    const given = await refund(paid);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect((await seen(paid)).refund_due).toBeUndefined();
    // Given once: a second press is refused.
    expect((await refund(paid)).statusCode).toBe(409);

    const waiting = await placeBankOrder(owner.headers);
    await upload(waiting, photo, owner.headers);
    expect((await cancel(waiting)).statusCode).toBe(200);
    expect((await seen(waiting)).refund_due).toBe((await seen(waiting)).total);
    expect((await refund(waiting)).statusCode).toBe(200);

    // Nothing was sent for an order cancelled before its receipt: nothing is owed.
    const unpaid = await placeBankOrder(owner.headers);
    expect((await cancel(unpaid)).statusCode).toBe(200);
    expect((await seen(unpaid)).refund_due).toBeUndefined();
    expect((await refund(unpaid)).statusCode).toBe(409);
  });

  it('keeps every receipt of a guest order with its time: one sent by someone else holding the number erases none', async () => {
    const number = await placeBankOrder();
    expect((await upload(number, photo)).statusCode).toBe(200);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF\n')]);
    expect((await upload(number, pdf, stranger.headers, 'application/pdf')).statusCode).toBe(200);

    const order = await ctx.app.mobileMoney.attempts.orderByNumber(number);
    const kept = await new ReceiptRepository(ctx.testDb.database.db).uploads(order!.id);
    expect(kept).toHaveLength(2);
    expect(kept[0]!.uploadedBy).toBeNull();
    expect(kept[1]!.uploadedBy).toBe(stranger.user.id);
    expect(kept[0]!.uploadedAt.getTime()).toBeLessThanOrEqual(kept[1]!.uploadedAt.getTime());
    // Both files are still there to read.
    const store = new ReceiptStore(receiptDir(ctx.env.DATA_DIR));
    for (const upload of kept) expect(await store.read(upload.file)).toBeDefined();
  });
});
