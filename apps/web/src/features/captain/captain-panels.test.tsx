import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { CaptainScreen } from './captain-screen';
import { aBooking, amina, bajaj, signedInAsCaptain } from './captain-test-kit';

function serve(save: (form: FormData) => unknown) {
  const saved: FormData[] = [];
  mockApi({
    'GET /api/booking/active': () => ({ data: null }),
    'GET /api/captain/duty': () => ({ data: { on_duty: false } }),
    'GET /api/vehical/getall': () => ({ data: [bajaj] }),
    'GET /api/vehicalTypes': () => ({
      data: [{ id: 1, slug: 'bajaj', name: 'Bajaj (tuk-tuk)' }],
    }),
    'POST /api/vehical/save': async (request) => {
      const form = await request.formData();
      saved.push(form);
      return save(form);
    },
    'GET /api/wallet/get': () => ({
      data: {
        balance: 3.67,
        currency: 'USD',
        earnings: {
          today: { amount: 2.42, trips: 2, since: '2026-11-25T21:00:00Z' },
          week: { amount: 9.8, trips: 7, since: '2026-11-20T21:00:00Z' },
        },
        pending_payouts: [],
        pending_total: 0,
        transactions: [
          {
            id: 9,
            kind: 'trip_fare',
            amount: 1.21,
            balance_after: 3.67,
            booking_id: 41,
            description: 'Fare of trip #41',
            created_at: '2026-11-25T21:05:00Z',
          },
        ],
      },
      meta: { page: 1, per_page: 20, total: 1 },
    }),
    'GET /api/trips': () => ({
      data: [
        aBooking({
          status: 'completed',
          customer: amina,
          fare: 1.21,
          completed_at: '2026-11-25T21:05:00Z',
          rating: { rating: 5, comment: null, created_at: '2026-11-25T21:06:00Z' },
        }),
        aBooking({ id: 40, status: 'cancelled', pickup: { lat: 2, lng: 45, label: 'Bakaara', near: null } }),
      ],
      meta: { page: 1, per_page: 20, total: 2 },
    }),
  });
  return saved;
}

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('the captain console’s vehicles and wallet', () => {
  it('adds a vehicle with the camera’s photo, and shows the server’s refusal under the plate', async () => {
    signedInAsCaptain();
    let answer: unknown = new Reply(409, { message: 'This plate number is already registered.' });
    const saved = serve(() => answer);
    renderWithRouter(<CaptainScreen />, { path: '/captain' });
    await openTab('Vehicles');
    expect(await screen.findByText('BN 12345')).toBeTruthy();
    const photo = screen.getByLabelText('Photo');
    expect(photo.getAttribute('accept')).toBe('image/*');
    expect(photo.getAttribute('capture')).toBe('environment');

    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect((await screen.findAllByText('Fill this in.')).length).toBe(6);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Plate number'), { target: { value: 'BN 12345' } });
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Bajaj' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'RE' } });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'Green' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText(/Enter the year it was made, from 1950/)).toBeTruthy();
    expect(saved).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2020' } });
    const picture = new File(['jpeg'], 'bajaj.jpg', { type: 'image/jpeg' });
    fireEvent.change(photo, { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    const plate = screen.getByLabelText('Plate number');
    await waitFor(() => expect(plate.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This plate number is already registered.')).toBeTruthy();
    expect(saved[0]!.get('plate_number')).toBe('BN 12345');
    expect((saved[0]!.get('photo') as File).name).toBe('bajaj.jpg');

    answer = new Reply(201, { data: { ...bajaj, id: 6, plate_number: 'BN 777' } });
    fireEvent.change(plate, { target: { value: 'BN 777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('Vehicle saved.')).toBeTruthy();
  });

  it('changes a vehicle in the same form, filled in, and shows the server’s refusal in the page’s language', async () => {
    signedInAsCaptain();
    let answer: unknown = new Reply(422, {
      message: 'Foomka waxaa ku jira khaladaad.',
      errors: { year: ['Geli sannad u dhexeeya 1950 iyo sannadka soo socda.'] },
    });
    const saved = serve(() => answer);
    renderWithRouter(<CaptainScreen />, { path: '/captain' });
    await openTab('Vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Change BN 12345' }));
    const form = screen.getByRole('form', { name: 'Change BN 12345' });
    // One form at a time: the add form steps aside while a vehicle is changed.
    expect(screen.queryByRole('form', { name: 'Add a vehicle' })).toBeNull();
    expect((within(form).getByLabelText('Plate number') as HTMLInputElement).value).toBe('BN 12345');
    expect((within(form).getByLabelText('Year') as HTMLInputElement).value).toBe('2021');
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).value).toBe('1');
    expect(within(form).getByText(/Leave it to keep the photo you have/)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Colour'), { target: { value: 'Green' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Geli sannad u dhexeeya 1950 iyo sannadka soo socda.')).toBeTruthy();
    expect(saved[0]!.get('id')).toBe('5');
    expect(saved[0]!.get('colour')).toBe('Green');
    expect(saved[0]!.get('plate_number')).toBe('BN 12345');
    expect(saved[0]!.get('photo')).toBeNull();

    answer = { data: { ...bajaj, colour: 'Green' } };
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change BN 12345' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Add a vehicle' })).toBeTruthy();
  });

  it('shows the balance, the money in, and past trips with their ratings', async () => {
    signedInAsCaptain();
    serve(() => null);
    renderWithRouter(<CaptainScreen />, { path: '/captain' });
    await openTab('Wallet');
    expect((await screen.findByTestId('captain-balance')).textContent).toBe('$3.67');
    expect(screen.getByTestId('captain-earned-today').textContent).toBe('Earned today$2.422 trips');
    expect(screen.getByTestId('captain-earned-week').textContent).toBe('Earned this week$9.807 trips');
    expect(screen.getByText('+$1.21')).toBeTruthy();
    // Mogadishu time, with the month named (Somali month names are our own).
    expect(screen.getAllByText(/26 Nov 2026, 00:05/).length).toBeGreaterThan(0);
    const history = screen.getByRole('region', { name: 'Your trips' });
    expect(within(history).getByText(/★★★★★ Rated 5 of 5/)).toBeTruthy();
    expect(within(history).getByText(/Cancelled/)).toBeTruthy();
  });
});
