import type { Db } from '../../db/schema';
import type { RefreshTokensRepository } from '../auth/repository';
import type { UsersFeature } from '../users';
import { createAccountHandlers } from './handlers';
import { createAccountRepository } from './repository';

/** The signed-in user's own account: profile, password, deletion. */
export function createAccountFeature(deps: {
  db: Db;
  users: Pick<UsersFeature, 'repository' | 'viewOf'>;
  refreshTokens: RefreshTokensRepository;
}) {
  const repository = createAccountRepository(deps.db);
  return {
    handlers: createAccountHandlers({
      repository,
      users: deps.users.repository,
      viewOf: deps.users.viewOf,
      refreshTokens: deps.refreshTokens,
    }),
  };
}
