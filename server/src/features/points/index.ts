import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import type { AppMetrics } from '../../lib/metrics';
import type { EventOutbox, EventsFeature } from '../events';
import { createLedgerHandlers } from './handlers';
import { createLedgerRepository } from './repository';
import { createPointsService } from './service';

// What other features may use of this one.
export type { LedgerMovement } from './repository';
export { balanceOfUser, debitInsert } from './repository';
export type { PointsService } from './service';

/**
 * Loyalty points: an append-only ledger whose sum is the balance. `service` is the only way points
 * move (credit, debit, refund, the account lock, the `points.changed` announcement and the
 * INSUFFICIENT_POINTS answer), always inside the caller's transaction: checkout, order status changes
 * and the counter call it. The user's balance is part of `User` (the my-user read model reads it with
 * `balanceOfUser` in the same query); the history is listMyPointsHistory.
 */
export function createPointsFeature(deps: {
  db: Db;
  outbox: EventOutbox;
  metrics: Pick<AppMetrics, 'pointsMoved'>;
}) {
  const repository = createLedgerRepository(deps.db);
  const service = createPointsService({ repository, outbox: deps.outbox, metrics: deps.metrics });
  return { repository, service, handlers: createLedgerHandlers({ repository }) };
}

export const pointsFeature = defineFeature({
  name: 'points',
  dependencies: ['events'],
  build: ({ db, metrics }, { events }: { events: Pick<EventsFeature, 'outbox'> }) =>
    createPointsFeature({ db, outbox: events.outbox, metrics }),
});

export type PointsFeature = ReturnType<typeof pointsFeature.build>;
