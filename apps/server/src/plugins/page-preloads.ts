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
const STORE_PAGE = /^\/store\/([^/]+)\/?$/;
// Also the spec's /products/_:slug.
const PRODUCT_PAGE = /^\/products\/_?([\p{L}\p{N}_-]{1,200})\/?$/u;

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

/**
 * Reads the build once. Returns, for a page path and the shopper's language, the page with its preloads, or
 * undefined when the path is not a store or product page (or the build has no manifest).
 */
export function pagePreloads(webDist: string): (pathname: string, language: Language) => string | undefined {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!manifest[CATALOG_PAGES] || !html.includes('</head>')) return () => undefined;
  const catalog = [...new Set(chunkTags(manifest, CATALOG_PAGES, html))];
  const withTags = (tags: string[]) => html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  const storePage = withTags(catalog);

  return (pathname, language) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const fetchTag = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin href="${url}?lang=${language}">`;
    const store = STORE_PAGE.exec(decoded)?.[1];
    if (store !== undefined) {
      // The store page asks for the store by its name's slug first (apps/web/src/features/catalog/use-store.ts).
      const slug = slugify(store);
      return slug ? withTags([fetchTag(`/api/stores/${encodeURIComponent(slug)}`), ...catalog]) : storePage;
    }
    const product = PRODUCT_PAGE.exec(decoded)?.[1];
    if (product === undefined) return undefined;
    return withTags([fetchTag(`/api/products/${encodeURIComponent(product)}`), ...catalog]);
  };
}
