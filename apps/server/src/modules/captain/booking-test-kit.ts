/** What the booking tests share: captains with vehicles, bookings brought to a step, and a drive to record. */
import { expect } from 'vitest';
import { haversineMeters, type Booking, type Vehicle, type VehicleType } from '@suuq/shared/captain';
import type { TestContext } from '../../test/test-app';
import { newAccount, type TestAccount } from '../accounts/accounts-test-kit';
import { BAKAARA, KM4, addVehicle, newCaptain, searchRide, step } from './captain-test-kit';

export interface Driver {
  account: TestAccount;
  vehicle: Vehicle;
}

export const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

/** A drive from KM4 north, then east to Bakaara: one point every 10 s, about 100 m apart. */
export function drive(): { lat: number; lng: number; at: string }[] {
  const start = Date.now() - 60 * 60_000;
  const corner = { lat: BAKAARA.lat, lng: KM4.lng };
  const points: { lat: number; lng: number }[] = [];
  const legs: [typeof KM4 | typeof corner, typeof corner | typeof BAKAARA][] = [
    [KM4, corner],
    [corner, BAKAARA],
  ];
  for (const [from, to] of legs) {
    const n = Math.ceil(haversineMeters(from, to) / 100);
    for (let i = 0; i < n; i += 1) {
      points.push({
        lat: from.lat + ((to.lat - from.lat) * i) / n,
        lng: from.lng + ((to.lng - from.lng) * i) / n,
      });
    }
  }
  points.push(BAKAARA);
  return points.map((p, i) => ({ ...p, at: new Date(start + i * 10_000).toISOString() }));
}

/** Steps of a ride on the app of `kit`, with its bajaj type as the default vehicle type. */
export function rideSteps(kit: { ctx: () => TestContext; bajaj: () => VehicleType }) {
  async function driver(type: VehicleType = kit.bajaj()): Promise<Driver> {
    const account = await newCaptain(kit.ctx().app);
    return { account, vehicle: await addVehicle(kit.ctx().app, account, type.id) };
  }

  const reserve = (d: Driver, booking: Booking) =>
    step(kit.ctx().app, 'tripreservations', d.account.headers, {
      booking_id: booking.id,
      vehicle_id: d.vehicle.id,
    });

  /** A booking taken by a fresh captain and brought to the given state. */
  async function bookingAt(
    state: 'accepted' | 'arrived' | 'on_trip',
    type: VehicleType = kit.bajaj(),
    payment_method = 'cash',
  ) {
    const customer = await newAccount(kit.ctx().app);
    const d = await driver(type);
    const booking = await searchRide(kit.ctx().app, customer, type.id, { payment_method });
    expect((await reserve(d, booking)).statusCode).toBe(200);
    if (state !== 'accepted') {
      expect(
        (await step(kit.ctx().app, 'captainarrived', d.account.headers, { booking_id: booking.id }))
          .statusCode,
      ).toBe(200);
    }
    if (state === 'on_trip') {
      expect(
        (await step(kit.ctx().app, 'pickupcomplete', d.account.headers, { booking_id: booking.id }))
          .statusCode,
      ).toBe(200);
    }
    return { customer, driver: d, booking };
  }

  return { driver, reserve, bookingAt };
}
