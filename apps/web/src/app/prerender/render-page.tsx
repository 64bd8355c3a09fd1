/**
 * The home page, a store or a product page rendered on the server for the request that asks for it (page-worker.ts),
 * so the shopper's first visit paints the industries and stores, the store's products or the product before the
 * app's script has arrived. The page's
 * own components ask for their data (their hooks start requests while rendering here, ssr-query.ts); the answers
 * come from the API of the server that asked, and the page is rendered again until it asks for nothing new. The
 * answers go to the browser with the page, so the app takes it over (take-over.tsx) with the very same data.
 */
import { configureStore } from '@reduxjs/toolkit';
import { StaticRouter } from 'react-router';
import type { Language } from '@suuq/shared/labels';
import { api } from '../../lib/api';
import { initI18n } from '../../lib/i18n';
import { AppProvider } from '../provider';
import { AppRoutes } from '../router';
import { rootReducer } from '../../lib/store';
import { parseSavedCart, renderWithCart } from '../../features/cart/cart-persistence';
import type { CartState } from '../../features/cart/cart-slice';
import { renderMarkup } from './render-markup';
import { titleText } from './title-text';

/** A query answer the page was rendered with, as `api.util.upsertQueryEntries` takes it. */
export interface PageEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export interface RenderedPage {
  /** The page's markup, without its `<title>`. */
  markup: string;
  title: string;
  entries: PageEntry[];
  /** The saved cart's text the page was rendered with, when it was given one the app would restore. */
  cart?: string;
}

/**
 * The public answers, the same for every shopper: the only requests answered while rendering. The catalog's, a
 * store's delivery options (without a point), and an order's public view by its number (what anyone holding the number is shown: the server answers the renderer
 * without any phone's key, so never an order's contact, address or note).
 */
export const PAGE_DATA = [
  /^GET \/api\/industries\?/,
  /^POST \/api\/stores(\?|$)/,
  /^GET \/api\/stores\/[^/?]+\?/,
  /^POST \/api\/stores\/products\?/,
  /^GET \/api\/products\/[^/?]+\?/,
  /^GET \/v1\/api\/orders\/[^/?]+$/,
  /^GET \/v1\/api\/delivery\?store_id=\d+$/,
];
/** Renders after which the page still asks for more are given up: the page is sent as the app's plain page. */
const MAX_RENDERS = 5;

export type PageFetch = (
  url: string,
  init: { method: string; body?: string; language: string },
) => Promise<Response>;

function render(url: string, store: ReturnType<typeof makeServerStore>): Promise<string> {
  return renderMarkup(
    <AppProvider store={store}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
}

/** The app's store without the browser's listeners (online, focus), which would outlive the request here. */
function makeServerStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/**
 * Answers the page's requests while it renders: the catalog's with `pageFetch` (noted in `asked`), the rest with
 * `other`.
 */
function answerWith(pageFetch: PageFetch, other: () => Promise<Response>, asked: Promise<unknown>[]) {
  globalThis.fetch = (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const target = `${request.method} ${request.url.slice('http://localhost'.length)}`;
    const isPageData = PAGE_DATA.some((pattern) => pattern.test(target));
    const answer = isPageData
      ? request.text().then((body) =>
          pageFetch(target.slice(request.method.length + 1), {
            method: request.method,
            body: body || undefined,
            language: request.headers.get('accept-language') ?? 'en',
          }),
        )
      : other();
    if (isPageData) asked.push(answer.catch(() => undefined));
    return answer;
  };
}

/**
 * Renders `url` (path and query) in `language`, answering the page's catalog requests with `pageFetch`. First the
 * page is rendered until it asks for nothing new, every other request (the shopper's session, their orders)
 * answered at once with a failure. Then it is rendered once more in a fresh store holding only the catalog's
 * answers, the other requests left waiting: the state the app starts from in the browser with the same answers, so
 * the app takes over exactly this page. Undefined when the page kept asking for new data.
 */
export async function renderPage(
  url: string,
  language: Language,
  pageFetch: PageFetch,
  cartText?: string,
): Promise<RenderedPage | undefined> {
  await initI18n(language);
  // The shopper's saved cart, sent with the cart page (its cookie): drawn as the phone draws it, if it is one.
  let cart: CartState | undefined;
  try {
    cart = cartText === undefined ? undefined : parseSavedCart(cartText);
  } catch {
    cart = undefined;
  }
  const gathering = makeServerStore();
  if (cart) renderWithCart(gathering, cart);
  const asked: Promise<unknown>[] = [];
  answerWith(pageFetch, async () => new Response('{}', { status: 503 }), asked);
  let settled = false;
  for (let renders = 0; renders < MAX_RENDERS && !settled; renders++) {
    asked.length = 0;
    await render(url, gathering);
    await Promise.all(gathering.dispatch(api.util.getRunningQueriesThunk()));
    settled = asked.length === 0;
  }
  if (!settled) return undefined;

  const entries = Object.values(gathering.getState().api.queries).flatMap((query) =>
    query?.status === 'fulfilled'
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
      : [],
  );
  const store = makeServerStore();
  if (cart) renderWithCart(store, cart);
  store.dispatch(api.util.upsertQueryEntries(entries as Parameters<typeof api.util.upsertQueryEntries>[0]));
  answerWith(pageFetch, () => new Promise<Response>(() => {}), []);
  const markup = await render(url, store);
  let title = 'Suuq';
  const page = markup.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = titleText(text);
    return '';
  });
  return { markup: page, title, entries, ...(cart ? { cart: cartText } : {}) };
}
