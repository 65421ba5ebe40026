import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { createAccessTokenService } from '../../lib/access-tokens';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { AppMetrics } from '../../lib/metrics';
import { successorToken } from '../../lib/secure-tokens';
import type { ProfileRules, UsersFeature, UsersRepository } from '../users';
import { createAuthHandlers } from './handlers';
import { createRefreshTokensRepository } from './repository';
import { createSessionService } from './session-service';

// What other features may use of this one.
export type { RefreshTokensRepository } from './repository';
export type { SessionService } from './session-service';

/**
 * Email and password sign-in and the sessions every sign-in method ends with: short-lived access
 * tokens (JWT) and rotating refresh tokens.
 */
export function createAuthFeature(deps: {
  db: Db;
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlDays'
    | 'refreshGraceSeconds'
    | 'loginFailures'
    | 'registrationLimits'
  >;
  users: UsersRepository;
  profileRules: ProfileRules;
  loginLimiter: AttemptLimiter;
  registrationLimiter: AttemptLimiter;
  clock: Clock;
  metrics: Pick<AppMetrics, 'loginFailed'>;
}) {
  const { config } = deps;
  const refreshTokens = createRefreshTokensRepository(deps.db, {
    graceSeconds: config.refreshGraceSeconds,
    // Keyed with the server's secret, which every instance shares: any of them derives the same.
    successorOf: (refreshToken) => successorToken(config.jwtSecret, refreshToken),
  });
  const accessTokens = createAccessTokenService(config.jwtSecret, config.accessTokenTtlSeconds, deps.clock);
  const sessions = createSessionService({
    accessTokens,
    refreshTokens,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
  });
  return {
    refreshTokens,
    accessTokens,
    sessions,
    handlers: createAuthHandlers({
      users: deps.users,
      profileRules: deps.profileRules,
      sessions,
      refreshTokens,
      loginLimiter: deps.loginLimiter,
      loginLimits: config.loginFailures,
      registrationLimiter: deps.registrationLimiter,
      registrationTakenMax: config.registrationLimits.takenMax,
      metrics: deps.metrics,
    }),
  };
}

export const authFeature = defineFeature({
  name: 'auth',
  dependencies: ['users'],
  build: (context, { users }: { users: Pick<UsersFeature, 'repository' | 'profileRules'> }) =>
    createAuthFeature({
      db: context.db,
      config: context.config,
      users: users.repository,
      profileRules: users.profileRules,
      loginLimiter: context.attemptLimiter('login-failures', context.config.loginFailures.windowMs),
      registrationLimiter: context.attemptLimiter(
        'registrations-taken',
        context.config.registrationLimits.windowMs,
      ),
      clock: context.clock,
      metrics: context.metrics,
    }),
});

export type AuthFeature = ReturnType<typeof authFeature.build>;
