/**
 * The query parameters a server-rendered page reads, by path, each with the values it may take. A page reading a
 * `strict` one shows any value it is given, so with a value outside these it is not rendered by the server at all.
 */
const READ_PARAMETERS: { path: RegExp; name: string; value: RegExp; strict?: boolean }[] = [
  // A store page's category: a positive whole number (the page ignores any other value).
  { path: /^\//, name: 'category', value: /^[1-9]\d{0,9}$/ },
  // The tracking page's order: its number, letters, digits and dashes.
  {
    path: /^\/(thankyou|Thankyou-homepage)$/,
    name: 'order-number',
    value: /^[A-Za-z0-9-]{1,20}$/,
    strict: true,
  },
];

/**
 * The address a server-rendered page is rendered, kept and taken over under: its path and the one query parameter
 * the page reads (a store page's `category`, the tracking page's `order-number`). Any other query string (a
 * campaign tag, a cache buster) shows the same page, so it is neither rendered again nor kept twice.
 */
export function renderedPageAddress(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const path = pathAndQuery.slice(0, at);
  const query = new URLSearchParams(pathAndQuery.slice(at + 1));
  for (const { path: pattern, name, value } of READ_PARAMETERS) {
    const read = query.get(name)?.trim();
    if (pattern.test(path) && read !== undefined && value.test(read))
      return `${path}?${new URLSearchParams({ [name]: read })}`;
  }
  return path;
}

/**
 * Whether the page at this address can be rendered by the server: not when it reads a strict parameter whose value
 * is not one its address keeps (the page would show a value the server did not render it with).
 */
export function isRenderedAddress(pathAndQuery: string): boolean {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return true;
  const path = pathAndQuery.slice(0, at);
  const query = new URLSearchParams(pathAndQuery.slice(at + 1));
  return READ_PARAMETERS.every(({ path: pattern, name, value, strict }) => {
    const read = query.get(name)?.trim();
    return !strict || !pattern.test(path) || read === undefined || read === '' || value.test(read);
  });
}
