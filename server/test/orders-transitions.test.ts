import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  customerCancellableStatuses,
  orderStatusTransitions,
  orderStatusValues,
} from '../src/api/contract.gen';
import type { Schema } from '../src/api/handler';
import { canTransition } from '../src/features/orders/service';
import { AppError } from '../src/lib/errors';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import {
  balanceOf,
  ESPRESSO_LOYALTY_POINTS,
  ESPRESSO_POINTS_PRICE,
  espressoBasket,
  givePoints,
  ledgerSum,
  movableClock,
  OLIVERA_OPEN,
  placeOrder,
} from './support/checkout';

type OrderStatus = Schema<'OrderStatus'>;

/** The statuses an order passes through on its way to each status. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  preparing: ['preparing'],
  ready: ['preparing', 'ready'],
  completed: ['preparing', 'ready', 'completed'],
  cancelled: ['cancelled'],
};

/** Issue 8's table: every other change is refused. */
const ALLOWED = new Set([
  'pending>preparing',
  'preparing>ready',
  'ready>completed',
  'pending>cancelled',
  'preparing>cancelled',
]);

describe('order status transitions', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
    user = await registerUser(t.app);
  });
  after(() => t.close());

  async function orderIn(status: OrderStatus, paymentMethod: 'cash' | 'points' = 'cash') {
    const order = await placeOrder(t.app, user.accessToken, espressoBasket(paymentMethod));
    for (const step of PATH_TO[status]) await t.app.features.orders.service.move(order.orderId, step);
    return order;
  }

  const cancel = (orderId: string, accessToken = user.accessToken) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: authHeaders(accessToken) });

  test('the generated table (openapi.yaml x-transitions) is the issue’s, and canTransition reads it', () => {
    const pairs = orderStatusValues.flatMap((from) =>
      orderStatusTransitions[from].map((to: OrderStatus) => `${from}>${to}`),
    );
    assert.deepEqual(new Set(pairs), ALLOWED);
    for (const from of orderStatusValues) {
      for (const to of orderStatusValues) assert.equal(canTransition(from, to), ALLOWED.has(`${from}>${to}`));
    }
    assert.deepEqual([...customerCancellableStatuses], ['pending']);
  });

  test('move() makes every allowed change and refuses every other one with INVALID_TRANSITION', async () => {
    for (const from of orderStatusValues) {
      for (const to of orderStatusValues) {
        const order = await orderIn(from);
        if (ALLOWED.has(`${from}>${to}`)) {
          const moved = await t.app.features.orders.service.move(order.orderId, to, 'test');
          assert.equal(moved.status, to);
          assert.deepEqual(
            moved.history.map((change) => change.status),
            ['pending', ...PATH_TO[from], to],
          );
          assert.equal(moved.history.at(-1)?.reason, 'test');
        } else {
          await assert.rejects(t.app.features.orders.service.move(order.orderId, to), (error: unknown) => {
            assert.ok(error instanceof AppError, `${from} > ${to}`);
            assert.equal(error.statusCode, 409);
            assert.equal(error.code, 'INVALID_TRANSITION');
            assert.equal(error.message, `An order that is ${from} cannot become ${to}`);
            return true;
          });
          const read = await t.app.inject({
            url: `/api/orders/${order.orderId}`,
            headers: authHeaders(user.accessToken),
          });
          assert.equal(read.json().data.status, from, `${from} > ${to} changed nothing`);
          assert.equal(read.json().data.history.length, 1 + PATH_TO[from].length);
        }
      }
    }
  });

  test('move() of an unknown order is 404', async () => {
    await assert.rejects(
      t.app.features.orders.service.move('00000000-0000-4000-8000-000000000000', 'preparing'),
      (error: unknown) => error instanceof AppError && error.statusCode === 404,
    );
  });

  test('a customer cancels their own order only while it is pending', async () => {
    const pending = await orderIn('pending');
    const response = await cancel(pending.orderId);
    assert.equal(response.statusCode, 200);
    const cancelled = response.json().data;
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.cancelReason, 'Cancelled by the customer');
    assert.deepEqual(
      cancelled.history.map((change: { status: string }) => change.status),
      ['pending', 'cancelled'],
    );

    const messages: Record<Exclude<OrderStatus, 'pending'>, RegExp> = {
      preparing: /already being prepared/,
      ready: /ready to collect/,
      completed: /completed/,
      cancelled: /already cancelled/,
    };
    for (const status of ['preparing', 'ready', 'completed', 'cancelled'] as const) {
      const order = await orderIn(status);
      const refused = await cancel(order.orderId);
      assert.equal(refused.statusCode, 409, status);
      assert.equal(errorOf(refused).code, 'ORDER_NOT_CANCELLABLE');
      assert.match(errorOf(refused).message, messages[status]);
      const read = await t.app.inject({
        url: `/api/orders/${order.orderId}`,
        headers: authHeaders(user.accessToken),
      });
      assert.equal(read.json().data.status, status);
    }
  });

  test('cancelling a points order refunds its points, by the customer or by the place', async () => {
    const payer = await registerUser(t.app);
    await givePoints(t.app, payer.userId, 100);
    const first = await placeOrder(t.app, payer.accessToken, espressoBasket('points', 2));
    const second = await placeOrder(t.app, payer.accessToken, espressoBasket('points', 1));
    assert.equal(await balanceOf(t.app, payer.accessToken), 100 - ESPRESSO_POINTS_PRICE * 3);

    assert.equal((await cancel(first.orderId, payer.accessToken)).statusCode, 200);
    assert.equal(await balanceOf(t.app, payer.accessToken), 100 - ESPRESSO_POINTS_PRICE);

    await t.app.features.orders.service.move(second.orderId, 'preparing');
    await t.app.features.orders.service.move(second.orderId, 'cancelled', 'Out of coffee');
    assert.equal(await balanceOf(t.app, payer.accessToken), 100);
    assert.equal(await ledgerSum(t.app, payer.userId), 100);

    const history = await t.app.inject({
      url: '/api/points/history',
      headers: authHeaders(payer.accessToken),
    });
    const refunds = history
      .json()
      .data.entries.filter((entry: { reason: string }) => entry.reason === 'order_refunded');
    assert.deepEqual(
      refunds.map((entry: { orderId: string; delta: number }) => [entry.orderId, entry.delta]).sort(),
      [
        [first.orderId, ESPRESSO_POINTS_PRICE * 2],
        [second.orderId, ESPRESSO_POINTS_PRICE],
      ].sort(),
    );
  });

  test('a completed cash or card order credits its points once; cancelled or points orders earn none', async () => {
    const earner = await registerUser(t.app);
    const card = await placeOrder(t.app, earner.accessToken, espressoBasket('card', 2));
    assert.equal(card.pointsEarned, ESPRESSO_LOYALTY_POINTS * 2);
    for (const step of ['preparing', 'ready'] as const)
      await t.app.features.orders.service.move(card.orderId, step);
    assert.equal(await balanceOf(t.app, earner.accessToken), 0);
    await t.app.features.orders.service.move(card.orderId, 'completed');
    assert.equal(await balanceOf(t.app, earner.accessToken), ESPRESSO_LOYALTY_POINTS * 2);
    await assert.rejects(t.app.features.orders.service.move(card.orderId, 'completed'));
    assert.equal(await balanceOf(t.app, earner.accessToken), ESPRESSO_LOYALTY_POINTS * 2);

    const cancelledCash = await placeOrder(t.app, earner.accessToken, espressoBasket('cash'));
    await t.app.features.orders.service.move(cancelledCash.orderId, 'cancelled');
    await givePoints(t.app, earner.userId, 20);
    const pointsOrder = await placeOrder(t.app, earner.accessToken, espressoBasket('points'));
    for (const step of ['preparing', 'ready', 'completed'] as const)
      await t.app.features.orders.service.move(pointsOrder.orderId, step);
    const expected = ESPRESSO_LOYALTY_POINTS * 2 + 20 - ESPRESSO_POINTS_PRICE;
    assert.equal(await balanceOf(t.app, earner.accessToken), expected);
    assert.equal(await ledgerSum(t.app, earner.userId), expected);
  });
});
