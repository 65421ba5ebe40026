import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createLedgerHandlers } from './handlers';
import { createLedgerRepository } from './repository';

// What other features may use of this one.
export {
  balanceOfUser,
  DuplicateReferenceError,
  InsufficientPointsError,
  type LedgerRepository,
} from './repository';

/**
 * Loyalty points: an append-only ledger whose sum is the balance. The user's balance is part of `User`
 * (users feature, read with `balanceOfUser` in the same query); checkout debits points in the
 * transaction that creates the order (`repository.debit(trx, ...)`); the history is listMyPointsHistory.
 */
export function createLedgerFeature(deps: { db: Db }) {
  const repository = createLedgerRepository(deps.db);
  return { repository, handlers: createLedgerHandlers({ repository }) };
}

export const pointsFeature = defineFeature({
  name: 'points',
  dependencies: [],
  build: ({ db }) => createLedgerFeature({ db }),
});

export type PointsFeature = ReturnType<typeof pointsFeature.build>;
