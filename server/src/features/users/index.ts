import DataLoader from 'dataloader';
import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { pendingEmailOfUser } from '../account/repository';
import { activeOrdersOfUser, toOrderSummary } from '../orders/repository';
import { balanceOfUser } from '../points/repository';
import { staffOfUser } from '../staff/repository';
import { createActiveUsers } from './active-users';
import { createUserHandlers } from './handlers';
import { createProfileRules } from './profile-rules';
import { createUsersRepository } from './repository';
import { toUserView } from './user-view';

type Language = Schema<'Language'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accounts: the users table, the rules a profile keeps, and the `User` the API answers with. */
export function createUsersFeature(deps: { db: Db; minimumAgeYears: number; clock: Clock }) {
  const repository = createUsersRepository(deps.db);
  const profileRules = createProfileRules({ minimumAgeYears: deps.minimumAgeYears, clock: deps.clock });

  const findUserViews = repository.usersWith({
    loyaltyPoints: balanceOfUser,
    activeOrders: activeOrdersOfUser,
    pendingEmail: pendingEmailOfUser,
    staffOf: staffOfUser,
  });
  // getMyUser is the app's most frequent read of the database. The users asked for while the event loop
  // takes in requests are read together, in one statement, once those requests are in (setImmediate):
  // each read still starts after its request arrived, so a customer always sees their own last change,
  // and a busy server makes one round trip to the database where it made dozens (issue 12).
  const userViews = new DataLoader(
    async (userIds: readonly string[]) => {
      // Ids come from verified tokens; one that is not a UUID would fail the whole batch's statement.
      const found = await findUserViews([...new Set(userIds)].filter((userId) => UUID.test(userId)));
      return userIds.map((userId) => found.get(userId));
    },
    // Nothing is remembered between batches: each batch is a new read.
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 100 },
  );
  /**
   * The API's view of an active user, or undefined when there is none with this id. One query: the
   * balance (ledger), the active orders (orders), a pending email change (account) and staff places
   * (staff) are subqueries of those features' own SQL.
   */
  async function viewOf(userId: string): Promise<Schema<'User'> | undefined> {
    const user = await userViews.load(userId);
    return (
      user &&
      toUserView(
        user,
        user.loyaltyPoints,
        user.activeOrders.map(toOrderSummary),
        user.pendingEmail,
        user.staffOf,
      )
    );
  }

  // Who may still use a token: asked on every authorised request, so remembered briefly (active-users.ts).
  const activeUsers = createActiveUsers(repository.activeLanguage);

  /**
   * The language a signed-in user chose for the app (Settings, sign-up, Google locale), or undefined
   * when none was chosen (then go by Accept-Language) or the user does not exist.
   */
  async function languageOf(userId: string): Promise<Language | undefined> {
    return (await repository.findById(userId))?.language ?? undefined;
  }

  return {
    repository,
    profileRules,
    viewOf,
    languageOf,
    activeUsers,
    handlers: createUserHandlers({ viewOf }),
  };
}

export type UsersFeature = ReturnType<typeof createUsersFeature>;
