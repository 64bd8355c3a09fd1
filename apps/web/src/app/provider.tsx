import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { provideAddToCartFlow } from '../lib/add-to-cart-flow';
import { MessagesProvider } from '../lib/i18n';
import type { AppStore } from '../lib/store';

// Catalog and account add products through lib/add-to-cart; the cart feature behind it is wired here, once.
provideAddToCartFlow(() => import('../features/cart/add-to-cart-flow'));

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <MessagesProvider>
      <AppErrorBoundary>
        <Provider store={store}>{children}</Provider>
      </AppErrorBoundary>
    </MessagesProvider>
  );
}
