import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServiceHandlers } from './api/handler';
import { loadSpecification } from './api/specification';
import type { Config } from './config';
import { type DatabaseHandle, type DatabaseOptions, embeddedDataPath, openDatabase } from './db/connect';
import { migrate } from './db/migrator';
import { startFromTemplate } from './db/pglite-template';
import type { Db } from './db/schema';
import { type DemoPasswordHashes, seedDemoData, startDemoPasswordHashes } from './demo-data';
import { accountFeature } from './features/account';
import { authFeature } from './features/auth';
import { catalogFeature } from './features/catalog';
import { consentsFeature } from './features/consents';
import { counterTokenFeature } from './features/counter-token';
import { eventsFeature } from './features/events';
import { feedbackFeature } from './features/feedback';
import { googleFeature } from './features/google';
import { ordersFeature } from './features/orders';
import { passwordRestoreFeature } from './features/password-restore';
import { pointsFeature } from './features/points';
import { staffFeature } from './features/staff';
import { systemFeature } from './features/system';
import { usersFeature } from './features/users';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter } from './lib/attempt-limiter';
import { type Clock, systemClock } from './lib/clock';
import { serviceUnavailable } from './lib/errors';
import { type ComposedFeatures, composeFeatures } from './lib/features';
import { createMailer } from './lib/mailer';
import { onFirstUse } from './lib/on-first-use';
import { connectRedis } from './lib/redis';
import { OPENAPI_PATH } from './paths';
import { registerApiDocs } from './plugins/api-docs';
import { createSecurityHandlers } from './plugins/authentication';
import { installErrorEnvelope } from './plugins/error-handler';
import { serializersBuiltOnFirstUse } from './plugins/lazy-serializers';
import { createLoggerOptions, frameworkErrors } from './plugins/logging';
import { installInputGuards, installRequestValidation } from './plugins/request-validation';
import { installResponseValidation } from './plugins/response-validation';
import { installRouteRegistry } from './plugins/route-registry';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { myUserReadModel } from './read-models/my-user';

/**
 * The server's features and read models (a feature's index.ts declares its name, what it depends on and
 * how it is built); composeFeatures builds them in dependency order, handing each only what it declared.
 */
const appFeatures = [
  systemFeature,
  pointsFeature,
  eventsFeature,
  usersFeature,
  myUserReadModel,
  authFeature,
  accountFeature,
  passwordRestoreFeature,
  googleFeature,
  consentsFeature,
  feedbackFeature,
  catalogFeature,
  ordersFeature,
  counterTokenFeature,
  staffFeature,
] as const;

/** The composed features, by name: what each one's build returned. */
export type AppFeatures = ComposedFeatures<typeof appFeatures>;

/** Every operation of openapi.yaml, from the features that answer it (tsc fails when one is missing). */
function serviceHandlersOf(features: AppFeatures): ServiceHandlers {
  return {
    ...features.system.handlers,
    ...features.auth.handlers,
    ...features.myUser.handlers,
    ...features.account.handlers,
    ...features.passwordRestore.handlers,
    ...features.google.handlers,
    ...features.consents.handlers,
    ...features.feedback.handlers,
    ...features.catalog.handlers,
    ...features.orders.handlers,
    ...features.points.handlers,
    ...features.counterToken.handlers,
    ...features.events.handlers,
    ...features.staff.handlers,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; features get it through their index, tests may query it directly. */
    db: Db;
    /**
     * The composed features, by name (what each feature's build returned): the routes' handlers are
     * theirs, and services with no route of their own (moving an order, checking a QR token, publishing
     * live events) are reached here, by the app and by tests alike.
     */
    features: AppFeatures;
  }
}

export interface AppOptions {
  /** The time the app goes by (token expiry, "open now"); tests move it instead of waiting. */
  clock?: Clock;
  /** How the embedded database starts (tests: from a migrated dump, in memory). */
  database?: Pick<DatabaseOptions, 'pgliteTemplate' | 'pgliteInMemory'>;
  /**
   * The copy of the migrated template into a new DATA_DIR, when the entry started it already
   * (server/src/main.ts: while this file's modules load); true when it made the folder.
   */
  startedFromTemplate?: Promise<boolean>;
  /** How often an open event stream sends a heartbeat (default 25 s); tests shorten it. */
  eventsHeartbeatMs?: number;
  /** False: the events relay never runs, as in a process that dies between commit and publication (tests). */
  eventsRelay?: boolean;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/** The whole server, ready to `listen` or to `inject` (tests). Closing it closes the database and Redis. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: createLoggerOptions(config.logLevel, options.logStream),
    // X-Forwarded-For and -Proto are believed only from the proxies TRUST_PROXY names; otherwise anyone
    // could pick the address the rate limits count against.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    frameworkErrors,
    schemaController: { compilersFactory: { buildSerializer: serializersBuiltOnFirstUse() } },
  });

  // The database opens while the routes are registered (issue 12): parsing and checking the contract
  // is some 0.3 s of CPU that used to wait for the template's copy (disk writes) and for PGlite.
  const databaseOpened = openAppDatabase(config, options, app.log);
  // Awaited below; this only keeps a failure that comes first from being reported as unhandled.
  databaseOpened.catch(() => undefined);
  let started = false;
  let serviceHandlers: ServiceHandlers | undefined;
  /** The composed features (app.features), which the routes use as tests do. */
  const ready = (): AppFeatures => {
    // No request can come in before buildApp has returned (listen and inject follow it).
    if (!started) throw serviceUnavailable();
    return app.features;
  };
  try {
    await registerRoutes(app, {
      serviceHandlers: () => {
        serviceHandlers ??= serviceHandlersOf(ready());
        return serviceHandlers;
      },
      securityHandlers: createSecurityHandlers({
        accessTokens: { verify: (token) => ready().auth.accessTokens.verify(token) },
        users: { get: (userId) => ready().users.activeUsers.get(userId) },
      }),
      config,
    });
  } catch (error) {
    await (await databaseOpened.catch(() => undefined))?.close();
    throw error;
  }

  const database = await databaseOpened;
  app.decorate('db', database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  let composed: AppFeatures | undefined;
  app.addHook('onClose', async () => {
    await composed?.events.close();
    await database.close();
    await redis?.quit();
  });

  try {
    composed = composeFeatures(
      {
        db: database.db,
        config,
        clock: options.clock ?? systemClock,
        mailer: createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, 'outbox'),
        }),
        redis,
        attemptLimiter: (name, windowMs) =>
          redis
            ? createRedisAttemptLimiter(redis, `${config.redisKeyPrefix}${name}:`, { windowMs })
            : createMemoryAttemptLimiter({ windowMs }),
        log: app.log,
        notifications: database.notifications,
        eventsHeartbeatMs: options.eventsHeartbeatMs,
        eventsRelay: options.eventsRelay,
      },
      appFeatures,
    );
  } catch (error) {
    await app.close();
    throw error;
  }
  const { events } = composed;
  app.decorate('features', composed);
  // Open event streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => events.streams.closeAll());
  // The sweep writes to the database: it stops before the database closes.
  app.addHook('preClose', async () => composed?.orders.forgottenOrders.stop());

  try {
    const applied = await migrate(database.migrationTarget);
    if (applied.length > 0) app.log.info({ applied }, 'Database migrations applied');
    if (config.seedDemoData) await seedDemoData(database.db, composed.catalog, database.demoPasswordHashes);
    await events.start();
    composed.orders.forgottenOrders.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  started = true;
  return app;
}

/**
 * The app's database: PostgreSQL, or PGlite in DATA_DIR, which a new folder gets as a copy of the migrated
 * template first. For a new folder the demo accounts' password hashes (argon2id, on libuv's threads) are
 * started while PGlite opens (on this one), instead of after it.
 */
async function openAppDatabase(
  config: Config,
  options: AppOptions,
  log: FastifyBaseLogger,
): Promise<DatabaseHandle & { demoPasswordHashes?: DemoPasswordHashes }> {
  let demoPasswordHashes: DemoPasswordHashes | undefined;
  // A new embedded database starts as a copy of the migrated template: no initdb (db/pglite-template.ts).
  if (!config.databaseUrl && !options.database?.pgliteTemplate && !options.database?.pgliteInMemory) {
    if (await (options.startedFromTemplate ?? startFromTemplate(embeddedDataPath(config.dataDir)))) {
      log.info({ dataDir: config.dataDir }, 'New embedded database, started from the migrated template');
      if (config.seedDemoData) demoPasswordHashes = startDemoPasswordHashes();
    }
  }
  const database = await openDatabase({
    onNotificationsError: (error) => log.error({ err: error }, 'Database notifications failed'),
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    poolMax: config.databasePoolMax,
    dataDir: config.dataDir,
    ...options.database,
  });
  return { ...database, demoPasswordHashes };
}

type Operation = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The contract's routes (fastify-openapi-glue: every operation of openapi.yaml, validated against it) and
 * what wraps them. The handlers are looked up at each request, so this runs before the features exist.
 */
async function registerRoutes(
  app: FastifyInstance,
  deps: {
    serviceHandlers: () => ServiceHandlers;
    securityHandlers: ReturnType<typeof createSecurityHandlers>;
    config: Config;
  },
): Promise<void> {
  installRouteRegistry(app);
  installErrorEnvelope(app);
  installRequestValidation(app);
  installInputGuards(app);
  await registerSecurityHeaders(app);
  installResponseValidation(app);

  const specification = loadSpecification(OPENAPI_PATH);
  await registerApiDocs(app, specification);
  await app.register(openapiGlue, {
    specification,
    prefix: '/api',
    // Bodiless responses (302) are kept in each route's schema too, so response validation knows every
    // status the contract declares.
    addEmptySchema: true,
    operationResolver: (operationId: string) => {
      const operation = onFirstUse(() => {
        const handlers = deps.serviceHandlers() as unknown as Record<string, Operation>;
        const found = handlers[operationId];
        if (!found) throw new Error(`Operation ${operationId} not implemented`);
        return found.bind(handlers);
      });
      return (request: FastifyRequest, reply: FastifyReply) => operation()(request, reply);
    },
    securityHandlers: deps.securityHandlers,
  });
  await registerStaticFiles(app, { staticDir: deps.config.staticDir, uploadsDir: deps.config.uploadsDir });
}
