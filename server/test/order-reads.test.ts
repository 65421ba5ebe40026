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
    // The first step is written in the order's own transaction: the same instant as its creation.
    assert.equal(newest.history[0].at, newest.createdAt);
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

  test('listMyOrders asked at once by several customers: one statement; each gets their own pages, never another’s', async () => {
    const third = await registerUser(t.app);
    const read = (user: TestUser, query: string) => get(user, `/api/orders?${query}`);
    // Alone, one after the other: what each list is.
    const alone = {
      customerActive: (await read(customer, 'scope=active')).json().data,
      customerFirst: (await read(customer, 'scope=active&limit=1')).json().data,
      otherActive: (await read(other, 'scope=active')).json().data,
      otherHistory: (await read(other, 'scope=history')).json().data,
      thirdActive: (await read(third, 'scope=active')).json().data,
    };
    assert.equal(alone.customerActive.orders.length, 2);
    assert.equal(alone.customerFirst.orders.length, 1);
    assert.equal(alone.otherActive.orders.length, 1);
    assert.deepEqual(alone.otherHistory, { orders: [], nextCursor: null });
    assert.deepEqual(alone.thirdActive, { orders: [], nextCursor: null });
    const cursor = encodeURIComponent(alone.customerFirst.nextCursor);

    // At once: three customers, two scopes, a page size, a second page, the same page twice, in Spanish.
    const asked = [
      { user: customer, query: 'scope=active', expected: alone.customerActive },
      { user: other, query: 'scope=active', expected: alone.otherActive },
      { user: customer, query: 'scope=active&limit=1', expected: alone.customerFirst },
      { user: customer, query: `scope=active&limit=1&cursor=${cursor}` },
      { user: other, query: 'scope=history', expected: alone.otherHistory },
      { user: third, query: 'scope=active', expected: alone.thirdActive },
      { user: customer, query: 'scope=active', expected: alone.customerActive },
    ];
    const before = statements.length;
    const answers = await Promise.all(asked.map((one) => read(one.user, one.query)));
    assert.equal(statements.length - before, 1, statements.slice(before).join('\n---\n'));
    for (const [index, answer] of answers.entries()) {
      const one = asked[index] as (typeof asked)[number];
      assert.equal(answer.statusCode, 200, `${index}: ${answer.body}`);
      if (one.expected) assert.deepEqual(answer.json().data, one.expected, `${index}: ${one.query}`);
    }
    // The second page: the customer's older order, and the last page.
    const second = (answers[3] as (typeof answers)[number]).json().data;
    assert.deepEqual(second.orders, alone.customerActive.orders.slice(1));
    assert.equal(second.nextCursor, null);
    // A reader's language is their own, in the same statement as the others'.
    const inSpanish = () =>
      t.app.inject({
        url: '/api/orders?scope=active',
        headers: { ...authHeaders(customer.accessToken), 'accept-language': 'es' },
      });
    const spanishAlone = (await inSpanish()).json().data;
    assert.notDeepEqual(spanishAlone, alone.customerActive, 'the orders read differently in Spanish');
    const together = statements.length;
    const [english, spanish] = await Promise.all([read(customer, 'scope=active'), inSpanish()]);
    assert.equal(statements.length - together, 1);
    assert.deepEqual(english.json().data, alone.customerActive);
    assert.deepEqual(spanish.json().data, spanishAlone);
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
