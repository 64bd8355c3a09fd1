import { describe, expect, it } from 'vitest';
import { sortStores } from './sort-stores';
import { makeStore } from '../../test/catalog-fixtures';

const lido = makeStore({ id: 1, name: 'Lido Fish Corner', lat: 2.0555, lng: 45.362 });
const bakaaro = makeStore({ id: 2, name: 'Bakaaro Family Store', lat: 2.0445, lng: 45.32 });
const biyo = makeStore({ id: 3, name: 'Biyo Macaan Water', lat: 2.023, lng: 45.286 });

// Distances themselves are measured by the shared geo helpers (packages/shared/src/geo.test.ts).
describe('sortStores', () => {
  it('sorts stores nearest first when the position is known', () => {
    const nearLido = { lat: 2.054, lng: 45.36 };
    const sorted = sortStores([bakaaro, biyo, lido], nearLido, 'en');
    expect(sorted.map(({ store }) => store.name)).toEqual([
      'Lido Fish Corner',
      'Bakaaro Family Store',
      'Biyo Macaan Water',
    ]);
    expect(sorted[0]?.km).toBeLessThan(0.5);
  });

  it('sorts by name without a position, and gives no distances', () => {
    const sorted = sortStores([lido, biyo, bakaaro], undefined, 'so');
    expect(sorted.map(({ store }) => store.name)).toEqual([
      'Bakaaro Family Store',
      'Biyo Macaan Water',
      'Lido Fish Corner',
    ]);
    expect(sorted.every(({ km }) => km === undefined)).toBe(true);
  });
});
