import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { PublishedEvent } from '../src/features/events/publisher';
import { createLedgerRepository } from '../src/features/points/repository';
import {
  authHeaders,
  buildTestApp,
  errorOf,
  loginTokens,
  registerUser,
  type TestApp,
  type TestUser,
} from './helper';
import { eventsSettled } from './support/live-events';
import { call, OLIVERA, qrToken, registerStaff, scan } from './support/staff';

// The counter: a scanned QR token identifies the customer (first name and balance only); awards and
// redeems are ledger rows with the staff member and the place, never below zero.

describe('staff counter', () => {
  let now = new Date('2026-03-16T10:00:00.000Z');
  let t: TestApp;
  let staff: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: () => now });
    staff = await registerStaff(t.app, OLIVERA);
  });
  after(() => t.close());

  const ledger = () => createLedgerRepository(t.app.db);
  const newCustomer = async (points: number) => {
    const customer = await registerUser(t.app, { name: 'Lucía  Fernández García' });
    if (points > 0)
      await ledger().credit({ userId: customer.userId, points, reason: 'welcome_bonus', reference: 'w' });
    return customer;
  };
  const lookup = (token: string) =>
    call(t.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/customers/lookup`, { token });
  const move = (kind: 'award' | 'redeem', counterSession: string, points: number, requestId = randomUUID()) =>
    call(t.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/points/${kind}`, {
      counterSession,
      requestId,
      points,
      reason: kind === 'award' ? 'Breakfast' : 'Free coffee',
    });

  test('a scanned code shows the first name and balance only', async () => {
    const customer = await newCustomer(120);
    const response = await lookup(await qrToken(t.app, customer));
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.equal(data.firstName, 'Lucía');
    assert.equal(data.balance, 120);
    assert.deepEqual(Object.keys(data).sort(), [
      'balance',
      'counterSession',
      'expiresAt',
      'firstName',
      'openOrders',
    ]);
    assert.ok(!response.body.includes(customer.email));
    assert.ok(!response.body.includes(customer.userId));
  });

  test('an expired, forged or replaced code is refused with its reason', async () => {
    const customer = await newCustomer(10);
    const replaced = await qrToken(t.app, customer);
    const current = await qrToken(t.app, customer);
    const refusal = async (token: string) => {
      const response = await lookup(token);
      assert.equal(response.statusCode, 422, response.body);
      assert.equal(errorOf(response).code, 'COUNTER_TOKEN_REFUSED');
      return response.json().error.details.reason;
    };
    assert.equal(await refusal(replaced), 'replaced');
    const [header, payload] = current.split('.');
    assert.equal(await refusal(`${header}.${payload}.${'A'.repeat(43)}`), 'invalid');
    assert.equal(await refusal('not-a-token'), 'invalid');
    const at = now;
    now = new Date(at.getTime() + 6 * 60_000);
    try {
      assert.equal(await refusal(current), 'expired');
    } finally {
      now = at;
    }
  });

  test('awarding adds a staff_awarded row with the staff member and the place, and tells the customer', async () => {
    const customer = await newCustomer(0);
    await eventsSettled(t.app);
    const events: PublishedEvent[] = [];
    const stop = t.app.features.events.subscriptions.subscribe({ userId: customer.userId }, (event) =>
      events.push(event),
    );
    try {
      const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
      const requestId = randomUUID();
      const response = await move('award', counterSession, 25, requestId);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().data.balance, 25);
      // The same request again (a retry) awards nothing more.
      const retry = await move('award', counterSession, 25, requestId);
      assert.equal(retry.json().data.balance, 25);
      const rows = await t.app.db
        .selectFrom('points_ledger')
        .select(['delta', 'reason', 'staff_user_id', 'provider_id'])
        .where('user_id', '=', customer.userId)
        .execute();
      assert.deepEqual(rows, [
        { delta: 25, reason: 'staff_awarded', staff_user_id: staff.userId, provider_id: OLIVERA },
      ]);
      await eventsSettled(t.app);
      assert.deepEqual(
        events.map((event) => event.data),
        [{ type: 'points.changed', balance: 25 }],
      );
    } finally {
      stop();
    }
  });

  test('redeeming takes points with a staff_redeemed row; more than the balance is refused', async () => {
    const customer = await newCustomer(100);
    const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
    const ok = await move('redeem', counterSession, 60);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.balance, 40);
    const short = await move('redeem', counterSession, 41);
    assert.equal(short.statusCode, 422, short.body);
    assert.equal(errorOf(short).code, 'INSUFFICIENT_POINTS');
    assert.deepEqual(short.json().error.details, { balance: 40, pointsNeeded: 41 });
    assert.equal(await ledger().balance(customer.userId), 40);
    const row = await t.app.db
      .selectFrom('points_ledger')
      .select(['delta', 'reason', 'staff_user_id', 'provider_id'])
      .where('user_id', '=', customer.userId)
      .where('reason', '=', 'staff_redeemed')
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, {
      delta: -60,
      reason: 'staff_redeemed',
      staff_user_id: staff.userId,
      provider_id: OLIVERA,
    });
  });

  test('concurrent redeems never drive the balance below zero', async () => {
    const customer = await newCustomer(100);
    const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
    const answers = await Promise.all(Array.from({ length: 8 }, () => move('redeem', counterSession, 30)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 200, 422, 422, 422, 422, 422]);
    assert.equal(await ledger().balance(customer.userId), 10);
  });

  test('bad amounts and reasons are refused and change nothing', async () => {
    const customer = await newCustomer(50);
    const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
    for (const body of [
      { points: 0, reason: 'x' },
      { points: -5, reason: 'x' },
      { points: 2.5, reason: 'x' },
      { points: 5, reason: '' },
      { points: 5, reason: '   ' },
    ]) {
      const response = await call(t.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/points/redeem`, {
        counterSession,
        requestId: randomUUID(),
        ...body,
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
    }
    assert.equal(await ledger().balance(customer.userId), 50);
  });

  test('an expired counter session is refused; a forged one too', async () => {
    const customer = await newCustomer(50);
    const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
    const forged = await move('award', `${counterSession.slice(0, -4)}AAAA`, 5);
    assert.equal(forged.statusCode, 422);
    assert.equal(forged.json().error.details.reason, 'invalid');
    const at = now;
    now = new Date(at.getTime() + 16 * 60_000);
    try {
      // The staff member's own access token is past its expiry by then too: they log in again.
      const fresh = { ...staff, ...(await loginTokens(t.app, staff.email, staff.password)) };
      const response = await call(t.app, fresh, 'POST', `/api/staff/providers/${OLIVERA}/points/award`, {
        counterSession,
        requestId: randomUUID(),
        points: 5,
        reason: 'Late',
      });
      assert.equal(response.statusCode, 422, response.body);
      assert.equal(response.json().error.details.reason, 'expired');
    } finally {
      now = at;
    }
    assert.equal(await ledger().balance(customer.userId), 50);
  });

  test('a counter session outlives no account: awards and redeems for a deleted customer are refused', async () => {
    const customer = await newCustomer(80);
    const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const rowsBefore = await t.app.db
      .selectFrom('points_ledger')
      .select('id')
      .where('user_id', '=', customer.userId)
      .execute();
    for (const kind of ['award', 'redeem'] as const) {
      const response = await move(kind, counterSession, 25);
      assert.equal(response.statusCode, 422, `${kind}: ${response.body}`);
      assert.equal(errorOf(response).code, 'COUNTER_TOKEN_REFUSED');
      assert.equal(response.json().error.details.reason, 'invalid');
    }
    const rowsAfter = await t.app.db
      .selectFrom('points_ledger')
      .select('id')
      .where('user_id', '=', customer.userId)
      .execute();
    assert.equal(rowsAfter.length, rowsBefore.length);
  });

  test('a requestId names one request: reused for another kind or other points it is 409, and changes nothing', async () => {
    const customer = await newCustomer(100);
    const { counterSession } = await scan(t.app, staff, OLIVERA, customer);
    const awardId = randomUUID();
    assert.equal((await move('award', counterSession, 10, awardId)).statusCode, 200);
    // The same request again (a retry) answers the balance and moves nothing.
    const retried = await move('award', counterSession, 10, awardId);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.json().data.balance, 110);

    const asRedeem = await move('redeem', counterSession, 10, awardId);
    assert.equal(asRedeem.statusCode, 409, asRedeem.body);
    assert.equal(errorOf(asRedeem).code, 'IDEMPOTENCY_KEY_REUSED');
    const otherPoints = await move('award', counterSession, 11, awardId);
    assert.equal(otherPoints.statusCode, 409, otherPoints.body);

    const redeemId = randomUUID();
    assert.equal((await move('redeem', counterSession, 30, redeemId)).statusCode, 200);
    const moreThanAsked = await move('redeem', counterSession, 40, redeemId);
    assert.equal(moreThanAsked.statusCode, 409, moreThanAsked.body);
    assert.equal(errorOf(moreThanAsked).code, 'IDEMPOTENCY_KEY_REUSED');
    const asAward = await move('award', counterSession, 30, redeemId);
    assert.equal(asAward.statusCode, 409, asAward.body);
    assert.equal((await move('redeem', counterSession, 30, redeemId)).json().data.balance, 80);
    assert.equal(await ledger().balance(customer.userId), 80);
  });
});
