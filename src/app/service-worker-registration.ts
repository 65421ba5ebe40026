// Registers the service worker in production builds and tells the UI when a new
// version waits; accepting it activates the new worker and reloads once.
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

export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  // Browsers look for a new worker only on navigations, and a home-screen app can stay open
  // for days without one: look again whenever the customer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    // Offline the check fails; the next return looks again.
    workbox.update().catch(() => {});
  });
}
