/**
 * The plain app page (`index.html`) for a store or product page, with the page's own files announced in its head:
 * the catalog pages' chunk with everything it imports (`modulepreload`), and the store's or product's API answer
 * (`preload` as fetch, the very request the page makes first). Without them the browser learns of each only after
 * the previous one has arrived and run: entry, then the page's chunk, then the data.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@suuq/shared/labels';
import { slugify } from '@suuq/shared/slug';

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The module whose chunk renders the store and product pages (apps/web/src/features/catalog/catalog-routes.ts). */
const CATALOG_PAGES = 'src/features/catalog/catalog-routes.ts';
/** The shop's footer, drawn on every page of its frame, with the page. */
const FOOTER = 'src/app/layout/footer.tsx';
const STORE_PAGE = /^\/store\/([^/]+)\/?$/;
// Also the spec's /products/_:slug.
const PRODUCT_PAGE = /^\/products\/_?([\p{L}\p{N}_-]{1,200})\/?$/u;

/**
 * The shopping pages the app draws itself (the server renders only home, store and product pages), with the module
 * of each (apps/web/src/app/router.tsx): a shopper who opens one from a link, a text or a reload waits for the entry,
 * then for the page's chunk and its imports, then for the page to be drawn. Announced, they come with the entry.
 */
const APP_DRAWN_PAGES: [paths: string[], module: string][] = [
  [['/cart', '/cart1', '/cart-homepage'], 'src/features/cart/cart-page.tsx'],
  [['/checkout', '/checkout2', '/checkout-homepage', '/delivery'], 'src/app/routes/checkout-route.tsx'],
  // The order's tracking page, where the link in the shopper's texts leads.
  [['/thankyou', '/Thankyou-homepage'], 'src/features/orders/thankyou-page.tsx'],
];

/** The tags for a chunk and its static imports, less what index.html already loads. */
function chunkTags(manifest: Manifest, key: string, html: string): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || chunk.isEntry) return;
    seen.add(name);
    if (!html.includes(`/${chunk.file}"`))
      tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return tags;
}

/** The plain app page with its preloads, and whether the server renders this page itself when it can. */
export interface PagePreloads {
  html: string;
  serverRendered: boolean;
}

/**
 * Reads the build once. Returns, for a page path and the shopper's language, the page with its preloads, or
 * undefined when the path is not a store, product or app-drawn shopping page (or the build has no manifest).
 */
export function pagePreloads(
  webDist: string,
): (pathname: string, language: Language) => PagePreloads | undefined {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!manifest[CATALOG_PAGES] || !html.includes('</head>')) return () => undefined;
  const catalog = [...new Set(chunkTags(manifest, CATALOG_PAGES, html))];
  const withTags = (tags: string[]) => html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  const storePage = withTags(catalog);
  const appDrawn = new Map<string, string>();
  for (const [paths, module] of APP_DRAWN_PAGES) {
    if (!manifest[module]) continue;
    // With the footer every page of the shop's frame draws (apps/web/src/app/layout/app-shell.tsx).
    const page = withTags([
      ...new Set([...chunkTags(manifest, module, html), ...chunkTags(manifest, FOOTER, html)]),
    ]);
    for (const url of paths) appDrawn.set(url, page);
  }

  return (pathname, language) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const fetchTag = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin href="${url}?lang=${language}">`;
    const drawn = appDrawn.get(decoded.replace(/(.)\/$/, '$1'));
    // Drawn from what only the phone holds (its cart, its order's key): never rendered by the server.
    if (drawn) return { html: drawn, serverRendered: false };
    const store = STORE_PAGE.exec(decoded)?.[1];
    if (store !== undefined) {
      // The store page asks for the store by its name's slug first (apps/web/src/features/catalog/use-store.ts).
      const slug = slugify(store);
      const page = slug
        ? withTags([fetchTag(`/api/stores/${encodeURIComponent(slug)}`), ...catalog])
        : storePage;
      return { html: page, serverRendered: true };
    }
    const product = PRODUCT_PAGE.exec(decoded)?.[1];
    if (product === undefined) return undefined;
    return {
      html: withTags([fetchTag(`/api/products/${encodeURIComponent(product)}`), ...catalog]),
      serverRendered: true,
    };
  };
}
