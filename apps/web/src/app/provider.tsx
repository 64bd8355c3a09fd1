import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import type { AppStore } from './store';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <Provider store={store}>{children}</Provider>
    </AppErrorBoundary>
  );
}
