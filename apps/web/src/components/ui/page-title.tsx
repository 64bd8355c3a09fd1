import { useLayoutEffect } from 'react';

/**
 * The document's title while this is on the page; the one before comes back when it goes. In the browser the title
 * is set, not drawn. On the server (the page renderer, the build-time home page) it is drawn as `<title>` where it
 * stands, and the renderer lifts it into the page's head (app/prerender/render-page.tsx, scripts/prerender.mjs).
 */
export function PageTitle({ text }: { text: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = text;
    return () => {
      document.title = before;
    };
  }, [text]);
  return import.meta.env.SSR ? <title>{text}</title> : null;
}
