import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderApp } from '../../test/render';
import { makeProduct, makeStore } from '../../test/catalog-fixtures';

vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {} }),
}));

const found = {
  stores: [makeStore({ name: 'Rice House' })],
  products: [
    makeProduct({ id: 1, name: 'Basmati rice (5 kg)', slug: 'basmati-rice-5-kg' }),
    makeProduct({ id: 2, name: 'Rice with fish', slug: 'rice-with-fish', selling_price: 5 }),
  ],
};

// The catalog pages are one module graph: transform it once up front, not inside the first test's time limit.
beforeAll(() => import('./catalog-routes'), 30_000);

describe('search page', () => {
  it('shows the stores and products the server found, products linking to their page', async () => {
    const { calls } = mockApi({ 'GET /api/search': () => ({ data: found }) });
    renderApp('/search?q=rcie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “rcie”' })).toBeTruthy();
    const stores = await screen.findByRole('region', { name: 'Stores' });
    expect(
      within(stores)
        .getByRole('link', { name: /Rice House/ })
        .getAttribute('href'),
    ).toBe('/store/rice%20house');
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Basmati rice (5 kg)' }).getAttribute('href')).toBe(
      '/products/basmati-rice-5-kg',
    );
    expect(screen.getByRole('status').textContent).toBe('3 results');
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.get('q')).toBe('rcie');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('rcie');
  });

  it('says so when nothing matched', async () => {
    mockApi({ 'GET /api/search': () => ({ data: { stores: [], products: [] } }) });
    renderApp('/search?q=zzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing found for “zzz”' })).toBeTruthy();
    expect(screen.getByText(/Check the spelling or try a shorter word/)).toBeTruthy();
    // A way on, not a dead end.
    expect(screen.getByRole('link', { name: 'Browse the stores' }).getAttribute('href')).toBe('/');
  });

  it('asks for a word when there is none, and searches for what is typed', async () => {
    mockApi({ 'GET /api/search': () => ({ data: found }) });
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByText(/Type the name of a store or a product/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'rice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “rice”' })).toBeTruthy();
  });

  it('speaks Somali', async () => {
    await changeLanguage('so');
    mockApi({ 'GET /api/search': () => ({ data: found }) });
    renderApp('/search?q=bariis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natiijooyinka “bariis”' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Alaabta' })).toBeTruthy();
  });
});
