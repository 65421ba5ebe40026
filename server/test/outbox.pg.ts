// Live events between two instances on one PostgreSQL database without Redis (LISTEN/NOTIFY), through
// the outbox: an order too large for a NOTIFY payload still reaches the other instance (NOTIFY carries
// ids only), and an event committed by an instance that never publishes it (killed between commit and
// publication) reaches a stream on the other. Needs DATABASE_URL; server/test/run.ts adds `*.pg.ts`
// files to a full run when it is set, so this is never skipped where it runs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AppOptions } from '../src/app';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import { eventually } from './support/live-events';
import { openEventStream } from './support/sse';
import { CROISSANT, OLIVERA, OPEN_AT_OLIVERA, placeOrder, registerStaff } from './support/staff';

if (!process.env.DATABASE_URL) throw new Error('outbox.pg.ts needs DATABASE_URL (see server/test/run.ts)');

/** Two apps on one schema, without Redis; B listens on a port. */
async function twoInstances(optionsA: AppOptions = {}) {
  const clock = () => OPEN_AT_OLIVERA;
  const a = await buildTestApp({ clock, redisUrl: undefined }, optionsA);
  const b = await buildTestApp({
    clock,
    redisUrl: undefined,
    jwtSecret: a.config.jwtSecret,
    databaseSchema: a.config.databaseSchema,
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

describe('two instances on PostgreSQL without Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  before(async () => {
    ({ a, b, urlB } = await twoInstances());
  });
  after(async () => {
    try {
      await b.close();
    } finally {
      await a.close();
    }
  });

  test('an order of 100 lines placed on A reaches the customer and staff streams held on B', async () => {
    const customer = await registerUser(a.app);
    const staff = await registerStaff(a.app, OLIVERA);
    const staffStream = await openEventStream(
      `${urlB}/api/staff/providers/${OLIVERA}/events?ticket=${await ticket(b, staff, `/api/staff/providers/${OLIVERA}/events/ticket`)}`,
    );
    const customerStream = await openEventStream(
      `${urlB}/api/events?ticket=${await ticket(b, customer, '/api/events/ticket')}`,
    );
    try {
      await staffStream.next((event) => event.event === 'stream.ready');
      await customerStream.next((event) => event.event === 'stream.ready');
      const order = await placeOrder(a.app, customer, {
        items: Array.from({ length: 100 }, () => ({ productId: CROISSANT })),
      });
      for (const stream of [customerStream, staffStream]) {
        const event = await stream.next((received) => received.event === 'order.updated');
        const streamed = event.data.order as { orderId: string; lines: unknown[] };
        assert.equal(streamed.orderId, order.orderId);
        assert.equal(streamed.lines.length, 100);
        // Far more than NOTIFY could carry.
        assert.ok(JSON.stringify(event.data).length > 8_000);
      }
    } finally {
      staffStream.close();
      customerStream.close();
    }
  });
});

describe('an instance killed between commit and publication, on PostgreSQL without Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  before(async () => {
    // A's relay never runs: every event A commits is left in the outbox, as by a process killed then.
    ({ a, b, urlB } = await twoInstances({ eventsRelay: false }));
  });
  after(async () => {
    try {
      await b.close();
    } finally {
      await a.close();
    }
  });

  test("the order it committed reaches a stream held on the other instance, with the outbox's id", async () => {
    const customer = await registerUser(a.app);
    const stream = await openEventStream(
      `${urlB}/api/events?ticket=${await ticket(b, customer, '/api/events/ticket')}`,
    );
    try {
      await stream.next((event) => event.event === 'stream.ready');
      const order = await placeOrder(a.app, customer);
      const event = await stream.next((received) => received.event === 'order.updated');
      assert.equal((event.data.order as { orderId: string }).orderId, order.orderId);
      // B marks it published in the transaction it streamed it from.
      const row = await eventually(
        async () =>
          (
            await a.app.db
              .selectFrom('event_outbox')
              .select(['id', 'audience', 'published_at'])
              .where('type', '=', 'order.updated')
              .execute()
          ).find((one) => 'userId' in one.audience && one.audience.userId === customer.userId),
        (found) => Boolean(found?.published_at),
      );
      assert.equal(event.id, row?.id);
    } finally {
      stream.close();
    }
  });
});
