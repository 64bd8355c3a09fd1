// First, so that component styles imported below come later in the cascade and win over the base rules.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { makeStore } from './app/store';
import { initI18n, readStoredLanguage } from './lib/i18n';
import { installPreloadErrorHandler } from './lib/preload-error';

installPreloadErrorHandler();
// After the page has loaded: the service worker and the manifest's language (lib/background.ts).
window.addEventListener('load', () => import('./lib/background').catch(console.warn));

async function start() {
  // Messages first, so the first paint is already in the shopper's language.
  await initI18n(readStoredLanguage());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider store={makeStore()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
