/**
 * Answers a phone already holds are not sent again. The catalog's public reads (the config, the industries, a
 * store, the stores' details, a product, a page, a search) go out with an entity tag of their body and
 * `Cache-Control: no-cache`: the browser keeps the answer and asks again every time with `If-None-Match`, and when
 * nothing changed the server answers 304 with no body. A repeat visit to the home page pays the headers of those
 * answers, not their bodies; nothing is ever shown stale, since every read still reaches the server.
 *
 * Only these reads: they are the same for everyone who asks with the same URL (the language is in it), so an answer
 * kept by one browser is never someone else's. Writes, private reads and errors are not tagged, so they carry no
 * extra header. The tag is of the body as serialized, before compression (registered before it, app.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The public reads, by path as the router knows them. */
export const REVALIDATED_READS = new Set([
  '/api/config',
  '/api/industries',
  '/api/stores/:slug',
  '/api/store-details',
  '/api/search',
  '/api/products/:slug',
  '/api/page/:slug',
  '/api/vehicalTypes',
]);

/** A weak tag: equal bodies get equal tags, whichever compression the answer then goes out with. */
export const entityTag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether a request's `If-None-Match` names this tag (a list, weak or strong, or `*`). */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}

async function revalidation(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      !REVALIDATED_READS.has(request.routeOptions.url ?? '') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    )
      return payload;
    const tag = entityTag(payload);
    reply.header('etag', tag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    // The type stays: it is what the security headers are chosen by (an answer without one would get the page's).
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}

export default fp(revalidation, { name: 'revalidation' });
