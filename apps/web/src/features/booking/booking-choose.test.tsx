import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/use-config';
import { renderWithRouter } from '../../test/render';
import { BookingPage } from './booking-page';
import { aBooking, fakeLive, fakeMapTaps, serve, signedIn } from './booking-test-kit';

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
  fakeMapTaps.count = 0;
});

const renderPage = () => renderWithRouter(<BookingPage />, { path: '/book' });

async function chooseTrip(vehicle = 'Car') {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${vehicle}`) }));
  const tap = await screen.findByRole('button', { name: 'Tap the map' });
  fireEvent.click(tap);
  fireEvent.click(tap);
  // The fare comes from the server before the booking can be confirmed, and the rider says how they pay.
  await screen.findByText(/^Fare: /);
  fireEvent.click(screen.getByRole('radio', { name: /^Cash to the captain/ }));
}

describe('booking a trip', () => {
  it('asks a signed-out visitor to sign in first, on the page itself', async () => {
    serve({ booking: null });
    renderPage();
    expect(await screen.findByText('Sign in to book a ride or a delivery.')).toBeTruthy();
    expect(screen.getByLabelText('Phone number or email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?next=%2Fbook',
    );
  });

  it('lists the vehicle types in the page’s language with their fares and what they carry', async () => {
    signedIn();
    serve({ booking: null });
    renderPage();
    const water = await screen.findByRole('radio', { name: /^Water tanker/ });
    expect(water.closest('label')!.textContent).toContain('$5.00 + $1.00 a km · Carries up to 10000 kg');
    expect(screen.getByRole('radio', { name: /^Car/ }).closest('label')!.textContent).toContain('4 seats');
    expect(screen.getByText('Choose a vehicle, a pickup and a drop-off to see the fare.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('places the pickup then the drop-off with taps on the map and shows the fare before confirming', async () => {
    signedIn();
    const calls = serve({ booking: null });
    renderPage();
    await chooseTrip();
    expect(screen.getByTestId('mark-pickup').textContent).toBe('2.0469,45.3182');
    expect(screen.getByTestId('mark-dropoff').textContent).toBe('2.0649,45.3182');
    // Car: $1.00 + $0.50 a km over 2.0 km in a straight line.
    expect(await screen.findByText('Fare: $2.00')).toBeTruthy();
    expect(screen.getByText(/^2 km in a straight line/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/booking/search')).toBe(false);
    expect(calls.find((call) => call.path === '/api/booking/estimate')?.body).toEqual({
      vehicle_type_id: 2,
      pickup: { lat: 2.0469, lng: 45.3182 },
      dropoff: { lat: 2.0649, lng: 45.3182 },
    });
  });

  it('says the fare is being worked out, and lets nothing be confirmed until the server quotes it', async () => {
    signedIn();
    let answer: (body: unknown) => void = () => {};
    serve({ booking: null }, { estimate: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /^Car/ }));
    const tap = await screen.findByRole('button', { name: 'Tap the map' });
    fireEvent.click(tap);
    fireEvent.click(tap);
    expect(await screen.findByText('Working out the fare…')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    answer({ data: { vehicle_type_id: 2, distance_km: 2.0, fare: 3.25, currency: 'USD' } });
    expect(await screen.findByText('Fare: $3.25')).toBeTruthy();
    // Nothing is chosen for the rider: how they pay comes first.
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('Choose how you will pay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^EVC Plus/ }));
    expect(confirm.disabled).toBe(false);
  });

  it('offers a retry when the fare cannot be reached, and shows it once it can', async () => {
    signedIn();
    let reachable = false;
    serve(
      { booking: null },
      {
        estimate: () => {
          if (!reachable) throw new Error('offline');
          return { data: { vehicle_type_id: 2, distance_km: 2.0, fare: 2, currency: 'USD' } };
        },
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /^Car/ }));
    const tap = await screen.findByRole('button', { name: 'Tap the map' });
    fireEvent.click(tap);
    fireEvent.click(tap);
    expect(
      await screen.findByText('The fare could not be worked out. Check your connection and try again.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fare: $2.00')).toBeTruthy();
  });

  it('says so when the two points are too close, and does not let it be booked', async () => {
    signedIn();
    serve({ booking: null });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /^Car/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tap the map' }));
    fakeMapTaps.count = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Tap the map' }));
    // The server's reason, in the page's language.
    expect(await screen.findByText('The pickup and drop-off points are too close together.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('starts from a saved address', async () => {
    signedIn();
    serve(
      { booking: null },
      {
        addresses: [
          {
            id: 5,
            label: 'Home',
            line: 'Hodan, near Tarabuunka',
            lat: 2.03,
            lng: 45.31,
            notes: null,
            last_used_at: null,
            created_at: '2026-11-01T10:00:00+03:00',
          },
        ],
      },
    );
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Or a saved address' }), {
      target: { value: '5' },
    });
    const pickup = screen.getByRole('button', { name: /^Pickup/ });
    expect(pickup.textContent).toContain('Home: Hodan, near Tarabuunka');
    expect(screen.getByRole('button', { name: /^Drop-off/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('confirms: the booking is asked for, remembered for a reload, and followed live as it searches', async () => {
    signedIn('a1');
    const state = { booking: null };
    const calls = serve(state);
    renderPage();
    await chooseTrip();
    fireEvent.change(screen.getByLabelText('Note for the captain (optional)'), {
      target: { value: 'Blue gate' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    expect(
      await screen.findByText('We are asking captains near you. This usually takes a few minutes.'),
    ).toBeTruthy();
    const search = calls.find((call) => call.path === '/api/booking/search')!;
    // Points on the map are told by the place they are at, from the city's own table.
    expect(search.body).toEqual({
      vehicle_type_id: 2,
      payment_method: 'cash',
      pickup: { lat: 2.0469, lng: 45.3182, label: 'Near Banadir Hospital, Hodan' },
      dropoff: { lat: 2.0649, lng: 45.3182, label: 'Near Wardhiigleey' },
      notes: 'Blue gate',
    });
    expect(search.auth).toBe('Bearer a1');
    // Said in a live region (the map beside it may still be loading, in one of its own).
    expect(
      screen.getAllByText('Finding a captain').some((element) => element.closest('[role="status"]')),
    ).toBe(true);
    expect(screen.getByText('Quoted fare: $2.00')).toBeTruthy();
    expect(localStorage.getItem('suuq.booking')).toBe('41');
    await waitFor(() =>
      expect(fakeLive.subscriptions.map((s) => [s.channel, s.token])).toEqual([['booking.41', 'a1']]),
    );
  });

  it('shows the server’s reason when the booking is refused', async () => {
    signedIn();
    serve({ booking: null });
    const { unmount } = renderPage();
    await chooseTrip();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'You already have a booking in progress.' }), { status: 409 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('You already have a booking in progress.')).toBeTruthy();
    expect(localStorage.getItem('suuq.booking')).toBeNull();
    unmount();
  });

  it('comes back to the remembered booking after a reload', async () => {
    signedIn();
    localStorage.setItem('suuq.booking', '41');
    serve({ booking: aBooking() });
    renderPage();
    expect(await screen.findByText('Finding a captain', { selector: '.booking-status__title' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });

  it('finds a booking opened elsewhere and follows it', async () => {
    signedIn();
    serve({ booking: aBooking({ id: 52 }) });
    renderPage();
    expect(await screen.findByText('Finding a captain', { selector: '.booking-status__title' })).toBeTruthy();
    expect(localStorage.getItem('suuq.booking')).toBe('52');
  });
});
