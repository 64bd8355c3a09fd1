/**
 * The server's page renderer, built on its own (`vite build --ssr`, see package.json) and run by the API server in
 * a worker thread (apps/server/src/plugins/page-render.ts): the app's modules expect a browser's globals, which are
 * set up here, away from the server's own. Messages in: `{ type: 'render', id, url, language, cart }` (`cart`: the
 * saved cart's text the cart page is rendered with, if any) and the answers to its requests,
 * `{ type: 'answer', id, status, body }`; out: `{ type: 'fetch', id, render, url, method, body, language }` and
 * `{ type: 'rendered', id, page }` (undefined when the page could not be rendered), and `{ type: 'ready' }` once
 * the app's modules are loaded. One page at a time: the
 * language is the app's, not the request's.
 */
import { parentPort } from 'node:worker_threads';
import { Window } from 'happy-dom';
import type { Language } from '@suuq/shared/labels';
import type { PageFetch } from './render-page';

type Incoming =
  | { type: 'render'; id: number; url: string; language: Language; cart?: string }
  | { type: 'answer'; id: number; status: number; body: string };

const port = parentPort;
if (!port) throw new Error('The page renderer runs in a worker thread.');

const window = new Window({ url: 'http://localhost/' });
/** What the app's modules and components use of a browser while rendering. */
const BROWSER_GLOBALS = [
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'DOMParser',
  'Node',
  'NodeFilter',
  'Element',
  'HTMLElement',
  'DocumentFragment',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;
const define = (key: string, value: unknown) =>
  Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
define('window', window);
for (const key of BROWSER_GLOBALS) {
  const value: unknown = window[key];
  // Functions of the window (matchMedia...) are called on it; classes (DOMParser...) are used as they are.
  define(key, typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(window) : value);
}
// The app logs failed requests; the server's own log has them.
console.error = () => {};
// React's production build, whatever the server runs as: the same markup, rendered in a fraction of the time.
process.env.NODE_ENV = 'production';

const { renderPage } = await import('./render-page');

/** The render in progress, which the server's answers are noted against. */
let rendering = 0;
let nextFetch = 0;
const waiting = new Map<number, (answer: Response) => void>();
const pageFetch: PageFetch = (url, { method, body, language }) =>
  new Promise<Response>((resolve) => {
    const id = ++nextFetch;
    waiting.set(id, resolve);
    port.postMessage({ type: 'fetch', id, render: rendering, url, method, body, language });
  });

port.postMessage({ type: 'ready' });

let queue = Promise.resolve();
port.on('message', (message: Incoming) => {
  if (message.type === 'answer') {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(
      new Response(message.body, {
        status: message.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
    return;
  }
  queue = queue.then(async () => {
    let page;
    rendering = message.id;
    try {
      page = await renderPage(message.url, message.language, pageFetch, message.cart);
    } catch (error) {
      console.warn(error instanceof AggregateError ? [error.message, ...error.errors] : error);
      page = undefined;
    }
    port.postMessage({ type: 'rendered', id: message.id, page });
  });
});
