import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { api } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { matchPath } from 'react-router';
import { Footer } from '../layout/app-shell';
import { ROUTES } from '../router';
import { paths } from '../../lib/paths';
import { nextTask } from '../../lib/next-task';
import type { AppStore } from '../../lib/store';
import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { renderedPageAddress } from '@suuq/shared/page-address';

/**
 * A tap before the app had taken over: a button, or a radio button or checkbox and the state it was left in; or a
 * form sent (its submit button, or the form itself when it has none), held until the app can send it.
 */
interface Tap {
  control: HTMLElement;
  checked?: boolean;
}

/** The taps noted so far (more are added while the app waits to replay them), and how to stop noting them. */
interface NotedTaps {
  taps: Tap[];
  stop: () => void;
  /** True while the app replays them: a form its replay sends is the app's to send, not held again. */
  replaying?: boolean;
}

/** A field the shopper typed in before the app had taken over, and what they left in it. */
interface Typed {
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

/** Inputs that hold text (not buttons, radio buttons or checkboxes, whose taps are noted as taps). */
const TEXT_FIELDS =
  'input:not([type=button],[type=submit],[type=reset],[type=radio],[type=checkbox],[type=hidden],[type=file],[type=image]), textarea, select';

/**
 * What the shopper typed or chose in the page's fields before the app had taken over (a field holding other than what
 * the page was sent with): the app, which takes the page over with its own state, hears of it by the replay.
 */
function typedFields(container: HTMLElement): Typed[] {
  const changed = (control: Typed['control']) =>
    control instanceof HTMLSelectElement
      ? [...control.options].some((option) => option.selected !== option.defaultSelected)
      : control.value !== control.defaultValue;
  return [...container.querySelectorAll<Typed['control']>(TEXT_FIELDS)]
    .filter(changed)
    .map((control) => ({ control, value: control.value }));
}

/**
 * Types again what was typed before the take-over (the app's state, drawn with the page as it was sent, knew
 * nothing of it), each field as if the shopper had just typed it: the app's handler reads the field's value.
 */
function retype(typed: Typed[]) {
  for (const { control, value } of typed) {
    if (!control.isConnected) continue;
    control.value = value;
    flushSync(() => {
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
}

declare global {
  interface Window {
    /** Set by the prerendered page's start-up line (scripts/prerender.mjs). */
    suuqTaps?: NotedTaps;
  }
}

/**
 * Taps again, in order, what a shopper tapped before the app had taken over (taps go on being noted until then: one
 * that reached the app earlier would be answered before the taps made before it). The page is taken over in one pass
 * (Preact's hydration), so by the time this runs every element on it has its handlers. The replay runs in one go,
 * each tap's changes drawn before the next (a choice, then the button that reads it): with a pause between taps, the
 * app drawing one choice would undo on screen another the shopper had already made but the app had not yet heard of.
 */
async function replayTaps(container: HTMLElement, typed: Typed[]) {
  const noted = window.suuqTaps;
  // One frame: called from an effect, the app could not draw a tap's changes at once.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // What was typed first: a tap (Place order) reads it.
  retype(typed);
  if (!noted) return;
  noted.replaying = true;
  for (let tap = noted.taps.shift(); tap; tap = noted.taps.shift()) {
    const { control, checked } = tap;
    if (!control.isConnected) continue;
    // A radio button or checkbox is set back first, so that the tap sets it as the shopper left it and the app hears
    // of the change whether or not it had shown it.
    if (checked !== undefined) (control as HTMLInputElement).checked = !checked;
    flushSync(() => (control instanceof HTMLFormElement ? control.requestSubmit() : control.click()));
  }
  noted.replaying = false;
  noted.stop();
  // The page is the app's from here on, links included (before, a tap on one loads its page the ordinary way).
  container.setAttribute('data-taken-over', '');
}

/** What shows a shopper reaching for a link: a finger down, a pointer over it, the keyboard on it. */
const INTENT_EVENTS = ['pointerdown', 'mouseover', 'focusin'] as const;

/**
 * From the home page a shopper goes to a store: the store pages' file is fetched the moment they reach for a store's
 * link (a finger down, a pointer over it, the keyboard on it), a few hundred milliseconds before the tap ends, so the
 * store shows its name and photo at once. Not before: a shopper who only looks at the list spends no bytes and no
 * processor on a page they may not open (it counted against what the home page starts before a tap). The service
 * worker keeps the very same file after a first visit, so the next store opened takes it from there.
 */
function fetchNextPages() {
  if (location.pathname !== paths.home) return;
  const storeLinks = `a[href^="${paths.storePattern.slice(0, paths.storePattern.indexOf(':'))}"]`;
  const intent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(storeLinks)) return;
    for (const type of INTENT_EVENTS) removeEventListener(type, intent, true);
    void ROUTES.find(([path]) => path === paths.storePattern)?.[1]
      .preload()
      .catch(() => {});
  };
  for (const type of INTENT_EVENTS) addEventListener(type, intent, { capture: true, passive: true });
}

/** Calls `onMounted` once everything inside it is on the page, handlers attached. */
function Mounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

/**
 * Everything the page renders on its first screen: its own module and the footer, each run in a task of its own (the
 * page's start-up line has fetched both already).
 */
async function preloadPage(pathname: string) {
  await ROUTES.find(([path]) => matchPath(path, pathname))?.[1].preload();
  await nextTask();
  await Footer.preload();
}

/**
 * Whether this page was reached with the app's own state (checkout's thanks on the tracking page, reloaded): the
 * server rendered it without, so it is rendered afresh with it.
 */
const arrivedWithState = () => {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && 'usr' in state && state.usr != null;
};

/**
 * The cart page the server rendered with the shopper's saved cart (its cookie) is taken over with that cart restored
 * first, when it is the very one saved here; one rendered with another (an older cookie, another tab's change since)
 * is drawn afresh from the one saved here.
 */
async function restorePageCart(store: AppStore) {
  const sent = document.getElementById('page-cart')?.textContent;
  if (!sent) return;
  if (localStorage.getItem(CART_STORAGE_KEY) !== JSON.parse(sent))
    throw new Error('The page was rendered with another cart than the one saved here.');
  const { takeOverWithCart } = await import('../../features/cart/cart-persistence');
  await takeOverWithCart(store);
}

/** The API answers a page rendered by the server was rendered with (apps/server/src/plugins/page-render.ts). */
function pageData(): Parameters<typeof api.util.upsertQueryEntries>[0] {
  const data = document.getElementById('page-data')?.textContent;
  return data ? (JSON.parse(data) as Parameters<typeof api.util.upsertQueryEntries>[0]) : [];
}

/**
 * Starts the app on a page sent already rendered: the home page (scripts/prerender.mjs), or a store or product
 * page the server rendered for this request, with the API answers it was rendered with. Rendered for this path and
 * language, it stays on screen: the page's chunks are fetched first and its answers put in the app's store, then the
 * app takes over the elements already there (hydration) instead of drawing them again; buttons tapped meanwhile are tapped again once their handlers are there. Rendered
 * for another page or language, or with a chunk that cannot be fetched, it goes and the app renders afresh
 * (`renderAfresh`, which empties the container).
 */
export async function takeOver(
  container: HTMLElement,
  app: ReactNode,
  renderAfresh: () => void,
  store: AppStore,
): Promise<void> {
  if (
    container.dataset.prerendered ===
      `${renderedPageAddress(`${location.pathname}${location.search}`)} ${currentLanguage()}` &&
    !arrivedWithState()
  ) {
    try {
      await preloadPage(location.pathname);
      // Each step in a task of its own, the browser free to paint and answer a tap in between: together they held
      // the processor for one long task (on a low-tier phone, several hundred milliseconds).
      // Each answer in a task of its own: a store page's products, or the home page's stores, are a long task to
      // put in the store (every answer is copied and frozen).
      for (const entry of pageData()) {
        await nextTask();
        store.dispatch(api.util.upsertQueryEntries([entry]));
      }
      // After the answers: what the restored cart asks for at once (its delivery options) is then already there.
      await restorePageCart(store);
      await nextTask();
      // Noted in the very task the app takes the page over in: nothing can be typed in between.
      const typed = typedFields(container);
      const replay = () => {
        void replayTaps(container, typed);
        fetchNextPages();
      };
      hydrateRoot(container, <Mounted onMounted={replay}>{app}</Mounted>);
      return;
    } catch {
      // Rendered afresh below.
    }
  }
  window.suuqTaps?.stop();
  renderAfresh();
}
