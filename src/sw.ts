/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { installPushHandlers } from './sw-push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell only (webpack.config.ts picks it): index.html, the manifest and icons, and the
// entry JS and CSS. A first visit does not download every screen and all nine languages.
precacheAndRoute(self.__WB_MANIFEST);

// Everything else the build made (screens, languages, the QR dialog) is cached when first used:
// the files the page loaded before this worker took over are sent to it in a CACHE_URLS message
// (service-worker-registration.ts, handled by workbox-routing's router), later ones pass through
// here. Their names are content-hashed, so a cached copy is never stale; old deployments' files
// age out.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

// API answers carry someone's data and tokens: always from the network, never cached.
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly(), 'GET');
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly(), method);
}

// The app shell answers every in-app navigation, so deep links work offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push: "your order is ready", "the café cancelled it" while the app is closed (sw-push.ts).
installPushHandlers(self);
