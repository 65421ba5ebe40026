import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import { type PushService, pushSettings, startPushService } from './support/push-service';
import { OPEN_AT_OLIVERA, placeOrder } from './support/staff';

// Web Push (issue 29): a push service on loopback (support/push-service.ts) receives what the server
// posts, checks the VAPID signature and decrypts the payload as a browser would. The server is told the
// service's origin with PUSH_SERVICE_ORIGINS (config.push.extraServiceOrigins), as a deployment would.

const subscribe = (app: FastifyInstance, user: TestUser, subscription: { endpoint: string; keys: object }) =>
  app.inject({
    method: 'PUT',
    url: '/api/notifications/push-subscriptions',
    headers: authHeaders(user.accessToken),
    payload: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
  });

const subscriptionCount = async (app: FastifyInstance, userId: string) =>
  (await app.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()).length;

async function customerIn(app: FastifyInstance, language: 'en' | 'es' | 'de', push: PushService) {
  const customer = await registerUser(app, { name: 'Marta Puig' });
  await app.db.updateTable('users').set({ language }).where('id', '=', customer.userId).execute();
  const device = push.subscribe();
  const response = await subscribe(app, customer, device);
  assert.equal(response.statusCode, 200, response.body);
  return { customer, device };
}

async function readyOrder(app: FastifyInstance, customer: TestUser) {
  const order = await placeOrder(app, customer);
  await app.features.orders.service.move(order.orderId, 'preparing', null);
  await app.features.orders.service.move(order.orderId, 'ready', null);
  return order.orderId;
}

async function cancelledOrder(app: FastifyInstance, customer: TestUser, reason: string) {
  const order = await placeOrder(app, customer);
  await app.features.orders.service.move(order.orderId, 'cancelled', reason);
  return order.orderId;
}

const numberOf = async (app: FastifyInstance, orderId: string) =>
  (await app.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow())
    .number;

describe('Web Push', () => {
  let push: PushService;
  let t: TestApp;
  let vapidKey: string;
  before(async () => {
    push = await startPushService();
    t = await buildTestApp({
      clock: () => OPEN_AT_OLIVERA,
      push: pushSettings(push.origin),
      notificationsPollMs: 50,
    });
    const customer = await registerUser(t.app);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(settings.statusCode, 200, settings.body);
    vapidKey = settings.json().data.vapidPublicKey;
    assert.deepEqual(settings.json().data, { orderMails: true, pushDevices: 0, vapidPublicKey: vapidKey });
  });
  after(async () => {
    await t.close();
    await push.close();
  });

  const cases = [
    {
      language: 'en' as const,
      ready: (number: string) => ({
        title: `Café Olivera: order ${number} is ready`,
        body: 'Collect it at the counter.',
      }),
      cancelled: (number: string) => ({
        title: `Café Olivera: order ${number} was cancelled`,
        body: 'Out of croissants. You have not been charged.',
      }),
    },
    {
      language: 'es' as const,
      ready: (number: string) => ({
        title: `Café Olivera: el pedido ${number} está listo`,
        body: 'Recógelo en el mostrador.',
      }),
      cancelled: (number: string) => ({
        title: `Café Olivera: el pedido ${number} se ha cancelado`,
        body: 'Out of croissants. No se te ha cobrado nada.',
      }),
    },
  ];
  for (const { language, ready, cancelled } of cases) {
    test(`"ready" and "cancelled" reach the device in the customer's language (${language}), signed and encrypted`, async () => {
      const { customer, device } = await customerIn(t.app, language, push);
      const readyId = await readyOrder(t.app, customer);
      await push.until(() => push.receivedBy(device).length === 1);
      const cancelledId = await cancelledOrder(t.app, customer, 'Out of croissants');
      await push.until(() => push.receivedBy(device).length === 2);

      const [first, second] = push.receivedBy(device);
      assert.equal(first?.vapidKey, vapidKey, 'signed with the key the app subscribes with');
      assert.equal(first?.claims.aud, push.origin);
      assert.equal(first?.headers.urgency, 'high');
      assert.equal(first?.headers.topic, readyId.replaceAll('-', ''));
      assert.deepEqual(first?.payload, {
        kind: 'order.ready',
        orderId: readyId,
        ...ready(await numberOf(t.app, readyId)),
        url: `/orders/${readyId}`,
        tag: `order-ready-${readyId}`,
      });
      assert.deepEqual(second?.payload, {
        kind: 'order.cancelled',
        orderId: cancelledId,
        ...cancelled(await numberOf(t.app, cancelledId)),
        url: `/orders/${cancelledId}`,
        tag: `order-cancelled-${cancelledId}`,
      });
      assert.deepEqual(push.problems, []);
    });
  }

  test("a points order cancelled by the café says the points are back; the customer's own cancellation is not pushed", async () => {
    const { customer, device } = await customerIn(t.app, 'de', push);
    await t.app.db
      .insertInto('points_ledger')
      .values({
        user_id: customer.userId,
        delta: 500,
        reason: 'adjusted',
        reference: `test:${customer.userId}`,
      })
      .execute();
    const own = await placeOrder(t.app, customer);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${own.orderId}/cancel`,
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const byPlace = await placeOrder(t.app, customer, { paymentMethod: 'points' });
    await t.app.features.orders.service.move(byPlace.orderId, 'cancelled', 'Ofen kaputt');
    await push.until(() => push.receivedBy(device).length === 1);
    // The customer's own cancellation came first: had it been pushed, it would be this one.
    const [only] = push.receivedBy(device);
    assert.equal(only?.payload.orderId, byPlace.orderId);
    assert.equal(
      only?.payload.body,
      `Ofen kaputt. Deine ${byPlace.pointsSpent} Punkte sind wieder auf deinem Konto.`,
    );
  });

  test('a 429 is tried again after its Retry-After, and delivered once', async () => {
    const { customer, device } = await customerIn(t.app, 'en', push);
    push.script(device, [{ status: 429, headers: { 'retry-after': '1' } }]);
    const refusedAt = Date.now();
    await readyOrder(t.app, customer);
    await push.until(() => push.receivedBy(device).length === 1);
    assert.ok((push.receivedBy(device)[0]?.at ?? 0) - refusedAt >= 1_000, 'not before Retry-After');
    await t.app.features.notifications.worker.runOnce();
    assert.equal(push.receivedBy(device).length, 1);
    // The push service has the message before the worker records it as sent: wait for the record.
    const sent = async () =>
      t.app.db
        .selectFrom('notification_deliveries')
        .select(['attempts', 'sent_at'])
        .where('user_id', '=', customer.userId)
        // The order's receipt is a mail delivery of the same customer: read the push.
        .where('channel', '=', 'push')
        .executeTakeFirstOrThrow();
    const deadline = Date.now() + 30_000;
    let delivery = await sent();
    while (!delivery.sent_at && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      delivery = await sent();
    }
    assert.ok(delivery.sent_at);
    assert.equal(delivery.attempts, 2);
  });

  test('a 410 removes the subscription; the other device still gets it', async () => {
    const { customer, device } = await customerIn(t.app, 'en', push);
    const gone = push.subscribe();
    assert.equal((await subscribe(t.app, customer, gone)).statusCode, 200);
    push.script(gone, [{ status: 410 }]);
    await readyOrder(t.app, customer);
    await push.until(() => push.receivedBy(device).length === 1);
    await t.app.features.notifications.worker.runOnce();
    const left = await t.app.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', customer.userId)
      .execute();
    assert.deepEqual(left, [{ endpoint: device.endpoint }]);
    assert.equal(push.receivedBy(gone).length, 0);
  });

  test('an endpoint that is no push service is refused and nothing is stored', async () => {
    const customer = await registerUser(t.app);
    const keys = push.subscribe().keys;
    for (const endpoint of [
      'https://attacker.example/collect',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'http://127.0.0.1:9/elsewhere',
    ]) {
      const response = await subscribe(t.app, customer, { endpoint, keys });
      assert.equal(response.statusCode, 400, endpoint);
      assert.deepEqual(errorOf(response).fields, [{ field: 'endpoint', message: 'is not a push service' }]);
    }
    const badKey = await subscribe(t.app, customer, {
      endpoint: `${push.origin}/push/x`,
      keys: { ...keys, p256dh: Buffer.alloc(65, 7).toString('base64url') },
    });
    assert.equal(badKey.statusCode, 400);
    assert.equal(await subscriptionCount(t.app, customer.userId), 0);
  });

  test('switching push off, and deleting the account, remove the subscriptions', async () => {
    const { customer, device } = await customerIn(t.app, 'en', push);
    const other = push.subscribe();
    assert.equal((await subscribe(t.app, customer, other)).statusCode, 200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/push-subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(await subscriptionCount(t.app, customer.userId), 1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await subscriptionCount(t.app, customer.userId), 0);
  });

  test('a device another account subscribed moves to the one that subscribes it now', async () => {
    const { customer, device } = await customerIn(t.app, 'en', push);
    const next = await registerUser(t.app);
    assert.equal((await subscribe(t.app, next, device)).statusCode, 200);
    assert.equal(await subscriptionCount(t.app, customer.userId), 0);
    assert.equal(await subscriptionCount(t.app, next.userId), 1);
  });
});

describe('Web Push across a crash', () => {
  test("a process that dies between the order's commit and the push: the next one delivers exactly one", async () => {
    const push = await startPushService();
    const config = { clock: () => OPEN_AT_OLIVERA, push: pushSettings(push.origin) };
    // The first instance never runs its notifications (as one killed right after the commit would not).
    const first = await buildTestApp({ ...config, keepData: true, notificationsPollMs: 0 });
    const { dataDir, databaseSchema, jwtSecret } = first.config;
    let second: TestApp | undefined;
    try {
      const { customer, device } = await customerIn(first.app, 'en', push);
      const orderId = await readyOrder(first.app, customer);
      await first.close();
      assert.equal(push.received.length, 0);
      second = await buildTestApp({ ...config, dataDir, databaseSchema, jwtSecret, notificationsPollMs: 50 });
      await push.until(() => push.receivedBy(device).length === 1);
      // More passes find nothing more to send.
      await second.app.features.notifications.worker.runOnce();
      await second.app.features.notifications.worker.runOnce();
      assert.equal(push.receivedBy(device).length, 1);
      assert.equal(push.receivedBy(device)[0]?.payload.orderId, orderId);
    } finally {
      await second?.close();
      await rm(dataDir, { recursive: true, force: true });
      await push.close();
    }
  });
});

describe('Web Push, many events in one pass', () => {
  test("one pass over several customers' ready orders pushes each to every device of its own customer", async () => {
    const push = await startPushService();
    // No pass of its own: the test runs the one pass, after every order is ready.
    const t = await buildTestApp({
      clock: () => OPEN_AT_OLIVERA,
      push: pushSettings(push.origin),
      notificationsPollMs: 0,
    });
    try {
      const marta = await customerIn(t.app, 'en', push);
      const pablo = await customerIn(t.app, 'es', push);
      const pablosTablet = push.subscribe();
      assert.equal((await subscribe(t.app, pablo.customer, pablosTablet)).statusCode, 200);
      const withoutDevice = await registerUser(t.app, { name: 'Nora Vidal' });
      const martasOrder = await readyOrder(t.app, marta.customer);
      const pablosOrder = await readyOrder(t.app, pablo.customer);
      await readyOrder(t.app, withoutDevice);
      assert.equal(push.received.length, 0);

      await t.app.features.notifications.worker.runOnce();
      await push.until(() => push.received.length === 3);
      assert.deepEqual(
        push.receivedBy(marta.device).map((message) => message.payload.orderId),
        [martasOrder],
      );
      for (const device of [pablo.device, pablosTablet]) {
        const [message, ...more] = push.receivedBy(device);
        assert.equal(message?.payload.orderId, pablosOrder);
        assert.match(String(message?.payload.title), /está listo/);
        assert.equal(more.length, 0);
      }
      // Every event of the pass is done: another pass sends nothing more.
      await t.app.features.notifications.worker.runOnce();
      assert.equal(push.received.length, 3);
      assert.deepEqual(push.problems, []);
    } finally {
      await t.close();
      await push.close();
    }
  });
});
