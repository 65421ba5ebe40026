import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type AppStore, type PreloadedRootState, setupStore } from '../stores/store';
import { testI18n } from './test-i18n';

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern for `ui` (e.g. '/:providerId/products'), so useParams works. */
  path?: string;
  preloadedState?: PreloadedRootState;
  store?: AppStore;
}

/** Shows the current location, so tests can assert where a screen navigated. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path, preloadedState, store = setupStore(preloadedState) } = options;
  const content: ReactNode = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter initialEntries={[route]}>
          {content}
          <LocationDisplay />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...result };
}
