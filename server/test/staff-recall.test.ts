import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { PublishedEvent } from '../src/features/events/publisher';
import { createLedgerRepository } from '../src/features/points/repository';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import { eventsSettled } from './support/live-events';
import { call, OLIVERA, OPEN_AT_OLIVERA, placeOrder, registerStaff, TAULA } from './support/staff';

// The staff's undo (recallStaffOrder) and the "recently completed" list (listRecentStaffOrders).

describe('staff recall and recently completed', () => {
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

  const move = async (orderId: string, ...statuses: string[]) => {
    for (const status of statuses) {
      const response = await call(
        t.app,
        staff,
        'POST',
        `/api/staff/providers/${OLIVERA}/orders/${orderId}/status`,
        {
          status,
        },
      );
      assert.equal(response.statusCode, 200, response.body);
    }
  };
  const recall = (orderId: string, by: TestUser = staff, place = OLIVERA) =>
    call(t.app, by, 'POST', `/api/staff/providers/${place}/orders/${orderId}/recall`);
  const recent = async () => {
    const response = await call(t.app, staff, 'GET', `/api/staff/providers/${OLIVERA}/orders/recent`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as { orderId: string; status: string }[]).map((order) => order.orderId);
  };
  const balance = () => createLedgerRepository(t.app.db).balance(customer.userId);
  /** Moves the order's last change `minutes` into the past, as if the clock had run on. */
  const backdate = (orderId: string, minutes: number) =>
    sql`update orders set updated_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`.execute(
      t.app.db,
    );

  test('a move is undone one step at a time, and the customer hears of it', async () => {
    const order = await placeOrder(t.app, customer);
    await move(order.orderId, 'preparing', 'ready');
    await eventsSettled(t.app);
    const customerEvents: PublishedEvent[] = [];
    const stop = t.app.features.events.subscriptions.subscribe({ userId: customer.userId }, (event) =>
      customerEvents.push(event),
    );
    try {
      const back = await recall(order.orderId);
      assert.equal(back.statusCode, 200, back.body);
      assert.equal(back.json().data.status, 'preparing');
      assert.equal(back.json().data.customerFirstName, 'Pau', 'the ticket names the customer');
      const again = await recall(order.orderId);
      assert.equal(again.json().data.status, 'pending');
      await eventsSettled(t.app);
      assert.deepEqual(
        customerEvents.map((event) => (event.data.type === 'order.updated' ? event.data.order.status : '')),
        ['preparing', 'pending'],
      );
    } finally {
      stop();
    }
    const nothingToUndo = await recall(order.orderId);
    assert.equal(nothingToUndo.statusCode, 409);
    assert.equal(errorOf(nothingToUndo).code, 'INVALID_TRANSITION');
  });

  test('the undo window closes 10 minutes after the move', async () => {
    const order = await placeOrder(t.app, customer);
    await move(order.orderId, 'preparing', 'ready');
    await backdate(order.orderId, 11);
    const late = await recall(order.orderId);
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(errorOf(late).code, 'INVALID_TRANSITION');
    await backdate(order.orderId, 9);
    assert.equal((await recall(order.orderId)).statusCode, 200);
  });

  test('a cancelled order never comes back', async () => {
    const order = await placeOrder(t.app, customer, { paymentMethod: 'points' });
    const cancelled = await call(
      t.app,
      staff,
      'POST',
      `/api/staff/providers/${OLIVERA}/orders/${order.orderId}/status`,
      { status: 'cancelled', reason: 'Out of croissants' },
    );
    assert.equal(cancelled.statusCode, 200);
    const refused = await recall(order.orderId);
    assert.equal(refused.statusCode, 409);
    assert.equal(errorOf(refused).code, 'INVALID_TRANSITION');
  });

  test('a completed order is listed today, comes back to ready and returns its earned points', async () => {
    const start = await balance();
    const order = await placeOrder(t.app, customer);
    assert.ok(order.pointsEarned > 0);
    await move(order.orderId, 'preparing', 'ready', 'completed');
    assert.equal(await balance(), start + order.pointsEarned);
    assert.equal((await recent())[0], order.orderId);

    const back = await recall(order.orderId);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().data.status, 'ready');
    assert.equal(await balance(), start);
    assert.ok(!(await recent()).includes(order.orderId));

    // Completed again, it earns again (its own ledger reference), and can be recalled again.
    await move(order.orderId, 'completed');
    assert.equal(await balance(), start + order.pointsEarned);
    assert.equal((await recall(order.orderId)).statusCode, 200);
    assert.equal(await balance(), start);
    await move(order.orderId, 'completed');
    assert.equal(await balance(), start + order.pointsEarned);
  });

  test('a completed order whose points were spent since is not recalled', async () => {
    const spender = await registerUser(t.app, { name: 'Laia Puig' });
    const order = await placeOrder(t.app, spender);
    await move(order.orderId, 'preparing', 'ready', 'completed');
    const ledger = createLedgerRepository(t.app.db);
    const earned = await ledger.balance(spender.userId);
    assert.ok(earned >= order.pointsEarned);
    await t.app.db
      .transaction()
      .execute((trx) =>
        ledger.debit(trx, { userId: spender.userId, points: earned, reason: 'adjusted', reference: 'spent' }),
      );
    const refused = await recall(order.orderId);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(errorOf(refused).code, 'INSUFFICIENT_POINTS');
    assert.ok((await recent()).includes(order.orderId), 'still completed');
  });

  test('a completed order of a customer who deleted their account comes back (no points left to take)', async () => {
    const leaver = await registerUser(t.app, { name: 'Joan Riera' });
    const order = await placeOrder(t.app, leaver);
    await move(order.orderId, 'preparing', 'ready', 'completed');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(leaver.accessToken),
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const back = await recall(order.orderId);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().data.status, 'ready');
  });

  test("yesterday's completed orders are neither listed nor recalled", async () => {
    const order = await placeOrder(t.app, customer);
    await move(order.orderId, 'preparing', 'ready', 'completed');
    await backdate(order.orderId, 26 * 60);
    assert.ok(!(await recent()).includes(order.orderId));
    const refused = await recall(order.orderId);
    assert.equal(refused.statusCode, 409);
  });

  test('the completed-today list holds the latest 50, as the contract bounds it', async () => {
    const regular = await registerUser(t.app, { name: 'Marta Vila' });
    const ids: string[] = [];
    for (let index = 0; index < 51; index += 1) ids.push((await placeOrder(t.app, regular)).orderId);
    // Completed one after the other (a millisecond apart, after every other test's): the first placed is
    // the earliest completed, left out.
    for (const [index, id] of ids.entries()) {
      await sql`update orders set status = 'completed', updated_at = now() + make_interval(secs => ${index / 1000}) where id = ${id}`.execute(
        t.app.db,
      );
    }
    const listed = await recent();
    assert.equal(listed.length, 50);
    assert.equal(listed[0], ids[50]);
    assert.ok(!listed.includes(ids[0] ?? ''));
  });

  test("another place's staff and customers are refused; another place's order is not found", async () => {
    const order = await placeOrder(t.app, customer);
    await move(order.orderId, 'preparing');
    const other = await registerStaff(t.app, TAULA);
    assert.equal((await recall(order.orderId, other)).statusCode, 403);
    assert.equal((await recall(order.orderId, customer)).statusCode, 403);
    const listed = await call(t.app, other, 'GET', `/api/staff/providers/${OLIVERA}/orders/recent`);
    assert.equal(listed.statusCode, 403);
    const otherStaffOwnPlace = await recall(order.orderId, other, TAULA);
    assert.equal(otherStaffOwnPlace.statusCode, 404);
  });
});
