// The embedded database takes turns with the event loop (db/turn-taking.ts): PGlite's one connection runs
// in this process, and without a turn now and then, transactions queued on it ran one after another
// without the event loop turning once (timers, sockets and the load shedding's sampling waited for all of
// them). On PostgreSQL the connections are sockets, which turn the loop by themselves.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { createPglite, type DatabaseHandle, openDatabase } from '../src/db/connect';
import { withTurnTaking } from '../src/db/turn-taking';

interface Tables {
  rows: { id: number };
}

/**
 * Starts `count` small transactions at once on `db`, and says how many had finished when a timer queued
 * meanwhile ran: what the event loop would run between two of them (a socket's data, the load shedding's
 * sample), if it turns. Every transaction is checked to have committed.
 */
async function finishedWhenTheLoopTurned(db: Kysely<Tables>, count: number): Promise<number> {
  await sql`create table if not exists rows (id int primary key)`.execute(db);
  await db.deleteFrom('rows').execute();
  let finished = 0;
  const transactions = Array.from({ length: count }, (_, index) =>
    db.transaction().execute(async (trx) => {
      await trx.insertInto('rows').values({ id: index }).execute();
      await trx.selectFrom('rows').select('id').where('id', '=', index).execute();
      finished += 1;
    }),
  );
  const atTheTurn = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
  await Promise.all(transactions);
  assert.equal(finished, count);
  const counted = await db
    .selectFrom('rows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(counted.n), count);
  return atTheTurn;
}

describe('the embedded database takes turns with the event loop', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-turn-taking-'));
    database = await openDatabase({ dataDir, pgliteInMemory: true });
  });
  after(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("the app's PGlite: a timer queued while 400 transactions wait runs before the last of them", async () => {
    // 400 transactions of two statements take PGlite far longer than the 10 ms after which the loop turns.
    const atTheTurn = await finishedWhenTheLoopTurned(database.db as unknown as Kysely<Tables>, 400);
    assert.ok(atTheTurn < 400, `the loop turned only after ${atTheTurn} of 400`);
  });

  test('the loop turns once the connection has been passed on for 10 ms since its last turn', async () => {
    // A clock of the test's: each look at it is 4 ms later, so a turn comes every third hand-over.
    let clock = 0;
    const now = () => {
      clock += 4;
      return clock;
    };
    const client = await createPglite();
    const db = new Kysely<Tables>({
      dialect: withTurnTaking(new PGliteDialect(client), { maxHoldMs: 10, now }),
    });
    try {
      const atTheTurn = await finishedWhenTheLoopTurned(db, 40);
      assert.ok(atTheTurn <= 3, `the loop turned only after ${atTheTurn} of 40`);
    } finally {
      await db.destroy();
    }
  });
});
