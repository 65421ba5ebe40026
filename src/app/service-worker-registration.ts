// Registers the service worker in production builds and tells the UI when a new
// version waits; accepting it activates the new worker and reloads once. The browser's own
// API, not workbox-window: it is all the first screen needs (2 KiB gzip less, issue 12).
type ApplyUpdate = () => void;
type Listener = () => void;

let pendingUpdate: ApplyUpdate | null = null;
const listeners = new Set<Listener>();

export const getPendingUpdate = () => pendingUpdate;

export function subscribeToUpdates(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function announceUpdate(apply: ApplyUpdate) {
  pendingUpdate = apply;
  for (const listener of listeners) listener();
}

/** The build's files (JS, CSS, images under /assets/) among loaded resources. */
function assetUrls(entries: PerformanceEntryList): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((url) => {
      const { origin, pathname } = new URL(url);
      return origin === window.location.origin && pathname.startsWith('/assets/');
    });
}

export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // After the page's load event: the worker's downloads do not compete with the first screen's,
  // and the first screen's files are all loaded by then.
  if (document.readyState !== 'complete') {
    await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
  }
  const registration = await container.register('/sw.js');

  // A new version waits while an older one controls the page: offer it. Accepting it tells the
  // waiting worker to take over (src/sw.ts), and the page reloads once it has.
  const offer = (worker: ServiceWorker) =>
    announceUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const offerOnceInstalled = () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    };
    worker.addEventListener('statechange', offerOnceInstalled);
    offerOnceInstalled();
  };
  if (registration.waiting && container.controller) offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));

  // What the page loads without the worker seeing it (on a first visit, before it controls the
  // page: the screen's chunk, its language, the screens opened next) is sent to it to cache, so
  // those screens open offline later (src/sw.ts caches the rest as it passes; workbox-routing
  // handles the CACHE_URLS message).
  const cache = (urlsToCache: string[]) => {
    if (urlsToCache.length === 0 || container.controller) return;
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  cache(assetUrls(performance.getEntriesByType('resource')));
  if (typeof PerformanceObserver === 'function') {
    new PerformanceObserver((entries) => cache(assetUrls(entries.getEntries()))).observe({
      type: 'resource',
    });
  }

  // Browsers look for a new worker only on navigations, and a home-screen app can stay open
  // for days without one: look again whenever the customer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    // Offline the check fails; the next return looks again.
    registration.update().catch(() => {});
  });
}
