/**
 * A page's markup on the server: rendered by Preact's string renderer, the renderer the app runs on in the browser
 * (docs/decisions/051-react-on-preact.md), waiting for every part that suspends (a page's code loading) so the markup
 * is whole. A part that fails to render fails the whole page: the browser would render it again otherwise.
 */
import type { ReactNode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

export async function renderMarkup(page: ReactNode): Promise<string> {
  // React's element type and Preact's describe the same objects here: the JSX above was compiled for Preact.
  return renderToStringAsync(page as unknown as VNode);
}
