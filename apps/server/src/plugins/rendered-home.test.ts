import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * A stand-in for the web build's page renderer: the home page asks for the industries and the stores in the page's
 * language, as the real one does (apps/web/src/app/prerender/render-page.tsx), and lists their names.
 */
const WORKER = `
import { parentPort } from 'node:worker_threads';
const waiting = new Map();
let next = 0;
const ask = (render, url, method, body, language) => new Promise((resolve) => {
  const id = ++next;
  waiting.set(id, resolve);
  parentPort.postMessage({ type: 'fetch', id, render, url, method, body, language });
});
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', async (message) => {
  if (message.type === 'answer') return waiting.get(message.id)(message);
  const industries = await ask(message.id, '/api/industries?lang=' + message.language, 'GET', undefined, message.language);
  const stores = await ask(message.id, '/api/stores', 'POST', '{}', message.language);
  const names = (answer) => JSON.parse(answer.body).data.map((entry) => '<li>' + entry.name + '</li>').join('');
  parentPort.postMessage({ type: 'rendered', id: message.id, page: {
    markup: '<h2>' + message.url + '</h2><ul>' + names(industries) + '</ul><ul>' + names(stores) + '</ul>',
    title: 'Suuq',
    entries: [],
  } });
});
`;
const shell = (root: string, language = 'en') =>
  `<!doctype html><html lang="${language}"><head><title>Suuq</title></head><body>${root}</body></html>`;

let ctx: TestContext;
let build: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  build = fakeWebBuild({
    'index.html': shell('<div id="root"></div>'),
    'page.html': shell('<div id="root"></div>'),
    'home.html': shell('<div id="root"></div>'),
    'home.en.html': shell('<div id="root" data-prerendered="/ en"><h1>Built</h1></div>'),
    'home.so.html': shell('<div id="root" data-prerendered="/ so"><h1>Built</h1></div>', 'so'),
    '.vite/manifest.json': {
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'src/features/catalog/catalog-routes.ts': { file: 'assets/catalog-routes-def.js' },
    },
    '.ssr/page-worker.js': WORKER,
  });
  ctx = await createTestApp({ WEB_DIST: build.dir });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

describe('the home page rendered by the server', () => {
  it('comes with the industries and the stores, from the API, in English by default', async () => {
    const res = await ctx.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('data-prerendered="/ en"');
    expect(res.body).toContain('<li>Grocery</li>');
    const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: {} })).json() as {
      data: { name: string }[];
    };
    expect(stores.data.length).toBeGreaterThan(0);
    for (const store of stores.data) expect(res.body).toContain(`<li>${store.name}</li>`);
  });

  it('follows the browser’s languages on a first visit, and the chosen language (the cookie) after', async () => {
    const vary = (headers: Record<string, unknown>) => String(headers.vary);
    const somali = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'so-SO,so;q=0.9,en;q=0.8' },
    });
    expect(somali.body).toContain('<html lang="so">');
    expect(somali.body).toContain('data-prerendered="/ so"');
    expect(somali.body).toContain('<li>Raashin</li>');
    expect(vary(somali.headers)).toContain('accept-language');
    expect(vary(somali.headers)).toContain('cookie');

    // Preferred over English by weight, whatever the order.
    const weighted = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'en;q=0.4, ar, so;q=0.8' },
    });
    expect(weighted.body).toContain('data-prerendered="/ so"');
    const other = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'fr, ar' } });
    expect(other.body).toContain('data-prerendered="/ en"');

    const chosen = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'so', cookie: 'lang=en' },
    });
    expect(chosen.body).toContain('data-prerendered="/ en"');
    const chosenSomali = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'en-US,en', cookie: 'x=1; lang=so' },
    });
    expect(chosenSomali.body).toContain('data-prerendered="/ so"');
    // A cookie naming no language the store speaks is no choice.
    const unknown = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'so', cookie: 'lang=fr' },
    });
    expect(unknown.body).toContain('data-prerendered="/ so"');
  });

  it('goes out compressed as the browser accepts, the same page', async () => {
    const plain = await ctx.app.inject('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A store page too: it was sent uncompressed.
    const store = await ctx.app.inject({ url: '/store/karaan', headers: { 'accept-encoding': 'br' } });
    expect(store.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(store.rawPayload).toString()).toContain(
      'data-prerendered="/store/karaan en"',
    );
  });

  it('is the one built ahead, in the page’s language, for a shopper who saves data', async () => {
    const res = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'so', cookie: 'data-saver=1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-prerendered="/ so"');
    expect(res.body).toContain('<h1>Built</h1>');
    expect(res.body).not.toContain('<li>');
  });

  it('is rendered for the path alone: another query string shows the same page', async () => {
    const res = await ctx.app.inject('/?utm_source=sms');
    expect(res.body).toContain('<h2>/</h2>');
  });
});
