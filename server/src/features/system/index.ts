import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import type { Phase } from '../../lib/lifecycle';
import type { EventsFeature } from '../events';
import { createSystemHandlers } from './handlers';
import { createSystemRepository } from './repository';

/**
 * Health (the old combined check, liveness, readiness) and the sign-in methods this server offers.
 * Readiness is the instance's phase (starting, ready, stopping), the outbox relay, the database and Redis.
 */
export function createSystemFeature(deps: {
  db: Db;
  config: Pick<Config, 'google'>;
  lifecycle: { readonly phase: Phase };
  relayRunning: () => boolean;
  redis?: Pick<Redis, 'ping'>;
}) {
  const repository = createSystemRepository(deps.db);
  const { clientId, clientSecret } = deps.config.google;
  const { redis } = deps;
  return {
    handlers: createSystemHandlers({
      repository,
      googleConfigured: Boolean(clientId && clientSecret),
      lifecycle: deps.lifecycle,
      relayRunning: deps.relayRunning,
      pingRedis: redis ? () => redis.ping() : undefined,
    }),
  };
}

export const systemFeature = defineFeature({
  name: 'system',
  dependencies: ['events'],
  build: ({ db, config, lifecycle, redis }, { events }: { events: Pick<EventsFeature, 'relay'> }) =>
    createSystemFeature({ db, config, lifecycle, redis, relayRunning: () => events.relay.running }),
});
