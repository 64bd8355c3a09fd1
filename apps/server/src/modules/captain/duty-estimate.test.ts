/** A captain's duty kept on the server and enforced; the fare estimate before booking; vehicle refusals in Somali. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, FareEstimate, VehicleType } from '@suuq/shared/captain';
import { message } from '@suuq/shared/labels';
import { createTestApp, type TestContext } from '../../test/test-app';
import { multipart, newAccount, type TestAccount } from '../accounts/accounts-test-kit';
import { data } from './booking-test-kit';
import {
  BAKAARA,
  KM4,
  addVehicle,
  vehicleFields,
  newCaptain,
  searchRide,
  step,
  vehicleTypes,
} from './captain-test-kit';

let ctx: TestContext;
let bajaj: VehicleType;
let car: VehicleType;

beforeAll(async () => {
  ctx = await createTestApp();
  const types = await vehicleTypes(ctx.app);
  bajaj = types.get('bajaj')!;
  car = types.get('car')!;
});
afterAll(() => ctx.close());

const setDuty = (who: TestAccount, body: unknown, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/active',
    headers: { ...who.headers, 'accept-language': lang },
    payload: body as object,
  });
const readDuty = (who: TestAccount) =>
  ctx.app.inject({ method: 'GET', url: '/api/captain/duty', headers: who.headers });
const offers = async (who: TestAccount) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/booking/available?lat=${KM4.lat}&lng=${KM4.lng}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return data<Booking[]>(res).map((booking) => booking.id);
};
const estimate = (body: object, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/booking/estimate',
    headers: { 'accept-language': lang },
    payload: body,
  });

describe('duty', () => {
  it('starts off duty, is saved by POST /api/user/active and read back after', async () => {
    const captain = await newCaptain(ctx.app, 'Duty Captain', { onDuty: false });
    expect(data(await readDuty(captain))).toEqual({ on_duty: false });
    const on = await setDuty(captain, { on_duty: true });
    expect(on.statusCode).toBe(200);
    expect(data(on)).toEqual({ on_duty: true });
    expect(data(await readDuty(captain))).toEqual({ on_duty: true });
    expect(data(await setDuty(captain, { on_duty: false }))).toEqual({ on_duty: false });
    expect(data(await readDuty(captain))).toEqual({ on_duty: false });
  });

  it('offers an off-duty captain nothing and refuses their accept (409), in their language', async () => {
    const captain = await newCaptain(ctx.app, 'Resting Captain', { onDuty: false });
    const vehicle = await addVehicle(ctx.app, captain, bajaj.id);
    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, bajaj.id);

    expect(await offers(captain)).toEqual([]);
    const body = { booking_id: booking.id, vehicle_id: vehicle.id };
    const refused = await step(ctx.app, 'tripreservations', captain.headers, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You are off duty. Go on duty to accept trips.');
    const so = await step(ctx.app, 'tripreservations', { ...captain.headers, 'accept-language': 'so' }, body);
    expect(so.statusCode).toBe(409);
    expect(so.json().message).toBe(message('captainOffDuty', 'so'));

    // On duty again: the same booking is offered and taken.
    await setDuty(captain, { on_duty: true });
    expect(await offers(captain)).toContain(booking.id);
    const taken = await step(ctx.app, 'tripreservations', captain.headers, body);
    expect(taken.statusCode).toBe(200);
    expect(data<Booking>(taken).status).toBe('accepted');
  });

  it('is a captain switch: customers get 403, a bad body 422 in Somali, and GET /api/user/active is unchanged', async () => {
    const customer = await newAccount(ctx.app);
    expect((await setDuty(customer, { on_duty: true })).statusCode).toBe(403);
    expect((await readDuty(customer)).statusCode).toBe(403);
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/active',
      headers: customer.headers,
    });
    expect(data(orders)).toEqual({ active: false, order_number: null });

    const captain = await newCaptain(ctx.app);
    const bad = await setDuty(captain, { on_duty: 'yes' }, 'so');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: message('validationFailed', 'so'),
      errors: { on_duty: [message('fieldInvalid', 'so')] },
    });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/active', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/booking/estimate', () => {
  it('quotes what search quotes and what the ride is then charged when no path is recorded', async () => {
    const quoted = await estimate({ vehicle_type_id: car.id, pickup: KM4, dropoff: BAKAARA });
    expect(quoted.statusCode).toBe(200);
    const fare = data<FareEstimate>(quoted);
    expect(fare).toMatchObject({ vehicle_type_id: car.id, currency: car.currency });
    expect(fare.fare).toBeGreaterThan(car.base_fare);

    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, car.id);
    expect(booking.estimated_fare).toBe(fare.fare);
    expect(booking.estimated_distance_km).toBeCloseTo(fare.distance_km, 2);

    const captain = await newCaptain(ctx.app);
    const vehicle = await addVehicle(ctx.app, captain, car.id);
    const id = { booking_id: booking.id };
    expect(
      (await step(ctx.app, 'tripreservations', captain.headers, { ...id, vehicle_id: vehicle.id }))
        .statusCode,
    ).toBe(200);
    expect((await step(ctx.app, 'captainarrived', captain.headers, id)).statusCode).toBe(200);
    expect((await step(ctx.app, 'pickupcomplete', captain.headers, id)).statusCode).toBe(200);
    const ended = await step(ctx.app, 'endride', captain.headers, id);
    expect(ended.statusCode).toBe(200);
    expect(data<Booking>(ended)).toMatchObject({
      status: 'completed',
      fare: fare.fare,
      fare_basis: 'estimate',
    });
  });

  it('refuses an unknown type, a trip too short and a bad point with 422 in the caller language', async () => {
    const unknown = await estimate({ vehicle_type_id: 99_999, pickup: KM4, dropoff: BAKAARA }, 'so');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(message('vehicleTypeUnknown', 'so'));
    const short = await estimate({ vehicle_type_id: bajaj.id, pickup: KM4, dropoff: KM4 }, 'so');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ dropoff: [message('tripTooShort', 'so')] });
    const bad = await estimate({ vehicle_type_id: bajaj.id, pickup: { lat: 200, lng: 0 }, dropoff: BAKAARA });
    expect(bad.statusCode).toBe(422);
  });
});

describe('vehicle refusals in the caller language', () => {
  const save = (who: TestAccount, body: ReturnType<typeof multipart>, lang: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vehical/save',
      headers: { ...who.headers, ...body.headers, 'accept-language': lang },
      payload: body.payload,
    });
  const fields = (extra: Record<string, string>) => vehicleFields(bajaj.id, extra);

  it('answers a bad year, a bad plate and missing fields in Somali and in English', async () => {
    const captain = await newCaptain(ctx.app);
    const so = await save(captain, multipart(fields({ year: '1800', plate_number: '#!' })), 'so');
    expect(so.statusCode).toBe(422);
    expect(so.json()).toEqual({
      message: message('validationFailed', 'so'),
      errors: { year: [message('vehicleYear', 'so')], plate_number: [message('vehiclePlate', 'so')] },
    });
    const en = await save(captain, multipart(fields({ year: 'soon' })), 'en');
    expect(en.json().errors).toEqual({ year: ['Enter a year from 1950 to next year.'] });
    const missing = await save(captain, multipart({ make: 'Toyota' }), 'so');
    expect(missing.json().errors.colour).toEqual([message('fieldRequired', 'so')]);

    // An edit is checked by the same rules.
    const vehicle = await addVehicle(ctx.app, captain, bajaj.id);
    const edit = await save(captain, multipart({ id: String(vehicle.id), year: '3000' }), 'so');
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ year: [message('vehicleYear', 'so')] });
  });
});
