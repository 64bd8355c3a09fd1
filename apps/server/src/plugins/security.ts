/**
 * Response headers that keep a shopper's browser strict (Content-Security-Policy, nosniff, referrer policy,
 * framing) and per-address rate limits for the endpoints worth hammering: placing orders and looking orders up.
 * Limits are kept in Redis when REDIS_URL is set, so every API process counts together; otherwise per process.
 */
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Env } from '../env';
import { inlineSources } from './web';

/** The origin of the map tile template, with Leaflet's `{s}` subdomain as a wildcard. */
export function tileOrigin(template: string): string | undefined {
  try {
    const url = new URL(template.replace('{s}.', 'a.'));
    return template.includes('{s}.') ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * The build's scripts and styles and the resized WebP photos: files a page loads, never pages. Browsers read the
 * content policy, framing, referrer, opener and the other document headers only on a document (or a worker's
 * script), so these files get only what a subresource uses: nosniff, the resource policy and, in production, HSTS.
 * At about 700 bytes a response, the rest was a quarter of what a first order downloads. SVG and anything else
 * that could be opened as a document keeps every header.
 */
const SUBRESOURCE = /^\/(?:assets\/[\w.-]+\.(?:js|css)|images\/w\d+\/[a-z0-9-]+\/[\w.-]+\.webp)(?:\?|$)/i;
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** Whether `url` (path and query) names a script, a style or a resized photo, which get the short set of headers. */
export function isSubresource(url: string): boolean {
  return SUBRESOURCE.test(url);
}

/**
 * The API's JSON answers are data, never a page: a policy that allows nothing and no framing is all a browser could
 * use, should one be opened as a document, and is stricter than the page's. The page's policy, the opener, agent
 * cluster and download headers were some 700 bytes of each of the 16 answers of a first order. Anything else the
 * API sends (a receipt's PDF or photo, opened by itself) keeps every header.
 */
const API = /^\/(?:v1\/)?api\//;
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS = new Set([...SUBRESOURCE_HEADERS, 'referrer-policy', 'x-frame-options']);

/** Whether `url` (path and query) is one of the API's. */
export function isApi(url: string): boolean {
  return API.test(url);
}

/**
 * A drawing (SVG: the tab's icon, the industries' and stores' pictures) or a web app manifest. Opened by itself it is
 * a document, so it keeps a policy, but the strictest one, the API's: nothing in it runs or loads, and nothing frames
 * it. Drawn by a page as a picture or read as a manifest, none of the page's other headers reach it; they were some
 * 1,100 bytes of each of these answers, more than an industry's whole picture (700 bytes).
 */
const DRAWING = /^\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:svg|webmanifest)(?:\?|$)/i;

/** Whether `url` (path and query) names an SVG drawing or a web app manifest, which get the API's headers. */
export function isDrawing(url: string): boolean {
  return DRAWING.test(url);
}

async function security(app: FastifyInstance, options: { env: Env }) {
  const { env } = options;
  const tiles = tileOrigin(env.MAP_TILE_URL);
  // The socket lives on its own port of the host the page came from (a hostname only: nothing else gets in).
  const socketSources = (request: IncomingMessage) => {
    const host =
      /^([A-Za-z0-9.-]{1,253}|\[[0-9a-fA-F:]{2,39}\])(:\d+)?$/.exec(request.headers.host ?? '')?.[1] ??
      'localhost';
    return `ws://${host}:${env.WS_PORT} wss://${host}:${env.WS_PORT}`;
  };

  const inline = inlineSources(env.WEB_DIST);
  const headersOf = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inline.script],
        'style-src': ["'self'", ...inline.style],
        'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        'font-src': ["'self'"],
        'connect-src': ["'self'", (request) => socketSources(request as IncomingMessage)],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Map tiles come from another origin without CORP headers; isolation would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env.NODE_ENV === 'production' ? { maxAge: 31_536_000 } : false,
  });

  // The headers depend on nothing but the host the page came from (the socket's address in the policy): they are
  // worked out once per host and then copied onto each reply, instead of building the whole policy per request.
  // A client sending ever-new hosts only empties the table now and then.
  type Headers = [name: string, value: string][];
  const byHost = new Map<string, { all: Headers; subresource: Headers; api: Headers }>();
  const headersFor = (host: string) => {
    let headers = byHost.get(host);
    if (headers) return headers;
    const found: Headers = [];
    const recorder = {
      setHeader: (name: string, value: unknown) => void found.push([name.toLowerCase(), String(value)]),
      removeHeader: () => {},
    };
    headersOf({ headers: { host } } as IncomingMessage, recorder as unknown as ServerResponse, () => {});
    headers = {
      all: found,
      subresource: found.filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
      api: [['content-security-policy', API_POLICY], ...found.filter(([name]) => API_HEADERS.has(name))],
    };
    if (byHost.size >= 100) byHost.clear();
    byHost.set(host, headers);
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const headers = headersFor(request.headers.host ?? '');
    const set = isSubresource(request.url)
      ? headers.subresource
      : isApi(request.url) || isDrawing(request.url)
        ? headers.api
        : headers.all;
    for (const [name, value] of set) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url) && !/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const [name, value] of headersFor(request.headers.host ?? '').all) reply.header(name, value);
    }
    done(null, payload);
  });

  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate limit store error'));
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'suuq:rate:' } : {}),
    // A store that cannot be reached must not take the shop down with it.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    // Turned into the contract's `{message}` in the caller's language by the error handler.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: 'rate limited',
      ttl: context.ttl,
    }),
  });
}

export default fp(security, { name: 'security' });
