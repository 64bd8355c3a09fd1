/**
 * The ride side of the demo: the vehicle types customers can book, a bajaj for the demo captain, and one finished
 * and rated trip of the demo customer with its fare in the captain's wallet, so every captain screen has something
 * to show. Loaded with the demo catalog, after the demo accounts.
 */
import { eq, inArray } from 'drizzle-orm';
import { fareMinor, haversineMeters } from '@suuq/shared/captain';
import type { Db } from '../client';
import {
  bookingStatusHistory,
  bookings,
  tripRatings,
  users,
  vehicleTypes,
  vehicles,
  walletTransactions,
  wallets,
} from '../schema';
import { demoUsers } from './seed-users';

type Executor = Pick<Db, 'insert' | 'select'>;

/** Fares in US cents: a base fare for every trip plus a rate per kilometre. */
export const DEMO_VEHICLE_TYPES: (typeof vehicleTypes.$inferInsert)[] = [
  {
    slug: 'bajaj',
    nameEn: 'Bajaj (tuk-tuk)',
    nameSo: 'Bajaaj',
    descriptionEn: 'Three wheels, up to three passengers: quick and cheap around town.',
    descriptionSo: 'Saddex lugood, ilaa saddex rakaab: dhakhso iyo jaban magaalada dhexdeeda.',
    baseFare: 50,
    perKm: 30,
    seats: 3,
  },
  {
    slug: 'motorbike',
    nameEn: 'Motorbike',
    nameSo: 'Mooto',
    descriptionEn: 'One passenger, through the traffic.',
    descriptionSo: 'Hal rakaab, wuxuuna dhex maraa ciriiriga gaadiidka.',
    baseFare: 30,
    perKm: 20,
    seats: 1,
  },
  {
    slug: 'car',
    nameEn: 'Car',
    nameSo: 'Gaari fudud',
    descriptionEn: 'Up to four passengers, with air conditioning.',
    descriptionSo: 'Ilaa afar rakaab, qaboojiye leh.',
    baseFare: 100,
    perKm: 60,
    seats: 4,
  },
  {
    slug: 'small-truck',
    nameEn: 'Small truck',
    nameSo: 'Gaari xamuul yar',
    descriptionEn: 'For drinking water tanks, gas cylinders and bulky goods.',
    descriptionSo: 'Loogu talagalay haamaha biyaha la cabbo, dhululubada gaaska iyo alaabta waaweyn.',
    baseFare: 300,
    perKm: 120,
    seats: 2,
    capacityKg: 1500,
  },
];

const pickup = { label: 'KM4 junction, Hodan', lat: 2.0335, lng: 45.311 };
const dropoff = { label: 'Bakaara Market, Howlwadaag', lat: 2.0469, lng: 45.329 };

export async function seedCaptain(tx: Executor) {
  const typeRows = await tx
    .insert(vehicleTypes)
    .values(DEMO_VEHICLE_TYPES.map((type, sort) => ({ ...type, sort })))
    .returning({
      id: vehicleTypes.id,
      slug: vehicleTypes.slug,
      baseFare: vehicleTypes.baseFare,
      perKm: vehicleTypes.perKm,
    });
  const bajaj = typeRows.find((row) => row.slug === 'bajaj')!;

  const demo = demoUsers([]);
  const phones = ['customer', 'captain'].map((role) => demo.find((user) => user.role === role)!.phone);
  const accounts = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const customerId = accounts.find((row) => row.phone === phones[0])?.id;
  const captainId = accounts.find((row) => row.phone === phones[1])?.id;
  if (customerId === undefined || captainId === undefined) return;

  const [vehicle] = await tx
    .insert(vehicles)
    .values({
      captainId,
      vehicleTypeId: bajaj.id,
      plateNumber: 'BN 20417',
      make: 'Bajaj',
      model: 'RE',
      colour: 'Blue',
      year: 2021,
    })
    .returning({ id: vehicles.id });

  // The second captain rides a bajaj too, so two captains can be offered (and race for) the same trip.
  const second = demo.filter((user) => user.role === 'captain')[1];
  const [secondRow] = second
    ? await tx.select({ id: users.id }).from(users).where(eq(users.phone, second.phone))
    : [];
  if (secondRow) {
    await tx.insert(vehicles).values({
      captainId: secondRow.id,
      vehicleTypeId: bajaj.id,
      plateNumber: 'BN 31862',
      make: 'Bajaj',
      model: 'RE',
      colour: 'Green',
      year: 2022,
    });
  }

  // Yesterday's ride from KM4 to Bakaara, charged at the quote.
  const meters = Math.round(haversineMeters(pickup, dropoff));
  const fare = fareMinor(meters, bajaj);
  const start = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const [trip] = await tx
    .insert(bookings)
    .values({
      customerId,
      captainId,
      vehicleId: vehicle!.id,
      vehicleTypeId: bajaj.id,
      status: 'completed',
      pickupLabel: pickup.label,
      pickupLat: pickup.lat,
      pickupLng: pickup.lng,
      dropoffLabel: dropoff.label,
      dropoffLat: dropoff.lat,
      dropoffLng: dropoff.lng,
      estimatedDistanceM: meters,
      estimatedFare: fare,
      baseFare: bajaj.baseFare,
      perKm: bajaj.perKm,
      currency: 'USD',
      distanceM: meters,
      fare,
      fareBasis: 'estimate',
      createdAt: at(0),
      acceptedAt: at(1),
      arrivedAt: at(6),
      pickedUpAt: at(8),
      completedAt: at(21),
      updatedAt: at(21),
    })
    .returning({ id: bookings.id });
  const bookingId = trip!.id;
  await tx.insert(bookingStatusHistory).values([
    { bookingId, status: 'searching', at: at(0), byUserId: customerId },
    { bookingId, status: 'accepted', at: at(1), byUserId: captainId },
    { bookingId, status: 'arrived', at: at(6), byUserId: captainId },
    { bookingId, status: 'on_trip', at: at(8), byUserId: captainId },
    { bookingId, status: 'completed', at: at(21), byUserId: captainId },
  ]);
  await tx.insert(tripRatings).values({
    bookingId,
    customerId,
    captainId,
    rating: 5,
    comment: 'Quick and friendly.',
    createdAt: at(25),
  });
  await tx.insert(wallets).values({ userId: captainId, balance: fare, currency: 'USD', updatedAt: at(21) });
  await tx.insert(walletTransactions).values({
    userId: captainId,
    kind: 'trip_fare',
    amount: fare,
    balanceAfter: fare,
    bookingId,
    createdAt: at(21),
  });
}
