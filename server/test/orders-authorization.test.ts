import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  authHeaders,
  buildTestApp,
  errorOf,
  registerUser,
  sameAnswerAs,
  type TestApp,
  type TestUser,
} from './helper';
import {
  balanceOf,
  checkout,
  ESPRESSO_POINTS_PRICE,
  espressoBasket,
  givePoints,
  movableClock,
  OLIVERA,
  OLIVERA_OPEN,
  placeOrder,
} from './support/checkout';
import { loadContract, operationsOf } from './support/openapi';

type Order = { orderId: string; status: string; number: string };

/** The customer operations that take an order id, and how a call for `orderId` is made. */
const CUSTOMER_ORDER_CALLS: Record<
  string,
  (orderId: string) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }
> = {
  getMyOrder: (orderId) => ({ method: 'GET', url: `/api/orders/${orderId}` }),
  cancelMyOrder: (orderId) => ({ method: 'POST', url: `/api/orders/${orderId}/cancel` }),
  starOrder: (orderId) => ({ method: 'PUT', url: `/api/favourites/orders/${orderId}` }),
  unstarOrder: (orderId) => ({ method: 'DELETE', url: `/api/favourites/orders/${orderId}` }),
};

describe('orders belong to their customer', () => {
  let t: TestApp;
  let alice: TestUser;
  let mallory: TestUser;
  let cashOrder: Order;
  let pointsOrder: Order;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
    alice = await registerUser(t.app);
    mallory = await registerUser(t.app);
    await givePoints(t.app, alice.userId, 100);
    cashOrder = await placeOrder(t.app, alice.accessToken, espressoBasket('cash'));
    pointsOrder = await placeOrder(t.app, alice.accessToken, espressoBasket('points'));
  });
  after(() => t.close());

  const orderOf = async (orderId: string) =>
    (await t.app.inject({ url: `/api/orders/${orderId}`, headers: authHeaders(alice.accessToken) })).json()
      .data as Order & { history: unknown[] };

  test('every customer call with an order id answers another customer’s order exactly as a missing one', async () => {
    for (const [operationId, call] of Object.entries(CUSTOMER_ORDER_CALLS)) {
      for (const order of [cashOrder, pointsOrder]) {
        const foreign = await t.app.inject({
          ...call(order.orderId),
          headers: authHeaders(mallory.accessToken),
        });
        const missing = await t.app.inject({
          ...call(randomUUID()),
          headers: authHeaders(mallory.accessToken),
        });
        assert.equal(foreign.statusCode, 404, `${operationId}: ${foreign.body}`);
        assert.equal(errorOf(foreign).code, 'NOT_FOUND');
        assert.deepEqual(sameAnswerAs(foreign), sameAnswerAs(missing), operationId);
        const anonymous = await t.app.inject(call(order.orderId));
        assert.equal(anonymous.statusCode, 401, operationId);
      }
    }
    // Alice's orders are untouched: still pending, her points still spent.
    for (const order of [cashOrder, pointsOrder]) {
      const now = await orderOf(order.orderId);
      assert.equal(now.status, 'pending');
      assert.equal(now.history.length, 1);
    }
    assert.equal(await balanceOf(t.app, alice.accessToken), 100 - ESPRESSO_POINTS_PRICE);
    assert.equal(await balanceOf(t.app, mallory.accessToken), 0);
  });

  test('every other operation that takes an order id (e.g. the staff console’s) refuses a customer', async () => {
    const document = loadContract();
    const others = operationsOf(document).filter(
      (operation) => operation.path.includes('{orderId}') && !(operation.operationId in CUSTOMER_ORDER_CALLS),
    );
    for (const operation of others) {
      const url = `/api${operation.path}`
        .replace('{orderId}', cashOrder.orderId)
        .replace('{providerId}', OLIVERA)
        .replace(/\{[^}]+\}/g, randomUUID());
      const method = operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await t.app.inject({
        method,
        url,
        headers: authHeaders(mallory.accessToken),
        ...(['POST', 'PUT', 'PATCH'].includes(method)
          ? { payload: { status: 'cancelled', reason: 'x' } }
          : {}),
      });
      assert.ok(
        [400, 403, 404].includes(response.statusCode),
        `${operation.operationId}: ${response.statusCode}`,
      );
    }
    const now = await orderOf(cashOrder.orderId);
    assert.equal(now.status, 'pending');
    assert.equal(now.history.length, 1);
  });

  test('no customer list, profile or ledger shows another customer’s orders', async () => {
    for (const scope of ['active', 'history']) {
      const page = await t.app.inject({
        url: `/api/orders?scope=${scope}`,
        headers: authHeaders(mallory.accessToken),
      });
      assert.equal(page.statusCode, 200);
      assert.deepEqual(page.json().data.orders, []);
    }
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(mallory.accessToken) });
    assert.deepEqual(me.json().data.activeOrders, []);
    const points = await t.app.inject({
      url: '/api/points/history',
      headers: authHeaders(mallory.accessToken),
    });
    assert.deepEqual(points.json().data.entries, []);
    assert.equal(points.json().data.balance, 0);
  });

  test('reusing another customer’s idempotency key replays nothing of theirs', async () => {
    const key = randomUUID();
    const alicesOrder = await checkout(t.app, alice.accessToken, espressoBasket('cash'), key);
    assert.equal(alicesOrder.statusCode, 201);
    const sameBasket = await checkout(t.app, mallory.accessToken, espressoBasket('cash'), key);
    assert.equal(sameBasket.statusCode, 201);
    assert.notEqual(sameBasket.json().data.orderId, alicesOrder.json().data.orderId);
    const otherBasket = await checkout(t.app, mallory.accessToken, espressoBasket('card'), randomUUID());
    assert.equal(otherBasket.statusCode, 201);
  });

  test('the owner can still read and cancel the order', async () => {
    const order = await placeOrder(t.app, alice.accessToken, espressoBasket('cash'));
    const read = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: authHeaders(alice.accessToken),
    });
    assert.equal(read.statusCode, 200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/cancel`,
      headers: authHeaders(alice.accessToken),
    });
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().data.status, 'cancelled');
  });
});
