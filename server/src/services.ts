import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import { createRefreshTokensRepository } from './features/auth/refresh-tokens-repository';
import { createSessionService } from './features/auth/session-service';
import { createConsentsRepository } from './features/consents/repository';
import { createPasswordResetRepository } from './features/password-restore/repository';
import { createUsersRepository } from './features/users/repository';
import { createAccessTokenService } from './lib/access-tokens';
import type { LoginFailureLimiter } from './lib/login-failure-limiter';
import { createMailer } from './lib/mailer';

/** What the feature handlers share; built once per app in app.ts. */
export function createServices(deps: {
  db: Kysely<Database>;
  config: Config;
  loginLimiter: LoginFailureLimiter;
}) {
  const { db, config } = deps;
  const accessTokens = createAccessTokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  const refreshTokens = createRefreshTokensRepository(db);
  return {
    db,
    config,
    loginLimiter: deps.loginLimiter,
    accessTokens,
    refreshTokens,
    sessions: createSessionService({
      accessTokens,
      refreshTokens,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
    }),
    users: createUsersRepository(db),
    consents: createConsentsRepository(db),
    passwordResets: createPasswordResetRepository(db),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
