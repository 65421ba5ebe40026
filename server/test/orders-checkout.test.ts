import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { pointsRefusal } from '../src/features/orders/checkout-rules';
import { createOrdersRepository } from '../src/features/orders/repository';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp } from './helper';
import {
  ALMOND_CROISSANT,
  balanceOf,
  type CheckoutBody,
  checkout,
  ESPRESSO,
  ESPRESSO_LOYALTY_POINTS,
  ESPRESSO_POINTS_PRICE,
  ESPRESSO_PRICE,
  espressoBasket,
  FLAT_WHITE,
  givePoints,
  LA_TAULA,
  ledgerSum,
  movableClock,
  OAT_MILK,
  OLIVERA,
  OLIVERA_OPEN,
  orderCount,
  PAN_CON_TOMATE,
  placeOrder,
  SOY_MILK,
  VANILLA,
} from './support/checkout';

describe('checkout', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
  });
  after(() => t.close());

  test('prices the order from the catalogue and stores it as pending, with a three-digit number', async () => {
    const user = await registerUser(t.app);
    const body: CheckoutBody = {
      providerId: OLIVERA,
      items: [
        { productId: FLAT_WHITE, quantity: 2, selectedExtraOptions: [OAT_MILK, VANILLA] },
        { productId: ESPRESSO, quantity: 1, selectedExtraOptions: [] },
      ],
      paymentMethod: 'card',
      pickup: { asap: true },
    };
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers: authHeaders(user.accessToken),
      payload: { providerId: OLIVERA, items: body.items },
    });
    const response = await checkout(t.app, user.accessToken, body);
    assert.equal(response.statusCode, 201, response.body);
    const order = response.json().data;
    // Flat white 320 + oat milk 50 + vanilla 40, twice; an espresso 150.
    assert.equal(order.total, (320 + 50 + 40) * 2 + ESPRESSO_PRICE);
    assert.deepEqual(
      order.lines.map((line: { unitPrice: number; lineTotal: number }) => [line.unitPrice, line.lineTotal]),
      [
        [410, 820],
        [ESPRESSO_PRICE, ESPRESSO_PRICE],
      ],
    );
    assert.deepEqual(
      order.lines[0].extras.map((extra: { optionId: string; price: number }) => [
        extra.optionId,
        extra.price,
      ]),
      [
        [OAT_MILK, 50],
        [VANILLA, 40],
      ],
    );
    // The same pricing as quoteBasket.
    assert.equal(quote.statusCode, 200, quote.body);
    assert.equal(order.total, quote.json().data.total);
    assert.equal(order.pointsEarned, quote.json().data.loyaltyPointsEarned);
    assert.ok(order.pointsEarned > 0);
    assert.equal(order.pointsSpent, 0);
    assert.equal(order.status, 'pending');
    assert.equal(order.currency, 'EUR');
    assert.equal(order.providerName, 'Café Olivera');
    assert.match(order.number, /^\d{3}$/);
    assert.deepEqual(order.pickup, { asap: true, at: null });
    assert.deepEqual(
      order.history.map((change: { status: string }) => change.status),
      ['pending'],
    );
    // Cash and card earn points only when the order completes.
    assert.equal(await balanceOf(t.app, user.accessToken), 0);

    const read = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: authHeaders(user.accessToken),
    });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().data, order);
  });

  test('a price, total or points figure sent by the client is refused and changes nothing', async () => {
    const user = await registerUser(t.app);
    const forged = [
      { ...espressoBasket(), items: [{ ...espressoBasket().items[0], price: 1 }] },
      { ...espressoBasket(), items: [{ ...espressoBasket().items[0], unitPrice: 1 }] },
      { ...espressoBasket(), total: 1 },
      { ...espressoBasket('points'), pointsPrice: 0 },
    ];
    for (const body of forged) {
      const response = await checkout(t.app, user.accessToken, body);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
    }
    assert.equal(await orderCount(t.app, user.userId), 0);
    // The same basket without the forged figure costs what the catalogue says.
    const order = await placeOrder(t.app, user.accessToken, espressoBasket('cash', 3));
    assert.equal(order.total, ESPRESSO_PRICE * 3);
  });

  test('refuses unavailable products, foreign extras, too many extras and other places, storing nothing', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 500);
    const line = (productId: string, selectedExtraOptions: string[] = []) => ({
      productId,
      quantity: 1,
      selectedExtraOptions,
    });
    const espresso = line(ESPRESSO);
    const cases: { items: CheckoutBody['items']; code: string; field: string; message: RegExp }[] = [
      {
        items: [espresso, line(ALMOND_CROISSANT)],
        code: 'PRODUCT_UNAVAILABLE',
        field: 'items.1.productId',
        message: /Almond Croissant is not available/,
      },
      {
        items: [line(randomUUID())],
        code: 'PRODUCT_UNAVAILABLE',
        field: 'items.0.productId',
        message: /no longer on the menu/,
      },
      {
        // Espresso offers shots and syrups, not milk.
        items: [line(ESPRESSO, [OAT_MILK])],
        code: 'INVALID_EXTRAS',
        field: 'items.0.selectedExtraOptions',
        message: /Espresso does not offer/,
      },
      {
        items: [line(FLAT_WHITE, [VANILLA, VANILLA])],
        code: 'INVALID_EXTRAS',
        field: 'items.0.selectedExtraOptions',
        message: /Flat White/,
      },
      {
        // One milk per flat white.
        items: [espresso, line(FLAT_WHITE, [OAT_MILK, SOY_MILK])],
        code: 'TOO_MANY_EXTRAS',
        field: 'items.1.selectedExtraOptions',
        message: /Too many extras chosen for Flat White/,
      },
      {
        items: [line(PAN_CON_TOMATE)],
        code: 'OTHER_PROVIDER',
        field: 'items.0.productId',
        message: /sold by another place/,
      },
    ];
    for (const paymentMethod of ['cash', 'points'] as const) {
      for (const { items, code, field, message } of cases) {
        const key = randomUUID();
        const body = { ...espressoBasket(paymentMethod), items };
        const response = await checkout(t.app, user.accessToken, body, key);
        assert.equal(response.statusCode, 422, `${code}: ${response.body}`);
        const error = errorOf(response);
        assert.equal(error.code, code);
        assert.match(error.message, message);
        assert.deepEqual(
          (error.fields as { field: string }[]).map((entry) => entry.field),
          [field],
        );
        // Nothing was stored, so the key can be used once the basket is fixed.
        const fixed = await checkout(t.app, user.accessToken, espressoBasket(paymentMethod), key);
        assert.equal(fixed.statusCode, 201, fixed.body);
      }
    }
    assert.equal(await orderCount(t.app, user.userId), cases.length * 2);
    assert.equal(await balanceOf(t.app, user.accessToken), 500 - cases.length * ESPRESSO_POINTS_PRICE);
  });

  test('every offending line is named; the code is the first one’s', async () => {
    const user = await registerUser(t.app);
    const response = await checkout(t.app, user.accessToken, {
      ...espressoBasket(),
      items: [
        { productId: ESPRESSO, quantity: 1, selectedExtraOptions: [] },
        { productId: FLAT_WHITE, quantity: 1, selectedExtraOptions: [OAT_MILK, SOY_MILK] },
        { productId: ALMOND_CROISSANT, quantity: 1, selectedExtraOptions: [] },
      ],
    });
    assert.equal(response.statusCode, 422);
    assert.equal(errorOf(response).code, 'TOO_MANY_EXTRAS');
    assert.deepEqual(
      (errorOf(response).fields as { field: string }[]).map((entry) => entry.field),
      ['items.1.selectedExtraOptions', 'items.2.productId'],
    );
  });

  test('an unknown place is 404; a missing or malformed Idempotency-Key is 400', async () => {
    const user = await registerUser(t.app);
    const unknown = await checkout(t.app, user.accessToken, {
      ...espressoBasket(),
      providerId: randomUUID(),
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(errorOf(unknown).code, 'NOT_FOUND');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: authHeaders(user.accessToken),
      payload: espressoBasket(),
    });
    assert.equal(noKey.statusCode, 400);
    assert.equal(errorOf(noKey).code, 'VALIDATION_ERROR');
    const badKey = await checkout(t.app, user.accessToken, espressoBasket(), 'not-a-uuid');
    assert.equal(badKey.statusCode, 400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: espressoBasket(),
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(await orderCount(t.app, user.userId), 0);
  });

  test('a points order debits the ledger in the same transaction and earns nothing', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 100);
    const order = await placeOrder(t.app, user.accessToken, espressoBasket('points', 2));
    assert.equal(order.paymentMethod, 'points');
    assert.equal(order.pointsSpent, ESPRESSO_POINTS_PRICE * 2);
    assert.equal(order.pointsEarned, 0);
    assert.equal(order.total, ESPRESSO_PRICE * 2);
    assert.equal(await balanceOf(t.app, user.accessToken), 100 - ESPRESSO_POINTS_PRICE * 2);
    assert.equal(await ledgerSum(t.app, user.userId), 100 - ESPRESSO_POINTS_PRICE * 2);
    const history = await t.app.inject({
      url: '/api/points/history',
      headers: authHeaders(user.accessToken),
    });
    const [spent] = history.json().data.entries;
    assert.equal(spent.delta, -ESPRESSO_POINTS_PRICE * 2);
    assert.equal(spent.reason, 'order_spent');
    assert.equal(spent.orderId, order.orderId);
    assert.equal(spent.orderNumber, order.number);
    assert.equal(spent.providerName, 'Café Olivera');
  });

  test('the order a checkout answers is the order as read back and as its event carries it', async () => {
    // A scheduled points order, behind another order, for a customer who reads Spanish: the answer is
    // built from the insert's own statement (no read after it), so each part is compared with a read.
    const user = await registerUser(t.app);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authHeaders(user.accessToken),
      payload: { language: 'es' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await givePoints(t.app, user.userId, 100);
    await placeOrder(t.app, (await registerUser(t.app)).accessToken, espressoBasket('cash'));
    const scheduled = await placeOrder(t.app, user.accessToken, {
      ...espressoBasket('points', 2),
      pickup: { at: '2026-03-11T10:30:00.000Z' },
    });
    assert.equal(scheduled.pickup.at, '2026-03-11T10:30:00.000Z');
    const withExtras = await placeOrder(t.app, user.accessToken, {
      ...espressoBasket('card'),
      items: [{ productId: FLAT_WHITE, quantity: 1, selectedExtraOptions: [OAT_MILK] }],
    });
    assert.equal(withExtras.lines[0]?.extras[0]?.name, 'Bebida de avena');

    for (const order of [scheduled, withExtras]) {
      assert.ok(order.estimatedReadyAt);
      assert.deepEqual(
        order.history.map((change) => [change.status, change.at]),
        [['pending', order.createdAt]],
      );
      const read = await t.app.inject({
        url: `/api/orders/${order.orderId}`,
        headers: authHeaders(user.accessToken),
      });
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual(read.json().data, order);

      // The customer's event (the place's staff hear of it too, in an event of their own).
      const events = await t.app.db
        .selectFrom('event_outbox')
        .select(['audience', 'data'])
        .where('type', '=', 'order.updated')
        .execute();
      const announced = events
        .filter((event) => (event.audience as { userId?: string }).userId === user.userId)
        .map((event) => (event.data as unknown as { order: { orderId: string } }).order)
        .filter((one) => one.orderId === order.orderId);
      assert.deepEqual(announced, [order]);
    }
  });

  test('a points order above the balance is refused with the points needed, storing nothing', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 20);
    const response = await checkout(t.app, user.accessToken, espressoBasket('points', 2));
    assert.equal(response.statusCode, 422);
    const error = response.json().error;
    assert.equal(error.code, 'INSUFFICIENT_POINTS');
    assert.equal(error.message, `Not enough loyalty points. You need ${ESPRESSO_POINTS_PRICE * 2} points.`);
    assert.deepEqual(error.details, { pointsNeeded: ESPRESSO_POINTS_PRICE * 2, balance: 20 });
    assert.equal(await orderCount(t.app, user.userId), 0);
    assert.equal(await ledgerSum(t.app, user.userId), 20);
  });

  test('points are accepted only when every line has a points price', () => {
    const line = { pointsPrice: 15 } as Parameters<typeof pointsRefusal>[0][number];
    assert.equal(pointsRefusal([line, line]), undefined);
    const refusal = pointsRefusal([line, { ...line, pointsPrice: 0 }]);
    assert.equal(refusal?.code, 'POINTS_NOT_ACCEPTED');
    assert.equal(refusal?.statusCode, 422);
  });

  test('the same key and basket answer the same order (200) and change nothing', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 100);
    const key = randomUUID();
    const first = await checkout(t.app, user.accessToken, espressoBasket('points'), key);
    assert.equal(first.statusCode, 201);
    // The same request written differently (upper-case ids) is the same request.
    const upper = espressoBasket('points');
    upper.providerId = upper.providerId.toUpperCase();
    for (const body of [espressoBasket('points'), upper]) {
      const again = await checkout(t.app, user.accessToken, body, key);
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(again.json().data, first.json().data);
    }
    assert.equal(await orderCount(t.app, user.userId), 1);
    assert.equal(await balanceOf(t.app, user.accessToken), 100 - ESPRESSO_POINTS_PRICE);

    // A replay answers the order as it is now.
    await t.app.features.orders.service.move(first.json().data.orderId, 'preparing');
    const later = await checkout(t.app, user.accessToken, espressoBasket('points'), key);
    assert.equal(later.statusCode, 200);
    assert.equal(later.json().data.status, 'preparing');
  });

  test('the same key with another basket is refused (409) and changes nothing', async () => {
    const user = await registerUser(t.app);
    await givePoints(t.app, user.userId, 100);
    const key = randomUUID();
    const first = await placeOrder(t.app, user.accessToken, espressoBasket('cash'));
    assert.ok(first);
    const original = await checkout(t.app, user.accessToken, espressoBasket('cash'), key);
    assert.equal(original.statusCode, 201);
    const others: CheckoutBody[] = [
      espressoBasket('cash', 2),
      espressoBasket('points'),
      {
        ...espressoBasket('cash'),
        items: [{ productId: FLAT_WHITE, quantity: 1, selectedExtraOptions: [] }],
      },
      { ...espressoBasket('cash'), pickup: { at: '2026-03-11T12:00:00.000Z' } },
    ];
    for (const body of others) {
      const response = await checkout(t.app, user.accessToken, body, key);
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(errorOf(response).code, 'IDEMPOTENCY_KEY_REUSED');
    }
    assert.equal(await orderCount(t.app, user.userId), 2);
    assert.equal(await balanceOf(t.app, user.accessToken), 100);
  });

  test('a key belongs to its user: another customer with the same key gets an order of their own', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const key = randomUUID();
    const aliceOrder = await checkout(t.app, alice.accessToken, espressoBasket('cash'), key);
    assert.equal(aliceOrder.statusCode, 201);
    const bobOrder = await checkout(t.app, bob.accessToken, espressoBasket('cash', 2), key);
    assert.equal(bobOrder.statusCode, 201);
    assert.notEqual(bobOrder.json().data.orderId, aliceOrder.json().data.orderId);
    assert.equal(bobOrder.json().data.total, ESPRESSO_PRICE * 2);
  });

  test('order numbers count up per place and day', async () => {
    const user = await registerUser(t.app);
    const first = await placeOrder(t.app, user.accessToken, espressoBasket());
    const second = await placeOrder(t.app, user.accessToken, espressoBasket());
    assert.equal(Number(second.number), Number(first.number) + 1);
    // Another place counts on its own.
    const other = await t.app.db
      .selectFrom('order_number_counters')
      .select('last_number')
      .where('provider_id', '=', LA_TAULA)
      .executeTakeFirst();
    assert.equal(other, undefined);
  });

  test("taking a number leaves the connection's commits waiting for the disk, as they were", async () => {
    // The number's statement turns synchronous_commit off for its own transaction only: a setting that
    // stayed on the connection would let later orders commit without their WAL on disk.
    await t.app.db.connection().execute(async (connection) => {
      const before = await sql<{
        value: string;
      }>`select current_setting('synchronous_commit') as value`.execute(connection);
      const repository = createOrdersRepository(connection);
      const first = await repository.nextNumber(LA_TAULA, '2026-01-02');
      const second = await repository.nextNumber(LA_TAULA, '2026-01-02');
      assert.equal(Number(second), Number(first) + 1);
      const after = await sql<{
        value: string;
      }>`select current_setting('synchronous_commit') as value`.execute(connection);
      assert.equal(after.rows[0]?.value, before.rows[0]?.value);
      assert.equal(after.rows[0]?.value, 'on');
    });
  });

  test('the order is among the user’s active orders in getMyUser and listMyOrders', async () => {
    const user = await registerUser(t.app);
    const cash = await placeOrder(t.app, user.accessToken, espressoBasket('cash'));
    const card = await placeOrder(t.app, user.accessToken, espressoBasket('card', 2));
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
    const active = me.json().data.activeOrders;
    assert.deepEqual(
      active.map((summary: { orderId: string }) => summary.orderId),
      [card.orderId, cash.orderId],
    );
    assert.deepEqual(active[0], {
      orderId: card.orderId,
      number: card.number,
      status: 'pending',
      providerId: OLIVERA,
      providerName: 'Café Olivera',
      paymentMethod: 'card',
      currency: 'EUR',
      total: ESPRESSO_PRICE * 2,
      pointsSpent: 0,
      pickup: { asap: true, at: null },
      createdAt: card.createdAt,
    });

    await t.app.features.orders.service.move(cash.orderId, 'preparing');
    await t.app.features.orders.service.move(cash.orderId, 'ready');
    await t.app.features.orders.service.move(cash.orderId, 'completed');
    const list = async (scope: string) =>
      (
        await t.app.inject({
          url: `/api/orders?scope=${scope}`,
          headers: authHeaders(user.accessToken),
        })
      ).json().data;
    const activePage = await list('active');
    assert.deepEqual(
      activePage.orders.map((order: { orderId: string }) => order.orderId),
      [card.orderId],
    );
    const historyPage = await list('history');
    assert.deepEqual(
      historyPage.orders.map((order: { orderId: string; status: string }) => [order.orderId, order.status]),
      [[cash.orderId, 'completed']],
    );
    const after = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
    assert.deepEqual(
      after.json().data.activeOrders.map((summary: { orderId: string }) => summary.orderId),
      [card.orderId],
    );
    assert.equal(after.json().data.loyaltyPoints, ESPRESSO_LOYALTY_POINTS);
  });

  test('the history pages with a cursor, newest first', async () => {
    const user = await registerUser(t.app);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const order = await placeOrder(t.app, user.accessToken, espressoBasket());
      await t.app.features.orders.service.move(order.orderId, 'cancelled', 'test');
      ids.unshift(order.orderId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await t.app.inject({
        url: `/api/orders?scope=history&limit=2${query}`,
        headers: authHeaders(user.accessToken),
      });
      assert.equal(response.statusCode, 200, response.body);
      const page: { orders: { orderId: string }[]; nextCursor: string | null } = response.json().data;
      assert.ok(page.orders.length <= 2);
      seen.push(...page.orders.map((order) => order.orderId));
      cursor = page.nextCursor;
    } while (cursor);
    // Every order once, newest first.
    assert.deepEqual([...seen].sort(), [...ids].sort());
    const created = await t.app.db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('user_id', '=', user.userId)
      .execute();
    const times = seen.map((id) => created.find((row) => row.id === id)?.created_at.getTime() ?? 0);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });
});
