import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@suuq/shared/captain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/use-config';
import { renderWithRouter, Reply } from '../../test/render';
import { BookingPage } from './booking-page';
import { aBooking, captain, fakeLive, serve, signedIn, withCaptain } from './booking-test-kit';

vi.mock('../../components/map/address-map', async () => ({
  AddressMap: (await import('./booking-test-kit')).FakeMap,
}));
vi.mock('../../lib/live-socket', async () => {
  const { fakeLive: live } = await import('./booking-test-kit');
  return { liveSocket: () => live.socket() };
});

beforeEach(() => {
  resetConfig();
  fakeLive.reset();
});

const title = () => screen.getByRole('status').querySelector('.booking-status__title')?.textContent;
const reads = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/booking/active').length;

/** The page following booking 41, as the server holds it in `state`, once it listens on the channel. */
async function following(booking: Booking, options?: Parameters<typeof serve>[1]) {
  signedIn();
  localStorage.setItem('suuq.booking', String(booking.id));
  const state: { booking: Booking | null } = { booking };
  const calls = serve(state, options);
  renderWithRouter(<BookingPage />, { path: '/book' });
  await waitFor(() => expect(fakeLive.subscriptions).toHaveLength(1));
  return { state, calls };
}

/** The server moves the booking on and says so on its channel. */
function move(state: { booking: Booking | null }, next: Booking) {
  state.booking = next;
  act(() => fakeLive.send(next.id, { status: next.status }));
}

describe('following a booking live', () => {
  it('searching → accepted: the captain, the vehicle, the plate and a call button appear without a reload', async () => {
    const { state } = await following(aBooking());
    expect(title()).toBe('Finding a captain');
    move(state, withCaptain());
    expect(await screen.findByText('Abdi Captain is coming to the pickup.')).toBeTruthy();
    expect(title()).toBe('Captain on the way');
    const card = screen.getByRole('region', { name: 'Your captain' });
    expect(within(card).getByText('Abdi Captain')).toBeTruthy();
    expect(within(card).getByText('White Toyota Vitz')).toBeTruthy();
    expect(within(card).getByText('Plate BN 12345')).toBeTruthy();
    expect(within(card).getByText('Rated 4.8 of 5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call Abdi Captain' }).getAttribute('href')).toBe(
      'tel:+252615550101',
    );
  });

  it('a captain who took the trip while the channel was still being confirmed shows once it is', async () => {
    fakeLive.holding = true;
    const { state, calls } = await following(aBooking());
    expect(title()).toBe('Finding a captain');
    // Taken before the server confirmed the subscription: the channel never carries that step.
    state.booking = withCaptain();
    const before = reads(calls);
    act(() => fakeLive.confirm(41));
    expect(await screen.findByText('Abdi Captain is coming to the pickup.')).toBeTruthy();
    expect(reads(calls)).toBeGreaterThan(before);
  });

  it('accepted → arrived', async () => {
    const { state } = await following(withCaptain());
    move(state, withCaptain({ status: 'arrived' }));
    expect(await screen.findByText('Abdi Captain is waiting at the pickup.')).toBeTruthy();
    expect(title()).toBe('Captain has arrived');
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('on the way: each position on the channel moves the captain on the map, without re-reading', async () => {
    const start = { lat: 2.05, lng: 45.32, at: '2026-11-25T10:10:00+03:00' };
    const { calls } = await following(withCaptain({ status: 'on_trip', captain_position: start }));
    expect(await screen.findByText('You are on the way to the drop-off.')).toBeTruthy();
    expect(screen.getByTestId('mark-captain').textContent).toBe('2.05,45.32');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const before = reads(calls);

    act(() =>
      fakeLive.send(41, {
        status: 'on_trip',
        captain_position: { lat: 2.055, lng: 45.321, at: '2026-11-25T10:10:05+03:00' },
      }),
    );
    expect(screen.getByTestId('mark-captain').textContent).toBe('2.055,45.321');
    act(() =>
      fakeLive.send(41, {
        status: 'on_trip',
        captain_position: { lat: 2.06, lng: 45.322, at: '2026-11-25T10:10:10+03:00' },
      }),
    );
    expect(screen.getByTestId('mark-captain').textContent).toBe('2.06,45.322');
    expect(reads(calls)).toBe(before);
  });

  it('ended: the fare charged shows, and the captain is rated 1 to 5 with real buttons', async () => {
    const { state, calls } = await following(withCaptain({ status: 'on_trip' }));
    move(
      state,
      withCaptain({
        status: 'completed',
        fare: 2.35,
        distance_km: 2.7,
        fare_basis: 'path',
        duration_seconds: 540,
        completed_at: '2026-11-25T10:20:00+03:00',
      }),
    );
    expect(await screen.findByText('Fare charged: $2.35')).toBeTruthy();
    expect(screen.getByText('2.7 km · 9 min')).toBeTruthy();
    expect(title()).toBe('Completed');
    expect(screen.queryByTestId('map')).toBeNull();

    const stars = within(screen.getByRole('group', { name: 'How was your trip?' })).getAllByRole('button');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    const send = screen.getByRole('button', { name: 'Send rating' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(screen.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(send);

    expect(await screen.findByText('Thank you! You gave 4 stars.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/booking/customerrating')?.body).toEqual({
      booking_id: 41,
      rating: 4,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book another' }));
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    expect(localStorage.getItem('suuq.booking')).toBeNull();
  });

  it('cancelled by the customer while searching', async () => {
    const { calls } = await following(aBooking());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('This booking was cancelled.')).toBeTruthy();
    expect(title()).toBe('Cancelled');
    expect(calls.find((c) => c.path === '/api/booking/cancelreservation')?.body).toEqual({ booking_id: 41 });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book another' })).toBeTruthy();
  });

  it('a refused cancel (409) says why kindly and the booking goes on', async () => {
    await following(withCaptain({ status: 'arrived' }), {
      cancel: () => new Reply(409, { message: 'The trip has already started.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Sorry, this booking cannot be cancelled now: The trip has already started.'),
    ).toBeTruthy();
    expect(title()).toBe('Captain has arrived');
  });

  it('shows a banner while the live channel is down and re-reads the booking when it is back', async () => {
    const { state, calls } = await following(aBooking());
    act(() => fakeLive.setStatus('waiting'));
    expect(await screen.findByText('Live updates are paused. Reconnecting…')).toBeTruthy();

    // Missed while away: a captain took the trip.
    state.booking = withCaptain({ captain: { ...captain, name: 'Faarax' } });
    const before = reads(calls);
    act(() => fakeLive.setStatus('open'));
    act(() => fakeLive.resubscribed(41));
    expect(await screen.findByText('Faarax is coming to the pickup.')).toBeTruthy();
    expect(reads(calls)).toBeGreaterThan(before);
    expect(screen.queryByText('Live updates are paused. Reconnecting…')).toBeNull();
  });
});
