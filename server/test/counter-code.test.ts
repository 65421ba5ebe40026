import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createLedgerRepository } from '../src/features/points/repository';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import { call, FLAT_WHITE, OAT_MILK, OLIVERA, placeOrder, registerStaff, TAULA } from './support/staff';

// The short code under the personal QR code (issue 25): what a cashier types when the camera does not
// work. It rotates with the QR token, is read case-insensitively with dashes and spaces ignored, and
// wrong codes are limited per staff member and per place as failed logins are.

const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

describe('the counter short code', () => {
  let now = new Date('2026-03-16T10:00:00.000Z');
  let t: TestApp;
  let staff: TestUser;
  before(async () => {
    t = await buildTestApp({
      clock: () => now,
      counterCodeFailures: { staffMax: 3, placeMax: 5, windowMs: 15 * 60_000 },
    });
    staff = await registerStaff(t.app, OLIVERA, TAULA);
  });
  after(() => t.close());

  const qr = async (customer: TestUser) => {
    const response = await t.app.inject({
      url: '/api/user/qr-token',
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { token: string; code: string };
  };
  const lookup = (by: TestUser, body: { code: string } | { token: string }, place = OLIVERA) =>
    call(t.app, by, 'POST', `/api/staff/providers/${place}/customers/lookup`, body);
  /** A code of the right shape that is nobody's (the alphabet has no 0, 1, I, L or O; all 9s is ours). */
  const wrongCode = () => '9999-9999';

  test('the QR token comes with an 8-character code without look-alikes, which the counter accepts typed', async () => {
    const customer = await registerUser(t.app, { name: 'Núria Vidal' });
    await createLedgerRepository(t.app.db).credit({
      userId: customer.userId,
      points: 40,
      reason: 'welcome_bonus',
      reference: 'w',
    });
    const { code } = await qr(customer);
    assert.match(code, CODE);
    // Typed in lower case, as XXXX-XXXX, with spaces: all the same code.
    const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `.replace('-', ' - ');
    const response = await lookup(staff, { code: typed });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.firstName, 'Núria');
    assert.equal(response.json().data.balance, 40);
  });

  test('the code rotates with the token and expires with it', async () => {
    const customer = await registerUser(t.app, { name: 'Marc Soler' });
    const first = await qr(customer);
    const second = await qr(customer);
    assert.notEqual(first.code, second.code);
    const old = await lookup(staff, { code: first.code });
    assert.equal(old.statusCode, 422, old.body);
    assert.equal(errorOf(old).code, 'COUNTER_TOKEN_REFUSED');
    assert.equal(old.json().error.details.reason, 'invalid');
    const at = now;
    now = new Date(at.getTime() + 6 * 60_000);
    try {
      const expired = await lookup(staff, { code: second.code });
      assert.equal(expired.statusCode, 422, expired.body);
    } finally {
      now = at;
    }
    assert.equal((await lookup(staff, { code: second.code })).statusCode, 200);
  });

  test('the contract bounds the code: too long, or with other characters, is a 400', async () => {
    for (const code of ['ABCD-EFGH-JKMN-PQRS', 'ABCD_EFGH', 'ABCD%EFG']) {
      const response = await lookup(staff, { code });
      assert.equal(response.statusCode, 400, `${code}: ${response.body}`);
    }
    const both = await lookup(staff, { code: 'ABCDEFGH', token: 'a.b.c' } as never);
    assert.equal(both.statusCode, 400, both.body);
  });

  test("the lookup lists the customer's orders under way at this place, which staff can hand over", async () => {
    const customer = await registerUser(t.app, { name: 'Clara Puig' });
    const order = await placeOrder(t.app, customer, {
      items: [{ productId: FLAT_WHITE, extras: [OAT_MILK] }],
    });
    for (const status of ['preparing', 'ready']) {
      const moved = await call(
        t.app,
        staff,
        'POST',
        `/api/staff/providers/${OLIVERA}/orders/${order.orderId}/status`,
        {
          status,
        },
      );
      assert.equal(moved.statusCode, 200, moved.body);
    }
    const here = await lookup(staff, { code: (await qr(customer)).code });
    assert.equal(here.statusCode, 200, here.body);
    const [open] = here.json().data.openOrders;
    assert.equal(here.json().data.openOrders.length, 1);
    assert.equal(open.orderId, order.orderId);
    assert.equal(open.status, 'ready');
    assert.match(open.number, /^[0-9]{3}$/);
    assert.equal(open.items, '1 x Flat White');
    // At another place the same customer has nothing under way.
    const elsewhere = await lookup(staff, { code: (await qr(customer)).code }, TAULA);
    assert.deepEqual(elsewhere.json().data.openOrders, []);

    const handedOver = await call(
      t.app,
      staff,
      'POST',
      `/api/staff/providers/${OLIVERA}/orders/${open.orderId}/status`,
      { status: 'completed' },
    );
    assert.equal(handedOver.statusCode, 200, handedOver.body);
    const after = await lookup(staff, { code: (await qr(customer)).code });
    assert.deepEqual(after.json().data.openOrders, []);
  });

  test("the cashier's reason shows in the customer's points history", async () => {
    const customer = await registerUser(t.app, { name: 'Pere Roca' });
    const scanned = await lookup(staff, { code: (await qr(customer)).code });
    const counterSession = scanned.json().data.counterSession;
    const award = await call(t.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/points/award`, {
      counterSession,
      requestId: randomUUID(),
      points: 30,
      reason: '  Breakfast menu ',
    });
    assert.equal(award.statusCode, 200, award.body);
    const history = await t.app.inject({
      url: '/api/points/history',
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(history.statusCode, 200, history.body);
    const [entry] = history.json().data.entries;
    assert.equal(entry.reason, 'staff_awarded');
    assert.equal(entry.note, 'Breakfast menu');
    assert.equal(entry.providerName, 'Café Olivera');
  });

  test('wrong codes are limited per staff member and per place: 429 with Retry-After, scans still work', async () => {
    // At La Taula, where no other test typed a wrong code.
    const customer = await registerUser(t.app, { name: 'Jana Ros' });
    const guesser = await registerStaff(t.app, TAULA, OLIVERA);
    const colleague = await registerStaff(t.app, TAULA);
    const at = (by: TestUser, body: { code: string } | { token: string }) => lookup(by, body, TAULA);
    // A right code takes back its count: it never adds up to the limit.
    for (let i = 0; i < 5; i += 1)
      assert.equal((await at(guesser, { code: (await qr(customer)).code })).statusCode, 200);
    for (let i = 0; i < 3; i += 1) assert.equal((await at(guesser, { code: wrongCode() })).statusCode, 422);
    const limited = await at(guesser, { code: (await qr(customer)).code });
    assert.equal(limited.statusCode, 429, limited.body);
    assert.equal(errorOf(limited).code, 'RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
    // The QR code itself is not a guess: scanning still identifies the customer.
    assert.equal((await at(guesser, { token: (await qr(customer)).token })).statusCode, 200);
    // The staff member's count holds at their other place too.
    assert.equal((await lookup(guesser, { code: (await qr(customer)).code }, OLIVERA)).statusCode, 429);
    // The place's count (5) holds for all its staff: a colleague's two wrong codes fill it.
    for (let i = 0; i < 2; i += 1) assert.equal((await at(colleague, { code: wrongCode() })).statusCode, 422);
    assert.equal((await at(colleague, { code: (await qr(customer)).code })).statusCode, 429);
  });
});
