/**
 * The console opens for a captain signed in on the storefront, and trips on offer come live, with a chime and a
 * buzz; one another captain took goes at once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { CaptainScreen as CaptainPage } from './captain-screen';
import { fakeGeolocation, fakeLive, signedInAsCaptain, signedInOnTheShop } from './captain-test-kit';
import { far, goOnDuty, near, serve } from './console-test-kit';

const live = vi.hoisted(() => ({ current: undefined as ReturnType<typeof fakeLive> | undefined }));
vi.mock('../../lib/live-socket', () => ({ liveSocket: () => live.current!.socket }));

beforeEach(() => {
  live.current = fakeLive();
});

describe('the captain console, signed in and live', () => {
  it('opens for a captain signed in on the storefront, without a second sign-in, with that sign-in', async () => {
    signedInOnTheShop();
    let role = 'captain';
    const { calls } = serve({
      storefrontUser: () => ({
        data: { id: 2, name: 'Abdi Farah', role, store_id: null, phone: '', email: null },
      }),
    });
    const { unmount } = renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByText('Signed in as Abdi Farah')).toBeTruthy();
    expect(screen.queryByLabelText('Phone number or email')).toBeNull();
    await screen.findByRole('heading', { name: 'You are off duty' });
    expect(calls.find((c) => c.path === '/api/captain/duty')?.auth).toBe('Bearer shop-access');
    unmount();

    // A shopper's account signed in on the storefront still gets the form, and is told why.
    role = 'customer';
    const stored = JSON.parse(localStorage.getItem('userToken')!) as object;
    localStorage.setItem('userToken', JSON.stringify({ ...stored, id: 'shop-2' }));
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    expect(await screen.findByText(/You are signed in on the shop as Abdi Farah/)).toBeTruthy();
    expect(screen.getByLabelText('Phone number or email')).toBeTruthy();
  });

  it('gets trips live: a new one rings and buzzes, one another captain took goes at once', async () => {
    signedInAsCaptain();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { setOffers, calls } = serve({ offers: [near] });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    await goOnDuty();
    act(() => geo.move(2.0371, 45.3438, Date.now()));
    await screen.findByRole('article', { name: 'KM4 roundabout' });
    await waitFor(() =>
      expect(live.current!.state.subscriptions.map((s) => [s.channel, s.token])).toContainEqual([
        'offers.1',
        'captain-access',
      ]),
    );
    act(() => live.current!.push({ event: 'subscribed', channel: 'offers.1' }));
    // Live: no reading of the list on a timer, and no note that updates are off.
    await waitFor(() => expect(screen.queryByText(/Live updates are off/)).toBeNull());
    expect(vibrate).not.toHaveBeenCalled();
    const reads = () => calls.filter((c) => c.path === '/api/booking/available').length;
    const before = reads();

    setOffers([near, far]);
    act(() =>
      live.current!.push({
        event: 'booking.offer',
        channel: 'offers.1',
        data: { booking_id: 42, available: true, at: '' },
      }),
    );
    expect(await screen.findByRole('article', { name: 'Bakaara market' })).toBeTruthy();
    expect(reads()).toBe(before + 1);
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));

    act(() =>
      live.current!.push({
        event: 'booking.offer',
        channel: 'offers.1',
        data: { booking_id: 41, available: false, at: '' },
      }),
    );
    expect(screen.queryByRole('article', { name: 'KM4 roundabout' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Bakaara market' })).toBeTruthy();
    expect(vibrate).toHaveBeenCalledTimes(1);

    // Given back by the captain who took it, it waits again and shows again.
    act(() =>
      live.current!.push({
        event: 'booking.offer',
        channel: 'offers.1',
        data: { booking_id: 41, available: true, at: '' },
      }),
    );
    expect(await screen.findByRole('article', { name: 'KM4 roundabout' })).toBeTruthy();
  });
});
