import './app/styles.css';
import { bootApp } from './app/boot';
import { registerServiceWorker } from './app/service-worker-registration';
import { yieldToMain } from './app/yield-to-main';
import { keepBasketStored, loadStoredBasket } from './stores/basket-sync';
import { setupStore } from './stores/store';

// The start in steps, each its own task (issue 12): on a phone, running all of this in one go
// blocked the page for hundreds of milliseconds. First what goes to the network (the session,
// the screen's chunk and data: bootApp), then the texts, then React. The later modules are in
// this same file's chunk ('eager'): nothing more is downloaded, they only run later.
// The stored basket is read synchronously into the first state: nothing renders without it.
const store = setupStore({ basket: loadStoredBasket() });
keepBasketStored(store);
const { namespaces } = bootApp(store, window.location);

async function start() {
  await yieldToMain();
  const { initI18n } = await import(/* webpackMode: "eager" */ './i18n');
  void initI18n(namespaces);
  await yieldToMain();
  const [{ StrictMode, startTransition }, { createRoot }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/App'),
  ]);
  const root = document.getElementById('root');
  if (!root) return;
  // A transition: React renders it in slices of a few milliseconds instead of one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}

void start();
void registerServiceWorker().catch((error: unknown) =>
  console.error('Service worker registration failed', error),
);
