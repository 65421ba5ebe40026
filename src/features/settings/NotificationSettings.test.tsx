import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { NotificationSettings } from './NotificationSettings';

// The settings' two switches (issue 29): Web Push on this device and order mails. jsdom has no service
// worker, PushManager or Notification: the push tests install a fake browser below, as Chromium would
// present them (e2e/push.spec.ts drives the real ones).

const vapidPublicKey =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';

const settingsHandler = (orderMails = true) =>
  http.get(apiUrl('/notifications/settings'), () =>
    HttpResponse.json({ data: { orderMails, pushDevices: 0, vapidPublicKey } }),
  );

type FakeSubscription = { endpoint: string; toJSON: () => PushSubscriptionJSON; unsubscribe: jest.Mock };

/** A browser with a registered service worker; `permission` is what the user answers when asked. */
function fakePushBrowser({
  subscribed,
  permission,
}: {
  subscribed: boolean;
  permission: NotificationPermission;
}) {
  let subscription: FakeSubscription | null = null;
  const makeSubscription = (): FakeSubscription => ({
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'device-p256dh', auth: 'device-auth' } }),
    unsubscribe: jest.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = makeSubscription();
  const subscribe = jest.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = makeSubscription();
    return subscription;
  });
  const pushManager = { getSubscription: jest.fn(async () => subscription), subscribe };
  const requestPermission = jest.fn(async () => permission);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  Object.assign(globalThis, {
    PushManager: function PushManager() {},
    Notification: { permission: 'default', requestPermission },
  });
  return { subscribe, requestPermission, current: () => subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(globalThis, 'PushManager');
  Reflect.deleteProperty(globalThis, 'Notification');
});

const pushSwitch = () =>
  screen.getByRole('switch', { name: 'Notify me on this device when an order is ready or cancelled' });
const mailsSwitch = () =>
  screen.getByRole('switch', { name: 'Email me a receipt for each order, and when a café cancels one' });

describe('NotificationSettings', () => {
  it('says when this browser cannot show notifications, and still offers the order mails', async () => {
    server.use(settingsHandler(true));
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });

    expect(
      await screen.findByText('This browser cannot show notifications from the app.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Notify me on this device/ })).not.toBeInTheDocument();
    await waitFor(() => expect(mailsSwitch()).toBeChecked());
  });

  it('turns order mails off on the server and shows the saved answer', async () => {
    // The server as it is: the switch shows what it stores, re-read after the change.
    let stored = true;
    let sent: unknown;
    server.use(
      http.get(apiUrl('/notifications/settings'), () =>
        HttpResponse.json({ data: { orderMails: stored, pushDevices: 0, vapidPublicKey } }),
      ),
      http.put(apiUrl('/notifications/settings'), async ({ request }) => {
        sent = await request.json();
        stored = (sent as { orderMails: boolean }).orderMails;
        return HttpResponse.json({ data: { orderMails: stored, pushDevices: 0, vapidPublicKey } });
      }),
    );
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });
    await waitFor(() => expect(mailsSwitch()).toBeEnabled());

    await userEvent.click(mailsSwitch());

    await waitFor(() => expect(mailsSwitch()).not.toBeChecked());
    expect(sent).toEqual({ orderMails: false });
    expect(screen.queryByText('That did not work. Please try again.')).not.toBeInTheDocument();
  });

  it('says so when the order-mails change fails, and the switch keeps the stored value', async () => {
    server.use(
      settingsHandler(true),
      http.put(apiUrl('/notifications/settings'), () => errorResponse(500, 'INTERNAL_ERROR')),
    );
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });
    await waitFor(() => expect(mailsSwitch()).toBeEnabled());

    await userEvent.click(mailsSwitch());

    expect(await screen.findByText('That did not work. Please try again.')).toBeInTheDocument();
    expect(mailsSwitch()).toBeChecked();
  });

  it("subscribes this device with the server's VAPID key and stores the subscription", async () => {
    const browser = fakePushBrowser({ subscribed: false, permission: 'granted' });
    let saved: unknown;
    server.use(
      settingsHandler(true),
      http.put(apiUrl('/notifications/push-subscriptions'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();

    await userEvent.click(pushSwitch());

    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    // The key is handed to the browser as the 65 bytes of the uncompressed P-256 point.
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(0x04);
    expect(saved).toEqual({ endpoint, keys: { p256dh: 'device-p256dh', auth: 'device-auth' } });
  });

  it('explains how to allow notifications when the user blocks them, and stays off', async () => {
    const browser = fakePushBrowser({ subscribed: false, permission: 'denied' });
    server.use(settingsHandler(true));
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });
    await waitFor(() => expect(pushSwitch()).toBeEnabled());

    await userEvent.click(pushSwitch());

    expect(
      await screen.findByText(
        "Notifications are blocked for this app. Allow them in your browser's site settings, then try again.",
      ),
    ).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).toHaveAccessibleDescription(/Notifications are blocked for this app/);
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('turns push off: the server forgets this endpoint and the browser unsubscribes', async () => {
    const browser = fakePushBrowser({ subscribed: true, permission: 'granted' });
    const subscription = browser.current();
    let deleted: string | null = null;
    server.use(
      settingsHandler(true),
      http.delete(apiUrl('/notifications/push-subscriptions'), ({ request }) => {
        deleted = new URL(request.url).searchParams.get('endpoint');
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });
    await waitFor(() => expect(pushSwitch()).toBeChecked());

    await userEvent.click(pushSwitch());

    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(deleted).toBe(endpoint);
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.current()).toBeNull();
  });

  it('stays on and says so when the server cannot forget the endpoint', async () => {
    const browser = fakePushBrowser({ subscribed: true, permission: 'granted' });
    server.use(
      settingsHandler(true),
      http.delete(apiUrl('/notifications/push-subscriptions'), () => errorResponse(500, 'INTERNAL_ERROR')),
    );
    renderWithProviders(<NotificationSettings />, { route: '/settings', preloadedState: signedIn() });
    await waitFor(() => expect(pushSwitch()).toBeChecked());

    await userEvent.click(pushSwitch());

    expect(await screen.findByText('That did not work. Please try again.')).toBeInTheDocument();
    expect(pushSwitch()).toBeChecked();
    expect(browser.current()?.unsubscribe).not.toHaveBeenCalled();
  });
});
