import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { defineFeature } from '../../lib/features';
import type { Mailer } from '../../lib/mailer';
import type { AuthFeature, RefreshTokensRepository } from '../auth';
import type { UsersFeature, UsersRepository } from '../users';
import { createPasswordRestoreHandlers } from './handlers';
import { createPasswordResetRepository } from './repository';

/** "Forgot your password?": a single-use link by mail, then a new password. */
export function createPasswordRestoreFeature(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'passwordRestoreLimits'>;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  mailer: Mailer;
  limiter: AttemptLimiter;
}) {
  return {
    handlers: createPasswordRestoreHandlers({
      users: deps.users,
      passwordResets: createPasswordResetRepository(deps.db),
      refreshTokens: deps.refreshTokens,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      limiter: deps.limiter,
      limits: deps.config.passwordRestoreLimits,
    }),
  };
}

export const passwordRestoreFeature = defineFeature({
  name: 'passwordRestore',
  dependencies: ['users', 'auth'],
  build: (
    context,
    needs: { users: Pick<UsersFeature, 'repository'>; auth: Pick<AuthFeature, 'refreshTokens'> },
  ) =>
    createPasswordRestoreFeature({
      db: context.db,
      config: context.config,
      users: needs.users.repository,
      refreshTokens: needs.auth.refreshTokens,
      mailer: context.mailer,
      limiter: context.attemptLimiter('password-restore', context.config.passwordRestoreLimits.windowMs),
    }),
});
