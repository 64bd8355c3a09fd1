import type { Store, StoreDetail } from '@suuq/shared/catalog';
import { storeSlug } from '../../app/paths';
import { useLanguage } from '../../lib/use-translation';
import { useGetStoresQuery } from './catalog-api';
import { useGetStoreQuery } from './store-api';

export type StoreLookup =
  | { status: 'loading'; store?: Store }
  | { status: 'ready'; store: StoreDetail }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/**
 * The store of a store page. Links carry the store as navigation state (shown at once); the details always come
 * from the API by slug, so a reload or a shared link works too: a link's name segment is the store name lowercased
 * (the spec's rule), found in the store list first when there is no state.
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
  const known = state?.slug ?? slug;
  const list = useGetStoresQuery({ lang }, { skip: known !== undefined });
  const wanted = name === undefined ? undefined : storeSlug(name);
  const found = known ?? list.data?.find((store) => storeSlug(store.name) === wanted)?.slug;
  const detail = useGetStoreQuery({ slug: found ?? '', lang }, { skip: found === undefined });

  const data = detail.currentData ?? detail.data;
  if (data) return { status: 'ready', store: data };
  if (list.isError) return { status: 'failed', retry: () => void list.refetch() };
  if (list.data && found === undefined) return { status: 'missing' };
  if (detail.isError) {
    const error = detail.error;
    if (typeof error === 'object' && 'status' in error && error.status === 404) return { status: 'missing' };
    return { status: 'failed', retry: () => void detail.refetch() };
  }
  return { status: 'loading', store: state };
}
