import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoading } from '../components/LoadingState';
import type { AppStore } from '../stores/store';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionBootstrap } from './SessionBootstrap';
import { UpdatePrompt } from './UpdatePrompt';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={<PageLoading />} persistor={persistor}>
        <BrowserRouter>
          <Suspense fallback={<PageLoading />}>
            <ErrorBoundary>
              <SessionBootstrap />
              <AppRoutes />
              <UpdatePrompt />
            </ErrorBoundary>
          </Suspense>
        </BrowserRouter>
      </PersistGate>
    </Provider>
  );
}
