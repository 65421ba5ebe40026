import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { CatalogFeature, SoldOutRepository } from '../catalog';
import type { CounterTokenFeature, CounterTokens } from '../counter-token';
import type { EventAudience, EventPublisher, EventsFeature } from '../events';
import type { OrdersFeature, OrdersRepository, OrdersService } from '../orders';
import type { LedgerRepository, PointsFeature } from '../points';
import { createCounterSessions } from './counter-session';
import { createStaffHandlers } from './handlers';
import { createStaffRepository } from './repository';

// What other features may use of this one.
export { createStaffRepository, staffOfUser } from './repository';

/**
 * The staff console of a place: its order queue (orders' `service.move`), the counter (a scanned QR
 * token, then awards and redeems through the ledger), sold-out marks (catalog/sold-out.ts) and the
 * place's live event stream. Memberships come from `npm run staff:add` and the demo seed.
 */
export function createStaffFeature(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  orders: {
    service: OrdersService;
    repository: Pick<OrdersRepository, 'load' | 'activeIdsOfPlace' | 'isOfPlace'>;
  };
  ledger: LedgerRepository;
  counterTokens: CounterTokens;
  soldOut: SoldOutRepository;
  publisher: EventPublisher;
  openStream: (reply: FastifyReply, audiences: EventAudience[]) => FastifyReply;
}) {
  const repository = createStaffRepository(deps.db);
  return {
    repository,
    handlers: createStaffHandlers({
      db: deps.db,
      clock: deps.clock,
      repository,
      orders: deps.orders.service,
      ordersRepository: deps.orders.repository,
      ledger: deps.ledger,
      counterTokens: deps.counterTokens,
      counterSessions: createCounterSessions({ secret: deps.secret, clock: deps.clock }),
      soldOut: deps.soldOut,
      publisher: deps.publisher,
      openStream: deps.openStream,
    }),
  };
}

export const staffFeature = defineFeature({
  name: 'staff',
  dependencies: ['catalog', 'orders', 'points', 'counterToken', 'events'],
  build: (
    { db, clock, config },
    needs: {
      catalog: Pick<CatalogFeature, 'soldOut'>;
      orders: Pick<OrdersFeature, 'service' | 'repository' | 'onOrderUpdated'>;
      points: Pick<PointsFeature, 'repository'>;
      counterToken: Pick<CounterTokenFeature, 'tokens'>;
      events: Pick<EventsFeature, 'publisher' | 'openStream'>;
    },
  ) => {
    const { publisher } = needs.events;
    // The staff of the order's place hear of every change to it (new orders, the customer's
    // cancellations, staff moves) on their stream, through the same publisher.
    needs.orders.onOrderUpdated((event) => publisher.publish({ providerId: event.order.providerId }, event));
    return createStaffFeature({
      db,
      clock,
      secret: config.jwtSecret,
      orders: needs.orders,
      ledger: needs.points.repository,
      counterTokens: needs.counterToken.tokens,
      soldOut: needs.catalog.soldOut,
      publisher,
      openStream: needs.events.openStream,
    });
  },
});
