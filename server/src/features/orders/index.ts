import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CatalogRepository } from '../catalog';
import type { EventPublisher } from '../events';
import type { LedgerRepository } from '../points';
import { createOrdersHandlers } from './handlers';
import { createOrdersRepository } from './repository';
import { createOrdersService } from './service';

// What other features may use of this one.
export { activeOrdersOfUser, type OrdersRepository, toOrderSummary } from './repository';
export type { OrdersService } from './service';

/**
 * Checkout and orders: pricing from the catalogue, pickup times, the customer's orders, and the status
 * changes (`service.move`, for the staff console) whose rules are OrderStatus's x-transitions in
 * openapi.yaml. Points move through the ledger; changes are published to the owner's live events.
 */
export function createOrdersFeature(deps: {
  db: Db;
  clock: Clock;
  catalog: CatalogRepository;
  ledger: LedgerRepository;
  publisher: EventPublisher;
}) {
  const repository = createOrdersRepository(deps.db);
  const service = createOrdersService({ ...deps, repository });
  return {
    repository,
    service,
    handlers: createOrdersHandlers({ service, repository, catalog: deps.catalog, clock: deps.clock }),
  };
}
