import { openNotification, showPush } from './sw-push';

// The service worker's push and notificationclick handlers (sw-push.ts), on a scope of test doubles.

const ORIGIN = 'https://loyalty.example';
const message = {
  kind: 'order.ready',
  orderId: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'Café Olivera: order 042 is ready',
  body: 'Collect it at the counter.',
  url: '/orders/c0ffee00-0000-4000-8000-000000000001',
  tag: 'order-ready-c0ffee00-0000-4000-8000-000000000001',
};

interface FakeClient {
  url: string;
  visibilityState: string;
  focus: jest.Mock<Promise<FakeClient>, []>;
  navigate: jest.Mock<Promise<FakeClient>, [string]>;
}

function windowClient(url: string, visibilityState: 'visible' | 'hidden', navigates = true): FakeClient {
  const client: FakeClient = {
    url,
    visibilityState,
    focus: jest.fn(async () => client),
    navigate: jest.fn(async (to: string) =>
      navigates ? { ...client, url: to } : Promise.reject(new Error('not controlled')),
    ),
  };
  return client;
}

function scope(windows: ReturnType<typeof windowClient>[]) {
  return {
    location: { origin: ORIGIN },
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: {
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async () => null),
    },
  };
}

const run = <T>(value: unknown) => value as T;

describe('push', () => {
  it('shows the message as a notification that remembers the order page', async () => {
    const worker = scope([windowClient(`${ORIGIN}/profile`, 'hidden')]);
    await showPush(run(worker), { json: () => message });
    expect(worker.registration.showNotification).toHaveBeenCalledWith(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    });
  });

  it('shows nothing while a tab of the app is in sight (its banner tells it)', async () => {
    const worker = scope([windowClient(`${ORIGIN}/profile`, 'visible')]);
    await showPush(run(worker), { json: () => message });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it("ignores a message that is not the server's", async () => {
    const worker = scope([]);
    await showPush(run(worker), { json: () => ({ ...message, url: 'https://elsewhere.example/' }) });
    await showPush(run(worker), {
      json: () => {
        throw new SyntaxError('not JSON');
      },
    });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('notification click', () => {
  const notification = () => ({ data: { url: message.url }, close: jest.fn() });

  it('focuses an open tab of the app and takes it to the order page', async () => {
    const tab = windowClient(`${ORIGIN}/profile`, 'hidden');
    const worker = scope([tab]);
    const clicked = notification();
    await openNotification(run(worker), run(clicked));
    expect(clicked.close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}${message.url}`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the order page in a new tab when none is open', async () => {
    const worker = scope([]);
    await openNotification(run(worker), run(notification()));
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${message.url}`);
  });

  it('opens a new tab when the open one cannot be taken there', async () => {
    const tab = windowClient(`${ORIGIN}/profile`, 'hidden', false);
    const worker = scope([tab]);
    await openNotification(run(worker), run(notification()));
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${message.url}`);
  });
});
