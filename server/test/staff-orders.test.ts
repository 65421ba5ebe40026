import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { PublishedEvent } from '../src/features/events/publisher';
import { createLedgerRepository } from '../src/features/points/repository';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import { eventsSettled } from './support/live-events';
import {
  CROISSANT,
  call,
  FLAT_WHITE,
  OAT_MILK,
  OLIVERA,
  OPEN_AT_OLIVERA,
  placeOrder,
  registerStaff,
} from './support/staff';

// The order queue and sold-out marks, as the place's staff use them.

describe('staff order queue', () => {
  let t: TestApp;
  let staff: TestUser;
  let customer: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: () => OPEN_AT_OLIVERA });
    staff = await registerStaff(t.app, OLIVERA);
    customer = await registerUser(t.app, { name: 'Pau Serra' });
    await createLedgerRepository(t.app.db).credit({
      userId: customer.userId,
      points: 500,
      reason: 'welcome_bonus',
      reference: 'w',
    });
  });
  after(() => t.close());

  const queue = async () => {
    const response = await call(t.app, staff, 'GET', `/api/staff/providers/${OLIVERA}/orders`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { orderId: string; status: string; cancelReason: string | null }[];
  };
  const move = (orderId: string, status: string, reason?: string) =>
    call(t.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/orders/${orderId}/status`, {
      status,
      ...(reason === undefined ? {} : { reason }),
    });
  const balance = () => createLedgerRepository(t.app.db).balance(customer.userId);

  test('new orders reach the staff stream and the queue, oldest first', async () => {
    await eventsSettled(t.app);
    const events: PublishedEvent[] = [];
    const stop = t.app.features.events.subscriptions.subscribe({ providerId: OLIVERA }, (event) =>
      events.push(event),
    );
    try {
      const first = await placeOrder(t.app, customer);
      const second = await placeOrder(t.app, customer, {
        items: [{ productId: FLAT_WHITE, extras: [OAT_MILK] }],
      });
      const ids = (await queue()).map((order) => order.orderId);
      assert.ok(ids.indexOf(first.orderId) < ids.indexOf(second.orderId));
      await eventsSettled(t.app);
      assert.deepEqual(
        events.map((event) => event.data.type === 'order.updated' && event.data.order.orderId),
        [first.orderId, second.orderId],
      );
    } finally {
      stop();
    }
  });

  test('pending -> preparing -> ready -> completed; completing a card order credits its points', async () => {
    const order = await placeOrder(t.app, customer);
    await eventsSettled(t.app);
    const customerEvents: PublishedEvent[] = [];
    const stop = t.app.features.events.subscriptions.subscribe({ userId: customer.userId }, (event) =>
      customerEvents.push(event),
    );
    try {
      const before = await balance();
      for (const status of ['preparing', 'ready', 'completed']) {
        const response = await move(order.orderId, status);
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json().data.status, status);
      }
      assert.equal(await balance(), before + order.pointsEarned);
      await eventsSettled(t.app);
      assert.deepEqual(
        customerEvents.map((event) =>
          event.data.type === 'order.updated' ? event.data.order.status : event.data.type,
        ),
        ['preparing', 'ready', 'completed', 'points.changed'],
      );
      assert.ok(!(await queue()).some((queued) => queued.orderId === order.orderId));
      const back = await move(order.orderId, 'preparing');
      assert.equal(back.statusCode, 409);
      assert.equal(errorOf(back).code, 'INVALID_TRANSITION');
    } finally {
      stop();
    }
  });

  test('cancelling needs a reason, which the customer sees; points spent are refunded', async () => {
    const before = await balance();
    const order = await placeOrder(t.app, customer, { paymentMethod: 'points' });
    assert.equal(await balance(), before - order.pointsSpent);
    for (const reason of [undefined, '', '   ']) {
      const refused = await move(order.orderId, 'cancelled', reason);
      assert.equal(refused.statusCode, 400, refused.body);
    }
    const cancelled = await move(order.orderId, 'cancelled', 'We ran out of croissants');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(await balance(), before);
    const seen = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(seen.json().data.status, 'cancelled');
    assert.equal(seen.json().data.cancelReason, 'We ran out of croissants');
  });

  test('an unknown order is 404', async () => {
    const response = await move(randomUUID(), 'preparing');
    assert.equal(response.statusCode, 404);
  });

  test('every order under way is listed: 250 of them, oldest first, none left out', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 250; i += 1) placed.push((await placeOrder(t.app, customer)).orderId);
    const listed = (await queue()).map((order) => order.orderId);
    const ours = listed.filter((id) => placed.includes(id));
    // All 250, the newest too (a cap of 200 left the last ones out), in the order they were placed.
    assert.deepEqual(ours, placed);
  });
});

describe('sold out for today', () => {
  let t: TestApp;
  let staff: TestUser;
  let customer: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: () => OPEN_AT_OLIVERA });
    staff = await registerStaff(t.app, OLIVERA);
    customer = await registerUser(t.app);
  });
  after(() => t.close());

  const mark = (kind: 'product' | 'extra', itemId: string, soldOut: boolean) =>
    call(t.app, staff, 'PUT', `/api/staff/providers/${OLIVERA}/sold-out`, { kind, itemId, soldOut });
  const menu = async () =>
    (await call(t.app, customer, 'GET', `/api/providers/${OLIVERA}/products`)).json().data as {
      productId: string;
      available: boolean;
      extraGroups: { options: { optionId: string; available?: boolean }[] }[];
    }[];
  const quote = async (productId: string, extras: string[] = []) =>
    (
      await call(t.app, customer, 'POST', '/api/basket/quote', {
        providerId: OLIVERA,
        items: [{ productId, quantity: 1, selectedExtraOptions: extras }],
      })
    ).json().data.lines[0] as { available: boolean; problem?: string };
  const checkout = (productId: string, extras: string[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...authHeaders(customer.accessToken), 'idempotency-key': randomUUID() },
      payload: {
        providerId: OLIVERA,
        items: [{ productId, quantity: 1, selectedExtraOptions: extras }],
        paymentMethod: 'card',
        pickup: { asap: true },
      },
    });

  test('a product sold out shows on the menu, is flagged by quotes and refused by checkout, and comes back', async () => {
    await eventsSettled(t.app);
    const events: PublishedEvent[] = [];
    const stop = t.app.features.events.subscriptions.subscribe({ providerId: OLIVERA }, (event) =>
      events.push(event),
    );
    try {
      const marked = await mark('product', CROISSANT, true);
      assert.equal(marked.statusCode, 200, marked.body);
      assert.match(marked.json().data.businessDate, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal((await menu()).find((product) => product.productId === CROISSANT)?.available, false);
      assert.equal((await menu()).find((product) => product.productId === FLAT_WHITE)?.available, true);
      assert.deepEqual(await quote(CROISSANT), {
        ...(await quote(CROISSANT)),
        available: false,
        problem: 'unavailable',
      });
      const refused = await checkout(CROISSANT);
      assert.equal(refused.statusCode, 422, refused.body);
      assert.equal(errorOf(refused).code, 'PRODUCT_UNAVAILABLE');
      // Marking twice is harmless.
      assert.equal((await mark('product', CROISSANT, true)).statusCode, 200);

      assert.equal((await mark('product', CROISSANT, false)).statusCode, 200);
      assert.equal((await menu()).find((product) => product.productId === CROISSANT)?.available, true);
      assert.equal((await quote(CROISSANT)).available, true);
      assert.equal((await checkout(CROISSANT)).statusCode, 201);
      await eventsSettled(t.app);
      assert.deepEqual(
        events
          .map((event) => event.data)
          .filter((data) => data.type === 'soldout.changed')
          .map((data) => data.type === 'soldout.changed' && [data.change.itemId, data.change.soldOut]),
        [
          [CROISSANT, true],
          [CROISSANT, true],
          [CROISSANT, false],
        ],
      );
    } finally {
      stop();
    }
  });

  test('an extra sold out is marked on every product offering it; a line choosing it cannot be sold', async () => {
    assert.equal((await mark('extra', OAT_MILK, true)).statusCode, 200);
    const flatWhite = (await menu()).find((product) => product.productId === FLAT_WHITE);
    const options = flatWhite?.extraGroups.flatMap((group) => group.options) ?? [];
    assert.equal(options.find((option) => option.optionId === OAT_MILK)?.available, false);
    assert.ok(
      options
        .filter((option) => option.optionId !== OAT_MILK)
        .every((option) => option.available === undefined),
    );
    assert.equal(flatWhite?.available, true);
    assert.equal((await quote(FLAT_WHITE, [OAT_MILK])).problem, 'unavailable');
    assert.equal((await quote(FLAT_WHITE)).available, true);
    const refused = await checkout(FLAT_WHITE, [OAT_MILK]);
    assert.equal(refused.statusCode, 422);
    assert.equal(errorOf(refused).code, 'PRODUCT_UNAVAILABLE');
    assert.equal((await mark('extra', OAT_MILK, false)).statusCode, 200);
    assert.equal((await quote(FLAT_WHITE, [OAT_MILK])).available, true);
  });

  test("a mark is for the place's day only: yesterday's mark no longer counts", async () => {
    await mark('product', CROISSANT, true);
    await t.app.db.updateTable('sold_out_items').set({ business_date: '2000-01-01' }).execute();
    assert.equal((await menu()).find((product) => product.productId === CROISSANT)?.available, true);
  });

  test("an id that is not one of the place's products or extras is 404", async () => {
    assert.equal((await mark('product', OAT_MILK, true)).statusCode, 404);
    assert.equal((await mark('extra', CROISSANT, true)).statusCode, 404);
    assert.equal((await mark('product', randomUUID(), true)).statusCode, 404);
  });
});
