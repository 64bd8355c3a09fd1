// Fixtures and fakes of the captain console's tests: bookings, a vehicle, the phone's position and the live socket.
import type { Booking, Vehicle } from '@suuq/shared/captain';
import type { ServerFrame } from '@suuq/shared/live';
import type { LiveStatus } from '../../lib/live-socket';

export const CAPTAIN_KEY = 'suuq.captain.session';

export function signedInAsCaptain() {
  localStorage.setItem(
    CAPTAIN_KEY,
    JSON.stringify({
      access: 'captain-access',
      refresh: 'captain-refresh',
      expires: Date.now() + 3_600_000,
      id: 'captain-1',
      user: { id: 2, name: 'Abdi Farah', role: 'captain', store_id: null },
    }),
  );
}

/** A captain signed in on the storefront (the shopper's session), not on the console. */
export function signedInOnTheShop() {
  localStorage.setItem(
    'userToken',
    JSON.stringify({
      access: 'shop-access',
      refresh: 'shop-refresh',
      expires: Date.now() + 3_600_000,
      id: 'shop-1',
    }),
  );
}

export const bajaj: Vehicle = {
  id: 5,
  vehicle_type: { id: 1, slug: 'bajaj', name: 'Bajaj (tuk-tuk)' },
  plate_number: 'BN 12345',
  make: 'Bajaj',
  model: 'RE',
  colour: 'Yellow',
  year: 2021,
  photo: null,
  created_at: '2026-01-01T08:00:00Z',
  updated_at: '2026-01-01T08:00:00Z',
};

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    status: 'searching',
    vehicle_type: { id: 1, slug: 'bajaj', name: 'Bajaj (tuk-tuk)' },
    pickup: { lat: 2.04, lng: 45.34, label: 'KM4 roundabout', near: 'Bondhere' },
    dropoff: { lat: 2.03, lng: 45.31, label: 'Hodan market', near: 'Hodan' },
    notes: null,
    payment_method: 'cash',
    estimated_distance_km: 3.5,
    estimated_fare: 1.55,
    distance_km: null,
    fare: null,
    fare_basis: null,
    currency: 'USD',
    customer: null,
    captain: null,
    vehicle: null,
    captain_position: null,
    rating: null,
    cancelled_by: null,
    created_at: '2026-01-01T09:00:00Z',
    accepted_at: null,
    arrived_at: null,
    picked_up_at: null,
    completed_at: null,
    cancelled_at: null,
    duration_seconds: null,
    ...overrides,
  };
}

export const amina = { id: 1, name: 'Amina Warsame', phone: '+252 61 000 0001', avatar: null };

/** The phone's geolocation: tests move it, or refuse it. Every watch hears each reading, as on a phone. */
export function fakeGeolocation() {
  const watches = new Map<
    number,
    { ok: PositionCallback; error?: PositionErrorCallback | null | undefined }
  >();
  let next = 1;
  // What the phone last said: a watch started after it (the renderer starts effects after paint) hears it at once,
  // as a phone's watch does.
  let last: { position: GeolocationPosition } | { refused: GeolocationPositionError } | undefined;
  const geolocation = {
    watchPosition: (ok: PositionCallback, error?: PositionErrorCallback | null) => {
      const id = next++;
      watches.set(id, { ok, error });
      if (last && 'position' in last) ok(last.position);
      else if (last) error?.(last.refused);
      return id;
    },
    clearWatch: (id: number) => {
      watches.delete(id);
    },
    getCurrentPosition: () => {},
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    move(lat: number, lng: number, at: number) {
      const position = {
        coords: { latitude: lat, longitude: lng, accuracy: 5 },
        timestamp: at,
      } as GeolocationPosition;
      last = { position };
      for (const watch of [...watches.values()]) watch.ok(position);
    },
    refuse() {
      const refused = { code: 1, message: 'denied' } as GeolocationPositionError;
      last = { refused };
      for (const watch of [...watches.values()]) watch.error?.(refused);
    },
    watching: () => watches.size > 0,
  };
}

/** The live socket the console sees: tests push frames and change its status. */
export function fakeLive() {
  const state = {
    status: 'open' as LiveStatus,
    statusListeners: new Set<(status: LiveStatus) => void>(),
    subscriptions: [] as {
      channel: string;
      token?: string | undefined;
      listener: (frame: ServerFrame) => void;
    }[],
  };
  return {
    state,
    socket: {
      subscribe(channel: string, listener: (frame: ServerFrame) => void, options?: { token?: string }) {
        const entry = { channel, token: options?.token, listener };
        state.subscriptions.push(entry);
        return () => (state.subscriptions = state.subscriptions.filter((s) => s !== entry));
      },
      onStatus(listener: (status: LiveStatus) => void) {
        state.statusListeners.add(listener);
        return () => state.statusListeners.delete(listener);
      },
      status: () => state.status,
    },
    setStatus(status: LiveStatus) {
      state.status = status;
      for (const listener of state.statusListeners) listener(status);
    },
    push(frame: ServerFrame) {
      for (const entry of state.subscriptions)
        if ('channel' in frame && entry.channel === frame.channel) entry.listener(frame);
    },
  };
}
