import type { Handlers } from '../../api/handler';
import { AppError } from '../../lib/errors';
import { type Phase, withinMs } from '../../lib/lifecycle';
import type { SystemRepository } from './repository';

/** How long readiness waits for the database or Redis before calling it unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

const notReady = (reason: string) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', `Not ready: ${reason}. Please try again in a moment.`);

export function createSystemHandlers(deps: {
  repository: SystemRepository;
  googleConfigured: boolean;
  lifecycle: { readonly phase: Phase };
  /** True while the outbox relay publishes (started, not closed). */
  relayRunning: () => boolean;
  /** Answers when Redis does (absent without REDIS_URL). */
  pingRedis?: () => Promise<unknown>;
  /** How long a check waits for an answer (default 2 s); tests shorten it. */
  checkTimeoutMs?: number;
}): Handlers<'getHealth' | 'getLiveness' | 'getReadiness' | 'getAuthMethods'> {
  return {
    async getHealth() {
      await deps.repository.ping();
      return { data: { status: 'ok' } };
    },

    async getLiveness() {
      return { data: { status: 'ok' } };
    },

    async getReadiness() {
      const timeoutMs = deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
      if (deps.lifecycle.phase === 'starting') throw notReady('starting');
      if (deps.lifecycle.phase === 'stopping') throw notReady('stopping');
      if (!deps.relayRunning()) throw notReady('the outbox relay is not running');
      try {
        await withinMs(deps.repository.ping(), timeoutMs, 'The database');
      } catch {
        throw notReady('the database does not answer');
      }
      if (deps.pingRedis) {
        try {
          await withinMs(deps.pingRedis(), timeoutMs, 'Redis');
        } catch {
          throw notReady('Redis does not answer');
        }
      }
      return { data: { status: 'ready' } };
    },

    async getAuthMethods() {
      return { data: { google: deps.googleConfigured } };
    },
  };
}
