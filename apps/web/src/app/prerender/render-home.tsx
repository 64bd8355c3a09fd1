/**
 * The home page as static HTML, rendered at build time (scripts/prerender.mjs) in each language, so a shopper's
 * first visit paints the header, the banner and the footer before the entry script has even arrived. The app then
 * renders over it (src/main.tsx); nothing here runs in the browser.
 */
import { StaticRouter } from 'react-router';
import type { Language } from '@suuq/shared/labels';
import { AppProvider } from '../provider';
import { AppRoutes } from '../router';
import { makeStore } from '../../lib/store';
import { initI18n } from '../../lib/i18n';
import { renderMarkup } from './render-markup';

export async function renderHome(language: Language): Promise<string> {
  await initI18n(language);
  return renderMarkup(
    <AppProvider store={makeStore()}>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
}
