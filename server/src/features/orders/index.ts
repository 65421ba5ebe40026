import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CatalogRepository } from '../catalog/repository';
import type { EventOutbox } from '../events/outbox';
import type { PointsService } from '../points/service';
import { createOrdersHandlers } from './handlers';
import { createOrdersRepository } from './repository';
import { createOrdersService } from './service';

/**
 * Checkout and orders: pricing from the catalogue, pickup times, the customer's orders, and the status
 * changes (`service.move`, for the staff console) whose rules are OrderStatus's x-transitions in
 * openapi.yaml. Points move through the points service; changes go to the owner's live events through
 * the outbox, in the transaction that makes them.
 */
export function createOrdersFeature(deps: {
  db: Db;
  clock: Clock;
  catalog: CatalogRepository;
  points: PointsService;
  /** Where order changes are announced (app.ts adds the staff's copies: staff's withStaffCopies). */
  outbox: EventOutbox;
}) {
  const repository = createOrdersRepository(deps.db);
  const service = createOrdersService({ ...deps, repository });
  return {
    repository,
    service,
    handlers: createOrdersHandlers({ service, repository, catalog: deps.catalog, clock: deps.clock }),
  };
}
