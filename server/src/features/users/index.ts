import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import type { LedgerRepository } from '../ledger/repository';
import { createUserHandlers } from './handlers';
import { createUsersRepository } from './repository';
import { toUserView } from './user-view';

/** Accounts: the users table, and the `User` the API answers with. */
export function createUsersFeature(deps: { db: Db; ledger: Pick<LedgerRepository, 'balance'> }) {
  const repository = createUsersRepository(deps.db);

  /** The API's view of an active user, or undefined when there is none with this id. */
  async function viewOf(userId: string): Promise<Schema<'User'> | undefined> {
    const user = await repository.findById(userId);
    return user && toUserView(user, await deps.ledger.balance(user.id));
  }

  return { repository, viewOf, handlers: createUserHandlers({ viewOf }) };
}

export type UsersFeature = ReturnType<typeof createUsersFeature>;
