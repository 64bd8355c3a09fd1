import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '@suuq/shared/catalog';
import { CARD_IMAGE_WIDTH } from '@suuq/shared/images';
import { CatalogImage } from '../../components/ui/catalog-image';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { preloadAddToCart, useAddToCart } from '../../lib/add-to-cart';
import { WishlistHeart } from '../../components/wishlist/wishlist-heart';
import { useCatalogT } from './messages';
import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { Price } from './price';
import { hasVariants, needsDetail } from './product-choices';
import './catalog.css';

/** Navigation state of the product page: the product already on screen, so the page shows at once. */
export interface ProductNavigationState {
  product: Product;
}

/** The product from navigation state, if the state holds one. */
export function productFromState(state: unknown): Product | undefined {
  if (typeof state !== 'object' || state === null || !('product' in state)) return undefined;
  const { product } = state as { product: unknown };
  return typeof product === 'object' && product !== null && typeof (product as Product).slug === 'string'
    ? (product as Product)
    : undefined;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A product in a grid: image, name, short description, price (and the higher compare price struck through), and an
 * add button. A simple product goes into the cart at once (one more each tap); one with variants, options or addons
 * opens its detail: `onOpen` (the store page's modal) or else the product page. A sold-out product has no add
 * button; in a closed store's grid the card says when it opens, or that it takes orders for later.
 */
export function ProductCard({
  product,
  onOpen,
  eager = false,
  priority = false,
  storeName,
  closed,
}: {
  product: Product;
  onOpen?: (product: Product) => void;
  /** Above the fold: load the image at once instead of when scrolled near. */
  eager?: boolean;
  /** The first row of a grid, the largest pictures of a phone's first screen: their images come first. */
  priority?: boolean;
  /** Where it is sold, for lists that mix stores (search results). */
  storeName?: string;
  /**
   * Its store is closed (the store's own grid says): `later` when the store takes orders for later (the card still
   * adds, and says so), else `opens`, when it opens again, shown instead of the add button.
   */
  closed?: { later: true } | { later: false; opens: string };
}) {
  const t = useCatalogT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const to = paths.productBySlug(product.slug);
  const state: ProductNavigationState = { product };
  const soldOut = !product.unlimited_stock && product.stock <= 0;
  // A product sold in sizes or kinds costs what its cheapest one costs, and says "From".
  const lowest = hasVariants(product)
    ? Math.min(...product.childrens.map((variant) => variant.selling_price))
    : Infinity;

  const onAdd = () => {
    if (!needsDetail(product)) {
      // The cart answers with its own toast, whether it took the item or not.
      void addToCart({ product, optionIds: [], addonIds: [], quantity: 1, mode: 'increment' });
    } else if (onOpen) onOpen(product);
    else void navigate(to, { state });
  };

  return (
    <article className="product-card">
      <WishlistHeart product={product} />
      <Link
        to={to}
        state={state}
        className="product-card__link"
        onClick={(event) => {
          if (!onOpen || !plainClick(event)) return;
          event.preventDefault();
          onOpen(product);
        }}
      >
        <CatalogImage
          className="product-card__image"
          path={product.image}
          width={CARD_IMAGE_WIDTH}
          max={640}
          sizes="(min-width: 64em) 14rem, (min-width: 40em) 30vw, 46vw"
          boxWidth={320}
          eager={eager}
          priority={priority}
          near
        />
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {storeName ? <p className="product-card__store">{storeName}</p> : null}
      {product.short_description ? (
        <p className="product-card__summary">{product.short_description}</p>
      ) : null}
      {soldOut ? <p className="product-card__sold-out">{t('product.soldOut')}</p> : null}
      {closed?.later && !soldOut ? (
        <p className="product-card__closed">{t('product.closedForLater')}</p>
      ) : null}
      <div className="product-card__foot">
        {Number.isFinite(lowest) ? (
          <span className="price">
            <span className="price__now">
              {t('product.fromPrice', { price: formatMoney(lowest, product.currency, lang) })}
            </span>
          </span>
        ) : (
          <Price amount={product.selling_price} compare={product.compare_price} currency={product.currency} />
        )}
        {soldOut ? null : closed && !closed.later ? (
          <span className="product-card__closed">{closed.opens}</span>
        ) : (
          <button
            type="button"
            className="product-card__add"
            aria-label={
              needsDetail(product)
                ? t('product.chooseNamed', { name: product.name })
                : t('product.addNamed', { name: product.name })
            }
            onPointerEnter={preloadAddToCart}
            onFocus={preloadAddToCart}
            onClick={onAdd}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </article>
  );
}
