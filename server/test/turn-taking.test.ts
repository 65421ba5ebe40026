// The embedded database takes turns with the event loop (db/turn-taking.ts): PGlite's one connection runs
// in this process, and without a turn at each hand-over, transactions queued on it ran one after another
// without the event loop turning once (timers, sockets and the load shedding's sampling waited for all of
// them). On PostgreSQL the connections are sockets, which turn the loop by themselves.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../src/db/connect';

interface Tables {
  rows: { id: number };
}

describe('the embedded database takes turns with the event loop', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let db: Kysely<Tables>;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-turn-taking-'));
    database = await openDatabase({ dataDir, pgliteInMemory: true });
    db = database.db as unknown as Kysely<Tables>;
    await sql`create table rows (id int primary key)`.execute(db);
  });
  after(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a task queued while 40 transactions wait for the connection runs before the last of them', async () => {
    let finished = 0;
    const transactions = Array.from({ length: 40 }, (_, index) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('rows').values({ id: index }).execute();
        await trx.selectFrom('rows').select('id').where('id', '=', index).execute();
        finished += 1;
      }),
    );
    // A timer's turn: what the event loop would run between two transactions (a socket's data, the
    // load shedding's sample), if it turns.
    const finishedWhenTheLoopTurned = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(finished), 0),
    );
    await Promise.all(transactions);
    assert.equal(finished, 40);
    assert.ok(
      finishedWhenTheLoopTurned < 10,
      `the loop turned only after ${finishedWhenTheLoopTurned} of 40`,
    );
    const { count } = await db
      .selectFrom('rows')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count), 40);
  });
});
