import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  authHeaders,
  buildTestApp,
  errorOf,
  loginTokens,
  registerUser,
  type TestApp,
  type TestUser,
} from './helper';
import { checkout, espressoBasket, OLIVERA, OLIVERA_OPEN, orderCount } from './support/checkout';

// Café Olivera (Europe/Madrid, UTC+1 in March): Monday to Friday 07:30-20:00, Saturday 08:30-20:00,
// Sunday 09:00-15:00. 11 March 2026 is a Wednesday.

const QUARTER = 15 * 60_000;

describe('pickup times', () => {
  let t: TestApp;
  let user: TestUser;
  // Stopped: the times depend on the minute, so the clock only moves when a test sets it.
  let now = new Date(OLIVERA_OPEN);
  const time = { clock: () => now, set: (iso: string) => (now = new Date(iso)) };
  before(async () => {
    t = await buildTestApp({ clock: time.clock });
    user = await registerUser(t.app);
  });
  beforeEach(() => time.set(OLIVERA_OPEN));
  after(() => t.close());

  /** listPickupTimes, signed in at the clock's time (an access token lives 15 minutes). */
  async function pickupTimes(providerId = OLIVERA) {
    const { accessToken } = await loginTokens(t.app, user.email, user.password);
    return t.app.inject({
      url: `/api/providers/${providerId}/pickup-times`,
      headers: authHeaders(accessToken),
    });
  }

  const at = (iso: string) => ({ ...espressoBasket(), pickup: { at: iso } });

  test('while open: asap, and quarter hours from 15 minutes ahead to closing time tomorrow', async () => {
    const response = await pickupTimes();
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.timezone, 'Europe/Madrid');
    assert.equal(data.asapAvailable, true);
    assert.equal(data.opensAt, null);
    const times: string[] = data.times;
    // 11:15 local today (15 minutes ahead, on a quarter hour) ...
    assert.equal(times[0], '2026-03-11T10:15:00.000Z');
    // ... to 19:45 local, then 07:30 to 19:45 tomorrow.
    assert.ok(times.includes('2026-03-11T18:45:00.000Z'));
    assert.ok(!times.includes('2026-03-11T19:00:00.000Z'), 'not at closing time');
    assert.ok(!times.includes('2026-03-12T06:15:00.000Z'), 'not before opening');
    assert.ok(times.includes('2026-03-12T06:30:00.000Z'));
    assert.equal(times.at(-1), '2026-03-12T18:45:00.000Z');
    for (const time of times) assert.equal(new Date(time).getTime() % QUARTER, 0, time);
    const sorted = [...times].sort();
    assert.deepEqual(times, sorted);
    // Today 10:15Z-18:45Z (35 quarters) and tomorrow 06:30Z-18:45Z (50 quarters).
    assert.equal(times.length, 35 + 50);
  });

  test('the first time is the first quarter hour at least 15 minutes ahead', async () => {
    time.set('2026-03-11T10:07:00.000Z');
    const data = (await pickupTimes()).json().data;
    assert.equal(data.times[0], '2026-03-11T10:30:00.000Z');
  });

  test('a closed place says when it opens and offers only later times', async () => {
    // Wednesday 21:00 local.
    time.set('2026-03-11T20:00:00.000Z');
    const data = (await pickupTimes()).json().data;
    assert.equal(data.asapAvailable, false);
    assert.equal(data.opensAt, '2026-03-12T06:30:00.000Z');
    assert.equal(data.times[0], '2026-03-12T06:30:00.000Z');
    assert.equal(data.times.at(-1), '2026-03-12T18:45:00.000Z');

    // Saturday 21:00 local: opens on Sunday at 09:00, closes at 15:00.
    time.set('2026-03-14T20:00:00.000Z');
    const sunday = (await pickupTimes()).json().data;
    assert.equal(sunday.opensAt, '2026-03-15T08:00:00.000Z');
    assert.equal(sunday.times[0], '2026-03-15T08:00:00.000Z');
    assert.equal(sunday.times.at(-1), '2026-03-15T13:45:00.000Z');

    // Before opening on Wednesday (06:00 local): today's times only, from opening.
    time.set('2026-03-11T05:00:00.000Z');
    const early = (await pickupTimes()).json().data;
    assert.equal(early.asapAvailable, false);
    assert.equal(early.opensAt, '2026-03-11T06:30:00.000Z');
    assert.equal(early.times[0], '2026-03-11T06:30:00.000Z');
  });

  test('an unknown place is 404', async () => {
    const response = await pickupTimes(randomUUID());
    assert.equal(response.statusCode, 404);
    assert.equal(errorOf(response).code, 'NOT_FOUND');
  });

  test('checkout takes an offered time and keeps it on the order', async () => {
    const { times } = (await pickupTimes()).json().data;
    const response = await checkout(t.app, user.accessToken, at(times[3]));
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json().data.pickup, { asap: false, at: times[3] });
    // The same instant written with the place's offset is the same time.
    const withOffset = await checkout(t.app, user.accessToken, at('2026-03-12T08:00:00+01:00'));
    assert.equal(withOffset.statusCode, 201, withOffset.body);
    assert.equal(withOffset.json().data.pickup.at, '2026-03-12T07:00:00.000Z');
  });

  test('checkout refuses a time that is not offered with PICKUP_TIME_INVALID, storing nothing', async () => {
    const fresh = await registerUser(t.app);
    const refused = [
      '2026-03-11T10:20:00.000Z', // not a quarter hour
      '2026-03-11T10:00:00.000Z', // now, less than 15 minutes ahead
      '2026-03-11T09:00:00.000Z', // in the past
      '2026-03-11T19:00:00.000Z', // closing time
      '2026-03-11T21:00:00.000Z', // closed
      '2026-03-13T10:00:00.000Z', // the day after tomorrow
    ];
    for (const iso of refused) {
      const response = await checkout(t.app, fresh.accessToken, at(iso));
      assert.equal(response.statusCode, 422, iso);
      const error = errorOf(response);
      assert.equal(error.code, 'PICKUP_TIME_INVALID');
      assert.equal(error.message, 'This pickup time is not available. Please choose another one.');
      assert.deepEqual(
        (error.fields as { field: string }[]).map((field) => field.field),
        ['pickup.at'],
      );
    }
    assert.equal(await orderCount(t.app, fresh.userId), 0);
  });

  test('a time offered a moment ago is still taken (5 minutes of grace), not later', async () => {
    const { times } = (await pickupTimes()).json().data;
    assert.equal(times[0], '2026-03-11T10:15:00.000Z');
    time.set('2026-03-11T10:04:00.000Z');
    const withinGrace = await checkout(t.app, user.accessToken, at(times[0]));
    assert.equal(withinGrace.statusCode, 201, withinGrace.body);
    time.set('2026-03-11T10:06:00.000Z');
    const tooLate = await checkout(t.app, user.accessToken, at(times[0]));
    assert.equal(tooLate.statusCode, 422);
    assert.equal(errorOf(tooLate).code, 'PICKUP_TIME_INVALID');
  });

  test('asap while closed is refused with PLACE_CLOSED and when it opens; a later time is taken', async () => {
    time.set('2026-03-11T20:00:00.000Z');
    const fresh = await registerUser(t.app);
    const asap = await checkout(t.app, fresh.accessToken, espressoBasket());
    assert.equal(asap.statusCode, 422);
    const error = asap.json().error;
    assert.equal(error.code, 'PLACE_CLOSED');
    assert.equal(error.message, 'The place is closed now. Please choose a pickup time.');
    assert.deepEqual(error.details, { opensAt: '2026-03-12T06:30:00.000Z' });
    assert.equal(await orderCount(t.app, fresh.userId), 0);
    const later = await checkout(t.app, fresh.accessToken, at('2026-03-12T06:30:00.000Z'));
    assert.equal(later.statusCode, 201, later.body);
  });

  test('a replayed checkout is answered even after its pickup time passed', async () => {
    const key = randomUUID();
    const first = await checkout(t.app, user.accessToken, at('2026-03-11T10:15:00.000Z'), key);
    assert.equal(first.statusCode, 201);
    time.set('2026-03-11T12:00:00.000Z');
    // The access token of 11:00 has expired by now.
    const { accessToken } = await loginTokens(t.app, user.email, user.password);
    const replay = await checkout(t.app, accessToken, at('2026-03-11T10:15:00.000Z'), key);
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json().data.orderId, first.json().data.orderId);
  });
});
