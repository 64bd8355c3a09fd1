/**
 * Serves the built web app and the catalog images from the API's own origin. Unknown paths under /api, /v1 and
 * /images are JSON 404s; any other GET or HEAD gets the app's index.html, whose router shows the page (or its own
 * not-found page), whatever the client asks for in `Accept`: `curl /` and a load balancer's health check see the
 * app, not an error.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CART_COOKIE,
  DATA_SAVER_COOKIE,
  LANGUAGE_COOKIE,
  MAX_CART_COOKIE_CHARS,
} from '@suuq/shared/constants';
import { message, type Language } from '@suuq/shared/labels';
import { headerLanguage, requestLanguage } from '../lib/lang';
import { pagePreloads } from './page-preloads';
import { CART_SHELLS, isFramePage, PAGE_SHELLS, pageRenderer, pageShell } from './page-render';

export const IMAGES_DIR = fileURLToPath(new URL('../../assets/images', import.meta.url));
const API_PREFIXES = ['/api/', '/v1/', '/images/'];
/** Where the build puts its hashed files: a missing one is a 404 (never the page), unless a browser navigates to it. */
const ASSETS_PREFIX = '/assets/';

/** A file of the build named by its content's hash (`index-D0GOgf1V.js`), served for a year as immutable. */
function isHashedAsset(url: string): boolean {
  return /^\/assets\/[\w.-]+-[\w-]{8}\.\w+(?:\?|$)/.test(url);
}

/** Whether a GET of this path is a page of the web app (served index.html when nothing else answered it). */
export function isAppPage(url: string, accept: string | undefined): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix)))
    return false;
  if (pathname.startsWith(ASSETS_PREFIX)) return (accept ?? '').includes('text/html');
  return true;
}

const LANGUAGES: Language[] = ['en', 'so'];
/** The tab's icon (index.html links it), asked for again on each page the app opens. */
const FAVICON = 'favicon.svg';
const prerenderedHome = (language: Language) => `home.${language}.html`;

/**
 * The Content-Security-Policy sources of what the prerendered home pages carry inline (apps/web/scripts/prerender.mjs):
 * their first screen's styles and the line that starts the app after the first paint. A hash each, so nothing
 * else inline is let in.
 */
export function inlineSources(webDist: string): { style: string[]; script: string[] } {
  const found = { style: new Set<string>(), script: new Set<string>() };
  for (const name of [...LANGUAGES.map(prerenderedHome), ...PAGE_SHELLS.map(({ shell }) => shell)]) {
    const file = path.join(path.resolve(webDist), name);
    if (!existsSync(file)) continue;
    for (const [, tag, body] of readFileSync(file, 'utf8').matchAll(
      /<(style|script)(?: type="module")?>([\s\S]*?)<\/\1>/g,
    ))
      found[tag as 'style' | 'script'].add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
  return { style: [...found.style], script: [...found.script] };
}

const cookieValue = (cookie: string | undefined, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie ?? '')?.[1];

/**
 * The language a page is sent in: the one the shopper chose (the cookie the web app keeps, LANGUAGE_COOKIE), else the
 * first of their browser's languages the store speaks (`Accept-Language`, as the app reads `navigator.languages`),
 * else English.
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string | string[] }): Language {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  return (
    LANGUAGES.find((language) => language === chosen) ?? headerLanguage(headers['accept-language']) ?? 'en'
  );
}

/**
 * The saved cart's text from the cart's cookie (CART_COOKIE, sent only with the cart page's and checkout's
 * addresses), or undefined when there is none or it is not readable: the renderer checks it as the app checks what it
 * restores.
 */
export function savedCart(cookie: string | undefined): string | undefined {
  const value = cookieValue(cookie, CART_COOKIE);
  if (!value || value.length > MAX_CART_COOKIE_CHARS) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a client takes, by its `Accept-Encoding` (a `q=0` refuses one). */
const acceptsEncoding = (header: string | string[] | undefined, encoding: string) =>
  String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      return name === encoding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
    });

/** Pages kept compressed, by encoding: a rendered page is sent again, unchanged, while still true (page-render.ts). */
const COMPRESSED_PAGES = 64;
const compressedPages = { br: new Map<string, Promise<Buffer>>(), gzip: new Map<string, Promise<Buffer>>() };

/**
 * A page rendered on the server, compressed as the browser accepts (Brotli, else gzip): the compression plugin only
 * sees the API's routes, and a rendered page is mostly markup and JSON, a fifth of its size compressed. Once per page,
 * as a page is sent again unchanged for a minute while what it shows holds. The home page, which nearly every visit
 * opens, gets Brotli at its best (some 40 ms, 10 % smaller); the many store and product pages a quick level.
 */
async function encoded(
  html: string,
  acceptEncoding: string | string[] | undefined,
  best: boolean,
): Promise<{ encoding: string | undefined; body: string | Buffer }> {
  const encoding = (['br', 'gzip'] as const).find((name) => acceptsEncoding(acceptEncoding, name));
  if (!encoding) return { encoding, body: html };
  const kept = compressedPages[encoding];
  let body = kept.get(html);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
        : gzip(html);
    kept.set(html, body);
    if (kept.size > COMPRESSED_PAGES) kept.delete(kept.keys().next().value!);
  }
  return { encoding, body: await body };
}

/** Whether the shopper saves data: their phone says so (`Save-Data`), or the app's data saver is on (its cookie). */
const savesData = (headers: { cookie?: string; 'save-data'?: string | string[] }) =>
  headers['save-data'] === 'on' || cookieValue(headers.cookie, DATA_SAVER_COOKIE) === '1';

async function web(app: FastifyInstance, options: { webDist: string }) {
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
  });

  // The short link the shoppers' texts carry (`/t/7KQ2-M9XD`): the order's tracking page, where its own rules say
  // what the visitor may see. The number goes on as typed; the page forgives case and a missing dash.
  app.get<{ Params: { number: string } }>(
    '/t/:number',
    { schema: { hide: true } },
    async (request, reply) => {
      const number = request.params.number.slice(0, 20);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/thankyou?${new URLSearchParams({ 'order-number': number })}`, 302);
    },
  );

  const webDist = path.resolve(options.webDist);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated so a deploy is picked up. The tab's icon
      // is kept for a day: the browser asks for it again on every page the app opens, and each time its answer to
      // a revalidation (its headers: about 1 KB) cost more than the icon itself.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : path.basename(filePath).startsWith(FAVICON)
              ? 'public, max-age=86400'
              : 'no-cache',
        );
      },
    });
    // A hashed file never changes and is cached for a year: nothing revalidates it or asks for a part of it, so
    // its validators and range header (about 100 bytes) would go with each of the hundred files of a first order
    // for nothing. Pages, `sw.js` and the other files keep them.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(ASSETS_PREFIX) && reply.statusCode === 200 && isHashedAsset(request.url)) {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      }
      done(null, payload);
    });
  } else {
    app.log.warn({ webDist }, 'web app is not built; serving the API only');
  }
  const preloadsFor = hasWeb ? pagePreloads(webDist) : () => undefined;
  const hasHome =
    hasWeb && LANGUAGES.every((language) => existsSync(path.join(webDist, prerenderedHome(language))));

  // The home page, store and product pages rendered for each request (plugins/page-render.ts).
  const renderPage = hasWeb
    ? pageRenderer(app, webDist, {
        perAddressPerMinute: app.env.PAGE_RENDERS_PER_ADDRESS_PER_MINUTE,
        totalPerMinute: app.env.PAGE_RENDERS_PER_MINUTE,
      })
    : undefined;
  if (renderPage) {
    app.addHook('onReady', async () => renderPage.start());
    app.addHook('onClose', () => renderPage.close());
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isAppPage(request.url, request.headers.accept)
    ) {
      const language = pageLanguage(request.headers);
      const pathname = request.url.split('?')[0] ?? '/';
      const vary = 'cookie, accept-language, save-data, accept-encoding';
      /** The page rendered for this request (plugins/page-render.ts), or undefined: not in time, or saving data. */
      const rendered = async (url: string, cart?: string) =>
        // With the data saver on, the app picks the photos: rendered here, they would come in full size first.
        savesData(request.headers) ? undefined : renderPage?.(url, language, request.ip, cart);
      const sendPage = async (html: string) => {
        const { encoding, body } = await encoded(html, request.headers['accept-encoding'], pathname === '/');
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', vary)
          .type('text/html; charset=utf-8')
          .send(body);
      };
      // The home page with its industries and stores, rendered in the shopper's language; else the one rendered at
      // build time, which shows all but those before the app's script has arrived.
      if (hasHome && pathname === '/') {
        const html = await rendered('/');
        if (html) return sendPage(html);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', vary)
          .sendFile(prerenderedHome(language), webDist);
      }
      // A store or product page announces its own files and data at once (plugins/page-preloads.ts).
      const page = preloadsFor(pathname, language);
      if (page) return sendPage((await rendered(request.url)) ?? page);
      // The cart, checkout and the tracking page: their frame (title, intro, the footer) rendered, the rest the app's;
      // the cart page and checkout with the shopper's lines when the cart's cookie carries the saved cart.
      const shell = pageShell(pathname);
      const cart = shell && CART_SHELLS.includes(shell) ? savedCart(request.headers.cookie) : undefined;
      const frame = isFramePage(pathname) ? await rendered(request.url, cart) : undefined;
      if (frame) return sendPage(frame);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.code(404).send({ message: message('notFound', requestLanguage(request)) });
  });
}

export default fp(web, { name: 'web' });
