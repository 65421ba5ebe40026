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
import { createAccountFeature } from './features/account';
import { createAuthFeature } from './features/auth';
import { createCatalogFeature } from './features/catalog';
import type { CatalogCommands } from './features/catalog/commands';
import { publishingOutbox } from './features/catalog/publishing-outbox';
import { createConsentsFeature } from './features/consents';
import { createCounterTokenFeature } from './features/counter-token';
import type { CounterTokens } from './features/counter-token/tokens';
import { createEventsFeature } from './features/events';
import { createPostgresFanout } from './features/events/fanout-postgres';
import { createRedisFanout } from './features/events/fanout-redis';
import type { EventFanout, EventPublisher } from './features/events/publisher';
import { createFeedbackFeature } from './features/feedback';
import { createGoogleFeature } from './features/google';
import { createOrdersFeature } from './features/orders';
import type { OrdersService } from './features/orders/service';
import { createPasswordRestoreFeature } from './features/password-restore';
import { createLedgerFeature } from './features/points';
import { createStaffFeature, withStaffCopies } from './features/staff';
import { createSystemFeature } from './features/system';
import { createUsersFeature } from './features/users';
import {
  type AttemptLimiter,
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
} from './lib/attempt-limiter';
import { type Clock, systemClock } from './lib/clock';
import { serviceUnavailable } from './lib/errors';
import { createMailer, type Mailer } from './lib/mailer';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; features get it through their index, tests may query it directly. */
    db: Db;
    /**
     * Services with no route of their own yet, for the staff console's operations to come and for tests:
     * moving an order through its statuses, checking a scanned QR token, publishing live events.
     */
    services: {
      orders: OrdersService;
      counterTokens: CounterTokens;
      events: EventPublisher;
      /** The catalogue's write commands, and its memory: `invalidate()` drops what it holds. */
      catalog: { commands: CatalogCommands; invalidate(providerId?: string): void };
    };
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
  /** Where the log goes (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds every feature from its dependencies, in dependency order. A feature's index.ts says what it
 * needs; what it returns (its repository, services and handlers) is all other features may use.
 */
function composeFeatures(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  loginLimiter: AttemptLimiter;
  registrationLimiter: AttemptLimiter;
  passwordRestoreLimiter: AttemptLimiter;
  mailer: Mailer;
  eventsFanout?: EventFanout;
  eventsHeartbeatMs?: number;
  onListenerError: (error: unknown) => void;
}) {
  const { db, config, clock } = deps;
  const ledger = createLedgerFeature({ db });
  const events = createEventsFeature({
    db,
    clock,
    heartbeatMs: deps.eventsHeartbeatMs,
    onListenerError: deps.onListenerError,
    fanout: deps.eventsFanout,
  });
  const users = createUsersFeature({ db, minimumAgeYears: config.minimumAgeYears, clock });
  const auth = createAuthFeature({
    db,
    config,
    users: users.repository,
    profileRules: users.profileRules,
    loginLimiter: deps.loginLimiter,
    registrationLimiter: deps.registrationLimiter,
    clock,
  });
  const catalog = createCatalogFeature({
    db,
    clock,
    outbox: publishingOutbox(events.publisher), // TEMPORARY until the outbox lands
  });
  const orders = createOrdersFeature({
    db,
    clock,
    catalog: catalog.repository,
    ledger: ledger.repository,
    publisher: withStaffCopies(events.publisher),
  });
  const counterToken = createCounterTokenFeature({ db, clock, secret: config.jwtSecret });
  // A place's catalogue events, made here or on another instance (through the events fan-out), drop what
  // this instance holds of the place. Subscribed before any stream is: listeners hear an event in the
  // order they subscribed, so a customer's menu, told by its stream, refetches a catalogue already refreshed.
  events.publisher.subscribe({ topic: 'catalog' }, (event) =>
    catalog.invalidate('providerId' in event.data ? event.data.providerId : undefined),
  );
  const staff = createStaffFeature({
    db,
    clock,
    secret: config.jwtSecret,
    orders,
    ledger: ledger.repository,
    counterTokens: counterToken.tokens,
    setSoldOut: catalog.commands.setSoldOut,
    publisher: events.publisher,
    openStream: events.openStream,
  });
  const features = {
    system: createSystemFeature({ db, config }),
    ledger,
    users,
    auth,
    account: createAccountFeature({
      db,
      config,
      users,
      refreshTokens: auth.refreshTokens,
      mailer: deps.mailer,
      clock,
    }),
    passwordRestore: createPasswordRestoreFeature({
      db,
      config,
      users: users.repository,
      refreshTokens: auth.refreshTokens,
      mailer: deps.mailer,
      limiter: deps.passwordRestoreLimiter,
    }),
    google: createGoogleFeature({
      db,
      config,
      users: users.repository,
      sessions: auth.sessions,
      refreshTokens: auth.refreshTokens,
      mailer: deps.mailer,
    }),
    consents: createConsentsFeature({ db }),
    feedback: createFeedbackFeature({ db }),
    catalog,
    orders,
    events,
    counterToken,
    staff,
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
    ...features.orders.handlers,
    ...features.ledger.handlers,
    ...features.counterToken.handlers,
    ...features.events.handlers,
    ...features.staff.handlers,
  };
  return { ...features, serviceHandlers };
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
  let features: ReturnType<typeof composeFeatures> | undefined;
  const ready = () => {
    // No request can come in before buildApp has returned (listen and inject follow it).
    if (!features) throw serviceUnavailable();
    return features;
  };
  try {
    await registerRoutes(app, {
      serviceHandlers: ready,
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
  // Live events reach every instance: through Redis when there is one, else PostgreSQL's LISTEN/NOTIFY;
  // the embedded database serves one instance, so in-process is enough there.
  const onFanoutError = (error: unknown) => app.log.error({ err: error }, 'Live events fan-out failed');
  let eventsFanout: EventFanout | undefined;
  if (redis) {
    eventsFanout = createRedisFanout(redis, `${config.redisKeyPrefix}events`, onFanoutError);
  } else if (config.databaseUrl) {
    eventsFanout = createPostgresFanout({
      db: database.db,
      databaseUrl: config.databaseUrl,
      channel: `loyalty_events_${config.databaseSchema ?? 'public'}`,
      onError: onFanoutError,
    });
  }
  app.addHook('onClose', async () => {
    await eventsFanout?.close();
    await database.close();
    await redis?.quit();
  });

  const attemptLimiter = (name: string, windowMs: number) =>
    redis
      ? createRedisAttemptLimiter(redis, `${config.redisKeyPrefix}${name}:`, { windowMs })
      : createMemoryAttemptLimiter({ windowMs });
  const composed = composeFeatures({
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    loginLimiter: attemptLimiter('login-failures', config.loginFailures.windowMs),
    registrationLimiter: attemptLimiter('registrations-taken', config.registrationLimits.windowMs),
    passwordRestoreLimiter: attemptLimiter('password-restore', config.passwordRestoreLimits.windowMs),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    eventsFanout,
    eventsHeartbeatMs: options.eventsHeartbeatMs,
    onListenerError: (error) => app.log.error({ err: error }, 'A live event listener failed'),
  });
  app.decorate('services', {
    orders: composed.orders.service,
    counterTokens: composed.counterToken.tokens,
    events: composed.events.publisher,
    catalog: { commands: composed.catalog.commands, invalidate: composed.catalog.invalidate },
  });
  // Open event streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => composed.events.streams.closeAll());

  try {
    const applied = await migrate(database.migrationTarget);
    if (applied.length > 0) app.log.info({ applied }, 'Database migrations applied');
    if (config.seedDemoData) await seedDemoData(database.db, composed.catalog, database.demoPasswordHashes);
    await composed.events.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  features = composed;
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
    serviceHandlers: () => { serviceHandlers: ServiceHandlers };
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
        const handlers = deps.serviceHandlers().serviceHandlers as unknown as Record<string, Operation>;
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
