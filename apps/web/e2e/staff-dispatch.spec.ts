// A store whose deliveries Suuq's captains carry, at 390 px, in English and in Somali: a delivery order accepted and
// being prepared, no captain takes it, the store's card raises the alert (the run flags a delivery after three
// seconds, see playwright.config.ts; the journey polls for it), the operator's Deliveries section lists it, and staff
// give it by hand to a captain on duty near the store: the card shows who is coming.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Product, Store } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { offline, orderCard, staffBoard } from './order-test-kit';
import { PHONE, shot } from './phone-kit';
import { textedCode } from './sms-kit';

const OPERATOR = { username: '+252610000009', password: 'suuq-operator' };
// Demo staff no other journey signs in as (apps/server/src/db/seed/seed-users.ts): each language takes its own
// store, the first of its list that delivers.
const demoStaff = (n: number) => ({
  username: `+2526100001${String(n).padStart(2, '0')}`,
  password: `suuq-staff-${n}`,
});
const CANDIDATES = { en: [4, 6, 10], so: [5, 7, 12] } as const;

const WORDS = {
  en: {
    looking: 'Looking for a captain…',
    nobody: 'Nobody has taken this delivery yet',
    assign: 'Assign a captain',
    giveTo: (name: string) => `Give it to ${name}`,
    coming: (name: string) => `${name} is coming to the store`,
    call: (name: string) => `Call ${name}`,
    deliveries: 'Deliveries',
    waitingTable: 'Waiting too long',
  },
  so: {
    looking: 'Darawal ayaa la raadinayaa…',
    nobody: 'Cidna weli ma qaadan gaarsiintan',
    assign: 'Darawal u xilsaar',
    giveTo: (name: string) => `U dhiib ${name}`,
    coming: (name: string) => `${name} wuxuu u socdaa dukaanka`,
    call: (name: string) => `Wac ${name}`,
    deliveries: 'Gaarsiinta',
    waitingTable: 'Kuwa sugay muddo dheer',
  },
} as const;

async function token(request: APIRequestContext, account: { username: string; password: string }) {
  const answer = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: 'web', client_secret: '', ...account },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return { Authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` };
}

/** A demo store that delivers, with its staff, switched by the operator to Suuq's captains. */
async function suuqStore(request: APIRequestContext, lang: 'en' | 'so') {
  const operator = await token(request, OPERATOR);
  let found: { staff: { username: string; password: string }; storeId: number } | undefined;
  for (const n of CANDIDATES[lang]) {
    const staff = demoStaff(n);
    const me = await request.get('/api/user/get', { headers: await token(request, staff) });
    const storeId = ((await me.json()) as { data: { store_id: number } }).data.store_id;
    const methods = (await (await request.get(`/v1/api/delivery?store_id=${storeId}`)).json()) as {
      data: { key: string; available: boolean }[];
    };
    if (methods.data.some((m) => m.key === 'delivery' && m.available)) {
      found = { staff, storeId };
      break;
    }
  }
  if (!found) throw new Error(`None of the demo stores of ${CANDIDATES[lang].join(', ')} delivers`);
  const { staff, storeId } = found;
  const changed = await request.put(`/api/admin/stores/${storeId}`, {
    headers: operator,
    data: { courier_mode: 'suuq' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const location = ((await changed.json()) as { data: { location: { lat: number; lng: number } } }).data
    .location;
  const store = ((await (await request.post('/api/stores')).json()) as { data: Store[] }).data.find(
    (s) => s.id === storeId,
  )!;
  return { store, location, operator, staff };
}

/** A captain taken on by the operator, signed in (a password set by texted code), on duty beside the store. */
async function captainNear(
  request: APIRequestContext,
  operator: Record<string, string>,
  name: string,
  at: { lat: number; lng: number },
) {
  const digits = String(Date.now() % 1_000_000).padStart(6, '0');
  const local = `0617${digits}`;
  const international = `252617${digits}`;
  const types = (await (await request.get('/api/vehicalTypes')).json()) as {
    data: { id: number; slug: string }[];
  };
  const applied = await request.post('/api/captain-applications', {
    data: {
      name,
      phone: local,
      vehicle_type_id: types.data.find((type) => type.slug === 'bajaj')!.id,
      plate_number: `BN ${digits.slice(1)}`,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const pending = await request.get('/api/admin/captains?status=pending&per_page=100', { headers: operator });
  const id = ((await pending.json()) as { data: { id: number; name: string }[] }).data.find(
    (c) => c.name === name,
  )!.id;
  const approved = await request.post(`/api/admin/captains/${id}/status`, {
    headers: operator,
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await request.post('/api/password/forgot', { data: { phone: local } })).status()).toBeLessThan(300);
  const code = await textedCode(international, /^Suuq: (\d{6}) is your code to reset your password\./);
  const password = 'calm-harbour-road-41';
  const reset = await request.post('/api/password/reset', { data: { phone: local, code, password } });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  const captain = await token(request, { username: local, password });
  const duty = await request.post('/api/user/active', { headers: captain, data: { on_duty: true } });
  expect(duty.status(), await duty.text()).toBe(200);
  // About 300 m north of the store.
  const placed = await request.post('/api/captain/position', {
    headers: captain,
    data: { lat: at.lat + 0.003, lng: at.lng },
  });
  expect(placed.status(), await placed.text()).toBe(200);
}

/** A guest's cash delivery order, accepted by staff and being prepared: its delivery is offered to captains. */
async function preparing(
  request: APIRequestContext,
  store: Store,
  at: { lat: number; lng: number },
  staff: Record<string, string>,
) {
  const listed = await request.post('/api/stores/products', {
    data: { store_id: store.id, page: 1, per_page: 100 },
  });
  const product = ((await listed.json()) as { data: { products: Product[] } }).data.products.find(
    (p) =>
      !p.has_variant &&
      p.options.length === 0 &&
      !p.container &&
      p.saleable &&
      (p.unlimited_stock || p.stock >= 5),
  )!;
  const placed = await request.post(`/v1/api/stores/${store.id}/placeOrder`, {
    data: {
      branch_id: store.branch_id,
      delivery_method: 'delivery',
      payment_method: 'cash',
      customer: { name: 'Hodan Ali', phone: '+252 61 555 0202' },
      address: { line: 'Hodan, near the big mosque', lat: at.lat + 0.006, lng: at.lng },
      items: [
        {
          product_id: product.id,
          quantity: Math.max(1, Math.ceil(store.min_order_amount / product.selling_price)),
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: Order }).data;
  for (const status of ['accepted', 'processing']) {
    const moved = await request.post(`/api/merchant/orders/${order.order_number}/status`, {
      headers: staff,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

/** Nothing wider than the screen (390 px, then 320 px), and the card's controls at least 44 px. */
async function fitsAPhone(page: Page, card: ReturnType<typeof orderCard>) {
  const small = await card.evaluate((element) =>
    [...element.querySelectorAll('.staff-courier a[href], .staff-courier button, .staff-courier__choice')]
      .map((target) => target.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.height < 43.5 || box.width < 43.5))
      .map((box) => `${box.width}×${box.height}`),
  );
  expect(small).toEqual([]);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
  await page.setViewportSize(PHONE);
}

async function operatorConsole(browser: Browser, lang: 'en' | 'so', width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await offline(context);
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  const page = await context.newPage();
  await page.goto('/admin?section=deliveries');
  await page.getByLabel(/Phone number or email|Lambarka telefoonka/).fill(OPERATOR.username);
  await page.getByLabel(/^Password$|^Furaha sirta ah$/).fill(OPERATOR.password);
  await page.getByRole('button', { name: /^Sign in$|^Soo gal$/ }).click();
  return { context, page };
}

for (const lang of ['en', 'so'] as const) {
  test(`staff see no captain take a delivery, the operator sees it wait, and staff assign one by hand (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { store, location, operator, staff } = await suuqStore(request, lang);
    try {
      const captainName =
        lang === 'en' ? `Abdi Courier ${Date.now() % 10_000}` : `Cabdi Darawal ${Date.now() % 10_000}`;
      await captainNear(request, operator, captainName, location);
      const staffAuth = await token(request, staff);

      // The board on its own phone, signed in, then in the journey's language.
      const context = await browser.newContext({ viewport: PHONE });
      await offline(context);
      const board = await staffBoard(context, staff.username, staff.password);
      if (lang === 'so') {
        await board.evaluate(() => localStorage.setItem('language', 'so'));
        await board.reload();
        await expect(board.locator('html')).toHaveAttribute('lang', 'so');
      }
      const order = await preparing(request, store, location, staffAuth);
      const card = orderCard(board, order.order_number);
      // Before the timeout the card may say a captain is sought; after it, the alert (polled, never timed).
      await expect(card.getByRole('alert')).toContainText(w.nobody, { timeout: 20_000 });
      await expect(card.getByText(w.looking)).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await fitsAPhone(board, card);
      await shot(board, `dispatch-alert-${lang}`);

      // The operator's console lists it among those waiting too long, at 1280 px and at 390 px.
      for (const width of [1280, 390]) {
        const admin = await operatorConsole(browser, lang, width);
        await expect(admin.page.getByRole('heading', { level: 1, name: w.deliveries })).toBeVisible();
        const waiting = admin.page.getByRole('table', { name: w.waitingTable });
        await expect(waiting.getByRole('row', { name: new RegExp(order.order_number) })).toBeVisible();
        expect(
          await admin.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
        ).toBe(false);
        await shot(admin.page, `dispatch-operator-${width}-${lang}`);
        await admin.context.close();
      }

      // Staff choose the captain near the store and give the delivery to them.
      await card.getByRole('button', { name: w.assign }).click();
      await card.getByRole('radio', { name: new RegExp(captainName) }).check();
      await fitsAPhone(board, card);
      await shot(board, `dispatch-picker-${lang}`);
      await card.getByRole('button', { name: w.giveTo(captainName) }).click();
      await expect(card.getByText(w.coming(captainName))).toBeVisible();
      await expect(card.getByRole('link', { name: w.call(captainName) })).toHaveAttribute(
        'href',
        /^tel:\+?\d+$/,
      );
      await expect(card.getByRole('alert')).toHaveCount(0);
      await fitsAPhone(board, card);
      await card.scrollIntoViewIfNeeded();
      await shot(board, `dispatch-courier-${lang}`);
      await context.close();
    } finally {
      await request.put(`/api/admin/stores/${store.id}`, {
        headers: operator,
        data: { courier_mode: 'own' },
      });
    }
  });
}
