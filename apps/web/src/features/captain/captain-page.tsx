import { lazy, Suspense } from 'react';
import { Loading } from '../../components/ui/load-state';
import { loadFeatureMessages } from '../../lib/i18n';

// The route's module is only this: the console, its styles and its words come in the next chunk. Each module the
// route imports costs every first visit a file name in the app's entry, which the home route's budget counts.
const CaptainScreen = lazy(async () => {
  const { CaptainScreen: screen } = await import('./captain-screen');
  // In Somali, the console's words arrive before it shows.
  await loadFeatureMessages();
  return { default: screen };
});

/** The captain console (`/captain`), fetched when first opened. */
export function CaptainPage() {
  return (
    <Suspense fallback={<Loading />}>
      <CaptainScreen />
    </Suspense>
  );
}
