import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { openDatabase } from './db/connect';
import type { Database } from './db/database';
import { migrate } from './db/migrator';
import { seedCatalog } from './features/catalog/seed';
import { createServiceHandlers } from './features/handlers';
import { seedDemoData } from './features/users/demo-seed';
import {
  createMemoryLoginFailureLimiter,
  createRedisLoginFailureLimiter,
  type LoginFailureLimiter,
} from './lib/login-failure-limiter';
import { connectRedis } from './lib/redis';
import { registerApiDocs } from './plugins/api-docs';
import { createSecurityHandlers } from './plugins/authentication';
import { installErrorEnvelope } from './plugins/error-handler';
import { installRequestValidation } from './plugins/request-validation';
import { installResponseValidation } from './plugins/response-validation';
import { installRouteRegistry } from './plugins/route-registry';
import { registerStaticFiles } from './plugins/static-files';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; handlers get it through their services, tests may query it directly. */
    db: Kysely<Database>;
  }
}

export const OPENAPI_PATH = path.resolve(__dirname, '../../openapi.yaml');

/** The whole server, ready to `listen` or to `inject` (tests). Closing it closes the database and Redis. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind a load balancer, the client address comes from X-Forwarded-For (used by the login limiter).
    trustProxy: true,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  app.decorate('db', database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.quit();
  });

  try {
    const applied = await migrate(database.migrationTarget);
    if (applied.length > 0) app.log.info({ applied }, 'Database migrations applied');
    await seedCatalog(database.db);
    if (config.seedDemoData) await seedDemoData(database.db);
  } catch (error) {
    await app.close();
    throw error;
  }

  const loginLimiter: LoginFailureLimiter = redis
    ? createRedisLoginFailureLimiter(redis, config.redisKeyPrefix, config.loginFailures)
    : createMemoryLoginFailureLimiter(config.loginFailures);
  const services = createServices({ db: database.db, config, loginLimiter });

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
    serviceHandlers: createServiceHandlers(services),
    securityHandlers: createSecurityHandlers(services),
  });
  await registerStaticFiles(app, { staticDir: config.staticDir, uploadsDir: config.uploadsDir });

  return app;
}
