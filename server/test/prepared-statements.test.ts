// Kysely's PostgreSQL pool with prepared statements: a parameterised text gets one name for good, a
// text without parameters stays unnamed (it may hold several commands), and past the cap texts run
// unnamed. On PostgreSQL itself, every server test runs through it (.ci/run's second server pass).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type pg from 'pg';
import { withPreparedStatements } from '../src/db/prepared-statements';

function fakePool() {
  const sent: unknown[][] = [];
  const released: number[] = [];
  let clients = 0;
  const pool = {
    connect: async () => {
      const id = ++clients;
      return {
        query: async (...args: unknown[]) => {
          sent.push(args);
          return { rows: [], rowCount: 0, command: 'SELECT' };
        },
        release: () => released.push(id),
      };
    },
    end: async () => undefined,
  };
  return { pool: pool as unknown as pg.Pool, sent, released };
}

describe('prepared statements', () => {
  test('a parameterised text has one name on every connection; one without parameters has none', async () => {
    const { pool, sent, released } = fakePool();
    const prepared = withPreparedStatements(pool);
    const first = await prepared.connect();
    await first.query('select * from users where id = $1', ['a']);
    await first.query('select * from users where id = $1', ['b']);
    await first.query('select * from orders where id = $1', ['c']);
    await first.query('begin', []);
    first.release();
    const second = await prepared.connect();
    await second.query('select * from users where id = $1', ['d']);
    second.release();

    assert.deepEqual(sent, [
      [{ name: 'k1', text: 'select * from users where id = $1', values: ['a'] }],
      [{ name: 'k1', text: 'select * from users where id = $1', values: ['b'] }],
      [{ name: 'k2', text: 'select * from orders where id = $1', values: ['c'] }],
      ['begin', []],
      [{ name: 'k1', text: 'select * from users where id = $1', values: ['d'] }],
    ]);
    assert.deepEqual(released, [1, 2]);
  });

  test('past the cap, new texts run unnamed while the named ones keep their names', async () => {
    const { pool, sent } = fakePool();
    const client = await withPreparedStatements(pool, 2).connect();
    for (const table of ['a', 'b', 'c', 'a']) await client.query(`select * from ${table} where id = $1`, [1]);
    assert.deepEqual(
      sent.map(([query]) => (query as { name?: string }).name),
      ['k1', 'k2', undefined, 'k1'],
    );
  });
});
