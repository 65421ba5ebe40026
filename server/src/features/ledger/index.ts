import type { Db } from '../../db/schema';
import { createLedgerRepository } from './repository';

/**
 * Loyalty points. No API of its own yet: the user's balance is part of `User` (users feature), and
 * checkout debits points in the transaction that creates the order (`repository.debit(trx, ...)`).
 */
export function createLedgerFeature(deps: { db: Db }) {
  return { repository: createLedgerRepository(deps.db) };
}
