import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle, VehicleType } from '@suuq/shared/captain';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, multipart, newAccount, signIn, type TestAccount } from '../accounts/accounts-test-kit';
import { vehiclePhotoDir } from './vehicle-photo-store';
import { addVehicle, newCaptain, png, vehicleFields, vehicleTypes } from './captain-test-kit';

let ctx: TestContext;
let types: Map<string, VehicleType>;
let bajaj: VehicleType;
let car: VehicleType;

beforeAll(async () => {
  ctx = await createTestApp();
  types = await vehicleTypes(ctx.app);
  bajaj = types.get('bajaj')!;
  car = types.get('car')!;
});
afterAll(() => ctx.close());

function save(headers: Record<string, string>, body: ReturnType<typeof multipart>, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/vehical/save',
    headers: { ...headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

const fields = (extra: Record<string, string> = {}) => vehicleFields(bajaj.id, extra);

const photoFiles = () => {
  const dir = vehiclePhotoDir(ctx.env.DATA_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('GET /api/vehicalTypes', () => {
  it('lists the bookable types publicly, with decimal fares in both languages', async () => {
    expect([...types.keys()]).toEqual(['bajaj', 'motorbike', 'car', 'small-truck']);
    expect(bajaj).toMatchObject({
      name: 'Bajaj (tuk-tuk)',
      base_fare: 0.5,
      per_km: 0.3,
      currency: 'USD',
      seats: 3,
    });
    expect(types.get('small-truck')).toMatchObject({ base_fare: 3, per_km: 1.2, capacity_kg: 1500 });
    const so = (await ctx.app.inject('/api/vehicalTypes?lang=so')).json<{ data: VehicleType[] }>().data;
    expect(so.find((t) => t.slug === 'car')?.name).toBe('Gaari fudud');
  });
});

describe('vehicles', () => {
  let captain: TestAccount;
  let other: TestAccount;
  let customer: TestAccount;
  beforeAll(async () => {
    [captain, other, customer] = await Promise.all([
      newCaptain(ctx.app),
      newCaptain(ctx.app, 'Other Captain'),
      newAccount(ctx.app),
    ]);
  });

  it('refuses callers without a token (401) and customers (403), before reading the form', async () => {
    const form = multipart(fields());
    for (const headers of [{}, customer.headers]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await save(headers, form)).statusCode).toBe(expected);
      expect((await ctx.app.inject({ url: '/api/vehical/getall', headers })).statusCode).toBe(expected);
      const del = await ctx.app.inject({
        method: 'POST',
        url: '/api/vehical/delete',
        headers,
        payload: { id: 1 },
      });
      expect(del.statusCode).toBe(expected);
    }
  });

  it('adds a vehicle from a multipart form with a photo, judged by its content and stored as WebP', async () => {
    const res = await save(
      captain.headers,
      multipart(fields({ plate_number: '  bn   77 001 ' }), {
        field: 'photo',
        filename: 'car.bin',
        contentType: 'application/octet-stream',
        content: await png(2000, 1500),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const vehicle = res.json<{ data: Vehicle }>().data;
    expect(vehicle).toMatchObject({
      plate_number: 'BN 77 001',
      make: 'Bajaj',
      colour: 'Green',
      year: 2019,
      vehicle_type: { id: bajaj.id, slug: 'bajaj', name: 'Bajaj (tuk-tuk)' },
    });
    expect(vehicle.photo).toMatch(/^\/images\/vehicles\/[a-f0-9]{32}\.webp$/);

    const image = await ctx.app.inject(vehicle.photo!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 960,
    });
    // The image server makes the smaller sizes like any other picture.
    const small = await ctx.app.inject(vehicle.photo!.replace('/images/', '/images/w320/'));
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);

    const list = await ctx.app.inject({ url: '/api/vehical/getall', headers: captain.headers });
    expect(list.json<{ data: Vehicle[] }>().data.map((v) => v.id)).toContain(vehicle.id);
  });

  it('refuses a file that only claims to be an image (415) and keeps nothing of it', async () => {
    const before = photoFiles().length;
    const res = await save(
      captain.headers,
      multipart(fields(), {
        field: 'photo',
        filename: 'car.png',
        contentType: 'image/png',
        content: Buffer.from('%PDF-1.4 not a picture at all'),
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The picture must be a JPEG, PNG or WebP image.');
    expect(photoFiles().length).toBe(before);
  });

  it('requires every field to add a vehicle, and checks them', async () => {
    const missing = await save(captain.headers, multipart({ make: 'Toyota' }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      ['colour', 'model', 'plate_number', 'vehicle_type_id', 'year'].sort(),
    );
    const bad = await save(captain.headers, multipart(fields({ plate_number: '#!', year: '1800' })));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['plate_number', 'year']);
    const unknownType = await save(captain.headers, multipart(fields({ vehicle_type_id: '99999' })), 'so');
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors.vehicle_type_id).toEqual([
      'Dooro mid ka mid ah noocyada gaadiidka la heli karo.',
    ]);
  });

  it('keeps plates unique across captains (409), whatever their spacing and case', async () => {
    const first = await addVehicle(ctx.app, captain, bajaj.id, { plate_number: 'MG 4040' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/save',
      headers: other.headers,
      payload: { ...fields({ plate_number: 'mg  4040' }), vehicle_type_id: bajaj.id, year: 2020 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This plate number is already registered.',
      errors: { plate_number: ['This plate number is already registered.'] },
    });
    // Once removed, the plate can be registered again (a sold vehicle).
    const del = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/delete',
      headers: captain.headers,
      payload: { id: first.id },
    });
    expect(del.statusCode).toBe(200);
    await addVehicle(ctx.app, other, bajaj.id, { plate_number: 'MG 4040' });
  });

  it('changes only the fields sent, replacing the photo and removing the old file', async () => {
    const withPhoto = await save(
      captain.headers,
      multipart(fields(), {
        field: 'photo',
        filename: 'a.png',
        contentType: 'image/png',
        content: await png(),
      }),
    );
    const vehicle = withPhoto.json<{ data: Vehicle }>().data;
    const oldFile = path.join(vehiclePhotoDir(ctx.env.DATA_DIR), path.basename(vehicle.photo!));
    expect(existsSync(oldFile)).toBe(true);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/save',
      headers: captain.headers,
      payload: { id: vehicle.id, colour: 'Red', vehicle_type_id: car.id },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().data).toMatchObject({
      id: vehicle.id,
      colour: 'Red',
      make: 'Bajaj',
      plate_number: vehicle.plate_number,
      photo: vehicle.photo,
      vehicle_type: { slug: 'car' },
    });

    const jpeg = await sharp(await png(300, 200))
      .jpeg()
      .toBuffer();
    const replaced = await save(
      captain.headers,
      multipart(
        { id: String(vehicle.id) },
        { field: 'photo', filename: 'b.jpg', contentType: 'image/jpeg', content: jpeg },
      ),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const photo = replaced.json<{ data: Vehicle }>().data.photo!;
    expect(photo).not.toBe(vehicle.photo);
    // Small photos are not blown up.
    expect((await sharp((await ctx.app.inject(photo)).rawPayload).metadata()).width).toBe(300);
    expect(existsSync(oldFile)).toBe(false);
    expect((await ctx.app.inject(vehicle.photo!)).statusCode).toBe(404);
  });

  it("answers another captain's vehicle with 404 and never lists it", async () => {
    const mine = await addVehicle(ctx.app, captain, bajaj.id);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/save',
      headers: other.headers,
      payload: { id: mine.id, colour: 'Black' },
    });
    expect(change.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/delete',
      headers: other.headers,
      payload: { id: mine.id },
    });
    expect(del.statusCode).toBe(404);
    const theirs = await ctx.app.inject({ url: '/api/vehical/getall', headers: other.headers });
    expect(theirs.json<{ data: Vehicle[] }>().data.map((v) => v.id)).not.toContain(mine.id);
    const still = await ctx.app.inject({ url: '/api/vehical/getall', headers: captain.headers });
    expect(still.json<{ data: Vehicle[] }>().data.find((v) => v.id === mine.id)?.colour).toBe('Blue');
  });

  it('removes a vehicle and its photo; removing it again is 404', async () => {
    const res = await save(
      captain.headers,
      multipart(fields(), {
        field: 'photo',
        filename: 'a.png',
        contentType: 'image/png',
        content: await png(),
      }),
    );
    const vehicle = res.json<{ data: Vehicle }>().data;
    const del = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/delete?lang=so',
      headers: captain.headers,
      payload: { id: vehicle.id },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Gaariga waa laga saaray liiskaaga.' });
    expect((await ctx.app.inject(vehicle.photo!)).statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/vehical/getall', headers: captain.headers });
    expect(list.json<{ data: Vehicle[] }>().data.map((v) => v.id)).not.toContain(vehicle.id);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/delete',
      headers: captain.headers,
      payload: { id: vehicle.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a captain to five vehicles, even when they are added at once', async () => {
    const busy = await newCaptain(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 7 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/vehical/save',
          headers: busy.headers,
          payload: { ...fields(), vehicle_type_id: bajaj.id, year: 2020 },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe('You can register up to 5 vehicles.');
  });
});

describe('demo captain', () => {
  it('signs in to a bajaj, a rated trip and its fare in the wallet', async () => {
    const demo = DEMO_USERS.find((user) => user.role === 'captain')!;
    const headers = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
    const list = (await ctx.app.inject({ url: '/api/vehical/getall', headers })).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        plate_number: 'BN 20417',
        vehicle_type: expect.objectContaining({ slug: 'bajaj' }),
      }),
    ]);
    const trips = (await ctx.app.inject({ url: '/api/trips', headers })).json();
    expect(trips.meta.total).toBe(1);
    expect(trips.data[0]).toMatchObject({ status: 'completed', rating: { rating: 5 } });
    const wallet = (await ctx.app.inject({ url: '/api/wallet/get', headers })).json().data;
    expect(wallet.balance).toBe(trips.data[0].fare);
    expect(wallet.transactions).toHaveLength(1);
  });
});
