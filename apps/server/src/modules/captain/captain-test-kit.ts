/** Helpers for the captain and trip tests: captains with vehicles, customers, and bookings at any step. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Booking, Vehicle, VehicleType } from '@suuq/shared/captain';
import type { App } from '../../app';
import { captainStandings, users } from '../../db/schema';
import { newAccount, type TestAccount } from '../accounts/accounts-test-kit';

/** A small real PNG, made on the spot. */
export function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

/**
 * Registers an account and makes it a captain (accounts register as customers; the role is read per request),
 * approved by the operator (or in the standing given) and on duty unless told otherwise.
 */
export async function newCaptain(
  app: App,
  name = 'Abdirahman Captain',
  {
    onDuty = true,
    standing = 'approved',
  }: { onDuty?: boolean; standing?: 'pending' | 'approved' | 'suspended' } = {},
): Promise<TestAccount> {
  const account = await newAccount(app, { name });
  await app.db
    .update(users)
    .set({ role: 'captain', onDuty: onDuty && standing === 'approved' })
    .where(eq(users.id, account.user.id));
  await app.db.insert(captainStandings).values({
    userId: account.user.id,
    status: standing,
    decidedAt: standing === 'pending' ? null : new Date(),
  });
  return { ...account, user: { ...account.user, role: 'captain' } };
}

export async function vehicleTypes(app: App): Promise<Map<string, VehicleType>> {
  const res = await app.inject('/api/vehicalTypes');
  expect(res.statusCode).toBe(200);
  return new Map(res.json<{ data: VehicleType[] }>().data.map((type) => [type.slug, type]));
}

let plates = 0;
/** A plate no other test vehicle has. */
export function freshPlate(): string {
  plates += 1;
  return `TS ${String(10_000 + plates)}`;
}

/** The text fields of a valid vehicle of this type (a new plate each time), with any of them replaced. */
export const vehicleFields = (typeId: number, extra: Record<string, string> = {}) => ({
  vehicle_type_id: String(typeId),
  plate_number: freshPlate(),
  make: 'Bajaj',
  model: 'RE',
  colour: 'Green',
  year: '2019',
  ...extra,
});

/** Adds a vehicle for a captain through the API (JSON, no photo). */
export async function addVehicle(
  app: App,
  captain: TestAccount,
  typeId: number,
  fields: Record<string, unknown> = {},
): Promise<Vehicle> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vehical/save',
    headers: captain.headers,
    payload: {
      vehicle_type_id: typeId,
      plate_number: freshPlate(),
      make: 'Bajaj',
      model: 'RE',
      colour: 'Blue',
      year: 2020,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Vehicle }>().data;
}

export const KM4 = { label: 'KM4 junction, Hodan', lat: 2.0335, lng: 45.311 };
export const BAKAARA = { label: 'Bakaara Market, Howlwadaag', lat: 2.0469, lng: 45.329 };

/** A customer books a ride; answers the booking in `searching`. */
export async function searchRide(
  app: App,
  customer: TestAccount,
  typeId: number,
  body: Record<string, unknown> = {},
): Promise<Booking> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/booking/search',
    headers: customer.headers,
    payload: { pickup: KM4, dropoff: BAKAARA, vehicle_type_id: typeId, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Booking }>().data;
}

/** Posts a booking step with a JSON body. */
export function step(app: App, path: string, headers: Record<string, string> | undefined, payload: object) {
  return app.inject({ method: 'POST', url: `/api/booking/${path}`, headers: headers ?? {}, payload });
}
