import { describe, expect, it } from 'vitest';
import { slugify } from '@suuq/shared/slug';
import { catalog } from './catalog-data';

describe('demo stores', () => {
  // A store page asks for the store by its name's slug before falling back to the store list.
  it('each have their name’s slug, so a store page finds them in one request', () => {
    expect(catalog.stores.length).toBeGreaterThan(0);
    for (const store of catalog.stores) expect(store.slug, store.name).toBe(slugify(store.name));
  });
});
