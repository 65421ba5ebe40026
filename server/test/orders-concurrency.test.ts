import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp } from './helper';
import {
  balanceOf,
  checkout,
  ESPRESSO_POINTS_PRICE,
  espressoBasket,
  givePoints,
  ledgerSum,
  movableClock,
  OLIVERA_OPEN,
  orderCount,
} from './support/checkout';

// Run on PGlite and on PostgreSQL (DATABASE_URL): on PostgreSQL the requests really overlap, each on
// its own connection, so these prove the row lock and the unique key, not only a serial database.

describe('checkout under concurrency', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
  });
  after(() => t.close());

  test('ten concurrent submissions with one key make one order and spend the points once', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 100);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkout(t.app, user.accessToken, espressoBasket('points'), key)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200, 200, 201], responses[0]?.body);
    const orderIds = new Set(responses.map((response) => response.json().data.orderId));
    assert.equal(orderIds.size, 1);
    assert.equal(await orderCount(t.app, user.userId), 1);
    assert.equal(await balanceOf(t.app, user.accessToken), 100 - ESPRESSO_POINTS_PRICE);
    assert.equal(await ledgerSum(t.app, user.userId), 100 - ESPRESSO_POINTS_PRICE);
  });

  test('ten concurrent cash submissions with one key make one order', async () => {
    const user = await registerUser(t.app);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkout(t.app, user.accessToken, espressoBasket('cash'), key)),
    );
    assert.equal(responses.filter((response) => response.statusCode === 201).length, 1);
    assert.equal(responses.filter((response) => response.statusCode === 200).length, 9);
    assert.equal(new Set(responses.map((response) => response.json().data.orderId)).size, 1);
    assert.equal(await orderCount(t.app, user.userId), 1);
  });

  test('cash and points submissions with one key at once make one order; the others are answered, not failed', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 100);
    const key = randomUUID();
    const methodOf = (index: number) => (index % 2 ? 'points' : 'cash');
    // A cash checkout locks the account in its order's statement, a points one before it: the two kinds
    // of lock meet on the same key without a deadlock (which PostgreSQL would end with a 500).
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        checkout(t.app, user.accessToken, espressoBasket(methodOf(index)), key),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    assert.equal(placed.length, 1, responses.map((response) => response.body).join('\n'));
    const method = placed[0]?.json().data.paymentMethod;
    responses.forEach((response, index) => {
      if (response === placed[0]) return;
      const sameBody = methodOf(index) === method;
      assert.equal(response.statusCode, sameBody ? 200 : 409, response.body);
      if (!sameBody) assert.equal(errorOf(response).code, 'IDEMPOTENCY_KEY_REUSED');
    });
    assert.equal(await orderCount(t.app, user.userId), 1);
    const spent = method === 'points' ? ESPRESSO_POINTS_PRICE : 0;
    assert.equal(await ledgerSum(t.app, user.userId), 100 - spent);
  });

  test('an account deleted while its checkouts run keeps no open order', async () => {
    const user = await registerUser(t.app);
    const deletion = () =>
      t.app.inject({ method: 'DELETE', url: '/api/user', headers: authHeaders(user.accessToken) });
    const [deleted, ...responses] = await Promise.all([
      deletion(),
      ...Array.from({ length: 8 }, () => checkout(t.app, user.accessToken, espressoBasket('cash'))),
    ]);
    assert.equal(deleted?.statusCode, 200, deleted?.body);
    for (const response of responses) {
      assert.ok([201, 401].includes(response.statusCode), response.body);
    }
    const open = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('status', 'in', ['pending', 'preparing'])
      .execute();
    assert.deepEqual(open, [], 'every order placed before the deletion was cancelled by it; none after');
    const placed = responses.filter((response) => response.statusCode === 201).length;
    assert.equal(await orderCount(t.app, user.userId), placed);
  });

  test('twenty customers checking out at once at one place get twenty different numbers', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => registerUser(t.app)));
    const responses = await Promise.all(
      customers.map((customer) => checkout(t.app, customer.accessToken, espressoBasket('cash'))),
    );
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      customers.map(() => 201),
      responses[0]?.body,
    );
    const numbers = responses.map((response) => response.json().data.number as string);
    assert.equal(new Set(numbers).size, 20, numbers.join(' '));
  });

  test('50 concurrent points checkouts never take the balance below zero; the ledger sums to it', async () => {
    const user = await registerUser(t.app);
    const affordable = 20;
    await givePoints(t.app, user.userId, ESPRESSO_POINTS_PRICE * affordable + 7);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => checkout(t.app, user.accessToken, espressoBasket('points'))),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 422);
    assert.equal(placed.length, affordable);
    assert.equal(refused.length, 50 - affordable);
    for (const response of refused) {
      assert.equal(errorOf(response).code, 'INSUFFICIENT_POINTS');
      assert.equal(response.json().error.details.balance, 7);
    }
    assert.equal(await orderCount(t.app, user.userId), affordable);
    const balance = await balanceOf(t.app, user.accessToken);
    assert.equal(balance, 7);
    assert.equal(await ledgerSum(t.app, user.userId), balance);
    // One debit row per order, never more.
    const debits = await t.app.db
      .selectFrom('points_ledger')
      .select(['order_id', 'delta'])
      .where('user_id', '=', user.userId)
      .where('reason', '=', 'order_spent')
      .execute();
    assert.equal(debits.length, affordable);
    assert.equal(new Set(debits.map((row) => row.order_id)).size, affordable);
    assert.ok(debits.every((row) => row.delta === -ESPRESSO_POINTS_PRICE));
  });

  test('concurrent cancellations of one points order refund it once', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 50);
    const placed = await checkout(t.app, user.accessToken, espressoBasket('points'));
    const { orderId } = placed.json().data;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/cancel`,
          headers: { 'x-auth-token': user.accessToken },
        }),
      ),
    );
    assert.equal(responses.filter((response) => response.statusCode === 200).length, 1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      assert.equal(response.statusCode, 409);
      assert.equal(errorOf(response).code, 'ORDER_NOT_CANCELLABLE');
    }
    assert.equal(await balanceOf(t.app, user.accessToken), 50);
    assert.equal(await ledgerSum(t.app, user.userId), 50);
  });

  test('concurrent completions of one cash order credit its points once', async () => {
    const user = await registerUser(t.app);
    const placed = await checkout(t.app, user.accessToken, espressoBasket('cash', 3));
    const { orderId, pointsEarned } = placed.json().data;
    await t.app.features.orders.service.move(orderId, 'preparing');
    await t.app.features.orders.service.move(orderId, 'ready');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.app.features.orders.service.move(orderId, 'completed')),
    );
    assert.equal(outcomes.filter((outcome) => outcome.status === 'fulfilled').length, 1);
    assert.equal(await balanceOf(t.app, user.accessToken), pointsEarned);
  });
});
