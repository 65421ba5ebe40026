import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { dropPostgresSchema } from '../src/db/connect';
import type { Clock } from '../src/lib/clock';
import { pgliteTemplate } from './support/pglite-template';
import { type PostgresTestDatabase, postgresTestDatabase } from './support/postgres-template';

/**
 * The PostgreSQL databases this process's test apps made, by their schema's name: a second instance (or a
 * reopening) given only `databaseSchema` finds its database here.
 */
const testDatabases = new Map<string, PostgresTestDatabase>();

/**
 * Removes a test app's PostgreSQL data kept with `keepData`: the database made for it, or its schema (a
 * test file run on its own, without the run's templates). Nothing on the embedded database.
 */
export async function dropTestDatabase(config: Pick<Config, 'databaseUrl' | 'databaseSchema'>) {
  if (!config.databaseUrl || !config.databaseSchema) return;
  const made = testDatabases.get(config.databaseSchema);
  if (made) {
    testDatabases.delete(config.databaseSchema);
    await made.drop();
  } else await dropPostgresSchema(config.databaseUrl, config.databaseSchema);
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and deletes its database (temp folder or PostgreSQL schema). */
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with the demo data (unless `seedDemoData: false`): PGlite loaded
 * from the run's migrated dump (in memory, or in a temp folder with `keepData`), or, when DATABASE_URL
 * is set, a PostgreSQL database of its own (a copy of the run's template), dropped on close. REDIS_URL, when set, is used with a key prefix of
 * its own. Pass `dataDir` (and keepData) to reopen the same data, as a restart would; `clock` to move
 * the app's time.
 */
export async function buildTestApp(
  overrides: Partial<Config> & { keepData?: boolean; clock?: Clock } = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const { keepData, clock, ...configOverrides } = overrides;
  const dataDir = configOverrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'loyalty-test-')));
  const base = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STATIC_DIR: path.join(dataDir, 'no-static-build'),
  });
  // On PostgreSQL: a copy of the run's template database (support/postgres-template.ts), else a new
  // schema; a second instance given `databaseSchema` shares the first one's database and schema. A URL
  // the caller gives (a proxy's) reaches the same server: the copy is named through it.
  const shared = configOverrides.databaseSchema;
  const server = configOverrides.databaseUrl ?? base.databaseUrl;
  const made =
    server && !shared ? await postgresTestDatabase(server, configOverrides.seedDemoData ?? true) : undefined;
  if (made) testDatabases.set(made.schema, made);
  const databaseUrl = made?.url ?? (shared && testDatabases.get(shared)?.url) ?? server;
  const schema = databaseUrl
    ? (made?.schema ?? shared ?? `test_${randomUUID().replaceAll('-', '')}`)
    : undefined;
  const config: Config = {
    ...base,
    redisKeyPrefix: `test:${randomUUID()}:`,
    // On PostgreSQL too: the tests use the demo places and the demo account.
    seedDemoData: true,
    // No load shedding: a test process runs many apps on one busy event loop (PGlite's queries run on
    // it), whose delay says nothing about any one app. operations.test.ts turns it on to test it.
    loadShedding: { ...base.loadShedding, maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
    // Tests that move the clock must not find their orders cancelled by a sweep they did not start:
    // the forgotten-orders tests call `sweepOnce` (or turn it on) themselves.
    forgottenOrdersSweepMs: 0,
    ...configOverrides,
    databaseUrl,
    databaseSchema: schema,
  };
  // PGlite starts from this run's migrated (and seeded) dump instead of an empty database, and stays
  // in memory unless the data must outlive the app.
  const database = config.databaseUrl
    ? undefined
    : {
        pgliteTemplate: await pgliteTemplate(config.seedDemoData),
        pgliteInMemory: !keepData && !configOverrides.dataDir,
      };
  const app = await buildApp(config, { ...options, clock: clock ?? options.clock, database });
  let closed = false;
  return {
    app,
    config,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      if (keepData) return;
      // Only the app that made the schema drops it: a second instance on the same schema (given as
      // `databaseSchema`) is closed first, and dropping the schema under the first one's relay and
      // sweeps deadlocked once (40P01) in a loaded run, which also left that app open and its file hung.
      if (!shared) await dropTestDatabase(config);
      if (!configOverrides.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEFAULT_PASSWORD = 'Secret123!';

export interface TestUser {
  email: string;
  password: string;
  name: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** A unique email for one test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Registers a new account through the API (201 asserted) and returns its tokens and id. It then gives the
 * required consents, as the app asks right after sign-up (the server refuses most operations without
 * them); `{ consents: false }` leaves them ungiven.
 */
export async function registerUser(
  app: FastifyInstance,
  fields: Partial<{ email: string; password: string; name: string; birthdate: string; phone: string }> = {},
  { consents = true }: { consents?: boolean } = {},
): Promise<TestUser> {
  const body = {
    name: fields.name ?? 'Test Customer',
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? DEFAULT_PASSWORD,
    birthdate: fields.birthdate ?? '1992-03-04',
    phone: fields.phone ?? '+34600123456',
    acceptTerms: true,
    appId: 'consumerApp',
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json().data as { accessToken: string; refreshToken: string };
  const me = await app.inject({
    method: 'GET',
    url: '/api/user/getMyUser',
    headers: authHeaders(tokens.accessToken),
  });
  const user = { ...body, ...tokens, userId: me.json().data.userId as string };
  if (consents) await giveConsents(app, user);
  return user;
}

/** Saves the consents through the API (200 asserted): the required ones, and the others as given. */
export async function giveConsents(
  app: FastifyInstance,
  user: Pick<TestUser, 'accessToken' | 'userId'>,
  optional: { analytics?: boolean; marketing?: boolean } = {},
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/user-consents?userId=${user.userId}`,
    headers: authHeaders(user.accessToken),
    payload: { essential: true, dataProcessing: true, analytics: false, marketing: false, ...optional },
  });
  if (response.statusCode !== 200)
    throw new Error(`saving consents failed: ${response.statusCode} ${response.body}`);
}

/** POST /api/auth/login; returns the raw response so tests can assert failures too. */
export function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, appId: 'consumerApp' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Logs in (200 asserted) and returns the token pair. */
export async function loginTokens(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function authHeaders(accessToken: string): Record<string, string> {
  return { 'x-auth-token': accessToken };
}

/** The parsed `error` envelope of a failed response. */
export function errorOf(response: LightMyRequestResponse): {
  message: string;
  code: string;
  fields?: unknown[];
} {
  // Without its requestId (each request's own, checked here to be the answer's X-Request-Id), so that
  // tests compare what an error says.
  const { requestId, ...error } = response.json().error;
  if (requestId !== undefined && requestId !== response.headers['x-request-id']) {
    throw new Error(`requestId ${requestId} is not the X-Request-Id ${response.headers['x-request-id']}`);
  }
  return error;
}

/**
 * An error answer without its `requestId` (each request's own), to compare two answers that must be the
 * same; the id is checked to be the answer's X-Request-Id first.
 */
export function sameAnswerAs(response: LightMyRequestResponse): unknown {
  const body = response.json();
  if (!body.error) return body;
  const { requestId, ...error } = body.error;
  if (requestId !== response.headers['x-request-id']) {
    throw new Error(`requestId ${requestId} is not the X-Request-Id ${response.headers['x-request-id']}`);
  }
  return { ...body, error };
}
