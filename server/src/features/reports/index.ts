import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import { createReportsHandlers } from './handlers';
import { createReportsRepository } from './repository';

/** The back office's reports and CSV exports: read-only SQL over orders, the ledger and places. */
export function createReportsFeature(deps: { db: Db; clock: Clock }) {
  const repository = createReportsRepository(deps.db);
  return { repository, handlers: createReportsHandlers({ repository, clock: deps.clock }) };
}

export const reportsFeature = defineFeature({
  name: 'reports',
  dependencies: [],
  build: ({ db, clock }) => createReportsFeature({ db, clock }),
});
