import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import { type CommitWatch, withCommitWatch } from './commit-watch';
import { embeddedDataPath } from './embedded-path';
import type { MigrationTarget } from './migrator';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications';
import { withPglitePreparedStatements } from './pglite-prepared';
import { withPreparedStatements } from './prepared-statements';
import type { Database } from './schema';
import { withTurnTaking } from './turn-taking';

/** pg, loaded on PostgreSQL only: the embedded database's start does without it (issue 27). */
const loadPg = () => import('pg');

const DATE_OID = 1082;
// A DATE is a calendar day, not an instant: keep 'YYYY-MM-DD' instead of a Date shifted by the local zone.
const keepDateAsText = (value: string) => value;

export interface DatabaseHandle {
  db: Kysely<Database>;
  migrationTarget: MigrationTarget;
  /** LISTEN/NOTIFY on this database (a connection of its own on PostgreSQL, closed with the handle). */
  notifications: Notifications;
  /** This process's commits that wrote into a table, told as they happen (commit-watch.ts). */
  commits: CommitWatch;
  /** PostgreSQL only: the pool's connections lent out, and the queries waiting for one (metrics). */
  poolStats?(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

/** A query that took longer than the slow-query threshold: its SQL text (never its parameters). */
export interface SlowQuery {
  sql: string;
  durationMs: number;
}

/** Kysely's `log` option reporting the queries slower than `slowQueryMs` (none when 0 or absent). */
function slowQueryLog(options: Pick<DatabaseOptions, 'slowQueryMs' | 'onSlowQuery'>) {
  const { slowQueryMs, onSlowQuery } = options;
  if (!slowQueryMs || !onSlowQuery) return undefined;
  return (event: LogEvent) => {
    if (event.queryDurationMillis >= slowQueryMs) {
      onSlowQuery({ sql: event.query.sql, durationMs: Math.round(event.queryDurationMillis) });
    }
  };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: a schema to use instead of `public`; created when missing. */
  schema?: string;
  /** PostgreSQL only: the most connections open at once (default 10). */
  poolMax?: number;
  dataDir: string;
  /**
   * PGlite only: a data folder dumped by PGlite's `dumpDataDir`, which a new data folder starts from
   * instead of an empty database (the tests start every app from one migrated template).
   */
  pgliteTemplate?: Blob;
  /** PGlite only: keep the database in memory, not in `dataDir` (tests whose data need not outlive the app). */
  pgliteInMemory?: boolean;
  /** Failures of the notifications' connection (PostgreSQL), which is reopened after them. */
  onNotificationsError?: (error: unknown) => void;
  /** Queries that take at least this long are handed to `onSlowQuery` (SLOW_QUERY_MS; 0: none). */
  slowQueryMs?: number;
  onSlowQuery?: (query: SlowQuery) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = await openPostgres(
      options.databaseUrl,
      options.schema,
      options.poolMax,
      slowQueryLog(options),
    );
    const notifications = postgresNotifications(
      options.databaseUrl,
      options.onNotificationsError ?? (() => {}),
    );
    return {
      ...handle,
      notifications,
      close: async () => {
        await notifications.close();
        await handle.close();
      },
    };
  }
  const log = slowQueryLog(options);
  if (options.pgliteInMemory) {
    return pgliteDatabase(await createPglite(undefined, options.pgliteTemplate), log);
  }
  const pgdata = embeddedDataPath(options.dataDir);
  mkdirSync(pgdata, { recursive: true });
  const isNew = !existsSync(path.join(pgdata, 'PG_VERSION'));
  return pgliteDatabase(await createPglite(pgdata, isNew ? options.pgliteTemplate : undefined), log);
}

export { embeddedDataPath } from './embedded-path';

/**
 * PostgreSQL's buffer cache inside PGlite's WASM memory. PGlite's default (160 MB) was touched at start,
 * as good as all of it: 110 MiB of the server's resident memory before it served anything (issue 27).
 * The embedded database is one place's or a few places' data; pages beyond the cache are read from the
 * operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** A PGlite instance with the app's type parsers: in `pgdata`, or in memory; optionally loaded from a dump. */
export async function createPglite(pgdata?: string, loadDataDir?: Blob): Promise<PGlite> {
  const client = await PGlite.create({
    ...(pgdata ? { dataDir: pgdata } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    parsers: { [DATE_OID]: keepDateAsText },
  });
  dropSystemRowArrayParsers(client.parsers);
  return client;
}

/**
 * PostgreSQL numbers the objects initdb creates for the system catalogs and information_schema from
 * 10,000 up to 16,383 (FirstGenbkiObjectId, FirstNormalObjectId); the database's own types come after.
 */
const SYSTEM_OBJECT_IDS = { from: 10_000, below: 16_384 };

/**
 * PGlite (0.4) registers a parser for every array type at open, 316 of them, and copies its whole table
 * of parsers into a new object for each result it parses: 58 µs a statement, a third of a simple
 * select's time and a sixth of a login's on the embedded database (issue 27). Two thirds of them are the
 * arrays of the system catalogs' row types and of information_schema's types, which no statement of the
 * app returns: dropped, which leaves the built-in types and the app's own (an enum's array still reads
 * as an array). Parsed values are unchanged.
 */
function dropSystemRowArrayParsers(parsers: Record<number | string, unknown>): void {
  for (const key of Object.keys(parsers)) {
    const typeId = Number(key);
    if (typeId >= SYSTEM_OBJECT_IDS.from && typeId < SYSTEM_OBJECT_IDS.below) delete parsers[key];
  }
}

/** The app's handle on a PGlite instance; closing it closes the instance, which flushes it to disk. */
export function pgliteDatabase(client: PGlite, log?: (event: LogEvent) => void): DatabaseHandle {
  // The dialect calls the instance's `query` and `close` only (kysely-pglite-dialect 1.3's driver).
  const queries = withPglitePreparedStatements(client) as PGlite;
  const { dialect, commits } = withCommitWatch(withTurnTaking(new PGliteDialect(queries)));
  const db = new Kysely<Database>({ dialect, ...(log && { log }) });
  return {
    db,
    commits,
    migrationTarget: {
      // One process owns a PGlite folder, so there is no one to race with: no advisory lock needed.
      withMigrationLock: (run) => run(),
      appliedVersions: async () => {
        const result = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
        return new Set(result.rows.map((row) => row.version));
      },
      ensureMigrationsTable: async () => {
        await client.exec(MIGRATIONS_TABLE_SQL);
      },
      applyMigration: async (version, script) => {
        await client.transaction(async (tx) => {
          await tx.exec(script);
          await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        });
      },
    },
    notifications: pgliteNotifications(client),
    close: () => db.destroy(),
  };
}

const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

// Any fixed number; every instance migrating the same database takes the same lock.
const MIGRATION_LOCK_KEY = 4_211_977;

async function openPostgres(
  databaseUrl: string,
  schema?: string,
  poolMax = 10,
  log?: (event: LogEvent) => void,
): Promise<Omit<DatabaseHandle, 'notifications'>> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const { default: pg } = await loadPg();
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID
        ? keepDateAsText
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const poolConfig: pg.PoolConfig = { connectionString: databaseUrl, types, max: poolMax };
  if (schema) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
    poolConfig.options = `-c search_path=${schema}`;
  }
  const pool = new pg.Pool(poolConfig);
  // An idle connection that breaks (the database restarts, the network drops) is reported here; without a
  // listener it would crash the process. The pool drops it and opens a new one on the next query, and a
  // query that fails meanwhile is answered 503.
  pool.on('error', () => {});
  // A connection that breaks while checked out (a query in flight) rejects that query, which is answered
  // 503, and then also emits 'error' on its client, which the pool does not listen to while the client is
  // lent out: without this listener that second report would crash the process (uncaughtException).
  pool.on('connect', (client) => client.on('error', () => {}));
  const { dialect, commits } = withCommitWatch(new PostgresDialect({ pool: withPreparedStatements(pool) }));
  const db = new Kysely<Database>({ dialect, ...(log && { log }) });

  // Migrations run on one dedicated connection: the advisory lock belongs to a session, and a script
  // without parameters goes through the simple query protocol, which accepts several statements.
  let migrationClient: pg.PoolClient | undefined;
  const client = () => {
    if (!migrationClient) throw new Error('Migrations must run inside withMigrationLock');
    return migrationClient;
  };
  return {
    db,
    commits,
    migrationTarget: {
      withMigrationLock: async (run) => {
        migrationClient = await pool.connect();
        try {
          await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          return await run();
        } finally {
          await migrationClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          migrationClient.release();
          migrationClient = undefined;
        }
      },
      ensureMigrationsTable: async () => {
        await client().query(MIGRATIONS_TABLE_SQL);
      },
      appliedVersions: async () => {
        const result = await client().query<{ version: string }>('SELECT version FROM schema_migrations');
        return new Set(result.rows.map((row) => row.version));
      },
      applyMigration: async (version, script) => {
        const c = client();
        await c.query('BEGIN');
        try {
          await c.query(script);
          await c.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
          await c.query('COMMIT');
        } catch (error) {
          await c.query('ROLLBACK');
          throw error;
        }
      },
    },
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/**
 * Drops a schema made by openDatabase({ schema }) (tests). PostgreSQL may pick the drop as a deadlock's
 * victim (40P01) when other schemas' tests run beside it: it is tried again then.
 */
export async function dropPostgresSchema(databaseUrl: string, schema: string, attempts = 3): Promise<void> {
  const { default: pg } = await loadPg();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      }
    }
  } finally {
    await client.end();
  }
}
