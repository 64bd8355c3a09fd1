import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/*
 * Merchant and page HTML is stored as given; only plain document markup survives to the screen. It is parsed into
 * an inert document (a parsed document runs no script and loads nothing) and rebuilt as React elements from an
 * allowlist: nothing is ever written to the page as HTML, so no markup can change meaning on the way (mutation
 * XSS). An element outside the list shows its text, unless it holds code, styles, forms, frames or media, which go
 * with their content. The only attribute kept is a link's address, when it is http(s), mailto or tel.
 */
const KEPT = new Set(
  (
    'p br hr b strong i em u s small sub sup mark abbr cite q code pre blockquote span div ' +
    'h1 h2 h3 h4 h5 h6 ul ol li dl dt dd table caption thead tbody tfoot tr th td a'
  ).split(' '),
);
const DROPPED = new Set(
  (
    'script style template iframe frame frameset object embed applet form input button textarea select option ' +
    'noscript noembed noframes svg math img picture video audio source track canvas map area link meta base ' +
    'title head portal dialog'
  ).split(' '),
);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Resolves relative addresses; never an address of its own, so it can be told apart from one a merchant wrote. */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * A link's address if it opens a web page, an email or a call; nothing else (no `javascript:`, `data:`...). A
 * relative address stays relative (from the site's root): resolved against the page's origin it came out as
 * `http://localhost/...` from the server's renderer, and the app taking the page over saw another address.
 */
export function safeHref(href: string | null): string | undefined {
  if (href === null) return undefined;
  try {
    const url = new URL(href, RELATIVE_BASE);
    if (!LINK_SCHEMES.has(url.protocol)) return undefined;
    if (url.origin === RELATIVE_BASE) return `${url.pathname}${url.search}${url.hash}`;
    // An address without its scheme (`//host/...`) keeps taking the page's.
    return href.trim().startsWith('//') ? url.href.slice(url.protocol.length) : url.href;
  } catch {
    return undefined;
  }
}

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (element.namespaceURI !== HTML_NAMESPACE || DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, rebuild);
  if (!KEPT.has(tag)) return createElement(Fragment, { key }, children);
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  const href = tag === 'a' ? safeHref(element.getAttribute('href')) : undefined;
  return createElement(
    tag,
    href ? { key, href, rel: 'noopener noreferrer nofollow' } : { key },
    children.length > 0 ? children : undefined,
  );
}

/** Untrusted HTML as the allowed elements and text it holds (see above), as React nodes. */
export function sanitizedNodes(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, rebuild);
}

function rebuildNode(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (element.namespaceURI !== HTML_NAMESPACE || DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child) => rebuildNode(child, doc)).filter(
    (child): child is Node => child !== null,
  );
  const out = KEPT.has(tag) ? doc.createElement(tag) : doc.createDocumentFragment();
  const href = tag === 'a' ? safeHref(element.getAttribute('href')) : undefined;
  if (href && out instanceof Element) out.setAttribute('href', href);
  if (tag !== 'br' && tag !== 'hr') out.append(...children);
  return out;
}

/**
 * Untrusted HTML as new nodes of `doc` built by the same allowlist: for an editor that must hold the markup itself
 * (a rich text field), never given the HTML as HTML.
 */
export function sanitizedFragment(html: string, doc: Document = document): DocumentFragment {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out = doc.createDocumentFragment();
  for (const child of Array.from(body.childNodes)) {
    const rebuilt = rebuildNode(child, doc);
    if (rebuilt) out.append(rebuilt);
  }
  return out;
}

/** Renders untrusted HTML: only plain document markup and its text reach the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => sanitizedNodes(html), [html]);
  return <div className={className}>{nodes}</div>;
}
