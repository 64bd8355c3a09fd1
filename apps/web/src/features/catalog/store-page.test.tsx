import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, Reply } from '../../test/render';
import type { AddToCartRequest, AddToCartResult } from '../../lib/add-to-cart';
import {
  makeCategory,
  makeGroup,
  makeProduct,
  makeStore,
  makeStoreDetail,
} from '../../test/catalog-fixtures';

const addToCart = vi.hoisted(() => vi.fn<(request: AddToCartRequest) => Promise<AddToCartResult>>());
vi.mock('../../lib/add-to-cart', () => ({
  useAddToCart: () => addToCart,
  preloadAddToCart: () => {},
  provideAddToCartFlow: () => {},
}));
vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {} }),
}));

const hodan = makeStore({ id: 1, name: 'Hodan Market', min_order_amount: 5 });
const detail = makeStoreDetail({
  ...hodan,
  categories: [makeCategory({ id: 1, name: 'Rice' }), makeCategory({ id: 2, name: 'Drinks' })],
});
const simple = makeProduct({ id: 1, name: 'Basmati rice', selling_price: 7.5, compare_price: 9 });
const withOptions = makeProduct({ id: 2, name: 'Rice plate', options: [makeGroup()] });
const many = Array.from({ length: 25 }, (_, index) =>
  makeProduct({ id: 100 + index, name: `Item ${index + 1}`, selling_price: 1 }),
);

interface ProductsBody {
  store_id: number;
  category_id?: number;
  page: number;
  per_page: number;
}

function storeApi(products: ReturnType<typeof makeProduct>[] = [simple, withOptions]) {
  return mockApi({
    'POST /api/stores': () => ({ data: [hodan, makeStore({ id: 2, name: 'Xamar Gas' })] }),
    'GET /api/stores/hodan-market': () => ({ data: detail }),
    'POST /api/stores/products': async (request) => {
      const body = (await request.json()) as ProductsBody;
      const chosen = products.filter(
        (product) => !body.category_id || product.category_id === body.category_id,
      );
      const start = (body.page - 1) * body.per_page;
      return {
        data: { categories: detail.categories, products: chosen.slice(start, start + body.per_page) },
        meta: { page: body.page, per_page: body.per_page, total: chosen.length },
      };
    },
  });
}

const productRequests = async (calls: Request[]) =>
  Promise.all(
    calls
      .filter((call) => call.url.includes('/api/stores/products'))
      .map(async (call) => (await call.clone().json()) as ProductsBody),
  );

beforeEach(() => {
  addToCart.mockReset();
  addToCart.mockResolvedValue({ ok: true });
});

// The catalog pages are one module graph: transform it once up front, not inside the first test's time limit.
beforeAll(() => import('./catalog-routes'), 30_000);

describe('store page', () => {
  it('asks for the store by its name’s slug at once, then shows its details, menu and breadcrumb', async () => {
    const { calls } = storeApi();
    renderApp('/store/hodan%20market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hodan Market' })).toBeTruthy();
    // No round trip through the store list first: the slug of the name is the store's.
    expect(calls.some((call) => call.url.endsWith('/api/stores') && call.method === 'POST')).toBe(false);
    expect(calls[0]?.url).toContain('/api/stores/hodan-market?lang=en');

    const menu = screen.getByRole('navigation', { name: 'Hodan Market menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/store/hodan%20market'],
      ['About Hodan Market', '/store/about/hodan%20market'],
      ['Categories', '/category?store=hodan-market'],
      ['About Store', '/about-store'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Hodan Market').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('Minimum order: $5.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
  });

  it('shows the grid: title, cards with image, price and the higher compare price struck through', async () => {
    storeApi();
    renderApp('/store/hodan%20market');
    const grid = await screen.findByRole('region', { name: 'All products' });
    const card = (await within(grid).findByRole('heading', { name: 'Basmati rice' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('$7.50')).toBeTruthy();
    expect(within(card).getByText('$9.00').closest('s')).not.toBeNull();
    const image = card.querySelector('img');
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('320');
    expect(image?.getAttribute('srcset')).toContain('/images/w320/products/rice.webp 320w');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/products/basmati-rice');
  });

  it('adds a simple product at once with quantity 1, and opens the modal for one with options', async () => {
    storeApi();
    renderApp('/store/hodan%20market');
    // Found before act: the renderer draws nothing inside act until it ends.
    const add = await screen.findByRole('button', { name: 'Add Basmati rice to the cart' });
    await act(async () => fireEvent.click(add));
    expect(addToCart).toHaveBeenCalledWith({
      product: simple,
      optionIds: [],
      addonIds: [],
      quantity: 1,
      mode: 'increment',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Choose options for Rice plate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rice plate' });
    expect(within(dialog).getByRole('group', { name: /Choose your rice/ })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages with "Load more", 20 at a time', async () => {
    const { calls } = storeApi(many);
    renderApp('/store/hodan%20market');
    const grid = await screen.findByRole('region', { name: 'All products' });
    await within(grid).findByRole('heading', { name: 'Item 20' });
    expect(within(grid).queryByRole('heading', { name: 'Item 21' })).toBeNull();
    expect(within(grid).getByText('20 of 25')).toBeTruthy();
    // The first row's photos come first; the first four load at once, the others when scrolled near.
    const images = [...grid.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('fetchpriority')).slice(0, 3)).toEqual([
      'high',
      'high',
      null,
    ]);
    expect(images.map((image) => image.getAttribute('loading')).slice(3, 5)).toEqual([null, 'lazy']);

    fireEvent.click(within(grid).getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByRole('heading', { name: 'Item 25' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect((await productRequests(calls)).map((body) => [body.page, body.per_page])).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('filters by category through the strip, and the breadcrumb follows', async () => {
    const { calls } = storeApi([simple, makeProduct({ id: 3, name: 'Mango juice', category_id: 2 })]);
    renderApp('/store/hodan%20market');
    fireEvent.click(await screen.findByRole('link', { name: 'Drinks' }));
    const grid = await screen.findByRole('region', { name: 'Drinks' });
    expect(await within(grid).findByRole('heading', { name: 'Mango juice' })).toBeTruthy();
    expect(within(grid).queryByRole('heading', { name: 'Basmati rice' })).toBeNull();
    expect((await productRequests(calls)).at(-1)?.category_id).toBe(2);
    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByRole('link', { name: 'Hodan Market' })).toBeTruthy();
    expect(within(crumbs).getByText('Drinks').getAttribute('aria-current')).toBe('page');
  });

  it('says so when no store has that name', async () => {
    storeApi();
    renderApp('/store/no%20such%20shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all stores' }).getAttribute('href')).toBe('/---store');
  });

  it('says a store the operator suspended is not taking orders', async () => {
    mockApi({
      'POST /api/stores': () => ({ data: [] }),
      'GET /api/stores/hodan-market': () =>
        new Reply(404, {
          message: 'This store is not taking orders.',
          errors: { store: ['not_taking_orders'] },
        }),
    });
    renderApp('/store/hodan%20market');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This store is not taking orders.' }),
    ).toBeTruthy();
    expect(screen.getByText(/Orders already placed carry on/)).toBeTruthy();
  });

  it('shows the store story on /store/about/:name, sanitized', async () => {
    storeApi();
    renderApp('/store/about/hodan%20market');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Hodan Market' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Hodan Market menu' }))
        .getByRole('link', { name: 'About Hodan Market' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('finds a store whose slug is not its name’s (renamed since) through the store list', async () => {
    const renamed = { ...hodan, slug: 'hodan-shop' };
    const { calls } = mockApi({
      'POST /api/stores': () => ({ data: [renamed] }),
      'GET /api/stores/hodan-shop': () => ({ data: { ...detail, slug: 'hodan-shop' } }),
      'POST /api/stores/products': () => ({
        data: { categories: detail.categories, products: [simple] },
        meta: { page: 1, per_page: 20, total: 1 },
      }),
    });
    renderApp('/store/hodan%20market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hodan Market' })).toBeTruthy();
    const asked = calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
    expect(asked.filter((call) => call.includes('/api/stores') && !call.includes('products'))).toEqual([
      'GET /api/stores/hodan-market',
      'POST /api/stores',
      'GET /api/stores/hodan-shop',
    ]);
  });

  it('says a store is not there when neither its slug nor the list knows it', async () => {
    mockApi({ 'POST /api/stores': () => ({ data: [makeStore({ id: 2, name: 'Xamar Gas' })] }) });
    renderApp('/store/hodan%20market');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Hodan Market' })).toBeNull();
  });

  it('offers a way to retry when the store cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /api/stores': () => new Reply(503, { message: 'busy' }) });
    renderApp('/store/hodan%20market');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
