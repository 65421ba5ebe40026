// The embedded database's table of type parsers (db/connect.ts, dropSystemRowArrayParsers): PGlite copies
// the whole table for every result it parses, and at open it holds a parser for each array type of the
// database, those of the system catalogs' row types included. The app's instance drops those, and reads
// every value exactly as an instance with the full table does.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../src/db/connect';

const systemArrayTypeIds = (parsers: Record<string, unknown>) =>
  Object.keys(parsers)
    .map(Number)
    .filter((typeId) => typeId >= 10_000 && typeId < 16_384);

// One row of the kinds of values the app's statements return, arrays of its own enum among them.
const VALUES = `
  select 'a'::text as text, 42::int4 as int4, 9007199254740993::int8 as int8, 1.5::numeric as numeric,
    true as bool, '2026-11-28'::date as date, '2026-11-28T10:00:00Z'::timestamptz as at,
    '{"en":"Tea"}'::jsonb as names, '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001'::uuid as id,
    array['a','b']::text[] as texts, array['5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001']::uuid[] as ids,
    array[1,2]::int4[] as ints, array['{"a":1}']::jsonb[] as documents,
    array['pending','ready']::status[] as statuses, 'ready'::status as status`;

describe('the embedded database parses values', () => {
  let folder: string;
  // What each instance held at open, and what it read.
  const full = { parsers: {} as Record<string, unknown>, row: {} as Record<string, unknown> };
  const app = { parsers: {} as Record<string, unknown>, row: {} as Record<string, unknown> };

  before(async () => {
    // A database with an enum of its own, as the app's migrations make them; each instance opens it then.
    folder = await mkdtemp(path.join(tmpdir(), 'pglite-parsers-'));
    const making = await PGlite.create({ dataDir: folder });
    await making.exec(`create type status as enum ('pending', 'ready')`);
    await making.close();
    // The full table: PGlite as it opens, with the app's one parser of its own (dates stay text).
    const plain = await PGlite.create({ dataDir: folder, parsers: { 1082: (value: string) => value } });
    full.parsers = { ...plain.parsers };
    full.row = (await plain.query<Record<string, unknown>>(VALUES)).rows[0] ?? {};
    await plain.close();
    const client = await createPglite(folder);
    app.parsers = { ...client.parsers };
    app.row = (await client.query<Record<string, unknown>>(VALUES)).rows[0] ?? {};
    await client.close();
  });
  after(() => rm(folder, { recursive: true, force: true }));

  test('without the parsers of the system catalogs’ row arrays, which PGlite holds at open', () => {
    assert.ok(
      systemArrayTypeIds(full.parsers).length > 100,
      `PGlite held ${systemArrayTypeIds(full.parsers).length} of them`,
    );
    assert.deepEqual(systemArrayTypeIds(app.parsers), []);
    assert.ok(Object.keys(app.parsers).length < Object.keys(full.parsers).length / 2);
  });

  test('every value the app reads as the full table reads it', () => {
    assert.deepEqual(app.row, full.row);
    // And as the app expects them: arrays as arrays (its own enum's too), dates as text, numbers as numbers.
    assert.deepEqual(app.row.texts, ['a', 'b']);
    assert.deepEqual(app.row.statuses, ['pending', 'ready']);
    assert.deepEqual(app.row.ints, [1, 2]);
    assert.equal(app.row.date, '2026-11-28');
    assert.equal(app.row.int4, 42);
  });
});
