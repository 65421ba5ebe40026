// The commit watch (db/commit-watch.ts): this process is told of its commits that inserted into a watched
// table, after the commit and only then, in a task of its own: once per transaction, never for one that
// rolled back, once for an insert outside a transaction. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { type DatabaseHandle, dropPostgresSchema, openDatabase } from '../src/db/connect';

interface Tables {
  watched_rows: { id: number };
  other_rows: { id: number };
}

describe('commit watch', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `commit_watch_${process.pid}_${Date.now()}` : undefined;
  let dataDir: string;
  let database: DatabaseHandle;
  let db: Kysely<Tables>;
  let nextId = 0;
  const insert = (into: Kysely<Tables>, table: keyof Tables = 'watched_rows') =>
    into.insertInto(table).values({ id: ++nextId }).execute();

  /** Once the callbacks of the commits made so far have run (each runs in a task of its own). */
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  /** Counts the watch's calls for `watched_rows` until the test ends. */
  function countCommits(t: { after(fn: () => void): void }) {
    const seen = { commits: 0 };
    const stop = database.commits.onCommitOf('watched_rows', () => {
      seen.commits += 1;
    });
    t.after(stop);
    return seen;
  }

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-commit-watch-'));
    database = await openDatabase({ databaseUrl, schema, dataDir, pgliteInMemory: true });
    db = database.db as unknown as Kysely<Tables>;
    await sql`create table watched_rows (id int primary key)`.execute(db);
    await sql`create table other_rows (id int primary key)`.execute(db);
  });
  after(async () => {
    await database.close();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a transaction that inserted is told once, after its commit', async (t) => {
    const seen = countCommits(t);
    await db.transaction().execute(async (trx) => {
      await insert(trx);
      await insert(trx);
      await turn();
      assert.equal(seen.commits, 0, 'not before the commit');
    });
    assert.equal(seen.commits, 0, 'in a task of its own, not within the commit');
    await turn();
    assert.equal(seen.commits, 1);
  });

  test('a transaction that rolls back is not told of', async (t) => {
    const seen = countCommits(t);
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await insert(trx);
        throw new Error('the change fails');
      }),
      /the change fails/,
    );
    await turn();
    assert.equal(seen.commits, 0);
    // The connection's next transaction starts afresh: one that inserts nothing is not told of either.
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('watched_rows').select('id').execute();
    });
    await turn();
    assert.equal(seen.commits, 0);
  });

  test('an insert outside a transaction is told of as it is done', async (t) => {
    const seen = countCommits(t);
    await insert(db);
    await turn();
    assert.equal(seen.commits, 1);
  });

  test('an insert among the common table expressions of a statement is told of', async (t) => {
    const seen = countCommits(t);
    // One statement that inserts into another table and, in a CTE, into the watched one (as a checkout
    // writes its order and its events at once), outside a transaction, then inside one.
    const both = (into: Kysely<Tables>) =>
      into
        .with('watched', (creator) =>
          creator.insertInto('watched_rows').values({ id: ++nextId }).returning('id'),
        )
        .insertInto('other_rows')
        .values({ id: ++nextId })
        .execute();
    await both(db);
    await turn();
    assert.equal(seen.commits, 1);
    await db.transaction().execute(async (trx) => {
      await both(trx);
      await turn();
      assert.equal(seen.commits, 1, 'not before the commit');
    });
    await turn();
    assert.equal(seen.commits, 2);
    // A CTE that only reads the watched table is not an insert into it.
    await db
      .with('read', (creator) => creator.selectFrom('watched_rows').select('id'))
      .insertInto('other_rows')
      .values({ id: ++nextId })
      .execute();
    await turn();
    assert.equal(seen.commits, 2);
  });

  test('inserts into other tables, and watches undone, are not told of', async (t) => {
    const seen = countCommits(t);
    let undone = 0;
    const stop = database.commits.onCommitOf('watched_rows', () => {
      undone += 1;
    });
    stop();
    await db.transaction().execute(async (trx) => {
      await insert(trx, 'other_rows');
    });
    await insert(db, 'other_rows');
    await turn();
    assert.equal(seen.commits, 0);
    await insert(db);
    await turn();
    assert.deepEqual([seen.commits, undone], [1, 0]);
  });

  test('a Kysely with a plugin shares the watch; a failing callback does not fail the commit', async (t) => {
    const seen = countCommits(t);
    t.after(
      database.commits.onCommitOf('watched_rows', () => {
        throw new Error('a broken callback');
      }),
    );
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    };
    await db
      .withPlugin(plugin)
      .transaction()
      .execute((trx) => insert(trx));
    await turn();
    assert.equal(seen.commits, 1);
    const rows = await db.selectFrom('watched_rows').select('id').where('id', '=', nextId).execute();
    assert.deepEqual(rows, [{ id: nextId }], 'committed');
  });
});
