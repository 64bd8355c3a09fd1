import type { Store, StoreDetail } from '@suuq/shared/catalog';
import { slugify } from '@suuq/shared/slug';
import { storeSlug } from '../../lib/paths';
import { useLanguage } from '../../lib/use-translation';
import { useGetStoresQuery } from './catalog-api';
import { useGetStoreQuery } from './store-api';

export type StoreLookup =
  | { status: 'loading'; store?: Store }
  | { status: 'ready'; store: StoreDetail }
  | { status: 'missing'; paused?: boolean }
  | { status: 'failed'; retry: () => void };

/**
 * The store of a store page. Links carry the store as navigation state (shown at once); the details always come
 * from the API by slug, so a reload or a shared link works too. A link's name segment is the store name lowercased
 * (the spec's rule); a store's slug is its name slugified, so the details are asked for by that slug at once (the
 * server preloads the same request with the page), and the store list is searched by name only when no store has
 * that slug (a store renamed after it was created, or one whose name another store had).
 */
export function useStore({
  name,
  slug,
  state,
}: {
  name?: string;
  slug?: string;
  state?: Store;
}): StoreLookup {
  const lang = useLanguage();
  const wanted = name === undefined ? undefined : storeSlug(name);
  const known = state?.slug ?? slug;
  const guess = known ?? ((wanted && slugify(wanted)) || undefined);
  const guessed = useGetStoreQuery({ slug: guess ?? '', lang }, { skip: guess === undefined });
  // A suspended store's slug is its name's: no other store to look for in the list.
  const needList =
    known === undefined && (guess === undefined || (isNotFound(guessed.error) && !isPaused(guessed.error)));
  const list = useGetStoresQuery({ lang }, { skip: !needList });
  const listed = needList ? list.data?.find((store) => storeSlug(store.name) === wanted)?.slug : undefined;
  const detail = useGetStoreQuery(
    { slug: listed ?? '', lang },
    { skip: listed === undefined || listed === guess },
  );

  const current = needList ? detail : guessed;
  const data = current.currentData ?? current.data;
  if (data) return { status: 'ready', store: data };
  if (needList && list.isError) return { status: 'failed', retry: () => void list.refetch() };
  if (needList && list.data && (listed === undefined || listed === guess)) return { status: 'missing' };
  if (current.isError) {
    if (isNotFound(current.error)) return { status: 'missing', paused: isPaused(current.error) };
    return { status: 'failed', retry: () => void current.refetch() };
  }
  return { status: 'loading', store: state };
}

/** The operator suspended the store: the server's 404 says so, and the page says it is not taking orders. */
function isPaused(error: unknown): boolean {
  const data = (error as { data?: { errors?: { store?: unknown } } }).data;
  return Array.isArray(data?.errors?.store) && data.errors.store.includes('not_taking_orders');
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
