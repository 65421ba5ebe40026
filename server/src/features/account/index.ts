import type { Schema } from '../../api/handler';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { Mailer } from '../../lib/mailer';
import type { AuthFeature, RefreshTokensRepository } from '../auth';
import type { OrdersFeature } from '../orders';
import type { UsersFeature } from '../users';
import { createAccountHandlers } from './handlers';
import { createAccountRepository } from './repository';

// What other features may use of this one.
export { pendingEmailOfUser } from './repository';

/** The signed-in user's own account: profile, email change, password, deletion. */
export function createAccountFeature(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  users: Pick<UsersFeature, 'repository' | 'profileRules' | 'activeUsers'>;
  /** The `User` the profile changes answer with (the composition's read model, read-models/my-user.ts). */
  viewOf(userId: string): Promise<Schema<'User'> | undefined>;
  refreshTokens: RefreshTokensRepository;
  mailer: Mailer;
  clock: Clock;
  /** Cancels the user's open orders in the deletion's transaction (the orders feature's service). */
  orders: Pick<OrdersFeature['service'], 'cancelOpenOrdersOf'>;
}) {
  const repository = createAccountRepository(deps.db);
  return {
    handlers: createAccountHandlers({
      repository,
      users: deps.users.repository,
      viewOf: deps.viewOf,
      activeUsers: deps.users.activeUsers,
      refreshTokens: deps.refreshTokens,
      profileRules: deps.users.profileRules,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
      cancelOpenOrders: (trx, userId, reason) => deps.orders.cancelOpenOrdersOf(trx, userId, reason),
    }),
  };
}

export const accountFeature = defineFeature({
  name: 'account',
  dependencies: ['users', 'auth', 'myUser', 'orders'],
  build: (
    context,
    needs: {
      users: Pick<UsersFeature, 'repository' | 'profileRules' | 'activeUsers'>;
      auth: Pick<AuthFeature, 'refreshTokens'>;
      /** The composition's read model of the `User` (read-models/my-user.ts). */
      myUser: { viewOf(userId: string): Promise<Schema<'User'> | undefined> };
      orders: Pick<OrdersFeature, 'service'>;
    },
  ) =>
    createAccountFeature({
      db: context.db,
      config: context.config,
      users: needs.users,
      viewOf: needs.myUser.viewOf,
      refreshTokens: needs.auth.refreshTokens,
      mailer: context.mailer,
      clock: context.clock,
      orders: needs.orders.service,
    }),
});
