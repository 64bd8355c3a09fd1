import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/render';
import { makeCategory, makeProduct, makeStore, makeStoreDetail } from '../../test/catalog-fixtures';

vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {} }),
}));

const grocery = makeStore({ id: 1, name: 'Hodan Market', industry: 'grocery' });
const gas = makeStore({ id: 2, name: 'Xamar Gas', industry: 'gas' });
const water = makeStore({ id: 3, name: 'Biyo Water', industry: 'water', is_open: false });

/** The catalog as the server answers it, filtered like the server filters. */
function catalogApi() {
  return mockApi({
    'GET /api/industries': () => ({
      data: ['food', 'grocery', 'water', 'gas'].map((slug, index) => ({
        id: index + 1,
        slug,
        name: slug[0]?.toUpperCase() + slug.slice(1),
        image: `/images/industries/${slug}.svg`,
      })),
    }),
    'POST /api/stores': async (request) => {
      const { industry } = (await request.json()) as { industry?: string };
      return { data: [grocery, gas, water].filter((store) => !industry || store.industry === industry) };
    },
    'GET /api/stores/hodan-market': () => ({
      data: makeStoreDetail({ ...grocery, categories: [makeCategory({ id: 1, name: 'Rice' })] }),
    }),
    'GET /api/stores/xamar-gas': () => ({
      data: makeStoreDetail({ ...gas, categories: [makeCategory({ id: 9, name: 'Refills', store_id: 2 })] }),
    }),
    'GET /api/stores/biyo-water': () => ({ data: makeStoreDetail({ ...water, categories: [] }) }),
    'POST /api/stores/products': async (request) => {
      const { store_id: storeId } = (await request.json()) as { store_id: number };
      return {
        data: {
          categories: [],
          products: [makeProduct({ id: storeId * 10, name: `Best of store ${storeId}`, store_id: storeId })],
        },
        meta: { page: 1, per_page: 20, total: 1 },
      };
    },
  });
}

const main = () => screen.getByRole('main');

// The catalog pages are one module graph: transform it once up front, not inside the first test's time limit.
beforeAll(() => import('./catalog-routes'), 30_000);

describe('the odd routes of the spec', () => {
  it('/---store is the directory of every store', async () => {
    catalogApi();
    renderApp('/---store');
    expect(await screen.findByRole('heading', { level: 1, name: 'All stores' })).toBeTruthy();
    for (const name of ['Hodan Market', 'Xamar Gas', 'Biyo Water'])
      expect(await within(main()).findByRole('link', { name: new RegExp(name) })).toBeTruthy();
  });

  it.each(['/category-homepage', '/grid', '/category'])(
    '%s without a store shows every store’s categories',
    async (url) => {
      catalogApi();
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
      const rice = await within(main()).findByRole('link', { name: /Rice/ });
      expect(rice.getAttribute('href')).toBe('/category?store=hodan-market&category=1');
      expect(within(main()).getByRole('link', { name: /Refills/ })).toBeTruthy();
    },
  );

  it('/grid with a store and a category is that category’s product grid', async () => {
    catalogApi();
    renderApp('/grid?store=hodan-market&category=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice' })).toBeTruthy();
    expect(await within(main()).findByRole('heading', { name: 'Best of store 1' })).toBeTruthy();
  });

  it.each(['/product-homepage', '/_product'])('%s shows a few products of the open stores', async (url) => {
    catalogApi();
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular products' })).toBeTruthy();
    expect(await within(main()).findByRole('heading', { name: 'Best of store 1' })).toBeTruthy();
    expect(within(main()).getByRole('heading', { name: 'Best of store 2' })).toBeTruthy();
    // Biyo Water is closed: no shelf for it.
    expect(within(main()).queryByRole('heading', { name: 'From Biyo Water' })).toBeNull();
  });

  it('/cook shows the grocery and the gas stores', async () => {
    catalogApi();
    renderApp('/cook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cook at home' })).toBeTruthy();
    const groceries = screen.getByRole('region', { name: 'Groceries' });
    const gasStores = screen.getByRole('region', { name: 'Cooking gas' });
    expect(await within(groceries).findByRole('link', { name: /Hodan Market/ })).toBeTruthy();
    expect(await within(gasStores).findByRole('link', { name: /Xamar Gas/ })).toBeTruthy();
    expect(within(groceries).queryByRole('link', { name: /Xamar Gas/ })).toBeNull();
  });

  it('/sample walks through a sample order', async () => {
    renderApp('/sample');
    expect(await screen.findByRole('heading', { level: 1, name: 'How ordering works' })).toBeTruthy();
    expect(within(main()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(main()).getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('/industry lists the stores of one industry', async () => {
    catalogApi();
    renderApp('/industry?industry=water');
    expect(await screen.findByRole('heading', { level: 1, name: 'Water' })).toBeTruthy();
    const stores = screen.getByRole('region', { name: 'Stores' });
    const biyo = await within(stores).findByRole('link', { name: /Biyo Water/ });
    expect(within(biyo).getByText('Closed')).toBeTruthy();
    expect(within(stores).queryByRole('link', { name: /Hodan Market/ })).toBeNull();
  });

  it('/about-store without a store lets the shopper pick one, and with one shows its facts', async () => {
    catalogApi();
    renderApp('/about-store');
    expect(await screen.findByRole('heading', { level: 1, name: 'About a store' })).toBeTruthy();
    fireEvent.click(await within(main()).findByRole('link', { name: /Xamar Gas/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Xamar Gas: store details' })).toBeTruthy();
    expect(await screen.findByText('Address')).toBeTruthy();
  });
});
