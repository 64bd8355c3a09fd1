import {
  MIN_TRIP_METERS,
  fareMinor,
  haversineMeters,
  type Booking,
  type FareEstimateRequest,
  type VehicleType,
} from '@suuq/shared/captain';
import { fromMinor, toMinor } from '@suuq/shared/money';
import type { ServerFrame } from '@suuq/shared/live';
import type { MapMark } from '../../components/map/address-map';
import type { LiveStatus } from '../../lib/live-socket';
import { mockApi, Reply } from '../../test/render';

// The tests replace Leaflet with `FakeMap` and the socket with `fakeLive` (vi.mock is per file: each test file
// mocks both with these).

/** Where the stand-in map's taps land, in turn: first the pickup, then the drop-off. */
export const TAPS = [
  { lat: 2.0469, lng: 45.3182 },
  { lat: 2.0649, lng: 45.3182 },
];

export function FakeMap({
  onPin,
  marks = [],
}: {
  onPin?: (point: { lat: number; lng: number }) => void;
  marks?: readonly MapMark[];
}) {
  return (
    <div data-testid="map">
      {onPin ? (
        <button type="button" onClick={() => onPin(TAPS[fakeMapTaps.count++ % TAPS.length]!)}>
          Tap the map
        </button>
      ) : null}
      <ul>
        {marks.map((mark) => (
          <li key={mark.key} data-testid={`mark-${mark.key}`}>
            {`${mark.point.lat},${mark.point.lng}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
export const fakeMapTaps = { count: 0 };

type Listener = (frame: ServerFrame) => void;

/** The live socket as the page sees it, with the test holding the other end. */
export const fakeLive = {
  subscriptions: [] as { channel: string; token?: string | undefined; listener: Listener }[],
  statusListeners: new Set<(status: LiveStatus) => void>(),
  current: 'open' as LiveStatus,
  /** While true, a subscription is confirmed only by `confirm` (the socket still connecting). */
  holding: false,
  reset() {
    this.subscriptions = [];
    this.statusListeners.clear();
    this.current = 'open';
    this.holding = false;
  },
  socket() {
    return {
      subscribe: (channel: string, listener: Listener, options?: { token?: string }) => {
        const entry = { channel, token: options?.token, listener };
        fakeLive.subscriptions.push(entry);
        if (!fakeLive.holding) listener({ event: 'subscribed', channel });
        return () => (fakeLive.subscriptions = fakeLive.subscriptions.filter((s) => s !== entry));
      },
      onStatus: (listener: (status: LiveStatus) => void) => {
        fakeLive.statusListeners.add(listener);
        return () => fakeLive.statusListeners.delete(listener);
      },
      status: () => fakeLive.current,
    };
  },
  setStatus(status: LiveStatus) {
    this.current = status;
    for (const listener of this.statusListeners) listener(status);
  },
  /** Sends `frame` to every listener of the booking's channel. */
  send(bookingId: number, data: Partial<Extract<ServerFrame, { event: 'booking.status' }>['data']>) {
    const channel = `booking.${bookingId}`;
    for (const s of this.subscriptions.filter((entry) => entry.channel === channel))
      s.listener({
        event: 'booking.status',
        channel,
        data: { booking_id: bookingId, status: 'searching', at: new Date().toISOString(), ...data },
      });
  },
  /** Confirms the booking's subscriptions held so far (`holding`), as the server does once the socket is open. */
  confirm(bookingId: number) {
    this.holding = false;
    this.resubscribed(bookingId);
  },
  resubscribed(bookingId: number) {
    const channel = `booking.${bookingId}`;
    for (const s of this.subscriptions.filter((entry) => entry.channel === channel))
      s.listener({ event: 'subscribed', channel });
  },
};

export const types: VehicleType[] = [
  {
    id: 1,
    slug: 'motorbike',
    name: 'Motorbike',
    description: 'One passenger or a small parcel',
    base_fare: 0.5,
    per_km: 0.3,
    currency: 'USD',
    seats: 1,
    capacity_kg: null,
  },
  {
    id: 2,
    slug: 'car',
    name: 'Car',
    description: 'Up to four passengers',
    base_fare: 1,
    per_km: 0.5,
    currency: 'USD',
    seats: 4,
    capacity_kg: null,
  },
  {
    id: 3,
    slug: 'water-tanker',
    name: 'Water tanker',
    description: 'Water delivered to the door',
    base_fare: 5,
    per_km: 1,
    currency: 'USD',
    seats: 1,
    capacity_kg: 10000,
  },
];

const vehicle = {
  id: 4,
  vehicle_type: { id: 2, slug: 'car', name: 'Car' },
  plate_number: 'BN 12345',
  make: 'Toyota',
  model: 'Vitz',
  colour: 'White',
  year: 2015,
  photo: null,
  created_at: '2026-11-25T10:00:00+03:00',
  updated_at: '2026-11-25T10:00:00+03:00',
};

export const captain = {
  id: 9,
  name: 'Abdi Captain',
  phone: '+252 61 555 0101',
  avatar: null,
  rating: 4.8,
  ratings: 12,
};

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    status: 'searching',
    vehicle_type: { id: 2, slug: 'car', name: 'Car' },
    pickup: { ...TAPS[0]!, label: 'Point on the map (2.04690, 45.31820)', near: null },
    dropoff: { ...TAPS[1]!, label: 'Point on the map (2.06490, 45.31820)', near: null },
    notes: null,
    payment_method: 'cash',
    estimated_distance_km: 2,
    estimated_fare: 2,
    distance_km: null,
    fare: null,
    fare_basis: null,
    currency: 'USD',
    customer: { id: 7, name: 'Hodan Ali', phone: '+252612345678', avatar: null },
    captain: null,
    vehicle: null,
    captain_position: null,
    rating: null,
    cancelled_by: null,
    created_at: '2026-11-25T10:00:00+03:00',
    accepted_at: null,
    arrived_at: null,
    picked_up_at: null,
    completed_at: null,
    cancelled_at: null,
    duration_seconds: null,
    ...overrides,
  };
}

/** The booking once a captain took it. */
export const withCaptain = (overrides: Partial<Booking> = {}) =>
  aBooking({ status: 'accepted', captain, vehicle, accepted_at: '2026-11-25T10:02:00+03:00', ...overrides });

/** A signed-in customer, as lib/session.ts keeps them. */
export function signedIn(access = 'a1'): void {
  localStorage.setItem(
    'userToken',
    JSON.stringify({ access, refresh: 'r1', expires: Date.now() + 60 * 60 * 1000, id: `s-${access}` }),
  );
}

const OPEN = ['searching', 'accepted', 'arrived', 'on_trip'];

/** The server's fare estimate for the stand-in types: its rule, and its 422 for a trip too short. */
export function serverEstimate(body: FareEstimateRequest): unknown {
  const type = types.find((candidate) => candidate.id === body.vehicle_type_id)!;
  const meters = Math.round(haversineMeters(body.pickup, body.dropoff));
  if (meters < MIN_TRIP_METERS) {
    const text = 'The pickup and drop-off points are too close together.';
    return new Reply(422, { message: text, errors: { dropoff: [text] } });
  }
  const fare = fareMinor(meters, { baseFare: toMinor(type.base_fare), perKm: toMinor(type.per_km) });
  return {
    data: {
      vehicle_type_id: type.id,
      distance_km: Math.round(meters / 10) / 100,
      fare: fromMinor(fare),
      currency: type.currency,
    },
  };
}

/**
 * The server's side: `booking` is what it holds now (null: none yet), changed by the test or by the calls. Every
 * call is recorded with its body.
 */
export function serve(
  state: { booking: Booking | null },
  {
    cancel = () => undefined as unknown,
    addresses = [] as unknown[],
    estimate = serverEstimate,
  }: {
    cancel?: () => unknown;
    addresses?: unknown[];
    /** The answer to a fare estimate: a body, a Reply, a promise of one, or a throw for no network. */
    estimate?: (body: FareEstimateRequest) => unknown;
  } = {},
) {
  const calls: { path: string; body: unknown; auth: string | null }[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'POST' ? await request.clone().json() : null;
    calls.push({ path: new URL(request.url).pathname, body, auth: request.headers.get('Authorization') });
    return body as Record<string, unknown>;
  };
  mockApi({
    'GET /api/config': () => ({
      data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/tiles/{z}/{x}/{y}.png' },
    }),
    'GET /api/vehicalTypes': () => ({ data: types }),
    'GET /api/address/getall': () => ({ data: addresses }),
    'GET /api/booking/active': async (request) => {
      await record(request);
      return { data: state.booking && OPEN.includes(state.booking.status) ? state.booking : null };
    },
    'GET /api/trips': async (request) => {
      await record(request);
      const data = state.booking ? [state.booking] : [];
      return { data, meta: { page: 1, per_page: 10, total: data.length } };
    },
    'POST /api/booking/estimate': async (request) => {
      const body = await record(request);
      return estimate(body as unknown as FareEstimateRequest);
    },
    'POST /api/booking/search': async (request) => {
      const body = await record(request);
      state.booking = aBooking({
        pickup: body.pickup as Booking['pickup'],
        dropoff: body.dropoff as Booking['dropoff'],
      });
      return new Reply(201, { data: state.booking });
    },
    'POST /api/booking/cancelreservation': async (request) => {
      await record(request);
      const answer = cancel();
      if (answer instanceof Reply) return answer;
      state.booking = { ...state.booking!, status: 'cancelled', cancelled_by: 'customer' };
      return { data: state.booking };
    },
    'POST /api/booking/customerrating': async (request) => {
      const body = await record(request);
      state.booking = {
        ...state.booking!,
        rating: { rating: body.rating as number, comment: null, created_at: '2026-11-25T10:30:00+03:00' },
      };
      return { data: state.booking };
    },
  });
  return calls;
}
