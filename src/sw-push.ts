/// <reference lib="webworker" />

// Web Push in the service worker (issue 29): the server's message (server/src/features/notifications/
// messages.ts) becomes a system notification, and tapping it opens the order's page, in a tab of the app
// that is open if there is one. Kept apart from sw.ts so that a unit test can drive it.

/** What the server sends (its PushMessage). */
export interface PushMessage {
  kind: string;
  orderId: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

function parse(data: { json(): unknown } | null | undefined): PushMessage | undefined {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    if (
      typeof message?.title !== 'string' ||
      typeof message.url !== 'string' ||
      !message.url.startsWith('/')
    ) {
      return undefined;
    }
    return message as PushMessage;
  } catch {
    return undefined;
  }
}

type Scope = Pick<ServiceWorkerGlobalScope, 'clients' | 'registration' | 'location'>;

/**
 * Shows the message, unless a tab of the app is in sight: that tab already shows the news itself (the
 * live events' banner), and a system notification on top would say it twice.
 */
export async function showPush(scope: Scope, data: { json(): unknown } | null | undefined): Promise<void> {
  const message = parse(data);
  if (!message) return;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => (client as WindowClient).visibilityState === 'visible')) return;
  await scope.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: message.url },
  });
}

/** Opens the notification's page: an open tab of the app goes there and gets the focus, else a new one. */
export async function openNotification(scope: Scope, notification: Notification): Promise<void> {
  notification.close();
  const path = (notification.data as { url?: unknown } | null)?.url;
  if (typeof path !== 'string' || !path.startsWith('/')) return;
  const url = new URL(path, scope.location.origin).href;
  const windows = (await scope.clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })) as WindowClient[];
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() is refused for a tab this worker does not control: then a new tab after all.
    const navigated = await (focused ?? open).navigate(url).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(url);
}

export function installPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => event.waitUntil(showPush(scope, event.data)));
  scope.addEventListener('notificationclick', (event) =>
    event.waitUntil(openNotification(scope, event.notification)),
  );
}
