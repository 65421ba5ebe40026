import { expect, test } from './support/fixtures';

// Web Push (issue 29) in Chromium: the app's own service worker gets a push message straight from the
// DevTools protocol (ServiceWorker.deliverPushMessage, no push service needed) and shows the
// notification. What a click on it does is unit-tested (src/sw-push.test.ts): a system notification
// cannot be clicked from here.

test.use({ serviceWorkers: 'allow' });

test("a push for a ready order shows a notification that opens the order's page", async ({
  page,
  context,
  stack,
}) => {
  const origin = new URL(stack.app).origin;
  await context.grantPermissions(['notifications'], { origin });
  const devtools = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await devtools.send('ServiceWorker.enable');

  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await expect.poll(() => registrations.get(scope), { timeout: 30_000 }).toBeTruthy();

  // No tab of the app in sight (one in sight shows the news itself, and the worker stays quiet).
  await page.goto('about:blank');
  const orderId = 'c0ffee00-0000-4000-8000-000000000042';
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(scope) as string,
    data: JSON.stringify({
      kind: 'order.ready',
      orderId,
      title: 'Café Olivera: order 042 is ready',
      body: 'Collect it at the counter.',
      url: `/orders/${orderId}`,
      tag: `order-ready-${orderId}`,
    }),
  });

  await page.goto('/privacy-policy');
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      }));
    });
  await expect.poll(shown, { timeout: 30_000 }).toEqual([
    {
      title: 'Café Olivera: order 042 is ready',
      body: 'Collect it at the counter.',
      tag: `order-ready-${orderId}`,
      data: { url: `/orders/${orderId}` },
    },
  ]);
});
