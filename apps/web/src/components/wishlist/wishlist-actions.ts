import type { Product } from '@suuq/shared/catalog';
import type { AppDispatch } from '../../lib/store';
import { currentLanguage } from '../../lib/i18n';
import { currentSession } from '../../lib/session';
import { showToast } from '../overlays/overlays';
import { wishlistApi } from './wishlist-api';
import { clearLocalWishlist, localWishlist, removeLocally, saveLocally } from './wishlist-local';

// What a heart does when tapped. Fetched on the first tap (or when a finger or focus comes near a heart), not
// with the product grid.

/**
 * Puts a product on the wish list or takes it off: the account's list when signed in (shown at once, undone if the
 * server refuses or cannot be reached), this phone's list otherwise. Answers whether it worked.
 */
export async function setWishlisted(
  dispatch: AppDispatch,
  product: Product,
  wanted: boolean,
  /** What the toast says when the server refuses or cannot be reached, in the shopper's language. */
  failed: string,
): Promise<boolean> {
  const session = currentSession();
  if (!session) {
    if (wanted) saveLocally(product);
    else removeLocally(product.id);
    return true;
  }
  const lang = currentLanguage();
  const key = { sessionId: session.id, lang };
  const patch = dispatch(
    wishlistApi.util.updateQueryData('getWishlist', key, (list) => {
      const rest = list.filter((item) => item.id !== product.id);
      return wanted ? [product, ...rest] : rest;
    }),
  );
  const endpoint = wanted ? wishlistApi.endpoints.addToWishlist : wishlistApi.endpoints.removeFromWishlist;
  const request = dispatch(endpoint.initiate({ ...key, productIds: [product.id] }));
  const result = await request;
  request.reset();
  if (!result.error) return true;
  patch.undo();
  void showToast(failed, 'error');
  return false;
}

/**
 * Moves the wish list kept on this phone while signed out into the account, and empties it once the server has
 * it. A failure keeps it for the next try (the wish-list page tries again).
 */
export async function mergeLocalWishlist(dispatch: AppDispatch, sessionId: string): Promise<void> {
  const saved = localWishlist();
  if (saved.length === 0) return;
  const request = dispatch(
    wishlistApi.endpoints.mergeWishlist.initiate({
      sessionId,
      lang: currentLanguage(),
      productIds: saved.map((product) => product.id),
    }),
  );
  const result = await request;
  request.reset();
  if (!result.error) clearLocalWishlist();
}
