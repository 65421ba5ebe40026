import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createCatalogHandlers } from './handlers';
import { createCatalogRepository } from './repository';

/**
 * Places (coffee shops and restaurants), their menus, and basket quotes priced from the server's own
 * catalogue. The demo catalogue (seed*.ts, menus/) is written by the demo data at start.
 */
export function createCatalogFeature(deps: { db: Db; clock: Clock }) {
  const repository = createCatalogRepository(deps.db);
  return { repository, handlers: createCatalogHandlers({ repository, clock: deps.clock }) };
}
