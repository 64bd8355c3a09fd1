import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Product } from '@suuq/shared/catalog';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../lib/store';
import { useSessionId } from '../../lib/session';
import { useLanguage } from '../../lib/use-translation';
import { useWishlistT } from './messages';
import { useGetWishlistQuery } from './wishlist-api';
import { useLocalWishlist } from './wishlist-local';
import './wishlist-heart.css';

const loadActions = () => import('./wishlist-actions');
const preload = () => void loadActions().catch(() => {});

/** The products on the shopper's wish list: the account's when signed in, this phone's otherwise. */
function useWishlistIds(): ReadonlySet<number> {
  const sessionId = useSessionId();
  const lang = useLanguage();
  const remote = useGetWishlistQuery({ sessionId: sessionId ?? '', lang }, { skip: !sessionId });
  const local = useLocalWishlist();
  const list = sessionId ? remote.data : local;
  return useMemo(() => new Set(list?.map((item) => item.id)), [list]);
}

/** Whether a product is on the shopper's wish list. */
export function useWishlisted(productId: number): boolean {
  return useWishlistIds().has(productId);
}

const WishlistContext = createContext<ReadonlySet<number> | null>(null);

/**
 * Follows the wish list once for every heart inside it (a grid of cards): each heart that followed it itself was a
 * query and two subscriptions more to set up while a store page is taken over, and to check on every change.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  return <WishlistContext.Provider value={useWishlistIds()}>{children}</WishlistContext.Provider>;
}

interface HeartProps {
  product: Product;
  /** The product page's heart: icon and words. */
  labelled?: boolean;
}

/** A heart that follows the wish list itself: one alone on its page. */
function OwnWishlistHeart(props: HeartProps) {
  return <Heart {...props} saved={useWishlisted(props.product.id)} />;
}

/**
 * The wish-list heart of a product card (an icon) or of the product page (`labelled`: icon and words). A toggle
 * button: pressed while the product is on the list. Works signed out too. Inside a `WishlistProvider` it reads the
 * list from there.
 */
export function WishlistHeart(props: HeartProps) {
  const shared = useContext(WishlistContext);
  return shared ? <Heart {...props} saved={shared.has(props.product.id)} /> : <OwnWishlistHeart {...props} />;
}

function Heart({ product, labelled = false, saved }: HeartProps & { saved: boolean }) {
  const t = useWishlistT();
  const dispatch = useDispatch<AppDispatch>();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (await loadActions()).setWishlisted(dispatch, product, !saved, t('saveFailed'));
    } catch (error) {
      console.error('Could not update the wish list:', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={labelled ? 'wishlist-heart wishlist-heart--labelled' : 'wishlist-heart'}
      aria-pressed={saved}
      aria-label={labelled ? undefined : t('save', { name: product.name })}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-8.8-8.9C2 8 4 4.5 7.4 4.5c1.9 0 3.4 1 4.6 2.7 1.2-1.7 2.7-2.7 4.6-2.7C20 4.5 22 8 20.8 11.1 19 15.6 12 20 12 20z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {labelled ? <span>{t('saveShort')}</span> : null}
    </button>
  );
}
