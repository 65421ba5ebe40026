import type { Db, Trx } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { AppMetrics } from '../../lib/metrics';
import type { CatalogFeature, CatalogRepository } from '../catalog';
import type { EventOutbox, EventsFeature, LiveEventData } from '../events';
import type { PointsFeature, PointsService } from '../points';
import { createForgottenOrdersSweep } from './forgotten-orders';
import { createOrdersHandlers } from './handlers';
import { createQueueCounts } from './queue-count';
import { createOrdersRepository } from './repository';
import { createOrdersService } from './service';

export { accountDeletedReason } from './cancel-reasons';
// What other features may use of this one.
export { activeOrdersOfUser, type OrdersRepository, toOrderSummary } from './repository';
export { CANCELLED_BY_CUSTOMER, type OrdersService } from './service';

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
  /** The place as the catalogue holds it in memory (the pickup list; checkout reads the database). */
  findPlace: CatalogFeature['findPlace'];
  points: PointsService;
  /** Where order changes are announced, in the transaction that makes them. */
  outbox: EventOutbox;
  metrics: Pick<AppMetrics, 'checkout'>;
}) {
  const repository = createOrdersRepository(deps.db, deps.clock);
  const service = createOrdersService({ ...deps, repository });
  const queueCounts = createQueueCounts(repository.queuedAheadOfAsap);
  return {
    repository,
    service,
    /** The places' queue counts this instance keeps (`changed(place)` when the place's queue moved). */
    queueCounts,
    handlers: createOrdersHandlers({
      service,
      repository,
      queueCounts,
      findPlace: deps.findPlace,
      clock: deps.clock,
      db: deps.db,
    }),
  };
}

type OrderUpdated = Extract<LiveEventData, { type: 'order.updated' }>;
/** Reacts to an order change inside the transaction that makes it (e.g. writes more events). */
type OrderUpdatedListener = (trx: Trx, event: OrderUpdated) => Promise<unknown>;

export const ordersFeature = defineFeature({
  name: 'orders',
  dependencies: ['catalog', 'points', 'events'],
  build: (
    { db, clock, metrics, config, log },
    needs: {
      catalog: Pick<CatalogFeature, 'repository' | 'findPlace'>;
      points: Pick<PointsFeature, 'service'>;
      events: Pick<EventsFeature, 'outbox' | 'subscriptions'>;
    },
  ) => {
    const listeners = new Set<OrderUpdatedListener>();
    const { outbox, subscriptions } = needs.events;
    const orders = createOrdersFeature({
      db,
      clock,
      catalog: needs.catalog.repository,
      findPlace: needs.catalog.findPlace,
      points: needs.points.service,
      metrics,
      // Every `order.updated` written for a customer (new orders, their cancellations, staff moves) is
      // also handed to this feature's subscribers, in the same transaction. A place's queue move drops
      // its queue count here at once, and again when the event arrives after the commit (below).
      outbox: {
        async append(trx, audience, data) {
          const id = await outbox.append(trx, audience, data);
          if (data.type === 'order.updated' && 'userId' in audience) {
            for (const listener of listeners) await listener(trx, data);
          }
          if (data.type === 'queue.moved') orders.queueCounts.changed(data.providerId);
          return id;
        },
      },
    });
    // A place's queue moved, here (after the commit) or on another instance: its count is read again.
    subscriptions.subscribe({ topic: 'queues' }, (event) => {
      if (event.data.type === 'queue.moved') orders.queueCounts.changed(event.data.providerId);
    });
    return {
      ...orders,
      /** Cancels forgotten pending orders; app.ts starts it after the migrations and stops it on close. */
      forgottenOrders: createForgottenOrdersSweep({
        clock,
        intervalMs: config.forgottenOrdersSweepMs,
        cancelForgotten: orders.service.cancelForgotten,
        onError: (error) => log.error({ err: error }, 'The sweep of forgotten orders failed'),
      }),
      /** Calls `listener` with every order change, in its transaction; returns the unsubscribe. */
      onOrderUpdated(listener: OrderUpdatedListener): () => void {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  },
});

export type OrdersFeature = ReturnType<typeof ordersFeature.build>;
