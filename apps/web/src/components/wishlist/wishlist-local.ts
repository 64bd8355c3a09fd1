import { useSyncExternalStore } from 'react';
import type { Product } from '@suuq/shared/catalog';

/**
 * The wish list of a shopper who is not signed in: the products themselves (as they were when saved), newest first,
 * so the wish-list page shows them at once, even offline. It moves to the account on sign-in (POST
 * /api/wishlist/merge) and is emptied then.
 */
export const WISHLIST_STORAGE_KEY = 'suuq.wishlist';
/** As many as the merge call accepts. */
export const LOCAL_WISHLIST_LIMIT = 200;

const none: Product[] = [];
let cache: { raw: string | null; list: Product[] } | undefined;
const listeners = new Set<() => void>();

function parse(raw: string | null): Product[] {
  if (raw === null) return none;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new TypeError(`${WISHLIST_STORAGE_KEY} is not a list`);
    return value.filter(
      (item): item is Product =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Product).id === 'number' &&
        typeof (item as Product).slug === 'string' &&
        typeof (item as Product).name === 'string',
    );
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
    return none;
  }
}

/** The saved products, newest first; an unreadable or corrupt list counts as empty. */
export function localWishlist(): Product[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
  }
  if (cache?.raw !== raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

function write(list: Product[]) {
  try {
    if (list.length > 0) localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
    // Kept for this visit at least.
    cache = { raw: cache?.raw ?? null, list };
  }
  for (const listener of listeners) listener();
}

export function saveLocally(product: Product): void {
  const rest = localWishlist().filter((item) => item.id !== product.id);
  write([product, ...rest].slice(0, LOCAL_WISHLIST_LIMIT));
}

export function removeLocally(productId: number): void {
  write(localWishlist().filter((item) => item.id !== productId));
}

/** Replaces saved products with their current state (price, stock), keeping the order. */
export function refreshLocally(products: Product[]): void {
  const fresh = new Map(products.map((product) => [product.id, product]));
  write(localWishlist().map((item) => fresh.get(item.id) ?? item));
}

export function clearLocalWishlist(): void {
  write(none);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-out wish list; re-renders when it changes, here or in another tab. */
export function useLocalWishlist(): Product[] {
  // A page rendered before it reached the shopper shows an empty list (the app then renders theirs). The very list
  // an empty wish list reads as: a different empty one would make React draw every heart again, at once, just after
  // taking the page over.
  return useSyncExternalStore(subscribe, localWishlist, noWishes);
}

const noWishes = () => none;
