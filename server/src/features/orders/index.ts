import type { Db, Trx } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { AppMetrics } from '../../lib/metrics';
import type { CatalogFeature, CatalogRepository } from '../catalog';
import type { EventAudience, EventOutbox, EventsFeature, LiveEventData, OutboxEntry } from '../events';
import type { PointsFeature, PointsService } from '../points';
import { createForgottenOrdersSweep } from './forgotten-orders';
import { createOrdersHandlers } from './handlers';
import { createQueueCounts } from './queue-count';
import { createQueueFollower } from './queue-followers';
import { createOrdersRepository } from './repository';
import { createOrdersService } from './service';

export { accountDeletedReason } from './cancel-reasons';
// What other features may use of this one.
export { activeOrdersOfUser, type OrdersRepository } from './repository';
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
  /** The place as the catalogue holds it in memory (the pickup list). */
  findPlace: CatalogFeature['findPlace'];
  /** The place and its menu as the catalogue holds them in memory (checkout prices from it). */
  findMenu: CatalogFeature['findMenu'];
  points: PointsService;
  /** Where order changes are announced, in the transaction that makes them. */
  outbox: EventOutbox;
  metrics: Pick<AppMetrics, 'checkout'>;
}) {
  const repository = createOrdersRepository(deps.db, deps.clock);
  const service = createOrdersService({
    ...deps,
    repository,
    catalog: { findMenu: deps.findMenu, findProductsByIds: deps.catalog.findProductsByIds },
  });
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
/** Who else hears of an order change, beside its customer (e.g. the place's staff). */
type OrderUpdateCopy = (event: OrderUpdated) => EventAudience;

export const ordersFeature = defineFeature({
  name: 'orders',
  dependencies: ['catalog', 'points', 'events'],
  build: (
    { db, clock, metrics, config, log },
    needs: {
      catalog: Pick<CatalogFeature, 'repository' | 'findPlace' | 'findMenu'>;
      points: Pick<PointsFeature, 'service'>;
      events: Pick<EventsFeature, 'outbox' | 'subscriptions' | 'followCustomerStreams'>;
    },
  ) => {
    const copies = new Set<OrderUpdateCopy>();
    const { outbox, subscriptions } = needs.events;
    // Every `order.updated` written for a customer (new orders, their cancellations, staff moves) is also
    // written for the audiences of `copies`, in the same statement. A place's queue move drops its queue
    // count here at once, and again when the event arrives after the commit (below).
    const copiesOf = (entry: OutboxEntry): OutboxEntry[] =>
      entry.data.type === 'order.updated' && 'userId' in entry.audience
        ? [...copies].map((copy) => ({ audience: copy(entry.data as OrderUpdated), data: entry.data }))
        : [];
    const written = (entries: readonly OutboxEntry[]) => {
      for (const { data } of entries)
        if (data.type === 'queue.moved') orders.queueCounts.changed(data.providerId);
    };
    /** Appends `entries` and their copies in one statement; the ids of `entries` (not of the copies). */
    const appendAll = async (trx: Trx, entries: readonly OutboxEntry[]) => {
      const ids = await outbox.appendAll(trx, [...entries, ...entries.flatMap(copiesOf)]);
      written(entries);
      return ids.slice(0, entries.length);
    };
    const orders = createOrdersFeature({
      db,
      clock,
      catalog: needs.catalog.repository,
      findPlace: needs.catalog.findPlace,
      findMenu: needs.catalog.findMenu,
      points: needs.points.service,
      metrics,
      outbox: {
        appendAll,
        prepare(entries) {
          const { rows } = outbox.prepare([...entries, ...entries.flatMap(copiesOf)]);
          return { rows, written: () => written(entries) };
        },
        async append(trx, audience, data) {
          const [id] = await appendAll(trx, [{ audience, data }]);
          return id as string;
        },
      },
    });
    // A place's queue moved, here (after the commit) or on another instance: its count is read again.
    subscriptions.subscribe({ topic: 'queues' }, (event) => {
      if (event.data.type === 'queue.moved') orders.queueCounts.changed(event.data.providerId);
    });
    // A customer's stream hears the queue moves of the places where they have an order still to be made.
    needs.events.followCustomerStreams(
      createQueueFollower({ subscriptions, queuedOrdersOf: orders.repository.queuedOrdersOf }),
    );
    return {
      ...orders,
      /** Cancels forgotten pending orders; app.ts starts it after the migrations and stops it on close. */
      forgottenOrders: createForgottenOrdersSweep({
        clock,
        intervalMs: config.forgottenOrdersSweepMs,
        cancelForgotten: orders.service.cancelForgotten,
        onError: (error) => log.error({ err: error }, 'The sweep of forgotten orders failed'),
      }),
      /** Writes every order change for `copy`'s audience too, with the customer's; returns the undo. */
      copyOrderUpdates(copy: OrderUpdateCopy): () => void {
        copies.add(copy);
        return () => copies.delete(copy);
      },
    };
  },
});

export type OrdersFeature = ReturnType<typeof ordersFeature.build>;
