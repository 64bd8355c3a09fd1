/**
 * The home page, store and product pages rendered on the server, so that a shopper's first visit paints the stores,
 * the store's products or the product before the app's script has arrived (decisions 012 and 015). The web build's page renderer
 * (apps/web/src/app/prerender/page-worker.ts, built to `.ssr/page-worker.js` beside the app) runs in a worker
 * thread: it renders the app's own page components, and asks this server for the catalog answers they need, which
 * are answered through the API's own routes (`app.inject`: the same answers, cache included, that the browser would
 * get). The page goes out in `page.html` with those answers beside it, so the app takes it over in the browser with
 * the same data. A page that is not rendered in time, a renderer that is busy or has failed: the page goes out as
 * the app's plain page, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Language } from '@suuq/shared/labels';
import { isRenderedAddress, renderedPageAddress } from '@suuq/shared/page-address';
import { RenderBudget } from './render-budget';

/** How long a page may take to render before the plain page is sent instead. */
const RENDER_TIMEOUT_MS = 2_000;
/** How long a request waits for a renderer that is still starting (loading the app's modules). */
const START_TIMEOUT_MS = 10_000;
/** Pages waiting for the renderer beyond which a request gets the plain page at once. */
const MAX_WAITING = 16;
/**
 * A rendered page is sent again while the answers it was rendered from are still the same, for at most this long
 * (what it says of opening hours is worked out from the time it was rendered), and for this many pages at most.
 */
const REUSE_MS = 60_000;
const REUSED_PAGES = 200;
/** A page's answers are JSON the browser parses: `<` is escaped so no answer can close the script element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RenderedPage {
  markup: string;
  title: string;
  entries: unknown[];
  /** The saved cart's text the page was rendered with (the cart page's cookie), when the renderer took it. */
  cart?: string;
}
/** A request the page made while it rendered (`render`: the render it belongs to). */
interface PageRequest {
  render: number;
  url: string;
  method: string;
  body?: string;
  language: string;
}
interface Answer {
  status: number;
  body: string;
}
type FromWorker =
  | { type: 'ready' }
  | ({ type: 'fetch'; id: number } & PageRequest)
  | { type: 'rendered'; id: number; page?: RenderedPage };

/** The store and product pages' shell, which the others fall back on. */
const CATALOG_SHELL = 'page.html';
/** The cart page's shell. */
export const CART_SHELL = 'cart.html';
/** Checkout's shell. */
export const CHECKOUT_SHELL = 'checkout.html';
/** The shells of the pages rendered with the shopper's saved cart when its cookie carries it: the cart and checkout. */
export const CART_SHELLS: readonly string[] = [CART_SHELL, CHECKOUT_SHELL];
/**
 * The shells rendered pages go out in, by path (apps/web/scripts/prerender.mjs writes them): the home page's, the
 * cart's, checkout's and the tracking page's (these three rendered as their frame when the shopper's data is not the
 * server's to draw: the cart and checkout without the cart's cookie, an order that cannot be read), and the store and
 * product pages'.
 */
export const PAGE_SHELLS = [
  { shell: 'home.html', path: /^\/$/, frame: false },
  { shell: CART_SHELL, path: /^\/(cart|cart1|cart-homepage)\/?$/, frame: true },
  { shell: CHECKOUT_SHELL, path: /^\/(checkout|checkout2|checkout-homepage)\/?$/, frame: true },
  { shell: 'tracking.html', path: /^\/(thankyou|Thankyou-homepage)\/?$/, frame: true },
  { shell: CATALOG_SHELL, path: /^\/(store|products)\//, frame: false },
];
/** The shell of the page at `pathname`, or undefined when the server does not render it. */
export const pageShell = (pathname: string) => PAGE_SHELLS.find(({ path }) => path.test(pathname))?.shell;
/** Whether the page at `pathname` is rendered as its frame (the cart, checkout, the tracking page). */
export const isFramePage = (pathname: string) =>
  PAGE_SHELLS.some(({ path, frame }) => frame && path.test(pathname));

/**
 * `url` (path and query) in `language`, for the client at `address`, with the shopper's saved cart (`cart`, the cart
 * page's cookie) when there is one; undefined when it goes out unrendered.
 */
export type PageRenderer = ((
  url: string,
  language: Language,
  address: string,
  cart?: string,
) => Promise<string | undefined>) & {
  /** Starts the renderer ahead of the first page, so that page need not wait for it. */
  start: () => void;
  close: () => Promise<void>;
};

export interface RenderLimits {
  /** Pages one client address may have rendered anew per minute (kept pages are not counted). */
  perAddressPerMinute: number;
  /** Pages rendered anew per minute in all. */
  totalPerMinute: number;
}

/** The renderer of the build in `webDist`, or undefined when the build has none. */
export function pageRenderer(
  app: FastifyInstance,
  webDist: string,
  limits: RenderLimits,
): PageRenderer | undefined {
  const script = path.join(webDist, '.ssr', 'page-worker.js');
  const readTemplate = (name: string) => {
    const file = path.join(webDist, name);
    const html = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    return html?.includes('<div id="root"></div>') ? html : undefined;
  };
  // Each page goes out in its own shell (its first screen's styles and files).
  const shells = new Map(PAGE_SHELLS.map(({ shell }) => [shell, readTemplate(shell)]));
  if (!existsSync(script) || !shells.get(CATALOG_SHELL)) return undefined;

  const budget = new RenderBudget(limits.perAddressPerMinute, limits.totalPerMinute);
  let worker: { thread: Worker; ready: Promise<boolean> } | undefined;
  let nextId = 0;
  const waiting = new Map<number, (page: RenderedPage | undefined) => void>();
  /** The requests each render in progress made, with their answers. */
  const asked = new Map<number, { request: PageRequest; answer: Answer }[]>();
  /** Pages rendered lately, by language and address (renderedPageAddress), with the requests and answers they were rendered from. */
  const rendered = new Map<
    string,
    { html: string; at: number; from: { request: PageRequest; answer: Answer }[] }
  >();

  const stop = (failed: Worker) => {
    if (worker?.thread !== failed) return;
    worker = undefined;
    for (const resolve of waiting.values()) resolve(undefined);
    waiting.clear();
  };
  const start = () => {
    const thread = new Worker(script, { stdout: false, stderr: true });
    thread.unref();
    let markReady: (ready: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => (markReady = resolve));
    thread.on('message', (message: FromWorker) => {
      if (message.type === 'ready') return markReady(true);
      if (message.type === 'rendered') {
        waiting.get(message.id)?.(message.page);
        waiting.delete(message.id);
        return;
      }
      void answer(message).then((result) => {
        asked.get(message.render)?.push({ request: message, answer: result });
        thread.postMessage({ type: 'answer', id: message.id, ...result });
      });
    });
    thread.on('error', (error) => {
      app.log.error({ err: error }, 'page renderer failed; pages go out unrendered until it restarts');
      stop(thread);
    });
    thread.on('exit', () => {
      markReady(false);
      stop(thread);
    });
    return { thread, ready };
  };
  const answer = async ({ url, method, body, language }: PageRequest): Promise<Answer> => {
    try {
      const response = await app.inject({
        method: method as HTTPMethods,
        url,
        payload: body,
        headers: {
          'accept-language': language,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
      return { status: response.statusCode, body: response.body };
    } catch {
      return { status: 503, body: '' };
    }
  };
  const within = <T>(promise: Promise<T>, ms: number, otherwise: T) =>
    Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms).unref())]);

  /** The page rendered lately for this URL, if what it was rendered from has not changed since. */
  const reuse = async (key: string) => {
    const page = rendered.get(key);
    if (!page) return undefined;
    rendered.delete(key);
    if (Date.now() - page.at > REUSE_MS) return undefined;
    const now = await Promise.all(page.from.map(({ request }) => answer(request)));
    if (
      !now.every(
        (fresh, i) =>
          fresh.status === page.from[i]!.answer.status && fresh.body === page.from[i]!.answer.body,
      )
    )
      return undefined;
    // Most recently used last: the first is the one to drop when there are too many.
    rendered.set(key, page);
    return page.html;
  };

  const renderAnew = async (url: string, language: Language, cart?: string): Promise<string | undefined> => {
    const name = pageShell(url.split('?')[0] ?? url);
    const shell = name ? shells.get(name) : undefined;
    if (!shell || waiting.size >= MAX_WAITING) return undefined;
    worker ??= start();
    const { thread, ready } = worker;
    if (!(await within(ready, START_TIMEOUT_MS, false))) return undefined;
    const id = ++nextId;
    const from: { request: PageRequest; answer: Answer }[] = [];
    asked.set(id, from);
    const done = new Promise<RenderedPage | undefined>((resolve) => waiting.set(id, resolve));
    thread.postMessage({ type: 'render', id, url, language, cart });
    const page = await within(done, RENDER_TIMEOUT_MS, undefined);
    waiting.delete(id);
    asked.delete(id);
    if (!page) return undefined;
    const html = shell
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered="${escapeHtml(`${url} ${language}`)}">${page.markup}</div>` +
          `<script type="application/json" id="page-data">${scriptSafe(JSON.stringify(page.entries))}</script>` +
          // The cart it was drawn with, as a JSON string: the app takes the page over only if it is the one saved.
          (page.cart === undefined
            ? ''
            : `<script type="application/json" id="page-cart">${scriptSafe(JSON.stringify(page.cart))}</script>`),
      );
    // A page drawn with a shopper's cart is theirs alone: never kept, never sent to anyone else.
    if (cart !== undefined) return html;
    const key = `${language} ${url}`;
    rendered.delete(key);
    rendered.set(key, { html, at: Date.now(), from });
    if (rendered.size > REUSED_PAGES) rendered.delete(rendered.keys().next().value!);
    return html;
  };

  const render = async (
    url: string,
    language: Language,
    address: string,
    cart?: string,
  ): Promise<string | undefined> => {
    if (!isRenderedAddress(url)) return undefined;
    const page = renderedPageAddress(url);
    if (cart !== undefined) return budget.take(address) ? renderAnew(page, language, cart) : undefined;
    return (
      (await reuse(`${language} ${page}`)) ?? (budget.take(address) ? renderAnew(page, language) : undefined)
    );
  };
  return Object.assign(render, {
    start: () => void (worker ??= start()),
    close: async () => {
      const running = worker;
      worker = undefined;
      if (running) await running.thread.terminate();
    },
  });
}
