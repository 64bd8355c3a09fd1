import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { Product } from '@suuq/shared/catalog';
import { useAppDispatch } from '../../lib/store-hooks';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { useSessionId } from '../../lib/session';
import { useLanguage } from '../../lib/use-translation';
import { useAccountT } from './messages';
import { withNext } from './next-path';
import { ProfileArea } from './profile-area';
import { mergeLocalWishlist } from '../../components/wishlist/wishlist-actions';
import { useGetWishlistQuery, wishlistApi } from '../../components/wishlist/wishlist-api';
import { localWishlist, refreshLocally, useLocalWishlist } from '../../components/wishlist/wishlist-local';

/** How one saved product shows: the catalog's card, handed in by the app (app/routes/wish-list-route.tsx). */
export type WishCard = ComponentType<{ product: Product }>;

function Products({ products, Card }: { products: Product[]; Card: WishCard }) {
  const t = useAccountT();
  if (products.length === 0) {
    return (
      <EmptyState picture="heart" title={t('noWishesTitle')} text={t('noWishesText')}>
        <Link to={paths.home} className="button button--primary">
          {t('startShopping')}
        </Link>
      </EmptyState>
    );
  }
  // The catalog's own cards: picture, price, add to cart, and the heart that takes a product off the list.
  return (
    <ul className="product-grid wish-grid">
      {products.map((product) => (
        <li key={product.id}>
          <Card product={product} />
        </li>
      ))}
    </ul>
  );
}

function AccountWishlist({ sessionId, Card }: { sessionId: string; Card: WishCard }) {
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const list = useGetWishlistQuery({ sessionId, lang }, { refetchOnMountOrArgChange: true });
  // A list saved on this phone before signing in whose move failed (offline then) moves now.
  useEffect(() => {
    void mergeLocalWishlist(dispatch, sessionId);
  }, [dispatch, sessionId]);
  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton shape="grid" />;
  return <Products products={list.data} Card={Card} />;
}

/** Prices and stock move on: products saved on this phone are refreshed from the catalog once per visit. */
function useFreshLocalWishlist(): Product[] {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  useEffect(() => {
    const saved = localWishlist();
    const requests = saved.map((product) =>
      dispatch(wishlistApi.endpoints.wishlistProduct.initiate({ slug: product.slug, lang })),
    );
    void Promise.all(requests).then((answers) =>
      refreshLocally(answers.flatMap((answer) => (answer.data ? [answer.data] : []))),
    );
    return () => requests.forEach((request) => request.unsubscribe());
  }, [dispatch, lang]);
  return useLocalWishlist();
}

function PhoneWishlist({ Card }: { Card: WishCard }) {
  const t = useAccountT();
  const { pathname } = useLocation();
  const products = useFreshLocalWishlist();
  return (
    <>
      <p className="account-notice">
        {t('wishSignedOut')} <Link to={withNext(paths.signIn, pathname)}>{t('signIn')}</Link>
      </p>
      <Products products={products} Card={Card} />
    </>
  );
}

/**
 * `/wish-list`: the saved products, each with add to cart. Signed in it is the account's list (with the profile
 * menu); signed out it is the one kept on this phone, which joins the account on sign-in.
 */
export function WishListPage({ ProductCard }: { ProductCard: WishCard }) {
  const t = useAccountT();
  const sessionId = useSessionId();
  if (!sessionId) {
    return (
      <>
        <PageIntro title={t('wishListTitle')} text={t('wishListText')} />
        <PhoneWishlist Card={ProductCard} />
      </>
    );
  }
  return (
    <ProfileArea title={t('wishListTitle')} text={t('wishListText')}>
      {(id) => <AccountWishlist sessionId={id} Card={ProductCard} />}
    </ProfileArea>
  );
}
