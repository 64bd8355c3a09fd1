/**
 * The shopper hears of their order by text, in the language they ordered in: placed (with its tracking link),
 * accepted, on its way, delivered and cancelled, each written in the transaction of its change, once. An order
 * that is refused writes no text. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from './order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
let store: Store;
let staff: { authorization: string };
const kit = orderKit(() => ({ app: ctx.app, fixtures }));

let phoneSequence = 0;
/** A shopper's phone no other order of the file has: `+252 61 …` as typed, and its international digits. */
function shopperPhone() {
  phoneSequence += 1;
  const local = `61 7${String(phoneSequence).padStart(2, '0')} 4400`;
  return { typed: `+252 ${local}`, digits: `252${local.replace(/\s/g, '')}` };
}

async function texts(digits: string) {
  return (await ctx.app.notifications.repository.to(digits)).map((row) => ({
    kind: row.kind,
    language: row.language,
    body: row.body,
    orderNumber: row.orderNumber,
    storeId: row.storeId,
  }));
}

async function placeDelivery(phone: string, lang: 'en' | 'so' = 'en') {
  const { line } = await kit.simpleLine(store);
  const body = await kit.orderBody(store, [line], {
    delivery_method: 'delivery',
    customer: { name: 'Hodan Ali', phone },
    address: { line: 'Taleex Street, Hodan', lat: 2.04, lng: 45.31 },
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder?lang=${lang}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { order_number: string } }>().data.order_number;
}

function move(orderNumber: string, status: string, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${orderNumber}/status`,
    headers: staff,
    payload: { status, ...extra },
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://suuq.example' });
  fixtures = await loadFixtures(ctx.app);
  // A store that delivers: the path with every step.
  for (const candidate of fixtures.stores) {
    const methods = await kit.methodsOf(candidate.id);
    if (methods.some((m) => m.key === 'delivery' && m.available)) {
      store = candidate;
      break;
    }
  }
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
  staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
});

afterAll(async () => {
  await ctx?.close();
});

describe('texts about an order', () => {
  it('tells the shopper each step, in the language they ordered in, once each', async () => {
    const phone = shopperPhone();
    const orderNumber = await placeDelivery(phone.typed, 'so');
    const placed = await texts(phone.digits);
    expect(placed).toEqual([
      {
        kind: 'order_placed',
        language: 'so',
        body: expect.stringContaining(`https://suuq.example/t/${orderNumber}`) as unknown as string,
        orderNumber,
        storeId: store.id,
      },
    ]);
    expect(placed[0]!.body).toContain('JOOJI');

    for (const status of ['accepted', 'processing', 'ready', 'on_the_way', 'delivered']) {
      const moved = await move(orderNumber, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const all = await texts(phone.digits);
    expect(all.map((text) => text.kind)).toEqual([
      'order_placed',
      'order_accepted',
      'order_on_the_way',
      'order_delivered',
    ]);
    expect(all.every((text) => text.language === 'so' && text.body.length <= 160)).toBe(true);
    expect(all[1]!.body).toContain('wuu aqbalay');
    // A move refused (already delivered) writes nothing more.
    expect((await move(orderNumber, 'delivered')).statusCode).toBe(409);
    expect(await texts(phone.digits)).toHaveLength(4);
  });

  it('tells a cancelled order, in English for an order placed in English', async () => {
    const phone = shopperPhone();
    const orderNumber = await placeDelivery(phone.typed, 'en');
    const cancelled = await move(orderNumber, 'cancelled', { reason: 'out_of_stock' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const all = await texts(phone.digits);
    expect(all.map((text) => [text.kind, text.language])).toEqual([
      ['order_placed', 'en'],
      ['order_cancelled', 'en'],
    ]);
    expect(all[1]!.body).toBe(
      `Suuq: ${store.name} cancelled your order ${orderNumber}. Why: https://suuq.example/t/${orderNumber}`,
    );
  });

  it('opens the tracking page from the short link', async () => {
    const res = await ctx.app.inject('/t/7KQ2-M9XD');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/thankyou?order-number=7KQ2-M9XD');
  });

  it('writes no text for an order that was refused', async () => {
    const phone = shopperPhone();
    const { line } = await kit.simpleLine(store);
    const body = await kit.orderBody(store, [{ ...line, quantity: 1_000_000 }], {
      customer: { name: 'Hodan Ali', phone: phone.typed },
    });
    const res = await kit.place(store, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await texts(phone.digits)).toEqual([]);
  });
});

describe('a new order left waiting', () => {
  it('texts the store once, after ALERT_AFTER_SECONDS, and never for an accepted order', async () => {
    const waitingNumber = await placeDelivery(shopperPhone().typed);
    const acceptedNumber = await placeDelivery(shopperPhone().typed);
    expect((await move(acceptedNumber, 'accepted')).statusCode).toBe(200);
    const alerts = ctx.app.notifications.alerts;
    // Not yet: the order is new.
    expect(await alerts.sweep()).toBe(0);
    const later = new Date(Date.now() + (ctx.env.ALERT_AFTER_SECONDS + 60) * 1000);
    // Two processes looking at once write one text.
    const [first, second] = await Promise.all([alerts.sweep(later), alerts.sweep(later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await alerts.sweep(later)).toBe(0);
    const told = await ctx.app.notifications.repository.byKey(`store-alert:${waitingNumber}`);
    expect(told).toMatchObject({ kind: 'store_alert', storeId: store.id, orderNumber: waitingNumber });
    expect(told!.recipient).toBe(store.phone.replace(/\D/g, ''));
    expect(told!.body).toMatch(
      new RegExp(
        `^Suuq: Dalab cusub ${waitingNumber} ayaa sugaya \\d+ daqiiqo oo lama aqbalin\\. Ka aqbal looxa: https://suuq.example/staff$`,
      ),
    );
    expect(await ctx.app.notifications.repository.byKey(`store-alert:${acceptedNumber}`)).toBeUndefined();
  });
});
