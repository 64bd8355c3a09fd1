/** Business constants from the spec's section 9, shared so nobody retypes them. */
export const CART_STORAGE_KEY = 'reduxState';
export const LANGUAGE_STORAGE_KEY = 'language';
/** The language again, as a cookie, so the server can send the home page already rendered in it. */
export const LANGUAGE_COOKIE = 'lang';
/**
 * The cookie by which the web app tells the server the shopper's data saver is on ('1'): the server then sends store
 * and product pages unrendered, so that no full-size photo is asked for before the app shows the small ones.
 */
export const DATA_SAVER_COOKIE = 'data-saver';
/**
 * The saved cart again, as a cookie sent only with the cart page's and checkout's addresses (one cookie for each of
 * `CART_COOKIE_PATHS`): the very text saved under CART_STORAGE_KEY, so the server can send those pages with the
 * shopper's lines already drawn. A cart too large for a cookie (`MAX_CART_COOKIE_CHARS`, encoded) is not sent: those
 * pages go out as their frame.
 */
export const CART_COOKIE = 'cart';
export const CART_COOKIE_PATHS = ['/cart', '/checkout'] as const;
export const MAX_CART_COOKIE_CHARS = 3800;
export const TOAST_DURATION_MS = 3000;
export const STICKY_HEADER_AFTER_PX = 50;
export const CAROUSEL_ARROWS_ABOVE = 5;
export const CAROUSEL_INTERVAL_MS = 3000;
export const PRODUCT_MODAL_HEIGHT_PX = 600;
export const PRICE_DECIMALS = 2;
export const DEFAULT_WS_PORT = 6001;
/**
 * How far back a live subscription may ask for the events it missed (`replay_ms` of its subscribe frame): a page
 * reads its data, then subscribes (seconds later when the page waits to settle), and what happened between the two
 * is sent again after `subscribed`.
 */
export const LIVE_REPLAY_MS = 120_000;
export const REDIRECT_LIMIT = 100;
export const DROPDOWN_DELAY_MS = 300;
export const DROPDOWN_OFFSET = 10;
export const DISMISS_FADE_MS = 300;
export const POPOVER_OFFSET = 10;
export const POPOVER_HIDE_DELAY_MS = 100;
/** Most stores one `GET /api/store-details` names; a longer list is asked for in parts. */
export const STORE_DETAILS_MAX = 20;
/** The largest receipt accepted, photo or PDF. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
