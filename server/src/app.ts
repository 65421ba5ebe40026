import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServiceHandlers } from './api/handler';
import type { Config } from './config';
import { type DatabaseOptions, openDatabase } from './db/connect';
import { migrate } from './db/migrator';
import type { Db } from './db/schema';
import { seedDemoData } from './demo-data';
import { createAccountFeature } from './features/account';
import { createAuthFeature } from './features/auth';
import { createCatalogFeature } from './features/catalog';
import { createConsentsFeature } from './features/consents';
import { createFeedbackFeature } from './features/feedback';
import { createGoogleFeature } from './features/google';
import { createLedgerFeature } from './features/ledger';
import { createPasswordRestoreFeature } from './features/password-restore';
import { createSystemFeature } from './features/system';
import { createUsersFeature } from './features/users';
import { type Clock, systemClock } from './lib/clock';
import {
  createMemoryLoginFailureLimiter,
  createRedisLoginFailureLimiter,
  type LoginFailureLimiter,
} from './lib/login-failure-limiter';
import { createMailer, type Mailer } from './lib/mailer';
import { connectRedis } from './lib/redis';
import { OPENAPI_PATH } from './paths';
import { registerApiDocs } from './plugins/api-docs';
import { createSecurityHandlers } from './plugins/authentication';
import { installErrorEnvelope } from './plugins/error-handler';
import { installRequestValidation } from './plugins/request-validation';
import { installResponseValidation } from './plugins/response-validation';
import { installRouteRegistry } from './plugins/route-registry';
import { registerStaticFiles } from './plugins/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; features get it through their index, tests may query it directly. */
    db: Db;
  }
}

export interface AppOptions {
  /** The time the app goes by (token expiry, "open now"); tests move it instead of waiting. */
  clock?: Clock;
  /** How the embedded database starts (tests: from a migrated dump, in memory). */
  database?: Pick<DatabaseOptions, 'pgliteTemplate' | 'pgliteInMemory'>;
}

/**
 * Builds every feature from its dependencies, in dependency order. A feature's index.ts says what it
 * needs; what it returns (its repository, services and handlers) is all other features may use.
 */
function composeFeatures(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  loginLimiter: LoginFailureLimiter;
  mailer: Mailer;
}) {
  const { db, config, clock } = deps;
  const ledger = createLedgerFeature({ db });
  const users = createUsersFeature({ db, ledger: ledger.repository });
  const auth = createAuthFeature({
    db,
    config,
    users: users.repository,
    loginLimiter: deps.loginLimiter,
    clock,
  });
  const catalog = createCatalogFeature({ db, clock });
  const features = {
    system: createSystemFeature({ db, config }),
    ledger,
    users,
    auth,
    account: createAccountFeature({ db, users, refreshTokens: auth.refreshTokens }),
    passwordRestore: createPasswordRestoreFeature({
      db,
      config,
      users: users.repository,
      refreshTokens: auth.refreshTokens,
      mailer: deps.mailer,
    }),
    google: createGoogleFeature({ db, config, users: users.repository, sessions: auth.sessions }),
    consents: createConsentsFeature({ db }),
    feedback: createFeedbackFeature({ db }),
    catalog,
  };
  const serviceHandlers: ServiceHandlers = {
    ...features.system.handlers,
    ...features.auth.handlers,
    ...features.users.handlers,
    ...features.account.handlers,
    ...features.passwordRestore.handlers,
    ...features.google.handlers,
    ...features.consents.handlers,
    ...features.feedback.handlers,
    ...features.catalog.handlers,
  };
  return { ...features, serviceHandlers };
}

/** The whole server, ready to `listen` or to `inject` (tests). Closing it closes the database and Redis. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind a load balancer, the client address comes from X-Forwarded-For (used by the login limiter).
    trustProxy: true,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
    ...options.database,
  });
  app.decorate('db', database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.quit();
  });

  const features = composeFeatures({
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    loginLimiter: redis
      ? createRedisLoginFailureLimiter(redis, config.redisKeyPrefix, config.loginFailures)
      : createMemoryLoginFailureLimiter(config.loginFailures),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
  });

  try {
    const applied = await migrate(database.migrationTarget);
    if (applied.length > 0) app.log.info({ applied }, 'Database migrations applied');
    if (config.seedDemoData) await seedDemoData(database.db);
  } catch (error) {
    await app.close();
    throw error;
  }

  installRouteRegistry(app);
  installErrorEnvelope(app);
  installRequestValidation(app);
  installResponseValidation(app);

  await registerApiDocs(app, OPENAPI_PATH);
  await app.register(openapiGlue, {
    specification: OPENAPI_PATH,
    prefix: '/api',
    // Bodiless responses (302) are kept in each route's schema too, so response validation knows every
    // status the contract declares.
    addEmptySchema: true,
    serviceHandlers: features.serviceHandlers,
    securityHandlers: createSecurityHandlers({
      accessTokens: features.auth.accessTokens,
      users: features.users.repository,
    }),
  });
  await registerStaticFiles(app, { staticDir: config.staticDir, uploadsDir: config.uploadsDir });

  return app;
}
