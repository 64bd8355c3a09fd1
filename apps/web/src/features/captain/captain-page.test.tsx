import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, Reply } from '../../test/render';
import { CaptainScreen as CaptainPage } from './captain-screen';
import { aBooking, amina, fakeGeolocation, fakeLive, signedInAsCaptain } from './captain-test-kit';
import { far, goOnDuty, near, serve } from './console-test-kit';

const live = vi.hoisted(() => ({ current: undefined as ReturnType<typeof fakeLive> | undefined }));
vi.mock('../../lib/live-socket', () => ({ liveSocket: () => live.current!.socket }));

beforeEach(() => {
  live.current = fakeLive();
});

describe('the captain console', () => {
  it('tells anyone not signed in whose page it is and offers the sign-in for captains', async () => {
    serve();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByRole('heading', { name: 'Sign in as a captain' })).toBeTruthy();
    expect(screen.getByText(/This page is for Suuq captains/)).toBeTruthy();
    expect(screen.getByLabelText('Phone number or email')).toBeTruthy();
  });

  it('starts off duty and looks for no trips until the captain goes on duty', async () => {
    signedInAsCaptain();
    const { calls } = serve({ offers: [near] });
    fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByRole('heading', { name: 'You are off duty' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go on duty' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/booking/active')).toBe(true));
    expect(calls.find((c) => c.path === '/api/booking/active')?.auth).toBe('Bearer captain-access');
    expect(calls.some((c) => c.path === '/api/booking/available')).toBe(false);
  });

  it('shows the duty the server keeps: on duty after a reload, with the trips near the captain', async () => {
    signedInAsCaptain();
    const { calls } = serve({ offers: [near], duty: true });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByRole('heading', { name: 'You are on duty' })).toBeTruthy();
    act(() => geo.move(2.0371, 45.3438, Date.now()));
    expect(await screen.findByRole('article', { name: 'KM4 roundabout' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/captain/duty')?.auth).toBe('Bearer captain-access');
    expect(calls.some((c) => c.path === '/api/user/active')).toBe(false);
  });

  it('saves going on and off duty on the server, and shows the state saved', async () => {
    signedInAsCaptain();
    const { calls } = serve({ offers: [near] });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go on duty' }));
    expect(await screen.findByRole('heading', { name: 'You are on duty' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/active').map((c) => c.body)).toEqual([
      { on_duty: true },
    ]);
    act(() => geo.move(2.0371, 45.3438, Date.now()));
    expect(await screen.findByRole('article', { name: 'KM4 roundabout' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go off duty' }));
    expect(await screen.findByRole('heading', { name: 'You are off duty' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'KM4 roundabout' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/user/active').map((c) => c.body)).toEqual([
      { on_duty: true },
      { on_duty: false },
    ]);
  });

  it('says why the duty did not change, and keeps the state the server has', async () => {
    signedInAsCaptain();
    let answer: unknown = new Reply(503, {});
    serve({ saveDuty: () => answer });
    fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go on duty' }));
    expect(
      await screen.findByText('Your duty could not be changed. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You are off duty' })).toBeTruthy();

    answer = new Reply(409, { message: 'Shaqada kama jirtid.' });
    fireEvent.click(screen.getByRole('button', { name: 'Go on duty' }));
    expect(await screen.findByText('Shaqada kama jirtid.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You are off duty' })).toBeTruthy();
  });

  it('offers a retry when the duty cannot be read', async () => {
    signedInAsCaptain();
    let down = true;
    serve({ readDuty: () => (down ? new Reply(503, {}) : undefined) });
    fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByText(/Whether you are on duty could not be read/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go on duty' })).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Go on duty' })).toBeTruthy();
  });

  it('on duty, lists the trips near the captain with distance, type and fare', async () => {
    signedInAsCaptain();
    const { calls } = serve({ offers: [near, far] });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    await goOnDuty();
    act(() => geo.move(2.0371, 45.3438, Date.now()));
    const first = await screen.findByRole('article', { name: 'KM4 roundabout' });
    expect(within(first).getByText('0.1 km from you')).toBeTruthy();
    expect(within(first).getByText('Hodan market')).toBeTruthy();
    expect(within(first).getByText('Bajaj (tuk-tuk)')).toBeTruthy();
    expect(within(first).getByText('$1.55')).toBeTruthy();
    const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(cards).toEqual(['KM4 roundabout', 'Bakaara market']);
    expect(calls.find((c) => c.path === '/api/booking/available')?.search).toContain('lat=2.03700');
    expect(screen.getByRole('heading', { name: 'You are on duty' })).toBeTruthy();
  });

  it('says so when the phone will not give its position, and looks around central Mogadishu', async () => {
    signedInAsCaptain();
    const { calls } = serve({ offers: [near] });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    await goOnDuty();
    act(() => geo.refuse());
    expect(await screen.findByText(/trips are shown near central Mogadishu/)).toBeTruthy();
    await screen.findByRole('article', { name: 'KM4 roundabout' });
    expect(calls.find((c) => c.path === '/api/booking/available')?.search).toContain('lng=45.344');
  });

  it('takes a trip away kindly when another captain was first', async () => {
    signedInAsCaptain();
    const { setOffers } = serve({
      offers: [near, far],
      reserve: () => new Reply(409, { message: 'This trip has already been taken.' }),
    });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    await goOnDuty();
    act(() => geo.move(2.0371, 45.3438, Date.now()));
    const card = await screen.findByRole('article', { name: 'KM4 roundabout' });
    setOffers([far]);
    fireEvent.click(within(card).getByRole('button', { name: 'Accept trip' }));
    expect(
      await screen.findByText('Another captain took this trip. There may be others below.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'KM4 roundabout' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Bakaara market' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('accepts a trip with one tap, then shows only the next step until the ride ends', async () => {
    signedInAsCaptain();
    const { calls } = serve({ offers: [near] });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    await goOnDuty();
    act(() => geo.move(2.0371, 45.3438, Date.now()));
    const card = await screen.findByRole('article', { name: 'KM4 roundabout' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept trip' }));

    expect(await screen.findByRole('heading', { name: 'Drive to the pickup' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/booking/tripreservations')?.body).toEqual({
      booking_id: 41,
      vehicle_id: 5,
    });
    const call = screen.getByRole('link', { name: 'Call Amina Warsame' });
    expect(call.getAttribute('href')).toBe('tel:+252610000001');
    // Where to go, by name, with the way there in the phone's map app; and how the customer pays.
    const go = screen.getByRole('link', { name: 'Directions to KM4 roundabout in your map app' });
    expect(go.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=2.040000,45.340000',
    );
    expect(screen.getByText('Near Bondhere')).toBeTruthy();
    expect(screen.getByText(/collect the fare in cash from the customer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End the ride' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I have arrived' }));
    expect(await screen.findByRole('heading', { name: 'Wait for the customer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Customer is on board' }));
    expect(await screen.findByRole('heading', { name: 'Drive to the drop-off' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End the ride' }));
    // Ending cannot be undone: it asks once more, and "Not yet" keeps the trip going.
    fireEvent.click(await screen.findByRole('button', { name: 'Not yet' }));
    fireEvent.click(screen.getByRole('button', { name: 'End the ride' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, end the ride' }));
    // A cash trip: the money is in the captain's hand.
    expect(await screen.findByText('Collect $1.62 in cash from the customer.')).toBeTruthy();
    expect(screen.queryByText('The customer cancelled this trip')).toBeNull();
    // The customer is told where the captain is from the moment the trip is taken.
    expect(calls.find((c) => c.path === '/api/booking/rideupdate')?.body).toEqual({
      booking_id: 41,
      lat: 2.0371,
      lng: 45.3438,
    });
    const steps = calls.filter((c) => c.body && c.path !== '/api/booking/rideupdate');
    expect(steps.map((c) => c.path)).toEqual([
      '/api/user/active',
      '/api/booking/tripreservations',
      '/api/booking/captainarrived',
      '/api/booking/pickupcomplete',
      '/api/booking/savepath',
      '/api/booking/endride',
    ]);
  });

  it('keeps the route while offline and sends each point once when the network returns', async () => {
    signedInAsCaptain();
    let offline = true;
    const delivered: string[] = [];
    serve({
      active: aBooking({ status: 'on_trip', customer: amina }),
      savepath: ({ points }) => {
        if (offline) throw new TypeError('Failed to fetch');
        delivered.push(...points.map((point) => point.at));
      },
    });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByRole('heading', { name: 'Drive to the drop-off' })).toBeTruthy();
    await waitFor(() => expect(geo.watching()).toBe(true));
    const start = Date.UTC(2026, 0, 1, 10, 0, 0);
    act(() => geo.move(2.04, 45.34, start));
    act(() => geo.move(2.0401, 45.34, start + 3_000)); // 11 m, 3 s: not kept
    act(() => geo.move(2.041, 45.34, start + 12_000));
    expect(await screen.findByText(/2 points of your route wait for the network/)).toBeTruthy();
    expect(delivered).toEqual([]);

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/wait for the network/)).toBeNull());
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => geo.move(2.041, 45.34, start + 14_000)); // 2 s later, same place: not kept
    await act(async () => {
      await Promise.resolve();
    });
    expect(delivered).toEqual([new Date(start).toISOString(), new Date(start + 12_000).toISOString()]);
  });

  it('says so when the customer cancels, and shows a banner while the live channel is down', async () => {
    signedInAsCaptain();
    const { calls, cancel } = serve({ active: aBooking({ status: 'accepted', customer: amina }) });
    fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByRole('heading', { name: 'Drive to the pickup' })).toBeTruthy();
    await waitFor(() => expect(live.current!.state.subscriptions[0]?.channel).toBe('booking.41'));
    expect(live.current!.state.subscriptions[0]?.token).toBe('captain-access');

    act(() => live.current!.setStatus('waiting'));
    expect(await screen.findByText(/Live updates are down/)).toBeTruthy();
    act(() => live.current!.setStatus('open'));
    await waitFor(() => expect(screen.queryByText(/Live updates are down/)).toBeNull());
    // Back on the channel: the trip is read again, since an event may have been missed meanwhile.
    const reads = calls.filter((c) => c.path === '/api/booking/active').length;
    act(() => live.current!.push({ event: 'subscribed', channel: 'booking.41' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/booking/active').length).toBeGreaterThan(reads),
    );

    cancel();
    act(() =>
      live.current!.push({
        event: 'booking.status',
        channel: 'booking.41',
        data: { booking_id: 41, status: 'cancelled', at: '2026-01-01T10:00:00Z' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'The customer cancelled this trip' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Drive to the pickup' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'You are off duty' })).toBeTruthy();
  });
});
