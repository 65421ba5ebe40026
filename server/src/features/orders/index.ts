import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { CatalogFeature, CatalogRepository } from '../catalog';
import type { EventPublisher, EventsFeature } from '../events';
import type { LedgerRepository, PointsFeature } from '../points';
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

type OrderUpdated = Extract<Parameters<EventPublisher['publish']>[1], { type: 'order.updated' }>;

export const ordersFeature = defineFeature({
  name: 'orders',
  dependencies: ['catalog', 'points', 'events'],
  build: (
    { db, clock },
    needs: {
      catalog: Pick<CatalogFeature, 'repository'>;
      points: Pick<PointsFeature, 'repository'>;
      events: Pick<EventsFeature, 'publisher'>;
    },
  ) => {
    const listeners = new Set<(event: OrderUpdated) => void>();
    const { publisher } = needs.events;
    const orders = createOrdersFeature({
      db,
      clock,
      catalog: needs.catalog.repository,
      ledger: needs.points.repository,
      // Every `order.updated` sent to a customer (new orders, their cancellations, staff moves) is also
      // told to this feature's subscribers, after it was published.
      publisher: {
        publish(audience, data) {
          const event = publisher.publish(audience, data);
          if (data.type === 'order.updated' && 'userId' in audience) {
            for (const listener of listeners) listener(data);
          }
          return event;
        },
        subscribe: (audience, listener) => publisher.subscribe(audience, listener),
      },
    });
    return {
      ...orders,
      /** Calls `listener` with every order change published to its customer; returns the unsubscribe. */
      onOrderUpdated(listener: (event: OrderUpdated) => void): () => void {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  },
});

export type OrdersFeature = ReturnType<typeof ordersFeature.build>;
