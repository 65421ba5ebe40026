import DataLoader from 'dataloader';
import type { Handlers, Schema } from '../api/handler';
import { pendingEmailOfUser } from '../features/account';
import { activeOrdersOfUser } from '../features/orders';
import { balanceOfUser } from '../features/points';
import { managerOfUser, ownerOfUser } from '../features/roles';
import { staffOfUser } from '../features/staff';
import type { UsersFeature, UsersRepository } from '../features/users';
import { batchedReads } from '../lib/batched-reads';
import { unauthenticated } from '../lib/errors';
import { defineFeature } from '../lib/features';
import { callerId } from '../plugins/authentication';
import { toUserView } from './user-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `User` getMyUser answers with (and account's profile changes answer with): the users row joined
 * with what other features know of the user. A read model of the composition layer, not of any one
 * feature: in one query, the balance (points), the active orders (orders), a pending email change
 * (account) and staff places (staff) are subqueries of those features' own exported SQL.
 */
export function createMyUserReadModel(deps: { users: Pick<UsersRepository, 'usersWith'> }) {
  const findUserViews = deps.users.usersWith({
    loyaltyPoints: balanceOfUser,
    activeOrders: activeOrdersOfUser,
    pendingEmail: pendingEmailOfUser,
    staffOf: staffOfUser,
    owner: ownerOfUser,
    managerOf: managerOfUser,
  });
  // getMyUser is the app's most frequent read of the database. The users asked for while the event loop
  // takes in requests are read together, in one statement, once those requests are in (setImmediate):
  // each read still starts after its request arrived, so a customer always sees their own last change,
  // and a busy server makes one round trip to the database where it made dozens (issue 12).
  const userViews = new DataLoader(async (userIds: readonly string[]) => {
    // Ids come from verified tokens; one that is not a UUID would fail the whole batch's statement.
    const found = await findUserViews([...new Set(userIds)].filter((userId) => UUID.test(userId)));
    return userIds.map((userId) => found.get(userId));
  }, batchedReads());
  /** The API's view of an active user, or undefined when there is none with this id. */
  async function viewOf(userId: string): Promise<Schema<'User'> | undefined> {
    const user = await userViews.load(userId);
    return (
      user &&
      toUserView(user, user.loyaltyPoints, user.activeOrders, user.pendingEmail, user.staffOf, {
        owner: user.owner,
        managerOf: user.managerOf,
      })
    );
  }
  const handlers: Handlers<'getMyUser'> = {
    async getMyUser(request) {
      const user = await viewOf(callerId(request));
      if (!user) throw unauthenticated();
      return { data: user };
    },
  };
  return { viewOf, handlers };
}

/** getMyUser's read model, composed with the features (app.ts). */
export const myUserReadModel = defineFeature({
  name: 'myUser',
  dependencies: ['users'],
  build: (_context, { users }: { users: Pick<UsersFeature, 'repository'> }) =>
    createMyUserReadModel({ users: users.repository }),
});
