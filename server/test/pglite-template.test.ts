import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, embeddedDataPath, pgliteDatabase } from '../src/db/connect';
import { migrate } from '../src/db/migrator';
import {
  buildDemoTemplate,
  copySparse,
  demoTemplateKey,
  startFromTemplate,
  templateKey,
} from '../src/db/pglite-template';
import { DEMO_USER, seedDemoData } from '../src/demo-data';
import { MIGRATIONS_DIR } from '../src/paths';
import { demoCatalog } from './support/catalog';

// Issue 12: a new embedded database starts as a copy of a migrated template instead of running initdb.
// The copy must be the same database the migrations make step by step, and still take the demo data.

const scratch = mkdtempSync(path.join(tmpdir(), 'loyalty-template-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Tables, columns, indexes and constraints of the public schema, and the applied migrations. */
async function shape(query: PGlite['query']): Promise<unknown> {
  const rows = async (sql: string) => (await query(sql)).rows;
  return {
    columns: await rows(`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    indexes: await rows(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
    constraints: await rows(`select conname, pg_get_constraintdef(oid) as definition from pg_constraint
      where connamespace = 'public'::regnamespace order by conname`),
    migrations: await rows('select version from schema_migrations order by version'),
  };
}

test('a new DATA_DIR started from the template is the database the migrations make, and takes the demo data', async () => {
  const cache = path.join(scratch, 'cache');
  const dataDir = path.join(scratch, 'data');
  assert.equal(await startFromTemplate(embeddedDataPath(dataDir), cache), 'migrated');
  assert.deepEqual(readdirSync(cache), [templateKey()], 'one template, named by the migrations');
  assert.deepEqual(
    readdirSync(dataDir),
    ['pgdata'],
    'copied beside its place and renamed: nothing left over',
  );
  // A folder that already holds a database is left alone.
  assert.equal(await startFromTemplate(embeddedDataPath(dataDir), cache), false);

  const copiedClient = await createPglite(embeddedDataPath(dataDir));
  const copied = pgliteDatabase(copiedClient);
  const stepByStep = await createPglite();
  try {
    assert.deepEqual(await migrate(copied.migrationTarget), [], 'nothing left to migrate');
    await migrate(pgliteDatabase(stepByStep).migrationTarget);
    assert.deepEqual(
      await shape(copiedClient.query.bind(copiedClient)),
      await shape(stepByStep.query.bind(stepByStep)),
    );
    // Only the app's database: initdb's template0 and template1 are not copied into every new folder.
    const databases = await copiedClient.query<{ datname: string }>('select datname from pg_database');
    assert.deepEqual(
      databases.rows.map((row) => row.datname),
      ['postgres'],
    );
    assert.deepEqual(readdirSync(path.join(embeddedDataPath(dataDir), 'base')), [
      String((await copiedClient.query<{ oid: number }>(`select oid from pg_database`)).rows[0]?.oid),
    ]);
    await seedDemoData(copied.db, demoCatalog(copied.db));
    const places = await copiedClient.query<{ count: number }>(
      'select count(*)::int as count from providers',
    );
    assert.ok((places.rows[0]?.count ?? 0) >= 3, 'the demo places');
  } finally {
    await copied.close();
    await stepByStep.close();
  }
});

test('the template is named by every migration: a changed migration gets a new one', async () => {
  const migrations = path.join(scratch, 'migrations');
  cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
  const before = templateKey(migrations);
  assert.equal(templateKey(migrations), before, 'the same migrations, the same name');
  const last = readdirSync(migrations).sort().at(-1) as string;
  writeFileSync(path.join(migrations, last), '-- changed\n', { flag: 'a' });
  assert.notEqual(templateKey(migrations), before);
  assert.ok(!existsSync(path.join(migrations, 'PG_VERSION')));
});

test('a data folder with files but no database is not copied over', async () => {
  const cache = path.join(scratch, 'cache');
  const pgdata = embeddedDataPath(path.join(scratch, 'half'));
  mkdirSync(pgdata, { recursive: true });
  writeFileSync(path.join(pgdata, 'postgresql.conf'), '# mine\n');
  assert.equal(await startFromTemplate(pgdata, cache), false);
  assert.deepEqual(readdirSync(pgdata), ['postgresql.conf']);
  // An empty one is.
  const empty = embeddedDataPath(path.join(scratch, 'empty'));
  mkdirSync(empty, { recursive: true });
  assert.equal(await startFromTemplate(empty, cache), 'migrated');
  assert.ok(existsSync(path.join(empty, 'PG_VERSION')));
});

test('a large file is copied without its blocks of zeros, and reads back the same', async () => {
  // As the WAL segment: written at the start and in places, zeros up to its full 16 MiB.
  const content = Buffer.alloc(16 * 1024 * 1024);
  content.write('first records', 0);
  content.fill(7, 1024 * 1024, 1024 * 1024 + 20_000);
  content.write('a lone record', 9 * 1024 * 1024 + 5);
  const from = path.join(scratch, 'segment');
  const to = path.join(scratch, 'segment-copy');
  writeFileSync(from, content);

  await copySparse(from, to);

  assert.ok(readFileSync(to).equals(content), 'the same bytes, the zeros too');
  const allocated = statSync(to).blocks * 512;
  assert.ok(allocated < 1024 * 1024, `only the written blocks take disk space (${allocated} B)`);
});

test('a built template is copied while the main thread is busy: every copy is started when the call returns', async () => {
  const cache = path.join(scratch, 'cache');
  const template = path.join(cache, templateKey());
  assert.ok(existsSync(path.join(template, 'PG_VERSION')), 'built by the first test');
  const pgdata = embeddedDataPath(path.join(scratch, 'started'));
  /** Each file's path and size; without the WAL segment, whose zeros are skipped on the main thread. */
  const filesOf = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => `${path.relative(dir, file)} ${statSync(file).size}`)
      .filter((file) => !file.startsWith('pg_wal'))
      .sort();
  const expected = filesOf(template);

  const copied = startFromTemplate(pgdata, cache);
  try {
    // The server's entry loads its modules at this point, the main thread busy for a second or more:
    // the copy must go on meanwhile. Here the main thread is kept busy until the files are there.
    const [copying] = readdirSync(path.dirname(pgdata)).filter((name) => name.startsWith('pgdata.copying-'));
    assert.ok(copying, 'the copy is under way beside its place');
    const busyUntil = Date.now() + 60_000;
    let seen = filesOf(path.join(path.dirname(pgdata), copying));
    while (seen.join() !== expected.join() && Date.now() < busyUntil) {
      seen = filesOf(path.join(path.dirname(pgdata), copying));
    }
    assert.deepEqual(seen, expected, 'every file copied without an event-loop turn');
  } finally {
    assert.equal(await copied, 'migrated');
  }
  assert.deepEqual(filesOf(pgdata), expected);
});

test('a new DATA_DIR with the demo data starts from the demo template of the running server, when one is built', async () => {
  const cache = path.join(scratch, 'demo-cache');
  const serverCode = path.join(scratch, 'server.js');
  writeFileSync(serverCode, '// one build of the server\n');
  const withDemoData = { demoDataOf: serverCode };
  // None built yet: the migrated template, and the start writes the demo data.
  assert.equal(
    await startFromTemplate(embeddedDataPath(path.join(scratch, 'before')), cache, withDemoData),
    'migrated',
  );

  let seeded = 0;
  /** As the build's seed: a first start on the folder, writing the demo data. */
  const seed = async (dataDir: string) => {
    seeded += 1;
    assert.equal(await startFromTemplate(embeddedDataPath(dataDir), cache), 'migrated');
    const database = pgliteDatabase(await createPglite(embeddedDataPath(dataDir)));
    try {
      await seedDemoData(database.db, demoCatalog(database.db));
    } finally {
      await database.close();
    }
  };
  const demo = await buildDemoTemplate(serverCode, seed, cache);
  assert.equal(path.basename(demo), demoTemplateKey(serverCode));
  assert.equal(await buildDemoTemplate(serverCode, seed, cache), demo, 'built once per build of the server');
  assert.equal(seeded, 1);

  const dataDir = path.join(scratch, 'demo');
  assert.equal(await startFromTemplate(embeddedDataPath(dataDir), cache, withDemoData), 'demo');
  assert.deepEqual(readdirSync(dataDir), ['pgdata']);
  // Without the demo data, the migrated template as before.
  assert.equal(await startFromTemplate(embeddedDataPath(path.join(scratch, 'plain')), cache), 'migrated');
  const client = await createPglite(embeddedDataPath(dataDir));
  try {
    assert.deepEqual(await migrate(pgliteDatabase(client).migrationTarget), [], 'nothing left to migrate');
    const demoUser = await client.query<{ email: string }>('select email from users where id = $1', [
      DEMO_USER.id,
    ]);
    assert.deepEqual(demoUser.rows, [{ email: DEMO_USER.email }], 'the demo customer');
    const places = await client.query<{ count: number }>('select count(*)::int as count from providers');
    assert.ok((places.rows[0]?.count ?? 0) >= 3, 'the demo places');
  } finally {
    await client.close();
  }

  // Another build of the server has another demo template, and the last build's is removed with it.
  writeFileSync(serverCode, '// the next build\n', { flag: 'a' });
  assert.notEqual(demoTemplateKey(serverCode), path.basename(demo));
  assert.equal(
    await startFromTemplate(embeddedDataPath(path.join(scratch, 'next')), cache, withDemoData),
    'migrated',
  );
  // (Its data do not matter here: the migrated template alone.)
  const next = await buildDemoTemplate(
    serverCode,
    async (nextDataDir) => void (await startFromTemplate(embeddedDataPath(nextDataDir), cache)),
    cache,
  );
  assert.deepEqual(
    readdirSync(cache).filter((name) => name.startsWith('demo-')),
    [path.basename(next)],
  );
});
