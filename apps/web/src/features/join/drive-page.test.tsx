import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { DrivePage } from './drive-page';

const TYPES = [
  {
    id: 1,
    slug: 'bajaj',
    name: 'Bajaj',
    description: '',
    base_fare: 1,
    per_km: 0.5,
    currency: 'USD',
    seats: 3,
    capacity_kg: null,
  },
  {
    id: 3,
    slug: 'truck',
    name: 'Truck',
    description: '',
    base_fare: 3,
    per_km: 1.2,
    currency: 'USD',
    seats: 2,
    capacity_kg: 1500,
  },
];

function setup(answer: (request: Request) => unknown = () => ({ data: { id: 41, status: 'pending' } })) {
  const sent: unknown[] = [];
  const { calls } = mockApi({
    'GET /api/vehicalTypes': () => ({ data: TYPES }),
    'POST /api/captain-applications': async (request) => {
      sent.push(await request.clone().json());
      return answer(request);
    },
  });
  renderWithRouter(<DrivePage />, { path: '/drive' });
  return { sent, calls };
}

async function fillIn(plate = 'bn  20999') {
  fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Cabdi Darawal' } });
  fireEvent.change(screen.getByLabelText('Your mobile number'), { target: { value: '061 830 0900' } });
  await screen.findByRole('option', { name: 'Truck' });
  fireEvent.change(screen.getByLabelText('What you drive'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Plate number'), { target: { value: plate } });
}

describe('Drive with Suuq', () => {
  it('sends the application with the plate as it is kept, then says what happens next', async () => {
    const { sent } = setup();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { name: 'Thank you: your application is in' })).toBeTruthy();
    expect(sent).toEqual([
      { name: 'Cabdi Darawal', phone: '061 830 0900', vehicle_type_id: 3, plate_number: 'BN 20999' },
    ]);
    expect(screen.getByText(/We call 061 830 0900 within two working days/)).toBeTruthy();
    expect(screen.getByText(/captain console/)).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    const { sent } = setup();
    await screen.findByRole('option', { name: 'Bajaj' });
    fireEvent.change(screen.getByLabelText('Plate number'), { target: { value: '#!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter a plate number such as BN 12345.')).toBeTruthy();
    expect(screen.getByText('Choose what you drive.')).toBeTruthy();
    expect(screen.getByText('Enter a Somali mobile number, such as 061 234 5678.')).toBeTruthy();
    expect(screen.getByText('Fill this in.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows a phone that already has an account on the phone field, and too many applications above the button', async () => {
    let answer: unknown = new Reply(409, {
      message: 'This phone number already has a Suuq account. Apply with another number, or contact us.',
      errors: {
        phone: ['This phone number already has a Suuq account. Apply with another number, or contact us.'],
      },
    });
    setup(() => answer);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/already has a Suuq account/)).toBeTruthy();
    expect(screen.getByLabelText('Your mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('');

    answer = new Reply(429, { message: 'Too many requests.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again in an hour');
  });

  it('speaks Somali and asks for the vehicle types in it', async () => {
    await changeLanguage('so');
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Darawal ku noqo Suuq' })).toBeTruthy();
    expect(screen.getByLabelText('Lambarka taargada')).toBeTruthy();
    await screen.findByRole('option', { name: 'Bajaj' });
    const types = calls.find((call) => call.url.includes('/api/vehicalTypes'));
    expect(new URL(types!.url).searchParams.get('lang')).toBe('so');
  });
});
