import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { makeStore } from '../../test/catalog-fixtures';
import { StoreList } from './store-card';
import { roundedKm } from './sort-stores';
import { StoreHero } from './store-frame';

const zone = { id: 1, name: 'Hodan', kind: 'radius', center: { lat: 2, lng: 45 }, radius_km: 3 } as const;
const hodan = makeStore({
  min_order_amount: 20,
  zones: [
    { ...zone, fee: 5, active: true },
    { ...zone, id: 2, fee: 1.5, active: false },
    { ...zone, id: 3, fee: 3.25, active: true },
  ],
});

describe('StoreList', () => {
  it('shows what shoppers compare: delivery fee, minimum order, open or closed, distance', () => {
    renderWithRouter(<StoreList stores={[{ store: hodan, distance: '1.2 km' }]} />);
    const card = screen.getByRole('link', { name: /Hodan Market/ });
    // The cheapest active zone; a zone switched off does not count.
    expect(within(card).getByText('Delivery from $3.25')).toBeTruthy();
    expect(within(card).getByText('Minimum order $20.00')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('1.2 km')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it("shows the store's logo when it has one, small and lazy, and says free delivery", () => {
    const store = makeStore({
      logo: '/images/catalog-photos/logo.webp',
      zones: [{ ...zone, fee: 0, active: true }],
    });
    renderWithRouter(<StoreList stores={[{ store }]} />);
    // Beside the name, which already says whose it is.
    const logo = screen.getByRole('link').querySelector('img.store-card__logo');
    if (!logo) throw new Error('no logo');
    expect(logo.getAttribute('alt')).toBe('');
    expect(logo.getAttribute('width')).toBe('28');
    expect(logo.getAttribute('height')).toBe('28');
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Free delivery')).toBeTruthy();
  });

  it('speaks Somali', async () => {
    await changeLanguage('so');
    renderWithRouter(<StoreList stores={[{ store: hodan }]} />);
    expect(await screen.findByText('Keenis ka bilaabo $3.25')).toBeTruthy();
    expect(screen.getByText('Dalabka ugu yar $20.00')).toBeTruthy();
  });
});

describe('the delivery estimate on a card', () => {
  const timed = makeStore({
    prep_minutes: 20,
    delivery_estimate: { min: 35, max: 45, text: '35–45 min' },
  });

  it('shows the server’s estimate while the store is open, none when closed or not delivering', () => {
    renderWithRouter(
      <StoreList
        stores={[
          { store: timed },
          { store: { ...timed, id: 2, name: 'Closed Market', is_open: false } },
          { store: { ...timed, id: 3, name: 'No Delivery', delivery_estimate: null } },
        ]}
      />,
    );
    expect(within(screen.getByRole('link', { name: /Hodan Market/ })).getByText('35–45 min')).toBeTruthy();
    expect(screen.getAllByText(/min$/)).toHaveLength(1);
  });
});

describe('roundedKm', () => {
  it('never says 0 km: under 100 m there is no number, the card says nearby', () => {
    expect(roundedKm(0.04, 'en')).toBeUndefined();
    expect(roundedKm(0.099, 'en')).toBeUndefined();
    expect(roundedKm(0.1, 'en')).toBe('0.1');
    expect(roundedKm(1.26, 'en')).toBe('1.3');
  });
});

describe('StoreHero', () => {
  it("puts the store's logo beside its name, sized before it loads, without changing the heading's name", () => {
    const store = makeStore({ logo: '/images/catalog-photos/logo.webp' });
    renderWithRouter(<StoreHero store={store} title={store.name} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Hodan Market' });
    const logo = heading.querySelector('img.store-hero__logo');
    expect(logo?.getAttribute('width')).toBe('36');
    expect(logo?.getAttribute('height')).toBe('36');
  });
});
