import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/service-worker-registration';
import { initI18n } from './i18n';
import { setupStore } from './stores/store';

const store = setupStore();
void initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void registerServiceWorker().catch((error: unknown) =>
  console.error('Service worker registration failed', error),
);
