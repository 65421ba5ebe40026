import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { authHeaders, buildTestApp, registerUser, type TestApp } from './helper';
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
import { call, registerStaff } from './support/staff';

// Issue 26: an order's page after a reload mid-checkout (getMyOrderAttempt), who cancelled an order
// (cancelledBy), and a deleted account's open orders.

describe('orders as the customer sees them after a reload, a cancellation and a deletion', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
  });
  after(() => t.close());

  const attempt = (accessToken: string, key: string) =>
    t.app.inject({ url: `/api/order-attempts/${key}`, headers: authHeaders(accessToken) });

  test('getMyOrderAttempt answers the order a checkout key placed, 404 before and for others', async () => {
    const user = await registerUser(t.app);
    const key = randomUUID();
    assert.equal((await attempt(user.accessToken, key)).statusCode, 404, 'nothing placed yet');

    const placed = await checkout(t.app, user.accessToken, espressoBasket('cash'), key);
    assert.equal(placed.statusCode, 201);
    const found = await attempt(user.accessToken, key);
    assert.equal(found.statusCode, 200);
    assert.equal(found.json().data.orderId, placed.json().data.orderId);
    assert.equal(found.json().data.number, placed.json().data.number);

    const other = await registerUser(t.app);
    assert.equal((await attempt(other.accessToken, key)).statusCode, 404, "another customer's key");
    assert.equal((await attempt(user.accessToken, 'not-a-uuid')).statusCode, 400);
    assert.equal((await t.app.inject({ url: `/api/order-attempts/${key}` })).statusCode, 401, 'anonymous');
  });

  test('cancelledBy says who cancelled: the customer, or the place (staff) with its reason', async () => {
    const user = await registerUser(t.app);
    const staff = await registerStaff(t.app, OLIVERA);
    const mine = await placeOrder(t.app, user.accessToken, espressoBasket('cash'));
    const theirs = await placeOrder(t.app, user.accessToken, espressoBasket('cash'));
    assert.equal(mine.cancelledBy, undefined, 'an open order has no canceller');

    const byCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${mine.orderId}/cancel`,
      headers: authHeaders(user.accessToken),
    });
    assert.equal(byCustomer.json().data.cancelledBy, 'customer');

    const byPlace = await call(
      t.app,
      staff,
      'POST',
      `/api/staff/providers/${OLIVERA}/orders/${theirs.orderId}/status`,
      {
        status: 'cancelled',
        reason: 'Out of coffee beans',
      },
    );
    assert.equal(byPlace.statusCode, 200, byPlace.body);
    const read = await t.app.inject({
      url: `/api/orders/${theirs.orderId}`,
      headers: authHeaders(user.accessToken),
    });
    assert.equal(read.json().data.cancelledBy, 'place');
    assert.equal(read.json().data.cancelReason, 'Out of coffee beans');
  });

  test("deleting an account cancels its open orders, refunds their points and tells the place's queue", async () => {
    const user = await registerUser(t.app);
    const staff = await registerStaff(t.app, OLIVERA);
    await givePoints(t.app, user.userId, ESPRESSO_POINTS_PRICE);
    const byPoints = await placeOrder(t.app, user.accessToken, espressoBasket('points'));
    const preparing = await placeOrder(t.app, user.accessToken, espressoBasket('cash'));
    const ready = await placeOrder(t.app, user.accessToken, espressoBasket('cash'));
    await t.app.features.orders.service.move(preparing.orderId, 'preparing');
    await t.app.features.orders.service.move(ready.orderId, 'preparing');
    await t.app.features.orders.service.move(ready.orderId, 'ready');
    assert.equal(await balanceOf(t.app, user.accessToken), 0);

    const queueIds = async () =>
      (
        (await call(t.app, staff, 'GET', `/api/staff/providers/${OLIVERA}/orders`)).json().data as {
          orderId: string;
        }[]
      ).map((order) => order.orderId);
    assert.ok((await queueIds()).includes(byPoints.orderId));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(user.accessToken),
    });
    assert.equal(deleted.statusCode, 200);

    const rows = await t.app.db
      .selectFrom('orders')
      .select(['id', 'status', 'cancelled_by', 'cancel_reason'])
      .where('user_id', '=', user.userId)
      .execute();
    const statusOf = (orderId: string) => rows.find((row) => row.id === orderId);
    assert.deepEqual(
      [
        statusOf(byPoints.orderId)?.status,
        statusOf(preparing.orderId)?.status,
        statusOf(ready.orderId)?.status,
      ],
      ['cancelled', 'cancelled', 'ready'],
      'pending and preparing orders are cancelled; a ready one (made) stays to be handed over',
    );
    assert.equal(statusOf(byPoints.orderId)?.cancelled_by, 'customer');
    assert.equal(statusOf(byPoints.orderId)?.cancel_reason, 'Account deleted');
    const refunds = await t.app.db
      .selectFrom('points_ledger')
      .select('delta')
      .where('order_id', '=', byPoints.orderId)
      .where('reason', '=', 'order_refunded')
      .execute();
    assert.deepEqual(
      refunds.map((row) => row.delta),
      [ESPRESSO_POINTS_PRICE],
    );
    const queue = await queueIds();
    assert.ok(!queue.includes(byPoints.orderId) && !queue.includes(preparing.orderId), 'gone from the queue');
  });
});
