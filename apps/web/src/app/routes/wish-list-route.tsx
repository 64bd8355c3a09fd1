import { WishListPage } from '../../features/account/wish-list-page';
import { ProductCard } from '../../features/catalog/product-card';

/**
 * `/wish-list`: the account's page showing each saved product as the catalog's card (with add to cart and the
 * heart). Features do not import each other, so the app puts the two together here.
 */
export function WishListRoute() {
  return <WishListPage ProductCard={ProductCard} />;
}
