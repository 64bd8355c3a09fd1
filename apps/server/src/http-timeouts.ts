/**
 * How long the HTTP port keeps a connection that does nothing useful: without these an idle socket, or one that
 * trickles its headers (slowloris), stays open for as long as the client likes, holding a file descriptor and
 * memory. Passed to Fastify, which hands them to Node's HTTP server.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Env } from './env';

type Timeouts = Pick<
  Env,
  | 'HTTP_HEADERS_TIMEOUT_MS'
  | 'HTTP_REQUEST_TIMEOUT_MS'
  | 'HTTP_IDLE_TIMEOUT_MS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
>;

export function httpTimeouts(env: Timeouts) {
  // Node refuses a headers timeout longer than the request's, which includes the headers.
  const headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS);
  return {
    // No byte in either direction for this long, before or during a request: the socket is closed.
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    // Between requests on a kept-alive connection. Behind a load balancer, keep it above the balancer's idle
    // timeout, or the balancer may send a request on a connection the server is closing.
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // The whole request, body included, must arrive within this (a photo upload on a slow phone network).
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout,
      // Node checks the two timeouts above on this period (30 s by default, which would stretch them).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}
