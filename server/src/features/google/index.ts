import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { RefreshTokensRepository, SessionService } from '../auth';
import type { UsersRepository } from '../users';
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
