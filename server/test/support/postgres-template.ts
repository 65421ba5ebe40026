import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { openDatabase } from '../../src/db/connect';
import { migrate } from '../../src/db/migrator';
import { seedDemoData } from '../../src/demo-data';
import { demoCatalog } from './catalog';
import { databaseUrlFor, runStatements } from './postgres-admin';

// On PostgreSQL a test app used to get a new schema, the migrations and the demo data: some 7,700
// statements, 3 s on an idle machine and 12-35 s with CI running beside it, for each of the suite's
// hundred-odd apps (issue 23: the longest step of CI). So a run builds two template databases once (one
// migrated, one seeded too), and each test app gets a copy of one (CREATE DATABASE ... TEMPLATE: a
// fraction of a second), its schema renamed to a name of its own. Without server/test/run.ts (a test file
// run on its own) a test app makes its schema as before.

/** What server/test/run.ts tells the test processes: the two template databases' names. */
export const PG_TEMPLATES_ENV = 'LOYALTY_TEST_PG_TEMPLATES';

/** The schema the templates' tables are in; each copy renames it to the copy's own name. */
const TEMPLATE_SCHEMA = 'loyalty_test_template';

interface TemplateNames {
  migrated: string;
  seeded: string;
  /** What the names of the run's test databases start with. */
  copies: string;
}

/**
 * Ends the sessions still open on the database `name`: a database is copied only when nobody is connected
 * to it, and a pool's closed connections may still be ending on the server (its listener's too).
 */
const withoutSessions = (name: string) =>
  `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`;

/** Migrates (and seeds) the template database `name`; its connections are closed when this returns. */
async function fill(databaseUrl: string, name: string, seeded: boolean): Promise<void> {
  // dataDir is PGlite's folder only: unused on PostgreSQL.
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(databaseUrl, name),
    schema: TEMPLATE_SCHEMA,
    dataDir: tmpdir(),
  });
  try {
    await migrate(database.migrationTarget);
    if (seeded) await seedDemoData(database.db, demoCatalog(database.db));
  } finally {
    await database.close();
  }
}

/**
 * Builds the run's two template databases on the server of `databaseUrl`; returns the value of
 * PG_TEMPLATES_ENV for the test processes and `drop`, which removes both at the end of the run.
 */
export async function writePostgresTemplates(
  databaseUrl: string,
): Promise<{ env: string; drop: () => Promise<void> }> {
  const runId = randomUUID().replaceAll('-', '').slice(0, 6);
  const names: TemplateNames = {
    migrated: `loyalty_tpl_${runId}_m`,
    seeded: `loyalty_tpl_${runId}_s`,
    copies: `test_${runId}_`,
  };
  // The templates, and the test databases a test kept (`keepData`) or a killed test process left.
  const drop = async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname = ANY($1) OR starts_with(datname, $2)',
        [[names.migrated, names.seeded], names.copies],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    await runStatements(databaseUrl, `CREATE DATABASE ${names.migrated}`);
    await fill(databaseUrl, names.migrated, false);
    await runStatements(
      databaseUrl,
      withoutSessions(names.migrated),
      `CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`,
    );
    await fill(databaseUrl, names.seeded, true);
    await runStatements(databaseUrl, withoutSessions(names.seeded));
  } catch (error) {
    await drop();
    throw error;
  }
  return { env: JSON.stringify(names), drop };
}

/** A test app's database: its URL and its schema, and how to remove it. */
export interface PostgresTestDatabase {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/**
 * A new database for one test app, a copy of the run's template (seeded or only migrated) on the server
 * of `databaseUrl`, or undefined when this process has no templates (a test file run on its own).
 */
export async function postgresTestDatabase(
  databaseUrl: string,
  seeded: boolean,
): Promise<PostgresTestDatabase | undefined> {
  const names = process.env[PG_TEMPLATES_ENV];
  if (!names) return undefined;
  const templates = JSON.parse(names) as TemplateNames;
  const template = templates[seeded ? 'seeded' : 'migrated'];
  // 37 characters, as the schemas' names were: the live events' channels add theirs to it, within
  // PostgreSQL's 63.
  const name = `${templates.copies}${randomUUID()
    .replaceAll('-', '')
    .slice(0, 37 - templates.copies.length)}`;
  const url = databaseUrlFor(databaseUrl, name);
  await runStatements(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  await runStatements(url, `ALTER SCHEMA ${TEMPLATE_SCHEMA} RENAME TO ${name}`);
  return {
    url,
    schema: name,
    // From the database the URL named first: a database cannot be dropped from a connection to itself.
    drop: () => runStatements(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
