import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { type Operation, registerContractRoutes } from './api/contract-routes';
import type { ServiceHandlers } from './api/handler';
import { loadSpecification } from './api/specification';
import type { Config } from './config';
import { type DatabaseHandle, type DatabaseOptions, embeddedDataPath, openDatabase } from './db/connect';
import { migrate } from './db/migrator';
import { type StartedFrom, startFromTemplate } from './db/pglite-template';
import type { Db } from './db/schema';
import { type DemoPasswordHashes, seedDemoData, startDemoPasswordHashes } from './demo-data';
import { accountFeature } from './features/account';
import { auditFeature } from './features/audit';
import { authFeature } from './features/auth';
import { catalogFeature } from './features/catalog';
import { consentsFeature } from './features/consents';
import { counterTokenFeature } from './features/counter-token';
import { eventsFeature } from './features/events';
import { favouritesFeature } from './features/favourites';
import { feedbackFeature } from './features/feedback';
import { googleFeature } from './features/google';
import { imagesFeature } from './features/images';
import { manageMenuFeature } from './features/manage-menu';
import { notificationsFeature } from './features/notifications';
import { ordersFeature } from './features/orders';
import { passwordRestoreFeature } from './features/password-restore';
import { placesFeature } from './features/places';
import { pointsFeature } from './features/points';
import { reportsFeature } from './features/reports';
import { rolesFeature } from './features/roles';
import { staffFeature } from './features/staff';
import { systemFeature } from './features/system';
import { teamFeature } from './features/team';
import { usersFeature } from './features/users';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter } from './lib/attempt-limiter';
import { type Clock, systemClock } from './lib/clock';
import { serviceUnavailable } from './lib/errors';
import { type ComposedFeatures, composeFeatures } from './lib/features';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { createMailer } from './lib/mailer';
import { createServerMetrics, type ServerMetrics } from './lib/metrics';
import { onFirstUse } from './lib/on-first-use';
import { connectRedis } from './lib/redis';
import { OPENAPI_PATH } from './paths';
import { registerApiDocs } from './plugins/api-docs';
import { createSecurityHandlers } from './plugins/authentication';
import { installBackOfficeGuard } from './plugins/back-office';
import { installErrorEnvelope } from './plugins/error-handler';
import { serializersBuiltOnFirstUse } from './plugins/lazy-serializers';
import { registerLoadShedding } from './plugins/load-shedding';
import { createLoggerOptions, frameworkErrors } from './plugins/logging';
import { installRequestMetrics } from './plugins/metrics';
import { installRequestIdHeader, requestIdGenerator } from './plugins/request-id';
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
  reportsFeature,
  manageMenuFeature,
  imagesFeature,
  rolesFeature,
  auditFeature,
  teamFeature,
  notificationsFeature,
  placesFeature,
  favouritesFeature,
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
    ...features.reports.handlers,
    ...features.manageMenu.handlers,
    ...features.images.handlers,
    ...features.roles.handlers,
    ...features.team.handlers,
    ...features.notifications.handlers,
    ...features.places.handlers,
    ...features.favourites.handlers,
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
    /** Starting, ready or stopping: readiness reports it; main.ts marks the stop at SIGTERM. */
    lifecycle: Lifecycle;
    /** The Prometheus registry and what counts into it (served by plugins/metrics.ts's listener). */
    metrics: ServerMetrics;
  }
}

export interface AppOptions {
  /** The time the app goes by (token expiry, "open now"); tests move it instead of waiting. */
  clock?: Clock;
  /** How the embedded database starts (tests: from a migrated dump, in memory). */
  database?: Pick<DatabaseOptions, 'pgliteTemplate' | 'pgliteInMemory'>;
  /**
   * The copy of a template into a new DATA_DIR, when the entry started it already (server/src/main.ts:
   * while this file's modules load): which template it copied, or false when it made no folder.
   */
  startedFromTemplate?: Promise<StartedFrom>;
  /** How often an open event stream sends a heartbeat (default 25 s); tests shorten it. */
  eventsHeartbeatMs?: number;
  /** False: the events relay never runs, as in a process that dies between commit and publication (tests). */
  eventsRelay?: boolean;
  /** How often the events relay looks for events no wake told it of (default 1 s); tests lengthen it. */
  eventsRelayPollMs?: number;
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
    // The id of every request, in each of its log lines and in its error envelope (plugins/request-id.ts).
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    frameworkErrors,
    schemaController: { compilersFactory: { buildSerializer: serializersBuiltOnFirstUse() } },
  });

  // The database opens while the routes are registered (issue 12): parsing and checking the contract
  // is some 0.3 s of CPU that used to wait for the template's copy (disk writes) and for PGlite.
  const databaseOpened = openAppDatabase(config, options, app.log);
  const lifecycle = createLifecycle();
  const metrics = createServerMetrics();
  app.decorate('lifecycle', lifecycle);
  app.decorate('metrics', metrics);
  // Once stopping, an answer closes its connection: a keep-alive connection whose request was in flight
  // at the stop would otherwise hold the closing server open until the client dropped it.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
  });
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
      roles: () => ready().roles.repository,
      config,
      metrics,
    });
  } catch (error) {
    await (await databaseOpened.catch(() => undefined))?.close();
    throw error;
  }

  const database = await databaseOpened;
  app.decorate('db', database.db);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
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
        commits: database.commits,
        eventsHeartbeatMs: options.eventsHeartbeatMs,
        eventsRelay: options.eventsRelay,
        eventsRelayPollMs: options.eventsRelayPollMs,
        metrics: metrics.app,
        lifecycle,
      },
      appFeatures,
    );
  } catch (error) {
    await app.close();
    throw error;
  }
  const { events } = composed;
  app.decorate('features', composed);
  metrics.setSources({
    openStreams: () => events.streams.size,
    outboxBacklog: () => events.backlog(),
    databasePool: database.poolStats,
  });
  app.addHook('preClose', async () => {
    // Not ready from the first moment of a stop (main.ts marks it earlier, at the signal).
    lifecycle.beginStopping();
    // Open event streams never end by themselves: end them (telling the clients to reconnect) before the
    // server waits for its connections.
    events.streams.closeAll();
  });
  // The sweep writes to the database: it stops before the database closes.
  app.addHook('preClose', async () => composed?.orders.forgottenOrders.stop());
  app.addHook('preClose', async () => composed?.team.auditRetention.stop());
  // Pushes and order mails: it writes to the database too.
  app.addHook('preClose', async () => composed?.notifications.worker.stop());

  try {
    const applied = await migrate(database.migrationTarget);
    if (applied.length > 0) app.log.info({ applied }, 'Database migrations applied');
    if (config.seedDemoData) await seedDemoData(database.db, composed.catalog, database.demoPasswordHashes);
    await events.start();
    composed.orders.forgottenOrders.start();
    composed.team.auditRetention.start();
    composed.notifications.worker.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  started = true;
  lifecycle.markReady();
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
    const template = await (options.startedFromTemplate ??
      startFromTemplate(embeddedDataPath(config.dataDir)));
    if (template) {
      log.info({ dataDir: config.dataDir, template }, 'New embedded database, started from a template');
      // The demo template holds the demo accounts already.
      if (config.seedDemoData && template === 'migrated') demoPasswordHashes = startDemoPasswordHashes();
    }
  }
  const database = await openDatabase({
    onNotificationsError: (error) => log.error({ err: error }, 'Database notifications failed'),
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    poolMax: config.databasePoolMax,
    dataDir: config.dataDir,
    slowQueryMs: config.slowQueryMs,
    onSlowQuery: (query) => log.warn(query, 'Slow query'),
    ...options.database,
  });
  return { ...database, demoPasswordHashes };
}

/**
 * The contract's routes (every operation of openapi.yaml as fastify-openapi-glue's parser makes it, from
 * routes.gen.ts; each request validated against it) and what wraps them. The handlers are looked up at
 * each request, so this runs before the features exist.
 */
async function registerRoutes(
  app: FastifyInstance,
  deps: {
    serviceHandlers: () => ServiceHandlers;
    securityHandlers: ReturnType<typeof createSecurityHandlers>;
    /** What the back-office guard asks of the roles (the roles feature, once composed). */
    roles: Parameters<typeof installBackOfficeGuard>[1]['roles'];
    config: Config;
    metrics: ServerMetrics;
  },
): Promise<void> {
  installRouteRegistry(app);
  installRequestIdHeader(app);
  installRequestMetrics(app, deps.metrics);
  // Before anything else of a request: a shed request costs as little as possible.
  await registerLoadShedding(app, deps.config.loadShedding);
  installErrorEnvelope(app);
  installRequestValidation(app);
  installInputGuards(app);
  await registerSecurityHeaders(app);
  installResponseValidation(app);
  installBackOfficeGuard(app, {
    authenticate: (request) => deps.securityHandlers.accessToken(request),
    roles: deps.roles,
  });

  registerApiDocs(app, () => loadSpecification(OPENAPI_PATH));
  await registerContractRoutes(app, {
    prefix: '/api',
    operation: (operationId) => {
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
