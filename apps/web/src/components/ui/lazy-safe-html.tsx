import { lazy, Suspense, type ComponentType } from 'react';

type Props = { html: string; className?: string };

// Pages that show merchant HTML only below other content (a product's description) fetch the sanitizer when that
// HTML first renders, so the page itself stays light. Without it (offline) the HTML is left out, never shown
// unsanitized.
const SafeHtml = lazy<ComponentType<Props>>(() =>
  import('./safe-html').then(
    (module) => ({ default: module.SafeHtml }),
    (error: unknown) => {
      console.warn('The HTML sanitizer could not be downloaded:', error);
      return { default: () => null };
    },
  ),
);

/** `SafeHtml`, with the sanitizer downloaded on first use. */
export function LazySafeHtml({ html, className }: Props) {
  return (
    <Suspense fallback={<div className={className} />}>
      <SafeHtml html={html} className={className} />
    </Suspense>
  );
}
