// DATABASE_POOL_MAX: the most PostgreSQL connections one instance opens at once. Needs DATABASE_URL;
// server/test/run.ts adds the *.pg-redis.ts files to a full run only when DATABASE_URL and REDIS_URL
// are both set (as .ci/run's second server run does), so it is never skipped where it runs.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { buildTestApp, type TestApp } from './helper';
import { holdTransaction } from './support/held-transaction';

if (!process.env.DATABASE_URL) {
  throw new Error('database-pool.pg-redis.ts needs DATABASE_URL (see server/test/run.ts)');
}

/** Holds one connection in an open transaction until the test ends it. */
const holdConnection = (t: TestApp) => holdTransaction(t.app.db, (trx) => sql`select 1`.execute(trx));

/**
 * Resolves with the pool's counts when a request for a connection has to wait (no idle connection, no
 * room for another): pg-pool queues such a request as `connect` is called, so this is observed, not timed.
 */
function nextQueuedConnect(): Promise<{ total: number; waiting: number }> {
  const original = pg.Pool.prototype.connect;
  return new Promise((resolve) => {
    pg.Pool.prototype.connect = function connect(this: pg.Pool, ...args: unknown[]) {
      const result = (original as (...inner: unknown[]) => unknown).apply(this, args);
      if (this.waitingCount > 0) {
        pg.Pool.prototype.connect = original;
        resolve({ total: this.totalCount, waiting: this.waitingCount });
      }
      return result;
    } as typeof original;
  });
}

const anotherStatement = (t: TestApp) => t.app.db.selectFrom('providers').select('id').execute();

describe('DATABASE_POOL_MAX', () => {
  const apps: TestApp[] = [];
  after(() => Promise.all(apps.map((t) => t.close())));

  test('by default a second statement runs while a transaction holds a connection', async () => {
    const t = await buildTestApp();
    apps.push(t);
    assert.equal(t.config.databasePoolMax, 10);
    const held = await holdConnection(t);
    try {
      // With only one connection this would wait for the release below, and the test would time out.
      assert.ok((await anotherStatement(t)).length > 0);
    } finally {
      await held.rollback();
    }
  });

  // Were there a second connection, the statement would never queue: the timeout fails the test.
  test('with 1, a second statement waits until the only connection is free', {
    timeout: 60_000,
  }, async () => {
    const t = await buildTestApp({ databasePoolMax: 1 });
    apps.push(t);
    const held = await holdConnection(t);
    const events: string[] = [];
    let answered: Promise<unknown> = Promise.resolve();
    try {
      const queued = nextQueuedConnect();
      answered = anotherStatement(t).then(() => events.push('second statement answered'));
      // The statement asked the pool for a connection and was queued: the pool had one, lent out.
      assert.deepEqual(await queued, { total: 1, waiting: 1 });
      events.push('connection released');
    } finally {
      await held.rollback();
    }
    await answered;
    assert.deepEqual(events, ['connection released', 'second statement answered']);
  });
});
