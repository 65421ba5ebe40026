import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import { balanceOfUser } from '../ledger/repository';
import { activeOrdersOfUser, toOrderSummary } from '../orders/repository';
import { createUserHandlers } from './handlers';
import { createUsersRepository } from './repository';
import { toUserView } from './user-view';

/** Accounts: the users table, and the `User` the API answers with. */
export function createUsersFeature(deps: { db: Db }) {
  const repository = createUsersRepository(deps.db);

  /**
   * The API's view of an active user, or undefined when there is none with this id. One query: the
   * balance (ledger) and the active orders (orders) are subqueries of those features' own SQL.
   */
  async function viewOf(userId: string): Promise<Schema<'User'> | undefined> {
    const user = await repository.findWith(userId, {
      loyaltyPoints: balanceOfUser,
      activeOrders: activeOrdersOfUser,
    });
    return user && toUserView(user, user.loyaltyPoints, user.activeOrders.map(toOrderSummary));
  }

  return { repository, viewOf, handlers: createUserHandlers({ viewOf }) };
}

export type UsersFeature = ReturnType<typeof createUsersFeature>;
