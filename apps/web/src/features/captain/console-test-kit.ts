/** The console's API and steps for the console's tests: a fake server holding trips, duty and offers. */
import { fireEvent, screen } from '@testing-library/react';
import type { Booking } from '@suuq/shared/captain';
import { mockApi, Reply } from '../../test/render';
import { aBooking, amina, bajaj } from './captain-test-kit';

export interface Call {
  path: string;
  search: string;
  auth: string | null;
  body: unknown;
}

export function serve({
  offers = [] as Booking[],
  active = null as Booking | null,
  reserve = (): unknown => undefined,
  savepath = (_body: { points: { at: string }[] }): unknown => undefined,
  duty = false,
  readDuty = (): unknown => undefined,
  saveDuty = (): unknown => undefined,
  storefrontUser = (): unknown => ({ data: null }),
} = {}) {
  const calls: Call[] = [];
  let trip = active;
  const state = { offers, duty };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    calls.push({ path: url.pathname, search: url.search, auth: request.headers.get('Authorization'), body });
    return body as Record<string, unknown> | null;
  };
  const move = (status: Booking['status']) => async (request: Request) => {
    await record(request);
    trip = { ...trip!, status };
    return { data: trip };
  };
  mockApi({
    'GET /api/user/get': storefrontUser,
    'GET /api/config': () => ({ data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '' } }),
    'GET /api/vehical/getall': () => ({ data: [bajaj] }),
    'GET /api/vehicalTypes': () => ({ data: [] }),
    'GET /api/booking/active': async (request) => {
      await record(request);
      return { data: trip };
    },
    'GET /api/captain/duty': async (request) => {
      await record(request);
      return readDuty() ?? { data: { on_duty: state.duty } };
    },
    'POST /api/user/active': async (request) => {
      const body = await record(request);
      const answer = saveDuty();
      if (answer !== undefined) return answer;
      state.duty = body!.on_duty === true;
      return { data: { on_duty: state.duty } };
    },
    'GET /api/booking/available': async (request) => {
      await record(request);
      return { data: state.offers };
    },
    'POST /api/booking/tripreservations': async (request) => {
      const body = await record(request);
      const answer = reserve();
      if (answer instanceof Reply) return answer;
      trip = aBooking({ id: Number(body!.booking_id), status: 'accepted', customer: amina });
      return { data: trip };
    },
    'POST /api/booking/captainarrived': move('arrived'),
    'POST /api/booking/pickupcomplete': move('on_trip'),
    'POST /api/booking/endride': async (request) => {
      await record(request);
      const ended = { ...trip!, status: 'completed' as const, fare: 1.62 };
      trip = null;
      return { data: ended };
    },
    'POST /api/booking/rideupdate': async (request) => {
      const body = await record(request);
      return { data: { booking_id: 41, status: trip?.status, captain_position: { ...body, at: '' } } };
    },
    'POST /api/booking/savepath': async (request) => {
      const body = await record(request);
      const answer = savepath(body as { points: { at: string }[] });
      if (answer instanceof Reply) return answer;
      const points = (body!.points as unknown[]).length;
      return { data: { booking_id: 41, saved: points, total_points: points } };
    },
  });
  return {
    calls,
    cancel: () => (trip = null),
    setOffers: (next: Booking[]) => (state.offers = next),
  };
}

export const near = aBooking({
  id: 41,
  pickup: { lat: 2.038, lng: 45.344, label: 'KM4 roundabout', near: null },
});
export const far = aBooking({
  id: 42,
  pickup: { lat: 2.06, lng: 45.36, label: 'Bakaara market', near: null },
  dropoff: { lat: 2.02, lng: 45.3, label: 'Airport gate', near: null },
  estimated_fare: 2.4,
});

/** Goes on duty and waits for the server to have saved it (the position is read from then on). */
export async function goOnDuty() {
  fireEvent.click(await screen.findByRole('button', { name: 'Go on duty' }));
  await screen.findByRole('heading', { name: 'You are on duty' });
}
