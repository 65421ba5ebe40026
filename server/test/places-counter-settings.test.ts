import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authHeaders, buildTestApp, errorOf, loginTokens, type TestApp, type TestUser } from './helper';
import { createBackOfficeActors } from './support/back-office';
import { OLIVERA, OPEN_AT_OLIVERA, placeOrder } from './support/staff';

// The staff console's settings of a place (issue 25): the ticket age colours and the forgotten-order
// limits, set by the place's owner or managers in the back office (setCounterSettings), read by its staff
// (getStaffSettings) and used by the queue's `overdue` flag and the sweep. Who may call the back-office
// operation is the role matrix's business (back-office-roles.test.ts).

const MINUTE = 60_000;
const DEFAULTS = { ageAmberMinutes: 5, ageRedMinutes: 10, pendingFlagMinutes: 15, pendingCancelMinutes: 60 };

describe("a place's counter settings", () => {
  let now = OPEN_AT_OLIVERA;
  let t: TestApp;
  let manager: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: () => now });
    ({ manager, staff, customer } = await createBackOfficeActors(t.app));
  });
  after(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, as: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: authHeaders(as.accessToken),
      ...(payload ? { payload } : {}),
    });
  const managed = async () => (await call('GET', `/manage/places/${OLIVERA}`, manager)).json().data;
  const staffSettings = (as: TestUser = staff) => call('GET', `/staff/providers/${OLIVERA}/settings`, as);
  const put = (as: TestUser, body: object) => call('PUT', `/manage/places/${OLIVERA}/counter`, as, body);

  test('a place starts with the documented defaults, which its staff read; others are refused', async () => {
    assert.deepEqual((await managed()).counter, DEFAULTS);
    const read = await staffSettings();
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().data, DEFAULTS);
    const refused = await staffSettings(customer);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().data, undefined, 'a customer learns nothing');
  });

  test('bad settings are refused on their fields and change nothing', async () => {
    const before = await managed();
    const cases: [object, string[]][] = [
      [{ ageAmberMinutes: 10, ageRedMinutes: 10 }, ['ageRedMinutes']],
      [{ pendingFlagMinutes: 30, pendingCancelMinutes: 20 }, ['pendingCancelMinutes']],
      [
        { ageAmberMinutes: 12, ageRedMinutes: 8, pendingFlagMinutes: 60, pendingCancelMinutes: 60 },
        ['ageRedMinutes', 'pendingCancelMinutes'],
      ],
      [{ ageAmberMinutes: 0 }, ['ageAmberMinutes']],
      [{ pendingCancelMinutes: 10_081 }, ['pendingCancelMinutes']],
      [{ pendingFlagMinutes: 1.5 }, ['pendingFlagMinutes']],
    ];
    for (const [change, fields] of cases) {
      const refused = await put(manager, { ...before.counter, ...change, version: before.version });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(change)}: ${refused.body}`);
      assert.equal(errorOf(refused).code, 'VALIDATION_ERROR');
      const named = errorOf(refused).fields?.map((f) => (f as { field: string }).field) ?? [];
      assert.deepEqual([...new Set(named)].sort(), fields, JSON.stringify(change));
    }
    const after = await managed();
    assert.deepEqual(after.counter, before.counter);
    assert.equal(after.version, before.version);
  });

  test("the manager's settings reach the staff, the audit log, and the queue's overdue flag", async () => {
    const before = await managed();
    const settings = { ageAmberMinutes: 3, ageRedMinutes: 7, pendingFlagMinutes: 2, pendingCancelMinutes: 4 };
    const saved = await put(manager, { ...settings, version: before.version });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().data.counter, settings);
    assert.equal(saved.json().data.version, before.version + 1);
    assert.deepEqual((await staffSettings()).json().data, settings);
    const [record] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('provider_id', '=', OLIVERA)
      .where('action', '=', 'place.counter')
      .execute();
    assert.ok(record, 'the change is in the audit log');
    assert.equal(record.actor_user_id, manager.userId);
    assert.deepEqual((record.before as { counter: unknown }).counter, before.counter);
    assert.deepEqual((record.after as { counter: unknown }).counter, settings);

    // The queue flags a pending order 2 minutes after it was due (not 15), and the sweep cancels it after 4.
    const order = await placeOrder(t.app, customer);
    const { created_at: due } = await t.app.db
      .selectFrom('orders')
      .select('created_at')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const overdue = async () => {
      const signedIn = { ...staff, ...(await loginTokens(t.app, staff.email, staff.password)) };
      const queue = await call('GET', `/staff/providers/${OLIVERA}/orders`, signedIn);
      assert.equal(queue.statusCode, 200, queue.body);
      return (queue.json().data as { orderId: string; overdue: boolean }[]).find(
        (candidate) => candidate.orderId === order.orderId,
      )?.overdue;
    };
    now = new Date(due.getTime() + 1.5 * MINUTE);
    assert.equal(await overdue(), false);
    now = new Date(due.getTime() + 2.5 * MINUTE);
    assert.equal(await overdue(), true);
    assert.equal(await t.app.features.orders.forgottenOrders.sweepOnce(), 0);
    now = new Date(due.getTime() + 4.5 * MINUTE);
    assert.equal(await t.app.features.orders.forgottenOrders.sweepOnce(), 1);
    assert.equal(await overdue(), undefined, 'cancelled: no longer in the queue');
  });

  test('a stale version is 409 with the place as it is, and changes nothing', async () => {
    now = OPEN_AT_OLIVERA;
    const before = await managed();
    const stale = await put(manager, { ...DEFAULTS, version: before.version - 1 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorOf(stale).code, 'VERSION_CONFLICT');
    assert.deepEqual(stale.json().error.details.currentPlace.counter, before.counter);
    assert.deepEqual((await managed()).counter, before.counter);
  });
});
