import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { preloadHome } from '../router';
import { currentLanguage } from '../../lib/i18n';

declare global {
  interface Window {
    /** Set by the prerendered page's start-up line: stops noting taps and returns the buttons tapped so far. */
    suuqTaps?: () => HTMLElement[];
  }
}

/** Taps the buttons a shopper tapped before the app had taken over, now that their handlers are there. */
function replayTaps() {
  for (const button of window.suuqTaps?.() ?? []) if (button.isConnected) button.click();
}

/** Calls `onMounted` once everything inside it is on the page, handlers attached. */
function Mounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

/**
 * Starts the app on a page the server sent already rendered (scripts/prerender.mjs). Rendered for this path and
 * language, it stays on screen: the page's chunks are fetched first, then the app takes over the elements already
 * there (hydration) instead of drawing them again, in slices that leave the browser free to answer a tap; buttons
 * tapped meanwhile are tapped again once their handlers are there. Rendered for another page or language, or with a
 * chunk that cannot be fetched, it goes and the app renders afresh (`renderAfresh`, which empties the container).
 */
export async function takeOver(
  container: HTMLElement,
  app: ReactNode,
  renderAfresh: () => void,
): Promise<void> {
  if (container.dataset.prerendered === `${location.pathname} ${currentLanguage()}`) {
    try {
      await preloadHome();
      hydrateRoot(container, <Mounted onMounted={replayTaps}>{app}</Mounted>);
      return;
    } catch {
      // Rendered afresh below.
    }
  }
  window.suuqTaps?.();
  renderAfresh();
}
