import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SOMALI_MESSAGES } from './src/sw/offline-languages';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);
// In development the API server runs on its own port; in production it serves this build on the same origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The app is written against React's API and runs on Preact's renderer, through `preact/compat`: the same
 * components, hooks, Suspense and portals, at a tenth of react-dom's bytes, and far less to evaluate before the first
 * tap (docs/decisions/051-react-on-preact.md). Every build that renders the app (the browser's, the server's page
 * renderer, the build-time home page, the tests in vitest.config.ts) resolves these names so. React's types stay the
 * code's types. `use-sync-external-store`'s selector hook, which React Redux and RTK Query import from a CommonJS
 * package that would ask Node for React itself, is the same hook as a module of ours.
 */
export const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: join(root, 'src/lib/external-store-with-selector.ts'),
  },
];

/**
 * React Router declares `Link`, `NavLink` and `Form` as `var Link = React.forwardRef(...)` followed by
 * `Link.displayName = "Link"`. Both look like side effects to a bundler, so the three components stay in the bundle,
 * with the prefetching and form code they reach, although the app uses none of them: 1.8 KB gzipped of the home
 * route. Until React Router annotates them itself (remix-run/react-router#15299), this marks those calls pure and
 * drops the `displayName` writes, which only React DevTools reads. It only ever removes code nothing calls; if
 * React Router's output changes shape, nothing is patched, the build warns, and the route budget check fails.
 */
function treeShakeReactRouter(): Plugin {
  let patched = false;
  return {
    name: 'suuq:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
      handler(code) {
        const result = code
          .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
        if (result === code) return null;
        patched = true;
        // Lines keep their numbers, so no source map is needed.
        return { code: result, map: null };
      },
    },
    buildEnd() {
      if (!patched)
        this.warn('React Router had nothing to patch: check whether treeShakeReactRouter is still needed.');
    },
  };
}

/**
 * Marks the entry chunk with V8's explicit compile hint (the magic comment `//# allFunctionsCalledOnLoad`): the
 * browser compiles all its functions while it downloads the file, on a background thread, instead of compiling each
 * on the main thread the first time it runs. Nearly all of the entry runs on a first visit (React taking over the
 * page, the store, the router, the shell), and compiling it that way took about 15% off the main thread's work
 * while the home page starts (docs/decisions/042-compile-hint-and-preloaded-first-files.md). The lazy chunks are
 * left to compile lazily: most are small, and of the largest (the map) a page calls little.
 */
function compileHintOnEntry(): Plugin {
  return {
    name: 'suuq:compile-hint-on-entry',
    apply: 'build',
    // Written into the file once it is out: the minifier drops comments, and the first line is what V8 reads.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * What a shopper needs to shop with no network, besides the entry: the pages from home to checkout and the order's
 * tracking page, with everything they import, and the Somali messages of each. The service worker precaches these
 * after the first visit has loaded; the rest (account pages, the staff board, the maps) is fetched when needed.
 */
const OFFLINE_MODULES = [
  'src/features/catalog/home-page.tsx',
  'src/features/catalog/home-extras.tsx',
  'src/features/catalog/catalog-routes.ts',
  'src/features/cart/cart-page.tsx',
  'src/features/cart/cart-drawer.tsx',
  'src/features/cart/add-to-cart-flow.ts',
  'src/app/routes/checkout-route.tsx',
  'src/features/checkout/queued-orders.tsx',
  'src/features/orders/thankyou-page.tsx',
  // "Page not found", with the joining pages it leads to (routes/catch-all-route.tsx).
  'src/app/routes/catch-all-route.tsx',
  'src/app/layout/footer.tsx',
  'src/components/layout/locales/so.json',
  'src/lib/background.ts',
  'src/locales/so.json',
];
// Lazily imported by those pages but not needed to shop: the maps (Leaflet), the rich-text sanitizer and the
// joining pages (a shop's or a captain's application).
const NOT_OFFLINE = /leaflet|address-map|store-map|safe-html|features\/join\//;

/**
 * Small modules the first screen of nearly every shopper's page imports (money, a store's clock, the saved cart, the
 * page's title and the shell's words): one file instead of a dozen. On a slow phone each file that arrives costs a
 * task of its own on the main thread, however small the file (docs/decisions/053-one-file-for-the-first-screen.md).
 */
const FIRST_SCREEN_SHARED =
  /\/(packages\/shared\/src\/(images|distance|intl|money|time-zone)\.ts|apps\/web\/src\/(lib\/(settled|use-when-settled|use-config|data-saver|store-time|shape)\.ts|components\/ui\/page-(title|intro)\.tsx|components\/layout\/(messages\.ts|locales\/en\.json)|features\/cart\/cart-(slice|persistence)\.ts))$/;

const RARE_PAGES =
  /\/(staff|booking|captain|sample|change-password|edit-profile|address-book|profile|profile-homepage|thankyou|order-history|wish-list|paypal|stepper|register|sign-in|static|catch-all|join)-(page|route)-|\/(take-over|queued-orders)-/;

/** The built files of the modules above and of everything they import (statically, or lazily unless excluded). */
function offlineFiles(dist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || NOT_OFFLINE.test(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, false);
    for (const imported of chunk.dynamicImports ?? [])
      if (followLazy || imported.endsWith('/locales/so.json')) visit(imported, followLazy);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) visit(entry, false);
  for (const key of OFFLINE_MODULES) {
    if (!manifest[key]) throw new Error(`Offline module ${key} is not in the build: update OFFLINE_MODULES.`);
    visit(key, true);
  }
  return files;
}

/**
 * Checks that the service worker tells the Somali messages by their files' names (src/sw/offline-languages.ts): each
 * built file of a `locales/so.json` matches, and no other file does.
 */
function checkSomaliNames(dist: string, kept: Iterable<string>) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const somali = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.endsWith('/locales/so.json'))
      .map(([, chunk]) => chunk.file),
  );
  for (const file of somali)
    if (!SOMALI_MESSAGES.test(file)) throw new Error(`Somali messages in ${file}: its name does not say so.`);
  for (const file of kept)
    if (SOMALI_MESSAGES.test(file) && !somali.has(file))
      throw new Error(`${file} is named as Somali messages but holds something else.`);
}

/**
 * The folder this build writes (`--outDir` included), for the service worker's list of offline files: read from the
 * resolved config, so a build into another folder lists its own files, not those an earlier build left in dist/.
 */
let builtFolder = join(root, 'dist');
function readBuiltFolder(): Plugin {
  return {
    name: 'suuq:built-folder',
    configResolved(config) {
      builtFolder = resolve(config.root, config.build.outDir);
    },
  };
}

/**
 * The server's page renderer (src/app/prerender/page-worker.ts) gets RTK Query's hooks that ask for data while
 * rendering (src/app/prerender/ssr-query.ts), the browser the package's own.
 */
function serverQueryHooks(): Plugin {
  const hooks = join(root, 'src/app/prerender/ssr-query.ts');
  return {
    name: 'suuq:server-query-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@reduxjs/toolkit/query/react' && importer !== hooks ? hooks : null;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  // The server's page renderer needs none of the public files.
  publicDir: isSsrBuild ? false : undefined,
  resolve: {
    // React Router's package exports only its development build, whose warnings and invariant messages every phone
    // would download; the production build it ships beside it is the same code without them.
    alias:
      command === 'build'
        ? [
            ...REACT_ON_PREACT,
            // Zod without its `new Function` fast path, which the Content-Security-Policy forbids (src/lib/zod-browser.ts).
            { find: /^zod$/, replacement: join(root, 'src/lib/zod-browser.ts') },
            {
              find: /^react-router$/,
              replacement: join(
                dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
          ]
        : REACT_ON_PREACT,
  },
  // The server's page renderer bundles what renders with React's API, so that it gets the aliases above too.
  ssr: { noExternal: ['react-redux', '@reduxjs/toolkit', 'react-router'] },
  plugins: [
    readBuiltFolder(),
    // JSX only: Fast Refresh is React's own renderer's; on Preact's an edit reloads the page in development.
    react({ refreshExclude: /./ }),
    treeShakeReactRouter(),
    isSsrBuild ? serverQueryHooks() : null,
    isSsrBuild ? null : compileHintOnEntry(),
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          // Registered by src/lib/background.ts after the page has loaded, outside the first download.
          injectRegister: false,
          // One manifest per language lives in public/ (manifest.en.webmanifest, manifest.so.webmanifest).
          manifest: false,
          injectManifest: {
            rollupFormat: 'iife',
            // The shell and the pages to shop offline. Not the tab's icon (the browser keeps it a day: the page had it
            // already, and precaching fetched it a second time), nor the app's icons and manifests: the browser fetches
            // those itself when it needs them, and shopping needs none of them (16 KB).
            globPatterns: ['index.html', 'assets/*.{js,css}'],
            manifestTransforms: [
              (entries) => {
                const keep = offlineFiles(builtFolder);
                checkSomaliNames(builtFolder, keep);
                return {
                  manifest: entries.filter(({ url }) => !url.startsWith('assets/') || keep.has(url)),
                  warnings: [],
                };
              },
            ],
          },
        }),
  ],
  // The server's page renderer: beside the app's files, in a folder the server does not serve.
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json maps each source module to its chunks; scripts/route-size.mjs reads it.
        manifest: true,
        // Every browser this store supports has <link rel="modulepreload">; the polyfill only cost the entry chunk.
        modulePreload: {
          polyfill: false,
          // Pages shoppers rarely or never open (the staff board on the shop's own phone, the captain's console, the
          // account's forms, the demo page) are not listed for preloading in the entry: their imports load one round
          // trip later. Nor are the thank-you page and the notice of orders queued offline (the service worker has their
          // files by then) and the prerendered page's take-over (the page fetches its files itself). Each listed file costs every first
          // visit its name (docs/decisions/003-home-route-budget.md).
          resolveDependencies: (filename, deps, { hostType }) =>
            hostType === 'js' && RARE_PAGES.test(filename) ? [] : deps,
        },
        rolldownOptions: {
          // The API's routes are string constants of the shared table (@suuq/shared/routes): inlined where they are
          // used, each page carries the routes it calls and no chunk of the table. Smart mode inlines none of them.
          optimization: { inlineConst: true },
          output: {
            // Everything a first visit runs before any page (React, Redux, the router, the translator) in one file:
            // split into several, each paid its own gzip header and import/export glue (1.7 KB of the home route).
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                { name: 'first-screen', test: FIRST_SCREEN_SHARED, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': apiTarget,
      '/v1': apiTarget,
      '/images': apiTarget,
    },
  },
}));
