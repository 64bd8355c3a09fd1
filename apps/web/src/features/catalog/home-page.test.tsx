import type { Industry, Store } from '@suuq/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderWithRouter } from '../../test/render';
import { HomePage } from './home-page';

const industries: Industry[] = [
  { id: 1, slug: 'food', name: 'Food', image: '/images/industries/food.svg' },
  { id: 2, slug: 'grocery', name: 'Grocery', image: '/images/industries/grocery.svg' },
  { id: 3, slug: 'water', name: 'Water', image: '/images/industries/water.svg' },
  { id: 4, slug: 'gas', name: 'Gas', image: '/images/industries/gas.svg' },
];

function store(id: number, name: string, isOpen: boolean): Store {
  return {
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    branch_id: id,
    currency: 'USD',
    min_order_amount: 5,
    industry: 'food',
    image: `/images/stores/${id}.webp`,
    phone: '+252610000000',
    address: 'Maka Al Mukarama Road, Mogadishu',
    lat: 2.04,
    lng: 45.34,
    is_open: isOpen,
  };
}

const stores = [store(1, 'Hodan Market', true), store(2, 'Xamar Gas', false)];

describe('HomePage', () => {
  it('lists the industries and the stores from the API', async () => {
    const { calls } = mockApi({
      'GET /api/industries': () => ({ data: industries }),
      'POST /api/stores': () => ({ data: stores }),
    });
    renderWithRouter(<HomePage />);

    const industryList = await screen.findByRole('region', { name: 'What do you need?' });
    await waitFor(() =>
      expect(
        within(industryList)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Food', 'Grocery', 'Water', 'Gas']),
    );
    const foodLink = within(industryList).getByRole('link', { name: 'Food' });
    expect(foodLink.querySelector('img')?.getAttribute('src')).toBe('/images/industries/food.svg');

    const storeList = screen.getByRole('region', { name: 'Stores' });
    const hodan = await within(storeList).findByRole('link', { name: /Hodan Market/ });
    expect(hodan.getAttribute('href')).toBe('/store/hodan%20market');
    expect(within(hodan).getByText('Open')).toBeTruthy();
    expect(within(hodan).getByText('Maka Al Mukarama Road, Mogadishu')).toBeTruthy();
    expect(within(storeList).getByRole('link', { name: /Xamar Gas/ }).textContent).toContain('Closed');

    const storesCall = calls.find((request) => request.url.endsWith('/api/stores'));
    expect(storesCall?.method).toBe('POST');
    expect(await storesCall?.clone().json()).toEqual({});
    expect(storesCall?.headers.get('Accept-Language')).toBe('en');
  });

  it('passes the store along as navigation state', async () => {
    mockApi({
      'GET /api/industries': () => ({ data: industries }),
      'POST /api/stores': () => ({ data: stores }),
    });
    renderWithRouter(<HomePage />);
    fireEvent.click(await screen.findByRole('link', { name: /Hodan Market/ }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/store/hodan%20market');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ store: stores[0] });
  });

  it('shows loading, then a plain-language error with a working retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let industriesUp = false;
    mockApi({
      'GET /api/industries': () => {
        if (!industriesUp) throw new Error('offline');
        return { data: industries };
      },
      'POST /api/stores': () => ({ data: [] }),
    });
    renderWithRouter(<HomePage />);

    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findByText('No stores yet.')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this.');
    expect(console.error).toHaveBeenCalledWith('Request failed: /api/industries', expect.anything());

    industriesUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Gas' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the API for Somali names once Somali is chosen', async () => {
    await changeLanguage('so');
    const { calls } = mockApi({
      'GET /api/industries': () => ({ data: [{ ...industries[0], name: 'Cunto' }] }),
      'POST /api/stores': () => ({ data: stores }),
    });
    renderWithRouter(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Cunto' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dukaamada' })).toBeTruthy();
    const industriesCall = calls.find((request) => request.url.includes('/api/industries'));
    expect(industriesCall?.headers.get('Accept-Language')).toBe('so');
    expect(new URL(industriesCall?.url ?? '').searchParams.get('lang')).toBe('so');
  });
});
