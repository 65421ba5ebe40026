import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type CompiledQuery, sql } from 'kysely';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import {
  balanceOf,
  checkout,
  ESPRESSO_POINTS_PRICE,
  espressoBasket,
  FLAT_WHITE,
  givePoints,
  ledgerSum,
  movableClock,
  OAT_MILK,
  OLIVERA,
  OLIVERA_OPEN,
  orderCount,
} from './support/checkout';

// Issue 27: a cash or card checkout at a place without a slot limit is two statements and no
// transaction: the first takes the place's next number and reads what the order will be (its time, its
// customer, the orders ahead of it); the second writes the order, its lines, its history and its events,
// all or nothing. A transaction took four more round trips (BEGIN, the events, COMMIT). The written events
// are the order the customer was answered, and the order reads back as it was answered.

describe('a checkout: two statements and no transaction', () => {
  let t: TestApp;
  let customer: TestUser;
  /** The SQL of every statement run outside a transaction, in order. */
  const statements: string[] = [];
  let transactions = 0;
  let beforeDebit: (() => Promise<void>) | undefined;
  const clock = movableClock(OLIVERA_OPEN);

  before(async () => {
    // No relay: the outbox keeps what the checkout wrote, and runs no statement beside it.
    t = await buildTestApp({ clock: clock.clock }, { eventsRelay: false });
    customer = await registerUser(t.app);
    // The workers that read in the background stopped, the access check's cache and the place's menu in
    // memory warm (a first order): the checkout's statements alone are counted.
    await t.app.features.notifications.worker.stop();
    await t.app.features.orders.forgottenOrders.stop();
    const warm = await checkout(t.app, customer.accessToken, espressoBasket('cash'));
    assert.equal(warm.statusCode, 201, warm.body);
    const executor = t.app.db.getExecutor();
    const executeQuery = executor.executeQuery.bind(executor);
    executor.executeQuery = (async (query: CompiledQuery) => {
      statements.push(query.sql);
      // A points order's write waits for `beforeDebit` (points that move between the read and the write).
      const hook = beforeDebit;
      if (hook && /insert into "orders"/.test(query.sql) && /insert into "points_ledger"/.test(query.sql)) {
        beforeDebit = undefined;
        await hook();
      }
      return executeQuery(query);
    }) as typeof executor.executeQuery;
    const transaction = t.app.db.transaction.bind(t.app.db);
    t.app.db.transaction = () => {
      transactions += 1;
      return transaction();
    };
  });
  after(() => t.close());

  /** The outbox's newest seq: the events written after it are a checkout's. */
  async function lastSeq(): Promise<string> {
    const row = await sql<{ seq: string | null }>`select max(seq)::text as seq from event_outbox`.execute(
      t.app.db,
    );
    return row.rows[0]?.seq ?? '0';
  }

  test('the order and its events are written by one statement, after the one that numbers it', async () => {
    const since = await lastSeq();
    const firstStatement = statements.length;
    const response = await checkout(t.app, customer.accessToken, {
      ...espressoBasket('cash'),
      items: [{ productId: FLAT_WHITE, quantity: 2, selectedExtraOptions: [OAT_MILK] }],
    });
    const ran = statements.slice(firstStatement);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(transactions, 0, 'no transaction');
    assert.equal(ran.length, 2, ran.join('\n---\n'));
    assert.match(ran[0] ?? '', /insert into "order_number_counters"/);
    for (const table of ['orders', 'order_lines', 'order_status_history', 'event_outbox']) {
      assert.match(
        ran[1] ?? '',
        new RegExp(`insert into "${table}"`),
        `the second statement writes ${table}`,
      );
    }

    const order = response.json().data;
    assert.equal(order.providerId, OLIVERA);
    assert.equal(order.status, 'pending');
    assert.equal(order.customerFirstName, customer.name.split(' ')[0]);
    assert.deepEqual(order.history, [{ status: 'pending', at: order.createdAt, reason: null }]);
    assert.ok(order.estimatedReadyAt, 'an estimate, from the orders ahead');

    // Its events: the customer's and the place staff's copy carry the order as answered.
    const events = (
      await sql<{ audience: Record<string, string>; type: string; data: { order?: unknown } }>`
        select audience, type, data from event_outbox where seq > ${since}::bigint order by seq`.execute(
        t.app.db,
      )
    ).rows;
    assert.deepEqual(events.map((event) => event.type).sort(), [
      'order.updated',
      'order.updated',
      'queue.moved',
    ]);
    const forCustomer = events.find((event) => event.audience.userId === customer.userId);
    assert.deepEqual(forCustomer?.data.order, order);
    const forStaff = events.find((event) => event.type === 'order.updated' && !event.audience.userId);
    assert.deepEqual(forStaff?.data.order, order);

    // Read back, the order is as answered: the same time, number, lines and history.
    const read = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(read.statusCode, 200, read.body);
    const { estimatedReadyAt: _readEstimate, ...stored } = read.json().data;
    const { estimatedReadyAt: _answeredEstimate, ...answered } = order;
    assert.deepEqual(stored, answered);
  });

  test('a points order is two statements as well: its debit and its balance event are written with it', async () => {
    await givePoints(t.app, customer.userId, 100);
    const balanceBefore = await balanceOf(t.app, customer.accessToken);
    const since = await lastSeq();
    const firstStatement = statements.length;
    const before = transactions;
    const response = await checkout(t.app, customer.accessToken, espressoBasket('points', 2));
    const ran = statements.slice(firstStatement);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(transactions, before, 'no transaction');
    assert.equal(ran.length, 2, ran.join('\n---\n'));
    assert.match(ran[1] ?? '', /insert into "points_ledger"/);
    const order = response.json().data;
    assert.equal(order.pointsSpent, ESPRESSO_POINTS_PRICE * 2);
    const balance = balanceBefore - ESPRESSO_POINTS_PRICE * 2;
    assert.equal(await balanceOf(t.app, customer.accessToken), balance);
    assert.equal(await ledgerSum(t.app, customer.userId), balance, 'the balance is the sum of the ledger');
    const spent = await t.app.db
      .selectFrom('points_ledger')
      .select(['delta', 'reason', 'reference'])
      .where('order_id', '=', order.orderId)
      .execute();
    assert.deepEqual(spent, [
      { delta: -ESPRESSO_POINTS_PRICE * 2, reason: 'order_spent', reference: `order:${order.orderId}:spent` },
    ]);
    const events = (
      await sql<{
        audience: Record<string, string>;
        data: { type: string; balance?: number; order?: unknown };
      }>`
        select audience, data from event_outbox where seq > ${since}::bigint order by seq`.execute(t.app.db)
    ).rows;
    assert.deepEqual(
      events.map((event) => event.data.type),
      ['order.updated', 'queue.moved', 'points.changed', 'order.updated'],
    );
    assert.deepEqual(events[0]?.data.order, order);
    assert.deepEqual(events[2], {
      audience: { userId: customer.userId },
      data: { type: 'points.changed', balance },
    });
  });

  test('points that moved after the read: the balance event has the balance under the lock', async () => {
    const other = await registerUser(t.app);
    await givePoints(t.app, other.userId, 100);
    // Points arrive between the checkout's read of the balance and its write (the counter awards some).
    beforeDebit = () => givePoints(t.app, other.userId, 7);
    const before = transactions;
    const since = await lastSeq();
    const response = await checkout(t.app, other.accessToken, espressoBasket('points', 2));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(beforeDebit, undefined, 'the points moved before the write');
    assert.equal(transactions, before, 'no transaction');
    const balance = 107 - ESPRESSO_POINTS_PRICE * 2;
    assert.equal(await balanceOf(t.app, other.accessToken), balance);
    assert.equal(await ledgerSum(t.app, other.userId), balance);
    assert.equal(await orderCount(t.app, other.userId), 1);
    const changes = (
      await sql<{ data: { type: string; balance?: number } }>`
        select data from event_outbox where seq > ${since}::bigint and type = 'points.changed' order by seq`.execute(
        t.app.db,
      )
    ).rows;
    // The order's balance event has the balance after both, not the one read before the award
    // (givePoints writes the ledger alone, no event).
    assert.deepEqual(
      changes.map((change) => change.data.balance),
      [balance],
    );
  });

  test('too few points: refused, and nothing is written', async () => {
    const other = await registerUser(t.app);
    await givePoints(t.app, other.userId, ESPRESSO_POINTS_PRICE);
    const since = await lastSeq();
    const response = await checkout(t.app, other.accessToken, espressoBasket('points', 2));
    assert.equal(response.statusCode, 422, response.body);
    assert.equal(response.json().error.code, 'INSUFFICIENT_POINTS');
    assert.equal(await balanceOf(t.app, other.accessToken), ESPRESSO_POINTS_PRICE);
    assert.equal(await orderCount(t.app, other.userId), 0);
    assert.equal(await lastSeq(), since, 'no event written');
  });

  test('a retry of the key writes nothing, in the same two statements and then a transaction', async () => {
    const key = randomUUID();
    const first = await checkout(t.app, customer.accessToken, espressoBasket('cash'), key);
    assert.equal(first.statusCode, 201, first.body);
    const since = await lastSeq();
    const before = transactions;
    const retry = await checkout(t.app, customer.accessToken, espressoBasket('cash'), key);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.equal(retry.json().data.orderId, first.json().data.orderId);
    // The insert wrote nothing; the earlier order was looked for under the account's lock.
    assert.equal(transactions, before + 1);
    assert.equal(await lastSeq(), since, 'no event written');
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customer.userId)
      .where('idempotency_key', '=', key)
      .execute();
    assert.equal(orders.length, 1);
  });
});
