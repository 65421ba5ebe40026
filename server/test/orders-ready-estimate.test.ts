import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { type CompiledQuery, sql } from 'kysely';
import type { Schema } from '../src/api/handler';
import type { PublishedEvent } from '../src/features/events/publisher';
import { authHeaders, buildTestApp, loginTokens, registerUser, type TestApp, type TestUser } from './helper';
import { checkout, espressoBasket, OLIVERA, OLIVERA_OPEN } from './support/checkout';
import { eventsSettled } from './support/live-events';

// Issue 26 item 12, "how long until it is ready": an order under way carries `estimatedReadyAt`, when it
// was placed plus the place's preparation time (15 minutes at Café Olivera) plus 2 minutes for each of
// the place's orders ahead of it still to be made, never before the pickup time asked for nor before
// now, to the minute; a ready order's is when it became ready; a finished one has none. Checkout's
// pickup times estimate an order placed now. Orders joining or leaving the queue send `queue.moved`
// (naming the place only) to the queue's listeners (which streams hear it: events.test.ts). The clock
// is the test's: nothing waits for time.

type Order = Schema<'Order'>;

const MINUTE = 60_000;
const PREP = 15 * MINUTE;
const PER_ORDER = 2 * MINUTE;
const ceilToMinute = (ms: number) => new Date(Math.ceil(ms / MINUTE) * MINUTE).toISOString();

describe('estimated ready time', () => {
  let t: TestApp;
  let customer: TestUser;
  let others: TestUser;
  let now = new Date(OLIVERA_OPEN);
  const queueMoves: PublishedEvent[] = [];

  before(async () => {
    t = await buildTestApp({ clock: () => now });
    customer = await registerUser(t.app);
    others = await registerUser(t.app);
    t.app.features.events.subscriptions.subscribe({ topic: 'queues' }, (event) => queueMoves.push(event));
    // The workers that read orders in the background (order mails, forgotten orders) stopped: the
    // requests' statements alone are counted.
    await t.app.features.notifications.worker.stop();
    await t.app.features.orders.forgottenOrders.stop();
  });
  after(() => t.close());
  /**
   * Completes every order at Café Olivera by a write of the test's, and tells that the queue moved, as the
   * orders service does for its own writes (the pickup list keeps its count until told) and as another
   * instance's event arrives: through the events, not the orders feature.
   */
  const emptyOliverasQueue = async () => {
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ status: 'completed' })
        .where('provider_id', '=', OLIVERA)
        .execute();
      await t.app.features.events.outbox.append(
        trx,
        { topic: 'queues' },
        { type: 'queue.moved', providerId: OLIVERA },
      );
    });
    await eventsSettled(t.app);
  };
  // Each test starts with an empty queue at Café Olivera (the orders of earlier tests are completed).
  beforeEach(async () => {
    now = new Date(OLIVERA_OPEN);
    await emptyOliverasQueue();
    queueMoves.length = 0;
  });

  /** Signed in again at the clock's time (an access token lives 15 minutes of it). */
  const signedIn = async (user: TestUser) => ({
    ...user,
    ...(await loginTokens(t.app, user.email, user.password)),
  });
  const place = async (user: TestUser, pickup: Schema<'CheckoutRequest'>['pickup'] = { asap: true }) => {
    const response = await checkout(t.app, (await signedIn(user)).accessToken, {
      ...espressoBasket(),
      pickup,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data as Order;
  };
  const getMyOrder = async (user: TestUser, orderId: string) => {
    const response = await t.app.inject({
      url: `/api/orders/${orderId}`,
      headers: authHeaders((await signedIn(user)).accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Order;
  };
  const listMyOrders = async (user: TestUser, scope: 'active' | 'history') => {
    const response = await t.app.inject({
      url: `/api/orders?scope=${scope}`,
      headers: authHeaders((await signedIn(user)).accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.orders as Order[];
  };
  const pickupTimes = async () => {
    const response = await t.app.inject({
      url: `/api/providers/${OLIVERA}/pickup-times`,
      headers: authHeaders((await signedIn(customer)).accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Schema<'PickupTimes'>;
  };
  const move = (orderId: string, to: Schema<'OrderStatus'>) =>
    t.app.features.orders.service.move(orderId, to);
  /** When an order was placed, as the database wrote it (moved back to the clock's time where a test needs). */
  const placedAt = (order: Order) => new Date(order.createdAt).getTime();
  const setPlacedAt = (orderId: string, at: Date) =>
    t.app.db.updateTable('orders').set({ created_at: at }).where('id', '=', orderId).execute();
  const queueMovesOfOlivera = async () => {
    await eventsSettled(t.app);
    return queueMoves.filter((event) => 'providerId' in event.data && event.data.providerId === OLIVERA)
      .length;
  };

  test('with no order ahead: placed plus the preparation time, to the minute; checkout says now plus it', async () => {
    assert.equal((await pickupTimes()).asapReadyAt, ceilToMinute(now.getTime() + PREP));
    const order = await place(customer);
    assert.equal(order.estimatedReadyAt, ceilToMinute(placedAt(order) + PREP));
    assert.equal((await getMyOrder(customer, order.orderId)).estimatedReadyAt, order.estimatedReadyAt);
    const [listed] = await listMyOrders(customer, 'active');
    assert.equal(listed?.estimatedReadyAt, order.estimatedReadyAt);
  });

  test('with N orders ahead: 2 minutes more for each, whoever placed them; checkout counts them all', async () => {
    const ahead = [await place(others), await place(others), await place(customer)];
    const order = await place(customer);
    assert.equal(order.estimatedReadyAt, ceilToMinute(placedAt(order) + PREP + 3 * PER_ORDER));
    // Each order counts only those placed before it.
    for (const [index, earlier] of ahead.entries()) {
      const mine = earlier === ahead[2] ? customer : others;
      const read = await getMyOrder(mine, earlier.orderId);
      assert.equal(read.estimatedReadyAt, ceilToMinute(placedAt(earlier) + PREP + index * PER_ORDER));
    }
    assert.equal((await pickupTimes()).asapReadyAt, ceilToMinute(now.getTime() + PREP + 4 * PER_ORDER));
  });

  test('an order ahead that is made moves the estimate earlier, live; accepting one does not', async () => {
    const first = await place(others);
    const second = await place(others);
    const order = await place(customer);
    const placed = placedAt(order);
    assert.equal(order.estimatedReadyAt, ceilToMinute(placed + PREP + 2 * PER_ORDER));
    assert.equal(await queueMovesOfOlivera(), 3, 'each placed order moves the queue');

    // Still to be made while preparing: nothing moves, and no event says so.
    await move(first.orderId, 'preparing');
    assert.equal((await getMyOrder(customer, order.orderId)).estimatedReadyAt, order.estimatedReadyAt);
    assert.equal(await queueMovesOfOlivera(), 3);

    // Ready: one order fewer ahead, and Olivera's queue moved.
    await move(first.orderId, 'ready');
    assert.equal(
      (await getMyOrder(customer, order.orderId)).estimatedReadyAt,
      ceilToMinute(placed + PREP + PER_ORDER),
    );
    assert.equal(await queueMovesOfOlivera(), 4);
    const moved = queueMoves.at(-1);
    assert.deepEqual(moved?.data, { type: 'queue.moved', providerId: OLIVERA }, 'the place, and no one');

    // Completed after ready: already out of the queue.
    await move(first.orderId, 'completed');
    assert.equal(await queueMovesOfOlivera(), 4);

    // A cancellation ahead moves it too; the staff's undo of a ready order puts it back.
    await move(second.orderId, 'cancelled');
    assert.equal((await getMyOrder(customer, order.orderId)).estimatedReadyAt, ceilToMinute(placed + PREP));
    assert.equal(await queueMovesOfOlivera(), 5);
  });

  test("the staff's undo of a ready order puts it back ahead", async () => {
    const first = await place(others);
    const order = await place(customer);
    await move(first.orderId, 'preparing');
    await move(first.orderId, 'ready');
    assert.equal(
      (await getMyOrder(customer, order.orderId)).estimatedReadyAt,
      ceilToMinute(placedAt(order) + PREP),
    );
    await t.app.features.orders.service.recall(first.orderId);
    assert.equal(
      (await getMyOrder(customer, order.orderId)).estimatedReadyAt,
      ceilToMinute(placedAt(order) + PREP + PER_ORDER),
    );
    assert.equal(await queueMovesOfOlivera(), 4, 'placed twice, ready, taken back');
  });

  test('a scheduled order: never before its pickup time; after it when the queue runs late', async () => {
    // Olivera at 11:00 local: three orders for as soon as possible, placed 10:58, 10:59 and 11:00.
    const asap = [await place(others), await place(others), await place(others)];
    for (const [index, order] of asap.entries()) {
      await setPlacedAt(order.orderId, new Date(now.getTime() - (2 - index) * MINUTE));
    }
    const { times } = await pickupTimes();
    const [soonest, , , later] = times as [string, string, string, string];
    assert.equal(soonest, '2026-03-11T10:15:00.000Z');

    // For 11:15 local, placed at 11:00:30: started at 11:00, after the three (the one placed at 11:00
    // first): 11:00:30 + 15 + 3 x 2 = 11:21:30, later than asked.
    const soon = await place(customer, { at: soonest });
    await setPlacedAt(soon.orderId, new Date(now.getTime() + 30_000));
    assert.equal(
      (await getMyOrder(customer, soon.orderId)).estimatedReadyAt,
      ceilToMinute(now.getTime() + 30_000 + PREP + 3 * PER_ORDER),
    );

    // For 12:00 local: the queue is made well before, so when it was asked for.
    const scheduled = await place(customer, { at: later });
    await setPlacedAt(scheduled.orderId, new Date(now.getTime() + 40_000));
    assert.equal((await getMyOrder(customer, scheduled.orderId)).estimatedReadyAt, later);

    // An order for as soon as possible placed after them waits for the three and the one for 11:15
    // (started at 11:00), not the one for 12:00 (started at 11:45).
    const next = await place(others);
    await setPlacedAt(next.orderId, new Date(now.getTime() + 50_000));
    assert.equal(
      (await getMyOrder(others, next.orderId)).estimatedReadyAt,
      ceilToMinute(now.getTime() + 50_000 + PREP + 4 * PER_ORDER),
    );
  });

  test('never before now: an order running late says it is due now', async () => {
    const order = await place(customer);
    now = new Date(placedAt(order) + 40 * MINUTE + 5_000);
    assert.equal((await getMyOrder(customer, order.orderId)).estimatedReadyAt, ceilToMinute(now.getTime()));
  });

  /** Café Olivera's pickup settings (the back office's command, at the place's current version). */
  const setPickupSettings = async (settings: {
    prepMinutes: number;
    slotMinutes: 15 | 30;
    maxOrdersPerSlot: number | null;
  }) => {
    const { place_version: version } = await t.app.db
      .selectFrom('providers')
      .select('place_version')
      .where('id', '=', OLIVERA)
      .executeTakeFirstOrThrow();
    await t.app.features.catalog.commands.setPickupSettings({ providerId: OLIVERA, version, ...settings });
  };
  const OLIVERAS_SETTINGS = { prepMinutes: 15, slotMinutes: 15, maxOrdersPerSlot: null } as const;

  test('a place that takes N orders per slot makes one every slot / N minutes', async () => {
    await setPickupSettings({ prepMinutes: 10, slotMinutes: 30, maxOrdersPerSlot: 6 });
    try {
      await place(others);
      await place(others);
      const order = await place(customer);
      // 10 minutes, and 30 / 6 = 5 minutes for each of the two ahead.
      assert.equal(order.estimatedReadyAt, ceilToMinute(placedAt(order) + 10 * MINUTE + 2 * 5 * MINUTE));
    } finally {
      await setPickupSettings(OLIVERAS_SETTINGS);
    }
  });

  /** `count` orders for as soon as possible at Café Olivera, still to be made, placed before now (one insert). */
  const queueAtOlivera = async (count: number) => {
    await sql`insert into orders (user_id, provider_id, number, business_date, status, payment_method, currency,
        total, points_spent, points_earned, pickup_asap, idempotency_key, request_hash, created_at)
      select ${others.userId}, ${OLIVERA}, 'Q' || g, current_date, 'pending', 'cash', 'EUR', 150, 0, 0, true,
        gen_random_uuid(), 'queued by the test', now() - g * interval '1 second'
      from generate_series(1, ${count}) g`.execute(t.app.db);
  };

  test("the orders ahead are counted up to twelve hours of the place's work, however long the queue", async () => {
    await queueAtOlivera(400);
    // 2 minutes per order: 360 orders fill twelve hours.
    const order = await place(customer);
    const capped = ceilToMinute(placedAt(order) + PREP + 360 * PER_ORDER);
    assert.equal(order.estimatedReadyAt, capped);
    assert.equal((await getMyOrder(customer, order.orderId)).estimatedReadyAt, capped);
    assert.equal((await pickupTimes()).asapReadyAt, ceilToMinute(now.getTime() + PREP + 360 * PER_ORDER));
    // Below the bound every order counts: the 359th order of the queue has 358 ahead.
    const [at359] = await t.app.db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('provider_id', '=', OLIVERA)
      .where('number', '=', 'Q42')
      .execute();
    assert.ok(at359);
    const read = (await t.app.features.orders.repository.load([at359.id]))[0];
    assert.equal(read?.estimatedReadyAt, ceilToMinute(at359.created_at.getTime() + PREP + 358 * PER_ORDER));

    // 7 orders per slot of 30 minutes: twelve hours are 720 x 7 / 30 = 168 orders.
    await setPickupSettings({ prepMinutes: 15, slotMinutes: 30, maxOrdersPerSlot: 7 });
    try {
      const next = await place(customer);
      assert.equal(next.estimatedReadyAt, ceilToMinute(placedAt(next) + PREP + (168 * 30 * MINUTE) / 7));
    } finally {
      await setPickupSettings(OLIVERAS_SETTINGS);
    }
  });

  test('a ready order: when it became ready; completed or cancelled: none', async () => {
    const order = await place(customer);
    const cancelled = await place(customer);
    await move(order.orderId, 'preparing');
    const ready = await move(order.orderId, 'ready');
    const readyAt = ready.history.find((change) => change.status === 'ready')?.at;
    assert.ok(readyAt);
    assert.equal(ready.estimatedReadyAt, readyAt);
    assert.equal((await getMyOrder(customer, order.orderId)).estimatedReadyAt, readyAt);

    const completed = await move(order.orderId, 'completed');
    assert.equal('estimatedReadyAt' in completed, false);
    assert.equal('estimatedReadyAt' in (await getMyOrder(customer, order.orderId)), false);
    const cancelResponse = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.orderId}/cancel`,
      headers: authHeaders((await signedIn(customer)).accessToken),
    });
    assert.equal(cancelResponse.statusCode, 200, cancelResponse.body);
    assert.equal('estimatedReadyAt' in cancelResponse.json().data, false);
    for (const finished of await listMyOrders(customer, 'history')) {
      assert.equal('estimatedReadyAt' in finished, false, finished.status);
    }
  });

  test('a closed place: no estimate for as soon as possible', async () => {
    // Wednesday 21:00 local: closed.
    now = new Date('2026-03-11T20:00:00.000Z');
    const times = await pickupTimes();
    assert.equal(times.asapAvailable, false);
    assert.equal(times.asapReadyAt, null);
  });

  /**
   * How many statements reading `orders` `run` made (every statement outside a transaction goes through
   * the database's one executor; the workers that read orders in the background are stopped in `before`).
   */
  const ordersStatementsOf = async (run: () => Promise<unknown>) => {
    const statements: string[] = [];
    const executor = t.app.db.getExecutor();
    const executeQuery = executor.executeQuery.bind(executor);
    executor.executeQuery = ((query: CompiledQuery) => {
      if (/\borders\b/.test(query.sql)) statements.push(query.sql);
      return executeQuery(query);
    }) as typeof executor.executeQuery;
    try {
      await run();
    } finally {
      executor.executeQuery = executeQuery;
    }
    return statements.length;
  };

  test('a page of orders reads its estimates in the statements it made before: none per order', async () => {
    const count = ordersStatementsOf;
    const reader = await signedIn(await registerUser(t.app));
    const list = () =>
      t.app.inject({ url: '/api/orders?scope=active', headers: authHeaders(reader.accessToken) });
    await place(reader);
    const withOne = await count(list);
    await place(reader);
    await place(reader);
    const withThree = await count(list);
    assert.ok(withOne >= 1, 'the list reads orders');
    assert.equal(withThree, withOne);
    const orders = (await list()).json().data.orders as Order[];
    assert.equal(orders.length, 3);
    for (const order of orders) assert.ok(order.estimatedReadyAt, order.orderId);
  });

  test('the pickup list counts the queue again only when it moved or a scheduled order starts', async () => {
    let asapReadyAt: string | null | undefined;
    const read = () =>
      ordersStatementsOf(async () => {
        asapReadyAt = (await pickupTimes()).asapReadyAt;
      });
    const expected = (ahead: number) => ceilToMinute(now.getTime() + PREP + ahead * PER_ORDER);

    assert.equal(await read(), 1, 'the first list counts');
    assert.equal(asapReadyAt, expected(0));
    assert.equal(await read(), 0, 'the same queue: the count kept');
    assert.equal(asapReadyAt, expected(0));

    // An order placed joins the queue: counted again, once.
    const first = await place(others);
    assert.equal(await read(), 1);
    assert.equal(asapReadyAt, expected(1));
    assert.equal(await read(), 0);

    // One scheduled for later is not ahead until its preparation starts; then it is, without any event.
    const { times } = await pickupTimes();
    const later = times[4] as string;
    await place(customer, { at: later });
    assert.equal(await read(), 1);
    assert.equal(asapReadyAt, expected(1), 'not started yet');
    const starts = new Date(later).getTime() - PREP;
    now = new Date(starts - MINUTE);
    assert.equal(await read(), 0, 'a minute before it starts: still the count kept');
    assert.equal(asapReadyAt, expected(1));
    now = new Date(starts);
    assert.equal(await read(), 1, 'it started: counted again');
    assert.equal(asapReadyAt, expected(2));
    assert.equal(await read(), 0);

    // Made (ready): the queue moved.
    await move(first.orderId, 'preparing');
    assert.equal(await read(), 0, 'preparing is still in the queue: nothing moved');
    await move(first.orderId, 'ready');
    assert.equal(await read(), 1);
    assert.equal(asapReadyAt, expected(1));

    // The event alone, as another instance's arrives.
    await emptyOliverasQueue();
    assert.equal(await read(), 1);
    assert.equal(asapReadyAt, expected(0));
  });
});
