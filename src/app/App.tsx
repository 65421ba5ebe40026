import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { selectIsAuthenticated } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';
import type { AppStore } from '../stores/store';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteFocus } from './RouteFocus';
import { SessionBootstrap } from './SessionBootstrap';
import { UpdatePrompt } from './UpdatePrompt';

// The live order events and the "ready" banner: their own chunk, loaded once someone is signed
// in, so the first screen of a signed-out visit does not carry them.
const LiveOrders = lazy(() =>
  import(/* webpackChunkName: "live-orders" */ '../features/orders/LiveOrders').then((module) => ({
    default: module.LiveOrders,
  })),
);

function LiveOrdersWhenSignedIn() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return signedIn ? (
    <Suspense fallback={null}>
      <LiveOrders />
    </Suspense>
  ) : null;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <ErrorBoundary>
            <SessionBootstrap />
            <RouteFocus />
            <AppRoutes />
            <LiveOrdersWhenSignedIn />
            <UpdatePrompt />
          </ErrorBoundary>
        </Suspense>
      </BrowserRouter>
    </Provider>
  );
}
