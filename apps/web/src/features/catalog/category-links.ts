import type { Category, Store } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';

/** Navigation state of the category page: the store and category already on screen, so it shows at once. */
export interface CategoryNavigationState {
  store: Store;
  category?: Category;
}

/** The category page of one store (its categories), or of one of its categories (that category's products). */
export function categoryLink(store: Pick<Store, 'slug'>, category?: Pick<Category, 'id'>): string {
  const query = new URLSearchParams({ store: store.slug });
  if (category) query.set('category', String(category.id));
  return `${paths.category}?${query}`;
}

/** The category named by a `?category=` id in `search`, if the store has it. */
export function categoryFromQuery<C extends Pick<Category, 'id'>>(
  store: { categories: C[] },
  search: string,
): C | undefined {
  const id = Number(new URLSearchParams(search).get('category'));
  return Number.isInteger(id) && id > 0 ? store.categories.find((category) => category.id === id) : undefined;
}
