import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { SellPage } from './sell-page';

const INDUSTRIES = [
  { id: 1, slug: 'food', name: 'Food', image: '/images/food.webp' },
  { id: 2, slug: 'water', name: 'Water', image: '/images/water.webp' },
];

function setup(answer: (request: Request) => unknown = () => ({ data: { id: 7, status: 'pending' } })) {
  const sent: unknown[] = [];
  mockApi({
    'GET /api/industries': () => ({ data: INDUSTRIES }),
    'POST /api/store-applications': async (request) => {
      sent.push(await request.clone().json());
      return answer(request);
    },
  });
  renderWithRouter(<SellPage />, { path: '/sell' });
  return { sent };
}

/** The phone is at the shop: its location is KM4. */
function atTheShop() {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (done: PositionCallback) =>
        done({ coords: { latitude: 2.0335, longitude: 45.311 } } as GeolocationPosition),
    },
  });
}

async function fillIn() {
  fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: 'Hiil Grocery' } });
  fireEvent.change(screen.getByLabelText('Owner’s name'), { target: { value: 'Faadumo Cali' } });
  fireEvent.change(screen.getByLabelText('Owner’s mobile number'), { target: { value: '061 755 0101' } });
  await screen.findByRole('option', { name: 'Water' });
  fireEvent.change(screen.getByLabelText('What the shop sells'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Shop address'), { target: { value: 'Hodan, KM4' } });
}

describe('Sell on Suuq', () => {
  it('sends the application with the phone’s location, then says what happens next', async () => {
    atTheShop();
    const { sent } = setup();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('The shop is on the map.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: 'Thank you: your application is in' })).toBeTruthy();
    expect(sent).toEqual([
      {
        store_name: 'Hiil Grocery',
        owner_name: 'Faadumo Cali',
        phone: '061 755 0101',
        industry_id: 2,
        address: 'Hodan, KM4',
        location: { lat: 2.0335, lng: 45.311 },
      },
    ]);
    expect(screen.getByText(/We call 061 755 0101 within two working days/)).toBeTruthy();
    expect(screen.getByText(/one-time sign-in code/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
  });

  it('checks the fields before sending, the map pin included', async () => {
    const { sent } = setup();
    await screen.findByRole('option', { name: 'Food' });
    fireEvent.change(screen.getByLabelText('Owner’s mobile number'), {
      target: { value: '+1 202 555 0100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Put the shop on the map.')).toBeTruthy();
    expect(screen.getByText('Enter a Somali mobile number, such as 061 234 5678.')).toBeTruthy();
    expect(screen.getByText('Choose what the shop sells.')).toBeTruthy();
    expect(screen.getAllByText('Fill this in.')).toHaveLength(3);
    expect(screen.getByLabelText('Shop name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusals on their fields, and explains too many applications', async () => {
    atTheShop();
    let answer: unknown = new Reply(422, {
      message: 'Some fields are not valid.',
      errors: { phone: ['Geli lambar mobayl oo Soomaali ah.'], 'location.lat': ['Put the shop on the map.'] },
    });
    setup(() => answer);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Geli lambar mobayl oo Soomaali ah.')).toBeTruthy();
    expect(screen.getByLabelText('Owner’s mobile number').getAttribute('aria-invalid')).toBe('true');

    answer = new Reply(429, { message: 'Too many requests.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Several applications have come from this phone or connection in the last hour.',
    );
  });

  it('says so when the location cannot be found, and speaks Somali', async () => {
    await changeLanguage('so');
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_done: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1 } as GeolocationPositionError),
      },
    });
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ku iibi Suuq' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Isticmaal goobtayda' }));
    await waitFor(() => expect(screen.getByText(/Goobtaada lama helin/)).toBeTruthy());
  });
});
