import type { Industry, Store } from '@suuq/shared/catalog';
import type { ServerFrame } from '@suuq/shared/live';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderWithRouter } from '../../test/render';
import { HomePage } from './home-page';
import { makeCategory, makeStoreDetail } from '../../test/catalog-fixtures';
import { resetShopperPosition } from './use-shopper-position';
import type * as Settled from '../../lib/settled';

// Leaflet needs a real browser (the journeys cover it); here the map is a stand-in that names its stores.
vi.mock('./store-map', () => ({
  StoreMap: ({ stores }: { stores: Store[] }) => <p>Map of {stores.map((store) => store.name).join(', ')}</p>,
}));

// The live badges wait for the page to settle (a few seconds after the load event): here the page has settled.
vi.mock('../../lib/settled', async (actual) => ({
  ...(await actual<typeof Settled>()),
  whenSettled: (then: () => void) => {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  },
}));

const live = vi.hoisted(() => ({ listeners: new Map<string, (frame: ServerFrame) => void>() }));
vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({
    subscribe: (channel: string, listener: (frame: ServerFrame) => void) => {
      live.listeners.set(channel, listener);
      return () => live.listeners.delete(channel);
    },
    onStatus: () => () => {},
  }),
}));

/** The browser's answers about the shopper's position. */
function stubPosition(permission: PermissionState, coords?: { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (coords) success({ coords } as GeolocationPosition);
    else failure?.({ code: 1 } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
    permissions: { query: async () => ({ state: permission }) },
  });
  return getCurrentPosition;
}

/** The stores section; looked up each time, since the sorted list replaces the first, plain one. */
const storesRegion = () => screen.getByRole('region', { name: 'Stores' });

class VisibleAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
}

beforeEach(() => {
  resetShopperPosition();
  stubPosition('denied');
});

afterEach(() => {
  live.listeners.clear();
});

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
    timezone: 'Africa/Mogadishu',
    hours: [],
    closures: [],
    next_opening: null,
    accepts_scheduled: false,
    zones: [],
  };
}

const stores = [store(1, 'Hodan Market', true), store(2, 'Xamar Gas', false)];
stores[1]!.lat = 2.06;
stores[1]!.lng = 45.36;

/** The usual answers, with categories for each store. */
function homeApi(extra: Record<string, () => unknown> = {}) {
  return mockApi({
    'GET /api/industries': () => ({ data: industries }),
    'POST /api/stores': () => ({ data: stores }),
    'GET /api/stores/hodan-market': () => ({
      data: makeStoreDetail({
        ...stores[0],
        categories: ['Rice', 'Flour', 'Oil', 'Sugar'].map((name, index) =>
          makeCategory({ id: index + 1, name, store_id: 1 }),
        ),
      }),
    }),
    'GET /api/stores/xamar-gas': () => ({
      data: makeStoreDetail({
        ...stores[1],
        categories: ['Refills', 'Cylinders'].map((name, index) =>
          makeCategory({ id: index + 10, name, store_id: 2 }),
        ),
      }),
    }),
    ...extra,
  });
}

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

    const storeList = await screen.findByRole('region', { name: 'Stores' });
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

  it('shows the popular categories as a carousel with arrows (more than five), each opening its category', async () => {
    homeApi({ 'POST /api/stores': () => ({ data: stores.map((entry) => ({ ...entry, is_open: true })) }) });
    renderWithRouter(<HomePage />);
    const strip = await screen.findByRole('region', { name: 'Popular categories' });
    const rice = await within(strip).findByRole('link', { name: /Rice/ });
    expect(rice.getAttribute('href')).toBe('/category?store=hodan-market&category=1');
    // The stores take turns, so the strip starts with a mix.
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'RiceHodan Market',
      'RefillsXamar Gas',
      'FlourHodan Market',
      'CylindersXamar Gas',
      'OilHodan Market',
      'SugarHodan Market',
    ]);
    expect(within(strip).getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('asks for the stores of the strip in one request, once, also when the nearest-first list reorders them', async () => {
    stubPosition('granted', { latitude: 2.061, longitude: 45.361 });
    const { calls } = homeApi({
      'POST /api/stores': () => ({ data: stores.map((entry) => ({ ...entry, is_open: true })) }),
    });
    renderWithRouter(<HomePage />);
    await screen.findByText('Nearest first');
    const strip = await screen.findByRole('region', { name: 'Popular categories' });
    await within(strip).findByRole('link', { name: /Refills/ });
    const asked = calls.filter((call) => new URL(call.url).pathname === '/api/store-details');
    expect(asked.map((call) => new URL(call.url).searchParams.get('slugs'))).toEqual([
      'hodan-market,xamar-gas',
    ]);
    expect(calls.filter((call) => call.url.includes('/api/stores/'))).toEqual([]);
    // Nearest first: the strip starts with the categories of the store nearest.
    expect(within(strip).getAllByRole('link')[0]?.textContent).toContain('Xamar Gas');
  });

  it("leaves a closed store's categories out of the popular ones", async () => {
    homeApi();
    renderWithRouter(<HomePage />);
    const strip = await screen.findByRole('region', { name: 'Popular categories' });
    await within(strip).findByRole('link', { name: /Rice/ });
    expect(within(strip).queryByRole('link', { name: /Xamar Gas/ })).toBeNull();
    expect(within(strip).getAllByRole('link')).toHaveLength(4);
  });

  it('sorts the stores nearest first when the browser already allows the position', async () => {
    stubPosition('granted', { latitude: 2.061, longitude: 45.361 });
    homeApi();
    renderWithRouter(<HomePage />);
    await screen.findByText('Nearest first');
    const list = storesRegion();
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.querySelector('.store-card__name')?.textContent);
    expect(names).toEqual(['Xamar Gas', 'Hodan Market']);
    expect(within(list).getByText('0.2 km')).toBeTruthy();
  });

  it('offers to sort by distance when the browser would ask first, and never asks by itself', async () => {
    const getCurrentPosition = stubPosition('prompt', { latitude: 2.061, longitude: 45.361 });
    homeApi();
    renderWithRouter(<HomePage />);
    const button = await screen.findByRole('button', { name: 'Show the nearest first' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(within(storesRegion()).getAllByRole('link')[0]?.textContent).toContain('Hodan Market');

    fireEvent.click(button);
    expect(await screen.findByText('Nearest first')).toBeTruthy();
    expect(within(storesRegion()).getAllByRole('link')[0]?.textContent).toContain('Xamar Gas');
  });

  it('loads the map of the stores when it comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', VisibleAtOnce);
    homeApi();
    renderWithRouter(<HomePage />);
    const map = await screen.findByRole('region', { name: 'On the map' });
    expect(await within(map).findByText('Map of Hodan Market, Xamar Gas')).toBeTruthy();
  });

  it("changes a store's badge when it opens or closes, without a reload", async () => {
    homeApi();
    renderWithRouter(<HomePage />);
    await waitFor(() => expect(live.listeners.has('stores')).toBe(true));
    const hodan = within(storesRegion()).getByRole('link', { name: /Hodan Market/ });
    expect(within(hodan).getByText('Open')).toBeTruthy();

    act(() =>
      live.listeners.get('stores')?.({
        event: 'store.status',
        channel: 'stores',
        data: { store_id: 1, is_open: false },
      }),
    );
    expect(await within(hodan).findByText('Closed')).toBeTruthy();
  });

  it('opens the search page for what was typed', async () => {
    homeApi();
    renderWithRouter(<HomePage />);
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Search stores and products' }), {
      target: { value: ' bariis ' },
    });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/search?q=bariis');
  });
});
