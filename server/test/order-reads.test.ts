import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CompiledQuery } from 'kysely';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import {
  espressoBasket,
  FLAT_WHITE,
  movableClock,
  OAT_MILK,
  OLIVERA,
  OLIVERA_OPEN,
  placeOrder,
} from './support/checkout';

// Issue 27: a customer's order and their list of orders are each read in one statement (the order with
// its place, lines and status history), where they took four: on the embedded database each statement
// holds the event loop.

describe('order reads: one statement each', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  /** The SQL of every statement the app ran, in order. */
  const statements: string[] = [];
  const clock = movableClock(OLIVERA_OPEN);
  const get = (user: TestUser, url: string) => t.app.inject({ url, headers: authHeaders(user.accessToken) });

  /** The statements `read` ran, and its answer. */
  async function counted(read: () => ReturnType<typeof get>) {
    const before = statements.length;
    const response = await read();
    return { response, statements: statements.slice(before) };
  }

  before(async () => {
    t = await buildTestApp({ clock: clock.clock });
    customer = await registerUser(t.app);
    other = await registerUser(t.app);
    await placeOrder(t.app, customer.accessToken, espressoBasket('cash', 2));
    await placeOrder(t.app, customer.accessToken, {
      ...espressoBasket('cash'),
      items: [{ productId: FLAT_WHITE, quantity: 1, selectedExtraOptions: [OAT_MILK] }],
    });
    await placeOrder(t.app, other.accessToken, espressoBasket('cash'));
    // The workers that read orders in the background (order mails, forgotten orders) stopped: the
    // requests' statements alone are counted.
    await t.app.features.notifications.worker.stop();
    await t.app.features.orders.forgottenOrders.stop();
    // The access check's cache warm, as it is for a customer using the app: the reads alone are counted.
    await get(customer, '/api/user/getMyUser');
    await get(other, '/api/user/getMyUser');
    // Every statement outside a transaction goes through the database's one executor.
    const executor = t.app.db.getExecutor();
    const executeQuery = executor.executeQuery.bind(executor);
    executor.executeQuery = ((query: CompiledQuery) => {
      // Only statements on the orders' tables: the events relay polls its outbox beside the requests.
      if (/\b(orders|order_lines|order_status_history)\b/.test(query.sql)) statements.push(query.sql);
      return executeQuery(query);
    }) as typeof executor.executeQuery;
  });
  after(() => t.close());

  test('listMyOrders: a page of orders with their lines, extras and history in one statement', async () => {
    const first = await counted(() => get(customer, '/api/orders?scope=active&limit=1'));
    assert.equal(first.response.statusCode, 200, first.response.body);
    assert.equal(first.statements.length, 1, first.statements.join('\n---\n'));
    const page = first.response.json().data;
    assert.equal(page.orders.length, 1);
    const [newest] = page.orders;
    assert.equal(newest.providerId, OLIVERA);
    assert.equal(newest.lines.length, 1);
    assert.equal(newest.lines[0].productId, FLAT_WHITE);
    assert.deepEqual(
      newest.lines[0].extras.map((extra: { optionId: string }) => extra.optionId),
      [OAT_MILK],
    );
    assert.deepEqual(
      newest.history.map((change: { status: string }) => change.status),
      ['pending'],
    );
    assert.match(newest.history[0].at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(page.nextCursor, 'a second page');

    const second = await counted(() =>
      get(customer, `/api/orders?scope=active&limit=1&cursor=${encodeURIComponent(page.nextCursor)}`),
    );
    assert.equal(second.statements.length, 1);
    const older = second.response.json().data;
    assert.equal(older.orders.length, 1);
    assert.equal(older.orders[0].lines[0].quantity, 2);
    assert.equal(older.nextCursor, null);
    assert.notEqual(older.orders[0].orderId, newest.orderId);
  });

  test('getMyOrder asked at once by several customers: one statement; each gets their own, never another’s', async () => {
    const mine = (await get(customer, '/api/orders?scope=active')).json().data.orders as {
      orderId: string;
    }[];
    const theirs = (await get(other, '/api/orders?scope=active')).json().data.orders as { orderId: string }[];
    const asked = [
      ...mine.map((order) => ({ user: customer, orderId: order.orderId, own: true })),
      ...theirs.map((order) => ({ user: other, orderId: order.orderId, own: true })),
      // Each asking for the other's order, in the same batch.
      { user: other, orderId: (mine[0] as { orderId: string }).orderId, own: false },
      { user: customer, orderId: (theirs[0] as { orderId: string }).orderId, own: false },
    ];
    const before = statements.length;
    const answers = await Promise.all(asked.map((one) => get(one.user, `/api/orders/${one.orderId}`)));
    assert.equal(statements.length - before, 1, statements.slice(before).join('\n---\n'));
    for (const [index, answer] of answers.entries()) {
      const one = asked[index] as (typeof asked)[number];
      assert.equal(answer.statusCode, one.own ? 200 : 404, `${index}: ${answer.body}`);
      if (one.own) assert.equal(answer.json().data.orderId, one.orderId);
      else assert.equal(errorOf(answer).code, 'NOT_FOUND');
    }
  });

  test('getMyOrder: the order in one statement; another customer’s is 404 in one statement too', async () => {
    const list = (await get(customer, '/api/orders?scope=active')).json().data.orders;
    const mine = await counted(() => get(customer, `/api/orders/${list[0].orderId}`));
    assert.equal(mine.response.statusCode, 200);
    assert.equal(mine.statements.length, 1, mine.statements.join('\n---\n'));
    assert.deepEqual(mine.response.json().data, list[0], 'the same order as the list shows');

    const theirs = await counted(() => get(other, `/api/orders/${list[0].orderId}`));
    assert.equal(theirs.response.statusCode, 404);
    assert.equal(theirs.statements.length, 1);
  });
});
