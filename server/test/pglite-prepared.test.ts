// The embedded database's prepared statements (db/pglite-prepared.ts): a parameterised statement is
// prepared once and then run by name, with its values written and read exactly as PGlite's own `query`
// writes and reads them, its errors as PGlite reports them, and PGlite's locks kept.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { messages, type PGlite } from '@electric-sql/pglite';
import { createPglite } from '../src/db/connect';
import { type PgliteQueries, withPglitePreparedStatements } from '../src/db/pglite-prepared';

const preparedTexts = async (client: PGlite): Promise<string[]> =>
  (
    await client.query<{ statement: string }>(
      `select statement from pg_prepared_statements where not from_sql order by statement`,
    )
  ).rows.map((row) => row.statement);

// The kinds of values the app's statements send and read, each through a parameter.
const ROUND_TRIP = `
  select $1::text as text, $2::int4 as int4, $3::int8 as int8, $4::numeric as numeric, $5::bool as bool,
    $6::date as date, $7::timestamptz as at, $8::jsonb as document, $9::uuid as id, $10::text[] as texts,
    $11::uuid[] as ids, $12::jsonb as list, $13::text as nothing, $14::status as status,
    $15::status[] as statuses, $16::int4[] as ints`;
const ROUND_TRIP_VALUES = [
  'tea, "with" milk',
  42,
  '9007199254740993',
  '1.50',
  true,
  '2026-11-29',
  new Date('2026-11-29T10:15:00.123Z'),
  { en: 'Tea', es: 'Té', nested: [1, { a: null }] },
  '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001',
  ['a', 'b,c', 'd "e"'],
  ['5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001'],
  [{ a: 1 }, 'two'],
  null,
  'ready',
  ['pending', 'ready'],
  [1, 2, 3],
];

describe('the embedded database prepares its statements', () => {
  let client: PGlite;
  let prepared: PgliteQueries;

  before(async () => {
    client = await createPglite();
    await client.exec(`
      create type status as enum ('pending', 'ready');
      create table drinks (id int primary key, name text not null unique, price numeric not null);`);
    // PGlite knows the array types that existed when it opened; the enum's is new.
    await client.refreshArrayTypes();
    prepared = withPglitePreparedStatements(client);
  });
  after(() => client.close());

  test('values go in and come out as PGlite’s own query makes them', async () => {
    const own = await client.query(ROUND_TRIP, ROUND_TRIP_VALUES);
    const ours = await prepared.query(ROUND_TRIP, ROUND_TRIP_VALUES);
    assert.deepEqual(ours.rows, own.rows);
    assert.deepEqual(ours.fields, own.fields);
    assert.equal(ours.affectedRows, own.affectedRows);
    // And as the app expects them: a timestamp as a Date, arrays as arrays, JSON as objects, null as null.
    const row = ours.rows[0] as Record<string, unknown>;
    assert.deepEqual(row.at, new Date('2026-11-29T10:15:00.123Z'));
    assert.deepEqual(row.texts, ['a', 'b,c', 'd "e"']);
    assert.deepEqual(row.statuses, ['pending', 'ready']);
    assert.deepEqual(row.document, { en: 'Tea', es: 'Té', nested: [1, { a: null }] });
    assert.equal(row.nothing, null);
    assert.equal(row.date, '2026-11-29');
  });

  test('a statement is prepared once, then run by name', async () => {
    const text = 'select name from drinks where id = $1';
    for (let round = 0; round < 3; round += 1) await prepared.query(text, [round]);
    assert.deepEqual(
      (await preparedTexts(client)).filter((statement) => statement === text),
      [text],
    );
  });

  test('changes are counted as PGlite counts them', async () => {
    const inserted = await prepared.query(
      'insert into drinks (id, name, price) values ($1, $2, $3), ($4, $5, $6)',
      [1, 'Tea', 2.5, 2, 'Coffee', '1.80'],
    );
    assert.equal(inserted.affectedRows, 2);
    const updated = await prepared.query('update drinks set price = price + $1 where id >= $2', [1, 1]);
    assert.equal(updated.affectedRows, 2);
    const read = await prepared.query<{ name: string; price: string }>(
      'select name, price from drinks where price > $1 order by id',
      [0],
    );
    assert.deepEqual(read.rows, [
      { name: 'Tea', price: '3.5' },
      { name: 'Coffee', price: '2.80' },
    ]);
    const deleted = await prepared.query('delete from drinks where id = $1', [2]);
    assert.equal(deleted.affectedRows, 1);
  });

  test('a database error is PGlite’s, with the statement, and the next statement runs', async () => {
    const text = 'insert into drinks (id, name, price) values ($1, $2, $3)';
    await prepared.query(text, [10, 'Chai', 3]);
    const refused = await prepared.query(text, [11, 'Chai', 3]).then(
      () => assert.fail('a second Chai was accepted'),
      (error: unknown) => error,
    );
    assert.ok(refused instanceof messages.DatabaseError);
    assert.equal(refused.code, '23505');
    assert.equal(refused.constraint, 'drinks_name_key');
    assert.equal((refused as { query?: string }).query, text);
    assert.deepEqual((await prepared.query('select name from drinks where id = $1', [10])).rows, [
      { name: 'Chai' },
    ]);
    // Inside a transaction too: the error aborts it, and the rollback leaves nothing of it.
    await prepared.query('begin');
    await prepared.query(text, [12, 'Mate', 3]);
    await assert.rejects(prepared.query(text, [13, 'Mate', 3]), { code: '23505' });
    await prepared.query('rollback');
    assert.deepEqual((await prepared.query('select id from drinks where id = $1', [12])).rows, []);
  });

  test('a statement a migration made stale is prepared again at its next use', async () => {
    await client.exec(
      `create table sizes (id int primary key, label text); insert into sizes values (1, 'small');`,
    );
    const text = 'select * from sizes where id = $1';
    assert.deepEqual((await prepared.query(text, [1])).rows, [{ id: 1, label: 'small' }]);
    await client.exec(`alter table sizes add column millilitres int not null default 250`);
    // PostgreSQL refuses a plan whose columns changed; the statement is forgotten, and prepared anew.
    await assert.rejects(prepared.query(text, [1]), { code: '0A000' });
    assert.deepEqual((await prepared.query(text, [1])).rows, [{ id: 1, label: 'small', millilitres: 250 }]);
  });

  test('statements without parameters, and those beyond the cap, run as PGlite runs them', async () => {
    const capped = withPglitePreparedStatements(client, 1);
    const preparedBefore = (await preparedTexts(client)).length;
    assert.deepEqual((await capped.query('select 1 as one')).rows, [{ one: 1 }]);
    assert.deepEqual((await capped.query('select $1::int + 1 as two', [1])).rows, [{ two: 2 }]);
    assert.deepEqual((await capped.query('select $1::int + 2 as three', [1])).rows, [{ three: 3 }]);
    // One statement prepared by the capped instance: the first with parameters.
    assert.equal((await preparedTexts(client)).length, preparedBefore + 1);
  });

  test('a statement waits for a transaction of PGlite’s own to end', async () => {
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let inTransaction = (): void => {};
    const started = new Promise<void>((resolve) => {
      inTransaction = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into drinks (id, name, price) values ($1, $2, $3)', [20, 'Cocoa', 3]);
      inTransaction();
      await held;
      await tx.rollback();
    });
    await started;
    const read = prepared.query('select count(*)::int as count from drinks where id = $1', [20]);
    let answered = false;
    void read.then(() => {
      answered = true;
    });
    // The transaction is held until the read has had every chance to run.
    await new Promise<void>((resolve) => setImmediate(resolve));
    assert.equal(answered, false, 'the read ran inside another transaction');
    finish();
    await transaction;
    // Rolled back before the read ran: the read never saw the transaction's row.
    assert.deepEqual((await read).rows, [{ count: 0 }]);
  });
});
