import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootApp } from './app/boot';
import { registerServiceWorker } from './app/service-worker-registration';
import { initI18n } from './i18n';
import { setupStore } from './stores/store';

const store = setupStore();
const { persistor, namespaces } = bootApp(store, window.location);
void initI18n(namespaces);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}

void registerServiceWorker().catch((error: unknown) =>
  console.error('Service worker registration failed', error),
);
