import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { createAccessTokenService } from '../../lib/access-tokens';
import type { Clock } from '../../lib/clock';
import type { LoginFailureLimiter } from '../../lib/login-failure-limiter';
import { successorToken } from '../../lib/secure-tokens';
import type { UsersRepository } from '../users/repository';
import { createAuthHandlers } from './handlers';
import { createRefreshTokensRepository } from './repository';
import { createSessionService } from './session-service';

/**
 * Email and password sign-in and the sessions every sign-in method ends with: short-lived access
 * tokens (JWT) and rotating refresh tokens.
 */
export function createAuthFeature(deps: {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'refreshGraceSeconds'>;
  users: UsersRepository;
  loginLimiter: LoginFailureLimiter;
  clock: Clock;
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
      sessions,
      refreshTokens,
      loginLimiter: deps.loginLimiter,
    }),
  };
}
