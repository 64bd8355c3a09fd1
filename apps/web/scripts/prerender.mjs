// Renders the home page to static HTML in English and Somali after `vite build` (src/app/prerender/render-home.tsx),
// with the styles its first screen needs inlined and its page chunks preloaded: dist/home.en.html and
// dist/home.so.html. The server renders `/` for each request with its industries and stores in dist/home.html, the
// same shell with an empty root; it sends these two, in the page's language, when it cannot (or the shopper saves
// data), so a first visit still paints the header, the banner and the footer before the entry script arrives; the
// app then takes over (src/main.tsx). See docs/decisions/012-prerendered-home.md and 015.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { createServer, loadConfigFromFile } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// The build folder: dist/, or the one given (the benchmark builds into a folder of its own).
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
/** The modules whose chunks (and styles) the home page shows on its first screen. */
const FIRST_SCREEN = [
  'src/app/prerender/take-over.tsx',
  'src/features/catalog/home-page.tsx',
  // The store list below the industries: rendered by the server with the page (home.html).
  'src/features/catalog/home-extras.tsx',
  'src/app/layout/footer.tsx',
];
/** The same for the store and product pages, which the server renders when they are asked for. */
const PAGE_FIRST_SCREEN = [
  'src/app/prerender/take-over.tsx',
  'src/features/catalog/catalog-routes.ts',
  'src/app/layout/footer.tsx',
];
/**
 * The same for the cart and the order's tracking page, which the server renders with the shopper's cart (its cookie)
 * and the order's public view, or else as their frame.
 */
const CART_FIRST_SCREEN = [
  'src/app/prerender/take-over.tsx',
  'src/features/cart/cart-page.tsx',
  'src/app/layout/footer.tsx',
];
/** The same for checkout, which the server renders as its frame: the form is drawn from the cart, on the phone. */
const CHECKOUT_FIRST_SCREEN = [
  'src/app/prerender/take-over.tsx',
  'src/app/routes/checkout-route.tsx',
  'src/app/layout/footer.tsx',
];
const TRACKING_FIRST_SCREEN = [
  'src/app/prerender/take-over.tsx',
  'src/features/orders/thankyou-page.tsx',
  'src/app/layout/footer.tsx',
];

// The app's modules expect a browser: a document to set `lang` on, storage, the network's state.
const window = new Window({ url: 'http://localhost/' });
for (const key of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location']) {
  Object.defineProperty(globalThis, key, {
    value: key === 'window' ? window : window[key],
    configurable: true,
    writable: true,
  });
}

/** What the app does once the page has loaded (the service worker, the language cookie): main.tsx starts it on the
 * load event, which on a prerendered page has often passed before main.tsx runs. */
const BACKGROUND = 'src/lib/background.ts';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The build manifest has no entry.');
if (!manifest[BACKGROUND]) throw new Error(`${BACKGROUND} is not in the build.`);

/** The chunk files and style files of these modules and of everything they import statically. */
function closure(keys) {
  const scripts = new Set();
  const styles = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (key !== entryKey) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build: update FIRST_SCREEN.`);
    visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Fetches the app's first files once the first contentful paint is on screen, or after a second if the browser never
 * says so, and starts the entry; the background work once the page has loaded. The other files are only preloaded
 * (fetched and compiled, each asked for in a task of its own: asked for together they held the processor for one long
 * task), and run when the app imports them: run as they arrived, each with everything it imports, they made a few
 * long tasks, and the loader of lazy chunks found no sign of them and asked for every one again.
 *
 * A page that arrived whole (the server rendered it with its answers, and this browser holds nothing of the app's that
 * could change it: no cart but the very one the page was rendered with (the cart page's `page-cart`), no language,
 * session or other saved choice, and no state of the app's own in its history)
 * starts nothing until the shopper reaches for it (a finger down, a pointer over it, a key, the focus), on anything but
 * a link, which the browser follows without the app (starting the app's downloads then would only slow the next page
 * down), or it has settled (five seconds after its load event, at an idle moment, as src/lib/settled.ts waits: written
 * out here, since the start-up line fetches nothing before it starts): a first visit's phone spends its processor on
 * drawing the page, not on an app the page does not need yet. Any other page starts the app at its first paint, as
 * before. See docs/decisions/047-a-whole-page-waits-for-the-shopper.md.
 *
 * Taps on the page's buttons, radio buttons and checkboxes before the app has taken over are noted (with the state a
 * radio button or checkbox was left in), and replayed by src/app/prerender/take-over.tsx once it has (links and the
 * search form work without the app); until then they go no further, so that an app part-way through taking over does
 * not answer them as well. The taps the app replays are its own (not trusted), and pass. A form of the app's sent meanwhile
 * (checkout's Place order; not one with an address of its own, the search) is held the same way, and sent by the app once it has taken over; what was typed into
 * the page's fields is typed again then (take-over.tsx).
 */
const boot = (files, background, early = '') =>
  early +
  `const taps = []; const tap = (event) => { const control = event.isTrusted && event.target.closest?.('button[type="button"], input[type="radio"], input[type="checkbox"]');` +
  ` if (control) { event.stopPropagation(); taps.push({ control, checked: control.tagName === 'INPUT' ? control.checked : undefined }); } };` +
  ` const hold = (event) => { if (window.suuqTaps.replaying || event.target.hasAttribute?.('action')) return; event.preventDefault(); event.stopPropagation(); taps.push({ control: event.submitter ?? event.target }); };` +
  `addEventListener('click', tap, true); addEventListener('submit', hold, true); window.suuqTaps = { taps, stop: () => { removeEventListener('click', tap, true); removeEventListener('submit', hold, true); } };` +
  `let start = () => { start = () => {}; import('/${files[0]}'); for (const file of ${JSON.stringify(files.map((file) => `/${file}`))}) setTimeout(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file })));` +
  ` const later = () => import('/${background}'); if (document.readyState === 'complete') later(); else addEventListener('load', later); };` +
  `const whole = () => { try { const sent = document.getElementById('page-cart'); const cart = sent ? JSON.parse(sent.textContent) : null;` +
  ` const own = localStorage.length === 0 || (cart !== null && localStorage.length === 1 && localStorage.getItem(${JSON.stringify(CART_KEY)}) === cart);` +
  ` return own && history.state?.usr == null && (cart !== null || (document.getElementById('page-data')?.textContent ?? '[]') !== '[]'); } catch { return false; } };` +
  `if (whole()) { const REACH = ['pointerdown', 'touchstart', 'mouseover', 'keydown', 'focusin']; const reach = (event) => { if (event?.target?.closest?.('a[href]')) return; for (const type of REACH) removeEventListener(type, reach, true); start(); };` +
  ` for (const type of REACH) addEventListener(type, reach, { capture: true, passive: true });` +
  ` const settle = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(reach, { timeout: 2000 }), 5000); if (document.readyState === 'complete') settle(); else addEventListener('load', settle); }` +
  ` else { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start); })` +
  `.observe({ type: 'paint', buffered: true }); setTimeout(() => start(), 1000); }`;

/** A constant of the shared package (packages/shared/src), read from its source: this script runs before any of it is built. */
function sharedConstant(file, name) {
  const source = readFileSync(path.join(root, '..', '..', 'packages', 'shared', 'src', file), 'utf8');
  const found = source.match(new RegExp(`export const ${name} = '([^']+)';`));
  if (!found) throw new Error(`packages/shared/src/${file} no longer exports ${name} as a string.`);
  return found[1];
}

/**
 * The cart's and checkout's first question, asked by the page's start-up line as soon as the page has arrived: the
 * delivery options of the saved cart's store, which checkout's form waits for (decision 050). Asked by the app, it
 * waited for the app's files first, a few round trips on a slow phone's connection. The answer is kept under its
 * address and language for the app's first request of the same (src/lib/api.ts, `takeEarlyAnswer`). A saved cart
 * the app would refuse asks nothing it would not have asked: the app checks it again as it restores it. A cart page
 * the server rendered with the cart (`page-cart`) came with the answer: nothing is asked.
 */
const CART_KEY = sharedConstant('constants.ts', 'CART_STORAGE_KEY');
const DELIVERY_PATH = sharedConstant('routes-shop.ts', 'deliveryRoute').replace(/^GET /, '');
const askDeliveryEarly =
  `try { const cart = !document.getElementById('page-cart') && JSON.parse(localStorage.getItem(${JSON.stringify(CART_KEY)}) ?? 'null')?.cart; const id = cart?.store?.id;` +
  ` if (Number.isInteger(id) && id > 0 && cart.items?.length && navigator.onLine) { const url = ${JSON.stringify(DELIVERY_PATH)} + '?store_id=' + id;` +
  ` const lang = document.documentElement.lang; window.suuqEarly = [{ url, lang, answer: fetch(url, { headers: { 'Accept-Language': lang } }) }]; } } catch {}`;

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryCss = manifest[entryKey].css ?? [];

/**
 * index.html made to show a page the server has already rendered: the styles of these modules' first screen inline,
 * and the app's scripts fetched and started once the page has painted (fetched or run earlier, they would compete
 * with the page that is already here for the network and the processor).
 */
function prerenderedShell(keys, early = '') {
  const { scripts, styles } = closure(keys);
  const css = styles.map((file) => readFileSync(path.join(dist, file), 'utf8').trim()).join('\n');
  const entryScript = `<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>`;
  if (!shell.includes(entryScript)) throw new Error('index.html does not load the entry as expected.');
  let html = shell
    .replace(
      entryScript,
      `<script type="module">${boot([manifest[entryKey].file, ...scripts], manifest[BACKGROUND].file, early)}</script>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  for (const file of entryCss) {
    const link = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`);
    if (!link.test(html)) throw new Error(`index.html does not link ${file}.`);
    html = html.replace(link, '');
  }
  // Each inlined file is also named by a link the browser does not load (disabled): the app's loader of lazy
  // chunks (Vite's preload helper) adds a chunk's styles unless a stylesheet link to them is already there, and
  // would otherwise fetch, parse and apply them all again, recalculating the whole page's style.
  const named = styles.map((file) => `<link rel="stylesheet" href="/${file}" disabled />`).join('');
  return html.replace('</head>', `    <style>${css}</style>${named}\n  </head>`);
}

// Store and product pages, rendered by the server for each request (src/app/prerender/page-worker.ts), go in this.
writeFileSync(path.join(dist, 'page.html'), prerenderedShell(PAGE_FIRST_SCREEN));
// The cart, checkout and the tracking page go in these: the cart drawn from its cookie, the order's public view, or
// their frame, which the app fills in (docs/decisions/041, 054 and 056).
writeFileSync(path.join(dist, 'cart.html'), prerenderedShell(CART_FIRST_SCREEN, askDeliveryEarly));
writeFileSync(path.join(dist, 'checkout.html'), prerenderedShell(CHECKOUT_FIRST_SCREEN, askDeliveryEarly));
writeFileSync(path.join(dist, 'tracking.html'), prerenderedShell(TRACKING_FIRST_SCREEN));
const homeShell = prerenderedShell(FIRST_SCREEN);
// The home page with its industries and stores, rendered by the server for each request, goes in this; the two
// written below, without them, are what the server sends when it cannot render one in time.
writeFileSync(path.join(dist, 'home.html'), homeShell);

// The app's own resolution (its React code on Preact's renderer, vite.config.ts), without the app's plugins.
const { config } = await loadConfigFromFile(
  { command: 'serve', mode: 'production', isSsrBuild: true },
  path.join(root, 'vite.config.ts'),
  root,
  'warn',
);
const vite = await createServer({
  root,
  configFile: false,
  resolve: config.resolve,
  ssr: config.ssr,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { renderHome } = await vite.ssrLoadModule('/src/app/prerender/render-home.tsx');
  for (const language of ['en', 'so']) {
    let markup = await renderHome(language);
    // The page's title is drawn where the page renders it (components/ui/page-title.tsx); it belongs in the head.
    let title = 'Suuq';
    markup = markup.replace(/<title>([^<]*)<\/title>/, (_, text) => {
      title = text;
      return '';
    });
    const html = homeShell
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="/ ${language}">${markup}</div>`);
    writeFileSync(path.join(dist, `home.${language}.html`), html);
    console.log(`prerendered dist/home.${language}.html (${Math.round(html.length / 1024)} KB)`);
  }
} finally {
  await vite.close();
  await window.happyDOM.close();
}
