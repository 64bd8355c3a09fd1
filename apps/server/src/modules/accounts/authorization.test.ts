/**
 * Who may touch what: user B tries every user-owned call on user A's things and meets 404 or only B's own data;
 * without a token, every account call is a 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@suuq/shared/accounts';
import type { Product } from '@suuq/shared/catalog';
import { createTestApp, type TestContext } from '../../test/test-app';
import { multipart, newAccount, type TestAccount } from './accounts-test-kit';

let ctx: TestContext;
let a: TestAccount;
let b: TestAccount;
let aAddress: Address;
let product: Product;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await newAccount(ctx.app, { name: 'Ayaan Aadan', email: 'ayaan.a@example.com' });
  b = await newAccount(ctx.app, { name: 'Bile Barre', email: 'bile.b@example.com' });
  aAddress = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/address/save',
      headers: a.headers,
      payload: { label: 'Home of A', line: 'Hodan', lat: 2.03, lng: 45.3, notes: 'secret gate code 1234' },
    })
  ).json().data;
  const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data;
  product = (
    await ctx.app.inject({ method: 'POST', url: '/api/stores/products', payload: { store_id: stores[0].id } })
  ).json().data.products[0];
  await ctx.app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: a.headers,
    payload: { product_id: product.id },
  });
});
afterAll(() => ctx.close());

/** Every call that acts on the caller's own account, with a body that would otherwise be valid. */
const ACCOUNT_CALLS = (): { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] => [
  { method: 'GET', url: '/api/user/get' },
  { method: 'POST', url: '/api/user/update', payload: { name: 'Changed' } },
  {
    method: 'POST',
    url: '/api/user/password',
    payload: { current_password: 'x', password: 'fine-new-pass-1' },
  },
  { method: 'GET', url: '/api/user/status' },
  { method: 'GET', url: '/api/user/active' },
  { method: 'GET', url: '/api/user/pendingamount' },
  { method: 'POST', url: '/api/user/unlock' },
  { method: 'GET', url: '/api/address/getall' },
  { method: 'GET', url: '/api/address/recent' },
  { method: 'GET', url: `/api/address/get?id=${aAddress.id}` },
  { method: 'POST', url: '/api/address/save', payload: { label: 'X', line: 'Y', lat: 2, lng: 45 } },
  { method: 'POST', url: '/api/address/delete', payload: { id: aAddress.id } },
  { method: 'GET', url: '/api/wishlist' },
  { method: 'POST', url: '/api/wishlist', payload: { product_id: product.id } },
  { method: 'POST', url: '/api/wishlist/merge', payload: { product_ids: [product.id] } },
  { method: 'DELETE', url: `/api/wishlist/${product.id}` },
];

describe('without a token', () => {
  it('every account call is 401 and changes nothing', async () => {
    for (const call of ACCOUNT_CALLS()) {
      const res = await ctx.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json(), `${call.method} ${call.url}`).toEqual({ message: 'Please sign in to continue.' });
    }
    const mine = await ctx.app.inject({ url: `/api/address/get?id=${aAddress.id}`, headers: a.headers });
    expect(mine.json().data).toEqual(aAddress);
  });

  it('a bad token is 401 everywhere too, in Somali when asked', async () => {
    for (const call of ACCOUNT_CALLS()) {
      const res = await ctx.app.inject({
        ...call,
        headers: { authorization: 'Bearer e30.e30.e30', 'accept-language': 'so' },
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().message).toBe('Gelitaankaagii wuu dhacay. Fadlan mar kale soo gal.');
    }
  });
});

describe("user B against user A's things", () => {
  it("cannot read A's address: 404, as if it did not exist", async () => {
    const res = await ctx.app.inject({ url: `/api/address/get?id=${aAddress.id}`, headers: b.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    const unknown = await ctx.app.inject({ url: '/api/address/get?id=999999', headers: b.headers });
    expect(unknown.json()).toEqual(res.json());
  });

  it("cannot change A's address by saving with its id", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/save',
      headers: b.headers,
      payload: { id: aAddress.id, label: 'Taken over', line: 'Elsewhere', lat: 2.05, lng: 45.33 },
    });
    expect(res.statusCode).toBe(404);
    const still = await ctx.app.inject({ url: `/api/address/get?id=${aAddress.id}`, headers: a.headers });
    expect(still.json().data).toEqual(aAddress);
  });

  it("cannot delete A's address", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/delete',
      headers: b.headers,
      payload: { id: aAddress.id },
    });
    expect(res.statusCode).toBe(404);
    const still = await ctx.app.inject({ url: `/api/address/get?id=${aAddress.id}`, headers: a.headers });
    expect(still.statusCode).toBe(200);
  });

  it('sees only its own addresses, wish list and profile in every list and read', async () => {
    for (const url of ['/api/address/getall', '/api/address/recent', '/api/wishlist']) {
      const res = await ctx.app.inject({ url, headers: b.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data, url).toEqual([]);
    }
    const me = await ctx.app.inject({ url: '/api/user/get', headers: b.headers });
    expect(me.json().data).toEqual(b.user);
    for (const url of ['/api/user/active', '/api/user/pendingamount', '/api/user/status']) {
      const res = await ctx.app.inject({ url, headers: b.headers });
      expect(res.statusCode, url).toBe(200);
      expect(JSON.stringify(res.json()), url).not.toContain(a.user.phone);
    }
  });

  it("changes only its own profile and wish list; A's stay as they were", async () => {
    const form = multipart({ name: 'Bile Changed' });
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { ...b.headers, ...form.headers },
      payload: form.payload,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.id).toBe(b.user.id);
    // Not even by naming A's id: there is no id to name, the token decides.
    const sneaky = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: b.headers,
      payload: { id: a.user.id, name: 'Hijacked' },
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().data.id).toBe(b.user.id);

    await ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${product.id}`, headers: b.headers });
    const aMe = await ctx.app.inject({ url: '/api/user/get', headers: a.headers });
    expect(aMe.json().data).toEqual(a.user);
    const aList = await ctx.app.inject({ url: '/api/wishlist', headers: a.headers });
    expect(aList.json().data.map((p: Product) => p.id)).toEqual([product.id]);
  });

  it("cannot take A's phone or email", async () => {
    for (const fields of [{ phone: a.user.phone }, { email: a.user.email! }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: b.headers,
        payload: { ...fields, current_password: b.password },
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(409);
    }
  });

  it("cannot change A's password: the call only knows the caller", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: b.headers,
      payload: { current_password: a.password, password: 'taken-over-pass-1' },
    });
    // A and B share the test password, so this changes B's own password, never A's.
    expect(res.statusCode).toBe(200);
    const aSignIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', client_id: 'web', username: a.user.phone, password: a.password },
    });
    expect(aSignIn.statusCode).toBe(200);
  });
});
