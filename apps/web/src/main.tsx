// First, so that component styles imported below come later in the cascade and win over the base rules.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { makeStore, startedWith } from './lib/store';
import { initI18n, noteServedLanguage, startLanguage } from './lib/i18n';
import { installPreloadErrorHandler } from './lib/preload-error';
import { nextTask } from './lib/next-task';

installPreloadErrorHandler();
// After the page has loaded: the service worker and the manifest's language (lib/background.ts). A prerendered page
// starts this script after its first paint, often after the load event: its start-up line imports it then.
window.addEventListener('load', () => import('./lib/background').catch(console.warn));

async function start() {
  // Messages first, so the first paint is already in the shopper's language: the one they chose, else their
  // browser's (as the server picked it for a page it sent already rendered).
  noteServedLanguage();
  await initI18n(startLanguage());
  // index.html always has it.
  const container = document.getElementById('root') as HTMLElement;
  // Each step of starting in a task of its own: this file's evaluation, the store, the take-over's file.
  await nextTask();
  const store = makeStore();
  startedWith(store);
  const app = (
    <StrictMode>
      <AppProvider store={store}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // Rendered in a transition, which yields to the browser every few milliseconds instead of holding it until the
  // whole page is drawn.
  const render = () => {
    container.replaceChildren();
    // No longer the page the server sent: what moves on it moves from here on (styles/global.css).
    container.removeAttribute('data-prerendered');
    startTransition(() => createRoot(container).render(app));
  };
  // A page the server sent already rendered (scripts/prerender.mjs) is taken over by app/prerender/take-over.tsx,
  // which the page fetches together with this script.
  if (container.dataset.prerendered) {
    await nextTask();
    await import('./app/prerender/take-over').then(async (module) => {
      await nextTask();
      return module.takeOver(container, app, render, store);
    }, render);
  } else render();
}

void start();
