import type { Db } from '../../db/schema';
import type { EventOutbox } from '../events/outbox';
import { createLedgerHandlers } from './handlers';
import { createLedgerRepository } from './repository';
import { createPointsService } from './service';

/**
 * Loyalty points: an append-only ledger whose sum is the balance. `service` is the only way points
 * move (credit, debit, refund, the account lock, the `points.changed` announcement and the
 * INSUFFICIENT_POINTS answer), always inside the caller's transaction: checkout, order status changes
 * and the counter call it. The user's balance is part of `User` (users feature, read with
 * `balanceOfUser` in the same query); the history is listMyPointsHistory.
 */
export function createPointsFeature(deps: { db: Db; outbox: EventOutbox }) {
  const repository = createLedgerRepository(deps.db);
  const service = createPointsService({ repository, outbox: deps.outbox });
  return { repository, service, handlers: createLedgerHandlers({ repository }) };
}
