/**
 * The address a server-rendered page is rendered, kept and taken over under: its path and the one query parameter
 * a store page reads (`category`, a positive whole number). Any other query string (a campaign tag, a cache
 * buster) shows the same page, so it is neither rendered again nor kept twice.
 */
export function renderedPageAddress(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const category = new URLSearchParams(pathAndQuery.slice(at + 1)).get('category');
  const path = pathAndQuery.slice(0, at);
  return category !== null && /^[1-9]\d{0,9}$/.test(category) ? `${path}?category=${category}` : path;
}
