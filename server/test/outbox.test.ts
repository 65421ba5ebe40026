// The live events' transactional outbox (features/events/outbox.ts, relay.ts): events are written with
// the change they announce, published only once committed, published by whoever runs a relay when the
// process that wrote them died first, never published by two relays at once, forgotten after the
// retention; listeners ignore an id heard twice. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type KyselyPlugin, sql } from 'kysely';
import type { Db } from '../src/db/schema';
import { createEventOutbox } from '../src/features/events/outbox';
import { createLocalListeners, type PublishedEvent } from '../src/features/events/publisher';
import { createOutboxRelay, OUTBOX_RETENTION_MS } from '../src/features/events/relay';
import { createOutboxRepository } from '../src/features/events/repository';
import { authHeaders, buildTestApp, dropTestDatabase, errorOf, registerUser, type TestApp } from './helper';
import {
  checkout,
  ESPRESSO_POINTS_PRICE,
  espressoBasket,
  movableClock,
  OLIVERA_OPEN,
} from './support/checkout';
import { eventually } from './support/live-events';
import { CROISSANT, OLIVERA, placeOrder } from './support/staff';

/** The outbox rows, oldest first. */
async function outboxRows(db: Db) {
  return db
    .selectFrom('event_outbox')
    .select(['id', 'audience', 'type', 'data', 'published_at'])
    .orderBy('seq')
    .execute();
}

/** A relay of its own on `db` (another process, as far as the outbox can tell), with its listeners. */
function separateRelay(db: Db) {
  const listeners = createLocalListeners((error) => {
    throw error;
  });
  const delivered: PublishedEvent[] = [];
  const deliver = (event: PublishedEvent) => {
    if (listeners.deliver(event)) delivered.push(event);
  };
  const relay = createOutboxRelay({
    db,
    repository: createOutboxRepository(db),
    // Told of no commit: it finds the events by polling, as another instance would.
    commits: { onCommitOf: () => () => {} },
    deliver,
    onError: (error) => {
      throw error;
    },
  });
  return { relay, delivered, listeners };
}

/** What the app's listeners deliver to the user's audience from now on, until `stop`. */
function listenTo(t: TestApp, userId: string) {
  const heard: PublishedEvent[] = [];
  const stop = t.app.features.events.subscriptions.subscribe({ userId }, (event) => heard.push(event));
  return { heard, stop };
}

describe('live events of a request, with no relay poll to fall back on', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock }, { eventsRelayPollMs: 3_600_000 });
  });
  after(() => t.close());

  test('a checkout’s events are published as it is answered', async () => {
    const customer = await registerUser(t.app);
    const { heard, stop } = listenTo(t, customer.userId);
    try {
      const order = await placeOrder(t.app, customer);
      const events = await eventually(
        async () => heard,
        (all) => all.length > 0,
      );
      assert.equal(events[0]?.data.type, 'order.updated');
      assert.ok(JSON.stringify(events[0]?.data).includes(order.orderId));
    } finally {
      stop();
    }
  });

  test('an append outside a request is published once its transaction commits, without a NOTIFY', async () => {
    // The statements sent through `observed`, as Kysely builds them.
    const statements: string[] = [];
    const observer: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const observed = t.app.db.withPlugin(observer);
    const outbox = createEventOutbox({ repository: createOutboxRepository(observed) });
    const userId = randomUUID();
    const { heard, stop } = listenTo(t, userId);
    try {
      await observed.transaction().execute(async (trx) => {
        await outbox.append(trx, { userId }, { type: 'points.changed', balance: 7 });
        assert.deepEqual(heard, [], 'nothing before the commit');
      });
      const events = await eventually(
        async () => heard,
        (all) => all.length > 0,
      );
      assert.deepEqual(
        events.map((event) => event.data),
        [{ type: 'points.changed', balance: 7 }],
      );
      assert.ok(statements.length > 0);
      assert.ok(!statements.some((statement) => statement.includes('pg_notify')));
    } finally {
      stop();
    }
  });
});

describe('live events outbox', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
  });
  after(() => t.close());

  test('an order and its staff copy are written with the order and published once committed, with the ids streamed', async () => {
    const customer = await registerUser(t.app);
    const { heard, stop } = listenTo(t, customer.userId);
    try {
      const order = await placeOrder(t.app, customer);
      const rows = await eventually(
        () => outboxRows(t.app.db),
        (all) =>
          all
            .filter((row) => JSON.stringify(row.data).includes(order.orderId))
            .every((row) => row.published_at),
      );
      const mine = rows.filter((row) => JSON.stringify(row.data).includes(order.orderId));
      assert.deepEqual(
        mine.map((row) => [row.type, row.audience]),
        [
          ['order.updated', { userId: customer.userId }],
          ['order.updated', { providerId: OLIVERA }],
        ],
      );
      await eventually(
        async () => heard,
        (events) => events.length === 1,
      );
      assert.equal(heard[0]?.id, mine[0]?.id);
      assert.deepEqual(heard[0]?.data, mine[0]?.data);
    } finally {
      stop();
    }
  });

  test('a checkout refused for its points writes no event', async () => {
    const customer = await registerUser(t.app);
    const before = (await outboxRows(t.app.db)).length;
    const refused = await checkout(t.app, customer.accessToken, espressoBasket('points'));
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(errorOf(refused).code, 'INSUFFICIENT_POINTS');
    assert.equal(refused.json().error.details.pointsNeeded, ESPRESSO_POINTS_PRICE);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customer.userId)
      .execute();
    assert.deepEqual(orders, []);
    assert.equal((await outboxRows(t.app.db)).length, before);
  });

  test('events of a transaction that rolls back are never written nor published', async () => {
    const outbox = createEventOutbox({ repository: createOutboxRepository(t.app.db) });
    let id = '';
    await assert.rejects(
      t.app.db.transaction().execute(async (trx) => {
        id = await outbox.append(trx, { userId: randomUUID() }, { type: 'points.changed', balance: 1 });
        throw new Error('the change fails');
      }),
      /the change fails/,
    );
    assert.ok(id);
    assert.ok(!(await outboxRows(t.app.db)).some((row) => row.id === id));
  });

  test('two relays on one database publish every event exactly once between them', async (context) => {
    // The app's own relay, told of the appends' commit, would take them first: it rests meanwhile.
    const appRelay = t.app.features.events.relay;
    await appRelay.close();
    context.after(() => appRelay.start());
    const first = separateRelay(t.app.db);
    const second = separateRelay(t.app.db);
    const outbox = createEventOutbox({ repository: createOutboxRepository(t.app.db) });
    const userId = randomUUID();
    const ids = await t.app.db.transaction().execute(async (trx) => {
      const appended: string[] = [];
      for (let balance = 0; balance < 250; balance += 1)
        appended.push(await outbox.append(trx, { userId }, { type: 'points.changed', balance }));
      return appended;
    });
    await Promise.all([first.relay.start(), second.relay.start()]);
    try {
      const published = await eventually(
        async () => [...first.delivered, ...second.delivered].filter((event) => ids.includes(event.id)),
        (events) => events.length >= ids.length,
      );
      assert.deepEqual(published.map((event) => event.id).sort(), [...ids].sort());
      // Each relay delivers what it claimed in the order it was written.
      for (const { delivered } of [first, second]) {
        const balances = delivered
          .filter((event) => ids.includes(event.id))
          .map((event) => (event.data.type === 'points.changed' ? event.data.balance : -1));
        assert.deepEqual(
          balances,
          [...balances].sort((a, b) => a - b),
        );
      }
      const rows = (await outboxRows(t.app.db)).filter((row) => ids.includes(row.id));
      assert.ok(rows.every((row) => row.published_at !== null));
    } finally {
      await first.relay.close();
      await second.relay.close();
    }
  });

  test('published events are deleted after the retention; unpublished ones are kept', async () => {
    const outbox = createEventOutbox({ repository: createOutboxRepository(t.app.db) });
    const userId = randomUUID();
    const [old, recent, waiting] = await t.app.db
      .transaction()
      .execute(async (trx) =>
        Promise.all(
          [1, 2, 3].map((balance) => outbox.append(trx, { userId }, { type: 'points.changed', balance })),
        ),
      );
    const age = (id: string | undefined, ms: number | null) =>
      t.app.db
        .updateTable('event_outbox')
        .set({
          created_at: sql`now() - ${OUTBOX_RETENTION_MS * 2} * interval '1 millisecond'`,
          published_at: ms === null ? null : sql`now() - ${ms} * interval '1 millisecond'`,
        })
        .where('id', '=', id as string)
        .execute();
    await age(old, OUTBOX_RETENTION_MS + 60_000);
    await age(recent, OUTBOX_RETENTION_MS - 60_000);
    await age(waiting, null);
    // The app's own relay purges now and then too, and may take `old` first: what counts is what is left.
    const { relay } = separateRelay(t.app.db);
    await relay.purge();
    const left = (await outboxRows(t.app.db)).map((row) => row.id);
    assert.ok(!left.includes(old as string));
    assert.ok(left.includes(recent as string));
    assert.ok(left.includes(waiting as string));
  });

  test('listeners ignore an event id they have heard, remembering the last 10,000', () => {
    const listeners = createLocalListeners((error) => {
      throw error;
    });
    const heard: string[] = [];
    listeners.subscribe({ topic: 'catalog' }, (event) => heard.push(event.id));
    const event = (id: string): PublishedEvent => ({
      id,
      audience: { topic: 'catalog' },
      data: { type: 'points.changed', balance: 0 },
    });
    assert.equal(listeners.deliver(event('a')), true);
    assert.equal(listeners.deliver(event('a')), false);
    for (let i = 0; i < 10_000; i += 1) listeners.deliver(event(`other-${i}`));
    assert.equal(listeners.deliver(event('a')), true);
    assert.equal(heard.filter((id) => id === 'a').length, 2);
  });
});

describe('an event committed by a process that dies before publishing it', () => {
  test('stays in the outbox, reaches the listeners of the next relay, and is published by the next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-outbox-'));
    const clock = movableClock(OLIVERA_OPEN).clock;
    // The relay of A never runs: as if A were killed right after each commit.
    const a = await buildTestApp({ clock, dataDir, keepData: true }, { eventsRelay: false });
    let b: TestApp | undefined;
    try {
      const customer = await registerUser(a.app);
      const heardOnA: PublishedEvent[] = [];
      a.app.features.events.subscriptions.subscribe({ userId: customer.userId }, (event) =>
        heardOnA.push(event),
      );
      const order = await placeOrder(a.app, customer, { items: [{ productId: CROISSANT }] });
      const waiting = (await outboxRows(a.app.db)).filter((row) => row.published_at === null);
      const announced = waiting.find(
        (row) => row.type === 'order.updated' && JSON.stringify(row.audience).includes(customer.userId),
      );
      assert.ok(announced, 'the order.updated event is in the outbox');
      assert.deepEqual(heardOnA, []);

      // Another relay on the database (another instance) publishes it, with the id it was written with.
      const other = separateRelay(a.app.db);
      const heard: PublishedEvent[] = [];
      other.listeners.subscribe({ userId: customer.userId }, (event) => heard.push(event));
      await other.relay.start();
      await other.relay.close();
      assert.deepEqual(
        heard.map((event) => [event.id, event.data.type === 'order.updated' && event.data.order.orderId]),
        [[announced.id, order.orderId]],
      );

      // A second death: the next start of the app publishes what is left.
      await a.app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderId}/cancel`,
        headers: authHeaders(customer.accessToken),
      });
      const left = (await outboxRows(a.app.db)).filter((row) => row.published_at === null);
      assert.ok(left.length > 0);
      await a.close();
      b = await buildTestApp({
        clock,
        dataDir,
        keepData: true,
        ...(a.config.databaseSchema ? { databaseSchema: a.config.databaseSchema } : {}),
      });
      const app = b.app;
      const published = await eventually(
        () => outboxRows(app.db),
        (rows) => rows.every((row) => row.published_at !== null),
      );
      assert.ok(left.every((row) => published.some((done) => done.id === row.id)));
    } finally {
      await a.close();
      await b?.close();
      await dropTestDatabase(a.config);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
