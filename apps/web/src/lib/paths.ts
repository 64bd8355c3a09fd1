/**
 * Every URL of the app in one place. Strings are route patterns (and links, where they take no parameter);
 * functions build links to the parameterised routes.
 */

/** A store link segment: the store name lowercased (the spec's rule). */
export function storeSlug(name: string): string {
  return name.trim().toLowerCase();
}

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  storeDashes: '/---store',
  thankyouHomepage: '/Thankyou-homepage',
  underscoreProduct: '/_product',
  aboutStore: '/about-store',
  about: '/about',
  addressBook: '/address-book',
  cartHomepage: '/cart-homepage',
  cart: '/cart',
  cart1: '/cart1',
  categoryHomepage: '/category-homepage',
  category: '/category',
  changePassword: '/change-password',
  checkoutHomepage: '/checkout-homepage',
  checkout: '/checkout',
  checkout2: '/checkout2',
  contact: '/contact',
  cook: '/cook',
  delivery: '/delivery',
  editProfile: '/edit-profile',
  grid: '/grid',
  industry: '/industry',
  orderHistory: '/order-history',
  paypal: '/paypal',
  privacy: '/privacy',
  productHomepage: '/product-homepage',
  profileHomepage: '/profile-homepage',
  profile: '/profile',
  sample: '/sample',
  search: '/search',
  stepper: '/stepper',
  terms: '/terms',
  thankyou: '/thankyou',
  wishList: '/wish-list',
  productPattern: '/products/:slug',
  /**
   * The spec's second product URL. React Router only matches whole segments as parameters, so
   * `productPattern` serves it too and the product page drops the leading underscore.
   */
  underscoreProductPattern: '/products/_:slug',
  storePattern: '/store/:name',
  storeAboutPattern: '/store/about/:name',
  staff: '/staff',
  book: '/book',
  captain: '/captain',
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** A shop's application to join, and a captain's (served by app/routes/catch-all-route.tsx). */
  sell: '/sell',
  drive: '/drive',
  notFound: '*',

  /**
   * A product by the API's slug: the spec's name rule (the name lowercased, spaces as hyphens) made unique
   * (`bottled-water-500-ml-2`), so two stores' products of the same name each keep their own page. Links are built
   * from the product itself, never from its name alone.
   */
  productBySlug: (slug: string) => `/products/${segment(slug)}`,
  store: (name: string) => `/store/${segment(storeSlug(name))}`,
  storeAbout: (name: string) => `/store/about/${segment(storeSlug(name))}`,
  /** The order confirmation and tracking page for one order. */
  orderTracking: (orderNumber: string) => `/thankyou?${new URLSearchParams({ 'order-number': orderNumber })}`,
  industryPage: (slug: string) => `/industry?${new URLSearchParams({ industry: slug })}`,
  searchFor: (query: string) => `/search?${new URLSearchParams({ q: query })}`,
} as const;

/** Navigation state of the order tracking page: the spec passes the order number as state too. */
export interface OrderTrackingState {
  orderNumber: string;
  /** Set by checkout only: the page thanks the shopper for the order they just placed. */
  placed?: true;
  /** Set by checkout only: the order's key (`view_key`), which shows this phone its own order whole. */
  viewKey?: string | undefined;
}
