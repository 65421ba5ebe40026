import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { PublishedEvent } from '../src/features/events/publisher';
import { createLedgerRepository } from '../src/features/points/repository';
import { authHeaders, buildTestApp, loginTokens, registerUser, type TestApp, type TestUser } from './helper';
import { eventsSettled } from './support/live-events';
import { call, OLIVERA, OPEN_AT_OLIVERA, placeOrder, registerStaff } from './support/staff';

// Forgotten orders (issue 25): an order still pending after its pickup time (its creation time when
// asap) is flagged `overdue` in the staff queue after the place's pending_flag_minutes (15), and
// cancelled as not collected after its pending_cancel_minutes (60): points refunded, the customer told.
// The clock is the test's: nothing waits.

const MINUTE = 60_000;

describe('forgotten orders', () => {
  let now = OPEN_AT_OLIVERA;
  let t: TestApp;
  let staff: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: () => now });
    staff = await registerStaff(t.app, OLIVERA);
  });
  after(() => t.close());
  // Each test starts with an empty queue at Café Olivera (orders of earlier tests are completed).
  beforeEach(async () => {
    now = OPEN_AT_OLIVERA;
    await t.app.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('provider_id', '=', OLIVERA)
      .execute();
    await limits(15, 60);
  });

  /** The place's flag and cancel minutes, through the catalogue's command (the age colours as defaulted). */
  const limits = (pendingFlagMinutes: number, pendingCancelMinutes: number) =>
    t.app.features.catalog.commands.setCounterSettings({
      providerId: OLIVERA,
      ageAmberMinutes: 5,
      ageRedMinutes: 10,
      pendingFlagMinutes,
      pendingCancelMinutes,
    });
  const ledger = () => createLedgerRepository(t.app.db);
  const customerWith = async (points: number) => {
    const customer = await registerUser(t.app, { name: 'Rita Mas' });
    if (points > 0)
      await ledger().credit({ userId: customer.userId, points, reason: 'welcome_bonus', reference: 'w' });
    return customer;
  };
  /** The staff queue, signed in at the clock's time (an access token lives 15 minutes of it). */
  const queue = async () => {
    const signedIn = { ...staff, ...(await loginTokens(t.app, staff.email, staff.password)) };
    const response = await call(t.app, signedIn, 'GET', `/api/staff/providers/${OLIVERA}/orders`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { orderId: string; overdue: boolean }[];
  };
  const overdueOf = async (orderId: string) =>
    (await queue()).find((order) => order.orderId === orderId)?.overdue;
  const statusOf = async (orderId: string) =>
    await t.app.db
      .selectFrom('orders')
      .select(['status', 'cancel_reason'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  const createdAt = async (orderId: string) =>
    (
      await t.app.db
        .selectFrom('orders')
        .select('created_at')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).created_at;
  const sweep = () => t.app.features.orders.forgottenOrders.sweepOnce();

  test('a pending order is flagged overdue 15 minutes after it was due, not before; other statuses never', async () => {
    const customer = await customerWith(0);
    const pending = await placeOrder(t.app, customer);
    const preparing = await placeOrder(t.app, customer);
    const moved = await call(
      t.app,
      staff,
      'POST',
      `/api/staff/providers/${OLIVERA}/orders/${preparing.orderId}/status`,
      {
        status: 'preparing',
      },
    );
    assert.equal(moved.statusCode, 200, moved.body);
    const due = await createdAt(pending.orderId);

    now = new Date(due.getTime() + 14 * MINUTE);
    assert.equal(await overdueOf(pending.orderId), false);
    now = new Date(due.getTime() + 16 * MINUTE);
    assert.equal(await overdueOf(pending.orderId), true);
    assert.equal(await overdueOf(preparing.orderId), false);
    // Flagged, not cancelled.
    assert.equal(await sweep(), 0);
    assert.equal((await statusOf(pending.orderId)).status, 'pending');
  });

  test('after 60 minutes it is cancelled as not collected, its points refunded and the customer told', async () => {
    const customer = await customerWith(100);
    const order = await placeOrder(t.app, customer, { paymentMethod: 'points' });
    assert.ok(order.pointsSpent > 0);
    const spentBalance = await ledger().balance(customer.userId);
    assert.equal(spentBalance, 100 - order.pointsSpent);
    const due = await createdAt(order.orderId);

    now = new Date(due.getTime() + 59 * MINUTE);
    assert.equal(await sweep(), 0);
    await eventsSettled(t.app);
    const events: PublishedEvent[] = [];
    const stop = t.app.features.events.subscriptions.subscribe({ userId: customer.userId }, (event) =>
      events.push(event),
    );
    try {
      now = new Date(due.getTime() + 61 * MINUTE);
      assert.equal(await sweep(), 1);
      assert.deepEqual(await statusOf(order.orderId), {
        status: 'cancelled',
        cancel_reason: 'Not collected',
      });
      assert.equal(await ledger().balance(customer.userId), 100);
      await eventsSettled(t.app);
      const told = events.flatMap((event) => (event.data.type === 'order.updated' ? [event.data.order] : []));
      assert.equal(told.at(-1)?.status, 'cancelled');
      assert.equal(told.at(-1)?.cancelReason, 'Not collected');
      assert.ok(events.some((event) => event.data.type === 'points.changed' && event.data.balance === 100));
    } finally {
      stop();
    }
    // Not in the queue any more, and a second sweep finds nothing (nothing refunded twice).
    assert.equal(await overdueOf(order.orderId), undefined);
    assert.equal(await sweep(), 0);
    assert.equal(await ledger().balance(customer.userId), 100);
  });

  test("the reason is in the customer's language", async () => {
    const customer = await customerWith(0);
    await t.app.db.updateTable('users').set({ language: 'de' }).where('id', '=', customer.userId).execute();
    const order = await placeOrder(t.app, customer);
    now = new Date((await createdAt(order.orderId)).getTime() + 61 * MINUTE);
    assert.equal(await sweep(), 1);
    assert.deepEqual(await statusOf(order.orderId), { status: 'cancelled', cancel_reason: 'Nicht abgeholt' });
  });

  test("the minutes are the place's own", async () => {
    // Set through the catalogue's command, which refuses limits that make no sense.
    for (const [flagMinutes, cancelMinutes] of [
      [0, 60],
      [30, 30],
      [15, 10_081],
      [1.5, 60],
    ] as const) {
      await assert.rejects(limits(flagMinutes, cancelMinutes), { code: 'VALIDATION_ERROR' });
    }
    await limits(5, 20);
    const customer = await customerWith(0);
    const order = await placeOrder(t.app, customer);
    const due = await createdAt(order.orderId);
    now = new Date(due.getTime() + 6 * MINUTE);
    assert.equal(await overdueOf(order.orderId), true);
    now = new Date(due.getTime() + 21 * MINUTE);
    assert.equal(await sweep(), 1);
    assert.equal((await statusOf(order.orderId)).status, 'cancelled');
  });

  test('a scheduled order counts from its pickup time, not from when it was placed', async () => {
    const customer = await customerWith(0);
    const times = await call(t.app, customer, 'GET', `/api/providers/${OLIVERA}/pickup-times`);
    assert.equal(times.statusCode, 200, times.body);
    const pickupAt = times.json().data.times.at(-1) as string;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...authHeaders(customer.accessToken), 'idempotency-key': randomUUID() },
      payload: {
        providerId: OLIVERA,
        items: [{ productId: '9b1e53da-335f-5c4e-9f98-d3114261a598', quantity: 1, selectedExtraOptions: [] }],
        paymentMethod: 'cash',
        pickup: { at: pickupAt },
      },
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const orderId = placed.json().data.orderId as string;
    const createdPlus = new Date((await createdAt(orderId)).getTime() + 61 * MINUTE);
    // An hour after it was placed is long before a pickup time set for later.
    if (createdPlus < new Date(pickupAt)) {
      now = createdPlus;
      assert.equal(await sweep(), 0);
    }
    now = new Date(new Date(pickupAt).getTime() + 16 * MINUTE);
    assert.equal(await overdueOf(orderId), true);
    now = new Date(new Date(pickupAt).getTime() + 61 * MINUTE);
    assert.equal(await sweep(), 1);
    assert.equal((await statusOf(orderId)).status, 'cancelled');
  });

  test('sweeps running at once take each order once', async () => {
    const customer = await customerWith(1000);
    const orders = [];
    for (let i = 0; i < 5; i += 1)
      orders.push(await placeOrder(t.app, customer, { paymentMethod: 'points' }));
    const spent = orders.reduce((sum, order) => sum + order.pointsSpent, 0);
    now = new Date((await createdAt(orders.at(-1)?.orderId ?? '')).getTime() + 61 * MINUTE);
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    assert.equal(
      counts.reduce((sum, count) => sum + count, 0),
      5,
    );
    assert.equal(await ledger().balance(customer.userId), 1000);
    assert.ok(spent > 0);
  });
});

describe('the forgotten-orders sweep runs with the app', () => {
  test('started by the app at its interval, it cancels without being called', async () => {
    let now = OPEN_AT_OLIVERA;
    const t = await buildTestApp({ clock: () => now, forgottenOrdersSweepMs: 20 });
    try {
      const customer = await registerUser(t.app, { name: 'Oriol Pons' });
      const order = await placeOrder(t.app, customer);
      const row = await t.app.db
        .selectFrom('orders')
        .select('created_at')
        .where('id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      now = new Date(row.created_at.getTime() + 61 * MINUTE);
      // Waits for the condition (the app's own timer cancels the order), not for a fixed time.
      for (;;) {
        const current = await t.app.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', order.orderId)
          .executeTakeFirstOrThrow();
        if (current.status === 'cancelled') break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await t.close();
    }
  });
});
