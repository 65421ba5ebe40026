import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import type { Mailer } from '../../lib/mailer';
import type { AuthFeature, RefreshTokensRepository, SessionService } from '../auth';
import type { UsersFeature, UsersRepository } from '../users';
import { createGoogleHandlers } from './handlers';
import { createGoogleOidcClient } from './oidc-client';
import { createLoginStatesRepository } from './repository';

/** "Continue with Google": OpenID Connect's authorization code flow with PKCE. */
export function createGoogleFeature(deps: {
  db: Db;
  config: Pick<Config, 'google' | 'publicUrl'>;
  users: UsersRepository;
  sessions: SessionService;
  refreshTokens: RefreshTokensRepository;
  mailer: Mailer;
}) {
  return {
    handlers: createGoogleHandlers({
      publicUrl: deps.config.publicUrl,
      google: createGoogleOidcClient(deps.config.google),
      loginStates: createLoginStatesRepository(deps.db),
      users: deps.users,
      sessions: deps.sessions,
      refreshTokens: deps.refreshTokens,
      mailer: deps.mailer,
    }),
  };
}

export const googleFeature = defineFeature({
  name: 'google',
  dependencies: ['users', 'auth'],
  build: (
    context,
    needs: { users: Pick<UsersFeature, 'repository'>; auth: Pick<AuthFeature, 'sessions' | 'refreshTokens'> },
  ) =>
    createGoogleFeature({
      db: context.db,
      config: context.config,
      users: needs.users.repository,
      sessions: needs.auth.sessions,
      refreshTokens: needs.auth.refreshTokens,
      mailer: context.mailer,
    }),
});
