// Two server instances on one PostgreSQL database (and one Redis): what is changed through one reaches
// event streams held on the other, the login (and counter code) rate limits are shared, and consents given on one count on
// the other at once. Needs DATABASE_URL and REDIS_URL; server/test/run.ts adds this file to a full run
// only when both are set (as .ci/run's second server run does), so it is never skipped where it runs.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  authHeaders,
  buildTestApp,
  giveConsents,
  login,
  registerUser,
  type TestApp,
  type TestUser,
} from './helper';
import { openEventStream } from './support/sse';
import {
  CROISSANT,
  call,
  OLIVERA,
  OPEN_AT_OLIVERA,
  placeOrder,
  qrToken,
  registerStaff,
} from './support/staff';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error('multi-instance.pg-redis.ts needs DATABASE_URL and REDIS_URL (see server/test/run.ts)');
}

/** Two apps on the same schema (and, with Redis, the same key prefix), both listening on a port. */
async function twoInstances(
  withRedis: boolean,
  overrides: Partial<TestApp['config']> = {},
): Promise<{ a: TestApp; b: TestApp; urlB: string }> {
  const clock = () => OPEN_AT_OLIVERA;
  const a = await buildTestApp({ clock, ...overrides, ...(withRedis ? {} : { redisUrl: undefined }) });
  const b = await buildTestApp({
    clock,
    ...overrides,
    jwtSecret: a.config.jwtSecret,
    databaseSchema: a.config.databaseSchema,
    redisKeyPrefix: a.config.redisKeyPrefix,
    ...(withRedis ? {} : { redisUrl: undefined }),
  });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  const address = b.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { a, b, urlB: `http://127.0.0.1:${address.port}` };
}

async function ticket(t: TestApp, user: TestUser, url: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, headers: authHeaders(user.accessToken) });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.ticket;
}

for (const transport of ['Redis pub/sub', 'PostgreSQL LISTEN/NOTIFY'] as const) {
  describe(`two instances, live events through ${transport}`, () => {
    let a: TestApp;
    let b: TestApp;
    let urlB: string;
    let customer: TestUser;
    let staff: TestUser;
    before(async () => {
      ({ a, b, urlB } = await twoInstances(transport === 'Redis pub/sub'));
      customer = await registerUser(a.app, { name: 'Marc Vidal' });
      staff = await registerStaff(a.app, OLIVERA);
    });
    after(async () => {
      try {
        await b.close();
      } finally {
        await a.close();
      }
    });

    test('orders, status changes, balance changes and sold-out marks made on A reach streams held on B', async () => {
      const staffStream = await openEventStream(
        `${urlB}/api/staff/providers/${OLIVERA}/events?ticket=${await ticket(b, staff, `/api/staff/providers/${OLIVERA}/events/ticket`)}`,
      );
      const customerStream = await openEventStream(
        `${urlB}/api/events?ticket=${await ticket(b, customer, '/api/events/ticket')}`,
      );
      try {
        await staffStream.next((event) => event.event === 'stream.ready');
        await customerStream.next((event) => event.event === 'stream.ready');

        // A new order placed on A appears in the staff queue streamed from B.
        const order = await placeOrder(a.app, customer);
        const created = await staffStream.next((event) => event.event === 'order.updated');
        assert.equal((created.data.order as { orderId: string }).orderId, order.orderId);
        // Its queue move too reaches the customer's stream on B, which follows the place from the order on.
        const moved = await customerStream.next((event) => event.event === 'queue.moved');
        assert.deepEqual(moved.data, { type: 'queue.moved', providerId: OLIVERA });

        // Staff move it on A; the customer's stream on B sees "ready".
        for (const status of ['preparing', 'ready']) {
          const moved = await call(
            a.app,
            staff,
            'POST',
            `/api/staff/providers/${OLIVERA}/orders/${order.orderId}/status`,
            {
              status,
            },
          );
          assert.equal(moved.statusCode, 200, moved.body);
        }
        const ready = await customerStream.next(
          (event) =>
            event.event === 'order.updated' && (event.data.order as { status: string }).status === 'ready',
        );
        assert.equal((ready.data.order as { orderId: string }).orderId, order.orderId);

        // Points awarded at the counter on A: the customer's balance on B.
        const scanned = await call(a.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/customers/lookup`, {
          token: await qrToken(a.app, customer),
        });
        const awarded = await call(a.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/points/award`, {
          counterSession: scanned.json().data.counterSession,
          requestId: randomUUID(),
          points: 30,
          reason: 'Breakfast',
        });
        assert.equal(awarded.statusCode, 200, awarded.body);
        const balance = await customerStream.next((event) => event.event === 'points.changed');
        assert.equal(balance.data.balance, awarded.json().data.balance);

        // A sold-out mark made on A: B's staff stream, the customer's stream on B, and B's menu (which B
        // holds in memory: read first).
        const before = await call(b.app, customer, 'GET', `/api/providers/${OLIVERA}/products/${CROISSANT}`);
        assert.equal(before.json().data.available, true);
        const marked = await call(a.app, staff, 'PUT', `/api/staff/providers/${OLIVERA}/sold-out`, {
          kind: 'product',
          itemId: CROISSANT,
          soldOut: true,
        });
        assert.equal(marked.statusCode, 200, marked.body);
        const soldOut = await staffStream.next((event) => event.event === 'soldout.changed');
        assert.deepEqual(soldOut.data, {
          type: 'soldout.changed',
          providerId: OLIVERA,
          change: marked.json().data,
        });
        const told = await customerStream.next((event) => event.event === 'soldout.changed');
        assert.deepEqual(told.data, soldOut.data);
        // B refreshed its catalogue before its streams heard of the change: the menu a customer refetches
        // when told is already the new one.
        const menuOnB = await call(b.app, customer, 'GET', `/api/providers/${OLIVERA}/products/${CROISSANT}`);
        assert.equal(menuOnB.json().data.available, false);

        // And back: the same way.
        const unmarked = await call(a.app, staff, 'PUT', `/api/staff/providers/${OLIVERA}/sold-out`, {
          kind: 'product',
          itemId: CROISSANT,
          soldOut: false,
        });
        assert.equal(unmarked.statusCode, 200, unmarked.body);
        const back = await customerStream.next(
          (event) =>
            event.event === 'soldout.changed' &&
            (event.data.change as { soldOut: boolean }).soldOut === false,
        );
        assert.equal(back.data.providerId, OLIVERA);
        const againOnB = await call(
          b.app,
          customer,
          'GET',
          `/api/providers/${OLIVERA}/products/${CROISSANT}`,
        );
        assert.equal(againOnB.json().data.available, true);
      } finally {
        staffStream.close();
        customerStream.close();
      }
    });
  });
}

describe('two instances share the login rate limits (Redis)', () => {
  // The limiter's own rules (server/src/lib, security-limits.test.ts): per address and email 3, per
  // email 5. Here only whether the counts are shared between instances.
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    ({ a, b } = await twoInstances(true, {
      loginFailures: { max: 3, accountMax: 5, addressMax: 8, windowMs: 60_000 },
    }));
  });
  after(async () => {
    try {
      await b.close();
    } finally {
      await a.close();
    }
  });

  test('failures for an email from one address, counted on A and B, block it there on both', async () => {
    const user = await registerUser(a.app);
    for (const instance of [a, b, a]) {
      const failed = await login(instance.app, user.email, 'Wrong-password1!', '10.1.0.1');
      assert.equal(failed.statusCode, 401, failed.body);
    }
    for (const instance of [a, b]) {
      const blocked = await login(instance.app, user.email, user.password, '10.1.0.1');
      assert.equal(blocked.statusCode, 429, blocked.body);
      assert.equal(blocked.json().error.code, 'RATE_LIMITED');
    }
  });

  test('failures for an email from many addresses, split between A and B, reach the account limit', async () => {
    const user = await registerUser(a.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      const failed = await login(instance.app, user.email, 'Wrong-password1!', `10.3.0.${attempt}`);
      assert.equal(failed.statusCode, 401, failed.body);
    }
    const blocked = await login(b.app, user.email, user.password, '10.3.0.99');
    assert.equal(blocked.statusCode, 429, blocked.body);
  });
});

describe('two instances share the counter code limits (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    ({ a, b } = await twoInstances(true, {
      counterCodeFailures: { staffMax: 3, placeMax: 100, windowMs: 60_000 },
    }));
  });
  after(async () => {
    try {
      await b.close();
    } finally {
      await a.close();
    }
  });

  test("a code issued through A is accepted on B, and wrong codes counted on A and B block the staff member's codes on both", async () => {
    const staff = await registerStaff(a.app, OLIVERA);
    const customer = await registerUser(a.app);
    const code = async () => {
      const qr = await a.app.inject({
        url: '/api/user/qr-token',
        headers: authHeaders(customer.accessToken),
      });
      return qr.json().data.code as string;
    };
    const lookup = (instance: TestApp, typed: string) =>
      call(instance.app, staff, 'POST', `/api/staff/providers/${OLIVERA}/customers/lookup`, { code: typed });
    assert.equal((await lookup(b, await code())).statusCode, 200);
    for (const instance of [a, b, a]) assert.equal((await lookup(instance, '9999-9999')).statusCode, 422);
    for (const instance of [a, b]) {
      const blocked = await lookup(instance, await code());
      assert.equal(blocked.statusCode, 429, blocked.body);
      assert.equal(blocked.json().error.code, 'RATE_LIMITED');
    }
  });
});

describe('two instances: consents given through one count on the other at once', () => {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    ({ a, b } = await twoInstances(true));
  });
  after(async () => {
    try {
      await b.close();
    } finally {
      await a.close();
    }
  });

  test('a refusal for missing consents on B is not remembered there: after the save on A, B answers', async () => {
    const customer = await registerUser(a.app, {}, { consents: false });
    const history = () =>
      b.app.inject({ url: '/api/points/history', headers: authHeaders(customer.accessToken) });
    const refused = await history();
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().error.code, 'CONSENTS_REQUIRED');
    await giveConsents(a.app, customer);
    assert.equal((await history()).statusCode, 200);
  });
});
