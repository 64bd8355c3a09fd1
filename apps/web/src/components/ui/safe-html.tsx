import { useMemo } from 'react';
import DOMPurify from 'dompurify';

// Merchant and page HTML is stored as given; only plain document markup survives to the screen.
const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'template'],
  FORBID_ATTR: ['style', 'target'],
};

/** Renders untrusted HTML after sanitizing it. Import it only from lazily loaded pages: DOMPurify is not small. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, OPTIONS), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
