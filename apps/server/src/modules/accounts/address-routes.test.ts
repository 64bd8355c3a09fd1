import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@suuq/shared/accounts';
import { CITY_CENTRE } from '@suuq/shared/saved-address';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AddressRepository } from './address-repository';
import { ReverseGeocoder, districts, offlineReverse } from './geocoder';
import { newAccount, type TestAccount } from './accounts-test-kit';

/** A stand-in for Nominatim: answers like it, fails, or never answers, as the test asks. */
let mode: 'ok' | 'error' | 'hang' | 'nothing' = 'ok';
const seen: URL[] = [];
let fake: Server;
let fakeUrl: string;

function answer(request: IncomingMessage) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  seen.push(url);
  const so = url.searchParams.get('accept-language') === 'so';
  return {
    place_id: 1,
    display_name: 'Maka Al Mukarama Road, Hodan, Muqdisho, Banaadir, Soomaaliya',
    address: {
      house_number: '12',
      road: 'Maka Al Mukarama Road',
      suburb: 'Hodan',
      city: so ? 'Muqdisho' : 'Mogadishu',
      country: so ? 'Soomaaliya' : 'Somalia',
    },
  };
}

let ctx: TestContext;
beforeAll(async () => {
  fake = createServer((request, response) => {
    if (mode === 'hang') return; // never answers
    if (mode === 'error') {
      response.writeHead(503).end('busy');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mode === 'nothing' ? { error: 'Unable to geocode' } : answer(request)));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await createTestApp({ GEOCODER_URL: fakeUrl });
});
afterAll(async () => {
  await ctx.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const save = (account: TestAccount, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/address/save', headers: account.headers, payload: body });

const home = { label: 'Home', line: 'Maka Al-Mukarama Road, Hodan', lat: 2.0335, lng: 45.3035 };

describe('address book', () => {
  it('adds, reads, lists, changes and deletes an address', async () => {
    const account = await newAccount(ctx.app);
    const created = await save(account, { ...home, notes: 'Blue gate' });
    expect(created.statusCode).toBe(201);
    const address = created.json<{ data: Address }>().data;
    expect(address).toEqual({
      id: expect.any(Number),
      ...home,
      notes: 'Blue gate',
      last_used_at: null,
      created_at: expect.any(String),
    });

    const one = await ctx.app.inject({ url: `/api/address/get?id=${address.id}`, headers: account.headers });
    expect(one.json().data).toEqual(address);

    const work = (
      await save(account, { label: 'Work', line: 'Bakara Market', lat: 2.0445, lng: 45.32 })
    ).json().data as Address;
    const all = await ctx.app.inject({ url: '/api/address/getall', headers: account.headers });
    expect(all.json().data.map((a: Address) => a.id)).toEqual([work.id, address.id]);

    const changed = await save(account, { ...home, id: address.id, label: 'Mum', notes: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: address.id, label: 'Mum', notes: null });

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/delete',
      headers: { ...account.headers, 'accept-language': 'so' },
      payload: { id: address.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Cinwaanka waa la tirtiray.' });
    const gone = await ctx.app.inject({ url: `/api/address/get?id=${address.id}`, headers: account.headers });
    expect(gone.statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/delete',
      headers: account.headers,
      payload: { id: address.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad addresses with 422 and the fields at fault', async () => {
    const account = await newAccount(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, lat: 95 }, 'lat'],
      [{ ...home, lng: 'east' }, 'lng'],
      [{ ...home, label: '' }, 'label'],
      [{ ...home, line: 'x'.repeat(301) }, 'line'],
    ];
    for (const [body, field] of cases) {
      const res = await save(account, body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors, field).toHaveProperty(field);
    }
    const badId = await ctx.app.inject({ url: '/api/address/get?id=abc', headers: account.headers });
    expect(badId.statusCode).toBe(422);
  });

  it('refuses an address without its pin, as the address book once saved them, in the caller’s language', async () => {
    const account = await newAccount(ctx.app);
    const pinless = { ...home, ...CITY_CENTRE };
    const refused = await save(account, pinless);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      lat: ['Put the address’s pin on the map: delivery zones and fees are decided by where it is.'],
    });
    const somali = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/save',
      headers: { ...account.headers, 'accept-language': 'so' },
      payload: pinless,
    });
    expect(somali.json().errors.lat[0]).toMatch(/^Khariidadda ku calaamadee/);
    // Changing an address keeps the same rule; with its pin it saves.
    const saved = (await save(account, home)).json().data as Address;
    expect((await save(account, { ...pinless, id: saved.id })).statusCode).toBe(422);
    const pinned = await save(account, { ...home, id: saved.id, lat: 2.05, lng: 45.31 });
    expect(pinned.statusCode).toBe(200);
    const all = await ctx.app.inject({ url: '/api/address/getall', headers: account.headers });
    expect(all.json().data).toHaveLength(1);
  });

  it('lists recent addresses last used first, at most five', async () => {
    const account = await newAccount(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push((await save(account, { ...home, label: `Place ${i}` })).json().data.id);
    }
    const repository = new AddressRepository(ctx.testDb.database.db);
    const now = Date.now();
    await repository.markUsed(account.user.id, ids[2]!, new Date(now - 60_000));
    await repository.markUsed(account.user.id, ids[4]!, new Date(now));
    // Marking someone else's address does nothing.
    const stranger = await newAccount(ctx.app);
    expect(await repository.markUsed(stranger.user.id, ids[0]!)).toBe(false);

    const recent = await ctx.app.inject({ url: '/api/address/recent', headers: account.headers });
    expect(recent.statusCode).toBe(200);
    expect(recent.json().data.map((a: Address) => a.id)).toEqual([ids[4], ids[2], ids[6], ids[5], ids[3]]);
  });
});

describe('GET /api/geocode/reverse', () => {
  const reverse = (lat: number, lng: number, lang = 'en') =>
    ctx.app.inject({
      url: `/api/geocode/reverse?lat=${lat}&lng=${lng}`,
      headers: { 'accept-language': lang },
    });

  it('asks the configured geocoder, in the language of the request', async () => {
    mode = 'ok';
    const res = await reverse(2.0301, 45.3001);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      line: '12 Maka Al Mukarama Road, Hodan, Mogadishu',
      district: 'Hodan',
      source: 'geocoder',
    });
    const asked = seen.at(-1)!;
    expect(asked.pathname).toBe('/reverse');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '2.0301',
      lon: '45.3001',
      'accept-language': 'en',
    });
    const so = await reverse(2.0302, 45.3002, 'so');
    expect(so.json().data.line).toContain('Muqdisho');
  });

  it('falls back to the nearest district when the geocoder fails or finds nothing', async () => {
    mode = 'error';
    const failed = await reverse(2.0356, 45.3431);
    expect(failed.json().data).toEqual({
      line: 'Hamar Weyne, Mogadishu',
      district: 'Hamar Weyne',
      source: 'offline',
    });
    mode = 'nothing';
    const nothing = await reverse(2.0357, 45.3432, 'so');
    expect(nothing.json().data).toEqual({
      line: 'Xamar Weyne, Muqdisho',
      district: 'Xamar Weyne',
      source: 'offline',
    });
  });

  it('does not wait more than about two seconds for a geocoder that never answers', async () => {
    mode = 'hang';
    const started = Date.now();
    const res = await reverse(2.0661, 45.3391);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(res.json().data).toMatchObject({ district: 'Yaqshid', source: 'offline' });
  });

  it('refuses coordinates that are not on the globe (422)', async () => {
    expect((await reverse(91, 45)).statusCode).toBe(422);
    expect((await ctx.app.inject('/api/geocode/reverse?lat=2')).statusCode).toBe(422);
  });
});

describe('the district table', () => {
  it('holds the 17 districts of Banadir, named in English and Somali, around Mogadishu', () => {
    const data = districts();
    expect(data.districts).toHaveLength(17);
    expect(new Set(data.districts.map((d) => d.slug)).size).toBe(17);
    for (const district of data.districts) {
      expect(district.lat).toBeGreaterThan(1.9);
      expect(district.lat).toBeLessThan(2.2);
      expect(district.lng).toBeGreaterThan(45.1);
      expect(district.lng).toBeLessThan(45.5);
      expect(district.so.trim()).not.toBe('');
    }
  });

  it('names points outside the city by their coordinates', () => {
    expect(offlineReverse(9.56, 44.06, 'en')).toEqual({
      line: '9.56000, 44.06000',
      district: null,
      source: 'offline',
    });
  });

  it('places each demo store in the district its address names', async () => {
    const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data as {
      address: string;
      lat: number;
      lng: number;
    }[];
    const named = stores.filter((store) =>
      districts().districts.some((d) => store.address.includes(d.en) || store.address.includes(d.so)),
    );
    expect(named.length).toBeGreaterThan(5);
    for (const store of named) {
      const { district } = offlineReverse(store.lat, store.lng, 'en');
      const so = offlineReverse(store.lat, store.lng, 'so').district;
      expect(
        [district, so].some((name) => name && store.address.includes(name)),
        store.address,
      ).toBe(true);
    }
  });

  it('works offline when no geocoder is configured', async () => {
    const geocoder = new ReverseGeocoder({});
    expect(await geocoder.reverse(2.0445, 45.3201, 'so')).toEqual({
      line: 'Hawl Wadaag, Muqdisho',
      district: 'Hawl Wadaag',
      source: 'offline',
    });
  });

  it('uses a configured base URL with or without /reverse', async () => {
    mode = 'ok';
    const geocoder = new ReverseGeocoder({ url: `${fakeUrl}/reverse` });
    expect((await geocoder.reverse(2.01, 45.29, 'en')).source).toBe('geocoder');
    expect(seen.at(-1)!.pathname).toBe('/reverse');
  });
});
