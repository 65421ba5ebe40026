import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createLedgerRepository } from '../src/features/points/repository';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import {
  CROISSANT,
  call,
  FLAT_WHITE,
  OLIVERA,
  OPEN_AT_OLIVERA,
  placeOrder,
  qrToken,
  registerStaff,
  scan,
  TAULA,
} from './support/staff';

// Every staff operation, called by a customer, by staff of another place and by the place's own staff:
// only the last one acts; the others get 403 and nothing changes.

describe('staff permissions', () => {
  let t: TestApp;
  let customer: TestUser;
  let oliveraStaff: TestUser;
  let taulaStaff: TestUser;
  before(async () => {
    t = await buildTestApp({ clock: () => OPEN_AT_OLIVERA });
    customer = await registerUser(t.app, { name: 'Lucía Fernández' });
    oliveraStaff = await registerStaff(t.app, OLIVERA);
    taulaStaff = await registerStaff(t.app, TAULA);
    await createLedgerRepository(t.app.db).credit({
      userId: customer.userId,
      points: 100,
      reason: 'welcome_bonus',
      reference: 'welcome',
    });
  });
  after(() => t.close());

  const balance = () => createLedgerRepository(t.app.db).balance(customer.userId);
  const orderStatus = async (orderId: string) =>
    (await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;
  const croissantAvailable = async () => {
    const response = await call(t.app, customer, 'GET', `/api/providers/${OLIVERA}/products/${CROISSANT}`);
    return response.json().data.available as boolean;
  };

  /**
   * Each operation at Café Olivera as `caller`, and what must hold when it was refused (nothing
   * changed). The session of awards and redeems is Olivera staff's own, so only the caller differs.
   */
  const operations: {
    name: string;
    run: (caller: TestUser) => Promise<{ statusCode: number; body: string }>;
    unchanged: () => Promise<void>;
    succeeds: number;
  }[] = [
    {
      name: 'listStaffOrders',
      run: (caller) => call(t.app, caller, 'GET', `/api/staff/providers/${OLIVERA}/orders`),
      unchanged: async () => {},
      succeeds: 200,
    },
    {
      name: 'moveStaffOrder',
      run: async (caller) => {
        const order = await placeOrder(t.app, customer);
        const response = await call(
          t.app,
          caller,
          'POST',
          `/api/staff/providers/${OLIVERA}/orders/${order.orderId}/status`,
          { status: 'preparing' },
        );
        if (response.statusCode !== 200) assert.equal(await orderStatus(order.orderId), 'pending');
        return response;
      },
      unchanged: async () => {},
      succeeds: 200,
    },
    {
      name: 'recallStaffOrder',
      run: async (caller) => {
        const order = await placeOrder(t.app, customer);
        const started = await call(
          t.app,
          oliveraStaff,
          'POST',
          `/api/staff/providers/${OLIVERA}/orders/${order.orderId}/status`,
          { status: 'preparing' },
        );
        assert.equal(started.statusCode, 200, started.body);
        const response = await call(
          t.app,
          caller,
          'POST',
          `/api/staff/providers/${OLIVERA}/orders/${order.orderId}/recall`,
        );
        if (response.statusCode !== 200) assert.equal(await orderStatus(order.orderId), 'preparing');
        return response;
      },
      unchanged: async () => {},
      succeeds: 200,
    },
    {
      name: 'listRecentStaffOrders',
      run: (caller) => call(t.app, caller, 'GET', `/api/staff/providers/${OLIVERA}/orders/recent`),
      unchanged: async () => {},
      succeeds: 200,
    },
    {
      name: 'lookupCustomer',
      run: async (caller) =>
        call(t.app, caller, 'POST', `/api/staff/providers/${OLIVERA}/customers/lookup`, {
          token: await qrToken(t.app, customer),
        }),
      unchanged: async () => {},
      succeeds: 200,
    },
    {
      name: 'awardPoints',
      run: async (caller) => {
        const { counterSession } = await scan(t.app, oliveraStaff, OLIVERA, customer);
        return call(t.app, caller, 'POST', `/api/staff/providers/${OLIVERA}/points/award`, {
          counterSession,
          requestId: randomUUID(),
          points: 5,
          reason: 'Coffee',
        });
      },
      unchanged: async () => assert.equal(await balance(), 100),
      succeeds: 200,
    },
    {
      name: 'redeemPoints',
      run: async (caller) => {
        const { counterSession } = await scan(t.app, oliveraStaff, OLIVERA, customer);
        return call(t.app, caller, 'POST', `/api/staff/providers/${OLIVERA}/points/redeem`, {
          counterSession,
          requestId: randomUUID(),
          points: 5,
          reason: 'Cookie',
        });
      },
      unchanged: async () => assert.equal(await balance(), 100),
      succeeds: 200,
    },
    {
      name: 'setSoldOut',
      run: (caller) =>
        call(t.app, caller, 'PUT', `/api/staff/providers/${OLIVERA}/sold-out`, {
          kind: 'product',
          itemId: CROISSANT,
          soldOut: true,
        }),
      unchanged: async () => assert.equal(await croissantAvailable(), true),
      succeeds: 200,
    },
    {
      name: 'createStaffEventsTicket',
      run: (caller) => call(t.app, caller, 'POST', `/api/staff/providers/${OLIVERA}/events/ticket`),
      unchanged: async () => {},
      succeeds: 201,
    },
  ];

  for (const operation of operations) {
    test(`${operation.name}: a customer gets 403 and nothing changes`, async () => {
      const response = await operation.run(customer);
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(JSON.parse(response.body).error.code, 'FORBIDDEN');
      await operation.unchanged();
    });

    test(`${operation.name}: staff of another place get 403 and nothing changes`, async () => {
      const response = await operation.run(taulaStaff);
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(JSON.parse(response.body).error.code, 'FORBIDDEN');
      await operation.unchanged();
    });

    test(`${operation.name}: without a token, 401`, async () => {
      const response = await operation.run({ ...customer, accessToken: '' });
      assert.equal(response.statusCode, 401, response.body);
      await operation.unchanged();
    });
  }

  // The refusals above ran first (tests of a describe run in order); now the place's own staff act.
  for (const operation of operations) {
    test(`${operation.name}: the place's staff may`, async () => {
      const response = await operation.run(oliveraStaff);
      assert.equal(response.statusCode, operation.succeeds, response.body);
    });
  }

  test("staff cannot reach another place's order through their own place", async () => {
    // (The croissant is sold out by now: the flat white.)
    const order = await placeOrder(t.app, customer, { items: [{ productId: FLAT_WHITE }] });
    const response = await call(
      t.app,
      taulaStaff,
      'POST',
      `/api/staff/providers/${TAULA}/orders/${order.orderId}/status`,
      { status: 'cancelled', reason: 'No' },
    );
    assert.equal(response.statusCode, 404, response.body);
    assert.equal(errorOf(response).code, 'NOT_FOUND');
    assert.equal(await orderStatus(order.orderId), 'pending');
    const list = await call(t.app, taulaStaff, 'GET', `/api/staff/providers/${TAULA}/orders`);
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().data, []);
  });

  test("another place's product or extra cannot be marked sold out through one's own place", async () => {
    const response = await call(t.app, taulaStaff, 'PUT', `/api/staff/providers/${TAULA}/sold-out`, {
      kind: 'product',
      itemId: CROISSANT,
      soldOut: true,
    });
    assert.equal(response.statusCode, 404, response.body);
  });

  test('a counter session is bound to the staff member and the place that scanned', async () => {
    const { counterSession } = await scan(t.app, oliveraStaff, OLIVERA, customer);
    const manager = await registerStaff(t.app, OLIVERA, TAULA);
    const before = await balance();
    for (const [caller, place] of [
      [manager, OLIVERA],
      [manager, TAULA],
    ] as const) {
      const response = await call(t.app, caller, 'POST', `/api/staff/providers/${place}/points/award`, {
        counterSession,
        requestId: randomUUID(),
        points: 50,
        reason: 'Not mine',
      });
      assert.equal(response.statusCode, 422, response.body);
      assert.equal(errorOf(response).code, 'COUNTER_TOKEN_REFUSED');
    }
    assert.equal(await balance(), before);
  });

  test('a staff stream ticket opens only its own place, for a member', async () => {
    const ticket = (
      await call(t.app, oliveraStaff, 'POST', `/api/staff/providers/${OLIVERA}/events/ticket`)
    ).json().data.ticket;
    const wrongPlace = await t.app.inject({ url: `/api/staff/providers/${TAULA}/events?ticket=${ticket}` });
    assert.equal(wrongPlace.statusCode, 401);
    // A customer's own events ticket never opens a staff stream.
    const customerTicket = (
      await t.app.inject({
        method: 'POST',
        url: '/api/events/ticket',
        headers: authHeaders(customer.accessToken),
      })
    ).json().data.ticket;
    const asCustomer = await t.app.inject({
      url: `/api/staff/providers/${OLIVERA}/events?ticket=${customerTicket}`,
    });
    assert.equal(asCustomer.statusCode, 401);
  });

  test('getMyUser names the places a user is staff of; customers have none', async () => {
    const manager = await registerStaff(t.app, TAULA, OLIVERA);
    const me = await call(t.app, manager, 'GET', '/api/user/getMyUser');
    assert.deepEqual(
      me.json().data.staffOf.map((membership: { providerName: string }) => membership.providerName),
      ['Café Olivera', 'La Taula de Gràcia'],
    );
    const customerView = await call(t.app, customer, 'GET', '/api/user/getMyUser');
    assert.deepEqual(customerView.json().data.staffOf, []);
  });
});
